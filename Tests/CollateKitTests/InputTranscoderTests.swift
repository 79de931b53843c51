@testable import CollateKit
import Testing

/// `InputTranscoder`: UTF-16 with a byte order mark to UTF-8, in any chunking.
struct InputTranscoderTests {
    private func transcoded(_ bytes: [UInt8], chunkSize: Int) throws(InputFailure) -> [UInt8] {
        try transcodedWithRepairs(bytes, chunkSize: chunkSize).arena
    }

    /// The arena, and the arena index of every U+FFFD each call said it put in.
    private func transcodedWithRepairs(_ bytes: [UInt8], chunkSize: Int) throws(InputFailure) -> (arena: [UInt8], repairs: [Int]) {
        var transcoder = InputTranscoder()
        var arena: [UInt8] = []
        var repairs: [Int] = []
        func note(_ call: InputTranscoder.Repairs, from start: Int) {
            guard let first = call.first else { return #expect(call.count == 0) }
            // The call's U+FFFDs: the first where it says, as many as it says.
            let found = stride(from: start, to: arena.count - 2, by: 1).filter { arena[$0..<$0 + 3].elementsEqual([0xEF, 0xBF, 0xBD]) }
            #expect(found.first == first)
            #expect(found.count == call.count)
            repairs += found
        }
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + chunkSize)
            let before = arena.count
            note(try transcoder.append(bytes[start..<end], to: &arena, isFinal: false), from: before)
            start = end
        }
        let before = arena.count
        note(try transcoder.append([], to: &arena, isFinal: true), from: before)
        return (arena, repairs)
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

    /// UTF-8 has no form for an unpaired surrogate or half a code unit;
    /// each becomes a U+FFFD that the transcoder reports, where it put it.
    @Test(arguments: [1, 2, 3, 5, 1000])
    func unpairedSurrogatesAndAnOddByteBecomeReplacementCharacters(chunkSize: Int) throws {
        let replacement = Array("\u{FFFD}".utf8)
        // A low surrogate alone, a high one followed by "A", a high one at the end.
        let input: [UInt8] = [0xFF, 0xFE, 0x00, 0xDC, 0x3D, 0xD8, 0x41, 0x00, 0x3D, 0xD8]
        let (arena, repairs) = try transcodedWithRepairs(input, chunkSize: chunkSize)
        #expect(arena == replacement + replacement + [0x41] + replacement)
        #expect(repairs == [0, 3, 7])
        #expect(try transcodedWithRepairs([0xFF, 0xFE, 0x41, 0x00, 0x42], chunkSize: chunkSize) == ([0x41] + replacement, [1]))
        // A high surrogate and then half a code unit at the end: two.
        #expect(try transcodedWithRepairs([0xFF, 0xFE, 0x41, 0x00, 0x3D, 0xD8, 0x42], chunkSize: chunkSize)
            == ([0x41] + replacement + replacement, [1, 4]))
        // Valid UTF-16, and UTF-8 whatever its bytes, report none.
        #expect(try transcodedWithRepairs([0xFF, 0xFE, 0x3D, 0xD8, 0x00, 0xDE], chunkSize: chunkSize).repairs == [])
        #expect(try transcodedWithRepairs([0x41, 0xFF, 0xED, 0xA0, 0x80], chunkSize: chunkSize).repairs == [])
    }
}
