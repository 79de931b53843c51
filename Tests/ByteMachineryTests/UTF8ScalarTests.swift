@testable import ByteMachinery
import Testing

/// `UTF8Scalar.decode` must read exactly the scalars Swift's own decoder
/// reads, and refuse every sequence Swift's decoder would repair.
struct UTF8ScalarTests {
    private func decode(_ bytes: [UInt8]) -> (value: UInt32, length: Int)? {
        bytes.withUnsafeBufferPointer { UTF8Scalar.decode($0, at: 0) }
    }

    @Test func everyScalarDecodesToItselfWithItsLength() {
        for value in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(value) {
            let scalar = Unicode.Scalar(value)!
            let bytes = Array(String(Character(scalar)).utf8)
            let decoded = decode(bytes + [0x41])
            #expect(decoded?.value == value && decoded?.length == bytes.count, "U+\(String(value, radix: 16))")
            if decoded?.value != value { return }
        }
    }

    @Test(arguments: [
        [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF],
        [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
        [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xE3, 0x81], [0xF0, 0x9F, 0x98], [0xE3, 0x41, 0x81], [0xC3],
    ] as [[UInt8]])
    func illFormedSequencesAreRefused(_ bytes: [UInt8]) {
        #expect(decode(bytes) == nil)
        // Swift's decoder repairs the same bytes: the first scalar is U+FFFD.
        #expect(String(decoding: bytes, as: UTF8.self).unicodeScalars.first == "\u{FFFD}")
    }
}
