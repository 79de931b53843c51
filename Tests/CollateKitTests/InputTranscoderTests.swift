@testable import CollateKit
import Testing

/// `InputTranscoder`: UTF-16 with a byte order mark to UTF-8, in any chunking.
struct InputTranscoderTests {
    private func transcoded(_ bytes: [UInt8], chunkSize: Int) throws(InputFailure) -> [UInt8] {
        var transcoder = InputTranscoder()
        var arena: [UInt8] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + chunkSize)
            try transcoder.append(bytes[start..<end], to: &arena, isFinal: false)
            start = end
        }
        try transcoder.append([], to: &arena, isFinal: true)
        return arena
    }

    private static let text = "Zoë\r\n王芳\n👩‍👩‍👧 €\n"

    @Test(arguments: [1, 2, 3, 5, 1000])
    func utf16InBothByteOrders(chunkSize: Int) throws {
        let units = Array(Self.text.utf16)
        let littleEndian: [UInt8] = [0xFF, 0xFE] + units.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let bigEndian: [UInt8] = [0xFE, 0xFF] + units.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        #expect(try transcoded(littleEndian, chunkSize: chunkSize) == Array(Self.text.utf8))
        #expect(try transcoded(bigEndian, chunkSize: chunkSize) == Array(Self.text.utf8))
    }

    @Test(arguments: [1, 1000])
    func utf8PassesThroughUnchanged(chunkSize: Int) throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a\nb".utf8) + [0xFF]
        #expect(try transcoded(bytes, chunkSize: chunkSize) == bytes)
        #expect(try transcoded([0x41], chunkSize: chunkSize) == [0x41])
        #expect(try transcoded([], chunkSize: chunkSize) == [])
    }

    /// FF FE 00 00 would read as UTF-16 with a NUL after every character;
    /// both UTF-32 marks are refused by name however the first bytes arrive.
    @Test(arguments: [1, 2, 3, 5, 1000])
    func utf32IsRefusedByName(chunkSize: Int) {
        let text = "Z\n"
        let littleEndian: [UInt8] = [0xFF, 0xFE, 0x00, 0x00] + text.unicodeScalars.flatMap { scalar -> [UInt8] in
            (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> ($0 * 8)) }
        }
        let bigEndian: [UInt8] = [0x00, 0x00, 0xFE, 0xFF] + text.unicodeScalars.flatMap { scalar -> [UInt8] in
            (0..<4).reversed().map { UInt8(truncatingIfNeeded: scalar.value >> ($0 * 8)) }
        }
        for bytes in [littleEndian, bigEndian, Array(littleEndian.prefix(4)), Array(bigEndian.prefix(4))] {
            do {
                _ = try transcoded(bytes, chunkSize: chunkSize)
                Issue.record("read as text: \(bytes)")
            } catch {
                #expect(error.offset == 0)
                #expect(error.message == "UTF-32 input is not supported; convert it with iconv -f UTF-32 -t UTF-8")
            }
        }
    }

    /// Prefixes of a UTF-32 mark that end the file are what they are.
    @Test(arguments: [1, 1000])
    func shortFilesAreNotUTF32(chunkSize: Int) throws {
        #expect(try transcoded([0xFF, 0xFE], chunkSize: chunkSize) == [])
        #expect(try transcoded([0xFF, 0xFE, 0x00], chunkSize: chunkSize) == Array("\u{FFFD}".utf8), "UTF-16 and an odd byte")
        #expect(try transcoded([0x00, 0x00, 0xFE], chunkSize: chunkSize) == [0x00, 0x00, 0xFE])
        #expect(try transcoded([0x00, 0x00, 0x41, 0x0A], chunkSize: chunkSize) == [0x00, 0x00, 0x41, 0x0A])
    }

    /// UTF-8 has no form for an unpaired surrogate or half a code unit.
    @Test func unpairedSurrogatesAndAnOddByteBecomeReplacementCharacters() throws {
        let replacement = Array("\u{FFFD}".utf8)
        // A low surrogate alone, a high one followed by "A", a high one at the end, then an odd byte.
        let input: [UInt8] = [0xFF, 0xFE, 0x00, 0xDC, 0x3D, 0xD8, 0x41, 0x00, 0x3D, 0xD8]
        #expect(try transcoded(input, chunkSize: 3) == replacement + replacement + [0x41] + replacement)
        #expect(try transcoded([0xFF, 0xFE, 0x41, 0x00, 0x42], chunkSize: 2) == [0x41] + replacement)
    }
}
