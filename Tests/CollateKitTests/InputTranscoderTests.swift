@testable import CollateKit
import Testing

/// `InputTranscoder`: UTF-16 with a byte order mark to UTF-8, in any chunking.
struct InputTranscoderTests {
    private func transcoded(_ bytes: [UInt8], chunkSize: Int) -> [UInt8] {
        var transcoder = InputTranscoder()
        var arena: [UInt8] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + chunkSize)
            transcoder.append(bytes[start..<end], to: &arena, isFinal: false)
            start = end
        }
        transcoder.append([], to: &arena, isFinal: true)
        return arena
    }

    private static let text = "Zoë\r\n王芳\n👩‍👩‍👧 €\n"

    @Test(arguments: [1, 2, 3, 5, 1000])
    func utf16InBothByteOrders(chunkSize: Int) {
        let units = Array(Self.text.utf16)
        let littleEndian: [UInt8] = [0xFF, 0xFE] + units.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let bigEndian: [UInt8] = [0xFE, 0xFF] + units.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        #expect(transcoded(littleEndian, chunkSize: chunkSize) == Array(Self.text.utf8))
        #expect(transcoded(bigEndian, chunkSize: chunkSize) == Array(Self.text.utf8))
    }

    @Test(arguments: [1, 1000])
    func utf8PassesThroughUnchanged(chunkSize: Int) {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a\nb".utf8) + [0xFF]
        #expect(transcoded(bytes, chunkSize: chunkSize) == bytes)
        #expect(transcoded([0x41], chunkSize: chunkSize) == [0x41])
        #expect(transcoded([], chunkSize: chunkSize) == [])
    }

    /// UTF-8 has no form for an unpaired surrogate or half a code unit.
    @Test func unpairedSurrogatesAndAnOddByteBecomeReplacementCharacters() {
        let replacement = Array("\u{FFFD}".utf8)
        // A low surrogate alone, a high one followed by "A", a high one at the end, then an odd byte.
        let input: [UInt8] = [0xFF, 0xFE, 0x00, 0xDC, 0x3D, 0xD8, 0x41, 0x00, 0x3D, 0xD8]
        #expect(transcoded(input, chunkSize: 3) == replacement + replacement + [0x41] + replacement)
        #expect(transcoded([0xFF, 0xFE, 0x41, 0x00, 0x42], chunkSize: 2) == [0x41] + replacement)
    }
}
