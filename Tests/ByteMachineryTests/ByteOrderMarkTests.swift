import Testing
@testable import ByteMachinery

@Suite struct ByteOrderMarkTests {
    /// The mark's length at the start of each text, read from an array and
    /// from a buffer alike: 3 only for EF BB BF itself.
    @Test(arguments: [
        ([0xEF, 0xBB, 0xBF, 0x41], 3), ([0xEF, 0xBB, 0xBF], 3), ([0xEF, 0xBB], 0), ([], 0),
        ([0xEF, 0xBB, 0xBE, 0x41], 0), ([0x41, 0xEF, 0xBB, 0xBF], 0), ([0xBF, 0xBB, 0xEF], 0),
    ] as [([UInt8], Int)])
    func lengthAtTheStart(bytes: [UInt8], expected: Int) {
        #expect(ByteOrderMark.utf8Length(atStartOf: bytes) == expected)
        #expect(bytes.withUnsafeBufferPointer { ByteOrderMark.utf8Length(atStartOf: $0) } == expected)
    }
}
