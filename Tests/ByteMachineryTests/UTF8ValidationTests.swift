@testable import ByteMachinery
import TestSupport
import Testing

/// `UTF8Validation` must accept exactly what Swift's own decoder accepts
/// without repair.
struct UTF8ValidationTests {
    private func isValid(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) }
    }

    @Test(arguments: [
        ([], true),
        (Array("plain ASCII, longer than eight bytes".utf8), true),
        (Array("Ёлкин 王芳 😀".utf8), true),
        ([0xC0, 0xAF], false),              // overlong '/'
        ([0xE0, 0x80, 0xAF], false),        // overlong, three bytes
        ([0xED, 0xA0, 0x80], false),        // a UTF-16 surrogate
        ([0xF4, 0x90, 0x80, 0x80], false),  // above U+10FFFF
        ([0xE2, 0x82], false),              // cut short
        ([0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0xFF], false),  // bad byte after the fast path
        ([0x80], false),                    // a lone continuation byte
    ] as [([UInt8], Bool)])
    func knownSequences(bytes: [UInt8], valid: Bool) {
        #expect(isValid(bytes) == valid)
    }

    /// Every lead of a three-byte sequence (the fast path) with every
    /// second byte and a third on either side of the continuation range,
    /// whole and cut short, after ASCII and before more text.
    @Test func agreesWithSwiftsDecoderOnThreeByteSequences() {
        for lead in UInt8(0xE0)...0xEF {
            for second in UInt8(0x00)...0xFF {
                for third: UInt8 in [0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xE0] {
                    for bytes in [[lead, second, third], [0x61, lead, second], [lead, second, third, 0xE0, 0xA4, 0x95, 0x62]] {
                        let decoded = String(validating: bytes, as: UTF8.self)
                        #expect(isValid(bytes) == (decoded != nil), "\(bytes)")
                    }
                }
            }
        }
    }

    /// Runs of two-byte sequences (checked four at a time) with one byte
    /// changed anywhere: an overlong lead (C0, C1), a lead of another
    /// length, a continuation where a lead goes, ASCII, or cut short.
    @Test func agreesWithSwiftsDecoderOnRunsOfTwoByteSequences() {
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<20_000 {
            var bytes = Array(String((0..<Int.random(in: 1...20, using: &generator)).map { _ in
                Character(Unicode.Scalar(UInt32.random(in: 0x80...0x7FF, using: &generator))!)
            }).utf8)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: bytes[Int.random(in: 0..<bytes.count, using: &generator)] = [0xC0, 0xC1, 0xE0, 0x80, 0xBF, 0x41, 0xF5].randomElement(using: &generator)!
            case 1: bytes.removeLast(Int.random(in: 0...1, using: &generator))
            default: break
            }
            if Bool.random(using: &generator) { bytes.insert(0x61, at: 0) }
            let decoded = String(validating: bytes, as: UTF8.self)
            #expect(isValid(bytes) == (decoded != nil), "\(bytes)")
        }
    }

    @Test func agreesWithSwiftsDecoderOnRandomBytes() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...12, using: &generator)
            // Mostly high bytes, so that multi-byte sequences are common.
            let bytes = (0..<length).map { _ in
                Bool.random(using: &generator) ? UInt8.random(in: 0x80...0xFF, using: &generator)
                    : UInt8.random(in: 0...0x7F, using: &generator)
            }
            let decoded = String(validating: bytes, as: UTF8.self)
            #expect(isValid(bytes) == (decoded != nil), "\(bytes)")
        }
    }
}
