import Testing
import TestSupport
@testable import ByteMachinery

/// The one key order: bytes as unsigned numbers, then the shorter first —
/// Swift's own lexicographic order of `[UInt8]`.
@Suite struct KeyOrderTests {
    @Test func agreesWithLexicographicOrderOfBytes() {
        var generator = SeededGenerator(seed: 9)
        for _ in 0..<20_000 {
            let a = (0..<Int.random(in: 0...6, using: &generator)).map { _ in UInt8.random(in: 0...3, using: &generator) * 85 }
            let b = (0..<Int.random(in: 0...6, using: &generator)).map { _ in UInt8.random(in: 0...3, using: &generator) * 85 }
            let order = KeyOrder.compare(a, b)
            #expect((order < 0) == a.lexicographicallyPrecedes(b), "\(a) \(b)")
            #expect((order == 0) == (a == b), "\(a) \(b)")
            a.withUnsafeBufferPointer { x in
                b.withUnsafeBufferPointer { y in
                    #expect(KeyOrder.equal(x, y) == (a == b))
                    #expect(KeyOrder.compare(x, b).signum() == order.signum())
                }
            }
        }
    }

    @Test func aPrefixSortsFirstAndHighBytesLast() {
        #expect(KeyOrder.compare([5, 6], [5, 6, 1]) < 0)
        #expect(KeyOrder.compare([0xFF], [0x01, 0x02]) > 0)
        #expect(KeyOrder.compare([], []) == 0)
    }
}
