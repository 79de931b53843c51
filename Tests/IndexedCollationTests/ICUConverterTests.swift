import ICUShim
import Testing
@testable import IndexedCollation

/// `ICUConverter` (ucnv with the stop callback) and `ICUCharsetDetector`
/// (ucsdet), through the shim.
@Suite struct ICUConverterTests {
    /// Converts `bytes` in chunks of `chunkSize`, the last call flushing.
    private func converted(_ bytes: [UInt8], from name: String, chunkSize: Int) throws -> (utf8: [UInt8], stop: ICUConverter.Stop?) {
        let converter = try ICUConverter(name: name)
        var utf8: [UInt8] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + chunkSize)
            let stop = try bytes[start..<end].withUnsafeBufferPointer { try converter.appendUTF8(of: $0, flush: false, to: &utf8) }
            if let stop { return (utf8, stop) }
            start = end
        }
        let stop = try [UInt8]().withUnsafeBufferPointer { try converter.appendUTF8(of: $0, flush: true, to: &utf8) }
        return (utf8, stop)
    }

    /// Windows-1252's ü, Ö, Ä, € and the line ends, whatever the chunks.
    @Test(arguments: [1, 2, 3, 1000])
    func windows1252(chunkSize: Int) throws {
        let bytes: [UInt8] = Array("Name;City\r\nM".utf8) + [0xFC] + Array("ller;Berlin\r\n".utf8) + [0xD6, 0x80, 0x0A, 0xC4]
        let result = try converted(bytes, from: "windows-1252", chunkSize: chunkSize)
        #expect(result.stop == nil)
        #expect(String(decoding: result.utf8, as: UTF8.self) == "Name;City\r\nMüller;Berlin\r\nÖ€\nÄ")
    }

    /// A two-byte Shift_JIS character cut by a chunk's end is completed by
    /// the next chunk: 田中 is 93 63 92 86.
    @Test(arguments: [1, 3, 1000])
    func shiftJISAcrossChunks(chunkSize: Int) throws {
        let result = try converted([0x93, 0x63, 0x92, 0x86, 0x0A, 0x41], from: "shift_jis", chunkSize: chunkSize)
        #expect(result.stop == nil)
        #expect(String(decoding: result.utf8, as: UTF8.self) == "田中\nA")
    }

    /// Bytes the encoding has no character for stop the conversion after the
    /// text before them; nothing is substituted.
    @Test(arguments: [1, 1000])
    func unmappableBytesStop(chunkSize: Int) throws {
        let result = try converted([0x41, 0x0A, 0x85, 0x40, 0x42], from: "shift_jis", chunkSize: chunkSize)
        #expect(result.utf8 == [0x41, 0x0A])
        #expect(result.stop == ICUConverter.Stop(bytes: [0x85, 0x40], isTruncated: false))
        let ascii = try converted([0x61, 0xFC, 0x62], from: "US-ASCII", chunkSize: chunkSize)
        #expect(ascii.utf8 == [0x61])
        #expect(ascii.stop?.bytes == [0xFC])
    }

    /// UTF-7 and CESU-8 pass a lone surrogate through instead of calling the
    /// stop callback; it stops the conversion, naming the surrogate, rather
    /// than becoming U+FFFD. A pair cut by a chunk's end is still one character.
    @Test(arguments: [1, 2, 1000])
    func loneSurrogatesStop(chunkSize: Int) throws {
        let utf7 = try converted(Array("A\n+2AA-\nB".utf8), from: "utf-7", chunkSize: chunkSize)
        #expect(utf7.utf8 == Array("A\n".utf8))
        #expect(utf7.stop == ICUConverter.Stop(bytes: [], isTruncated: false, loneSurrogate: 0xD800))
        let cesu8 = try converted([0x41, 0x0A, 0xED, 0xA0, 0x80, 0x0A, 0x42], from: "cesu-8", chunkSize: chunkSize)
        #expect(cesu8.utf8 == Array("A\n".utf8))
        #expect(cesu8.stop?.loneSurrogate == 0xD800)
        // A lone trail surrogate, and a lead one at the very end.
        #expect(try converted([0xED, 0xB0, 0x80], from: "cesu-8", chunkSize: chunkSize).stop?.loneSurrogate == 0xDC00)
        let atTheEnd = try converted([0x41, 0xED, 0xA0, 0x80], from: "cesu-8", chunkSize: chunkSize)
        #expect(atTheEnd.utf8 == [0x41])
        #expect(atTheEnd.stop?.loneSurrogate == 0xD800)
        // U+1F600 as a CESU-8 surrogate pair.
        let pair = try converted([0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80], from: "cesu-8", chunkSize: chunkSize)
        #expect(pair.stop == nil)
        #expect(String(decoding: pair.utf8, as: UTF8.self) == "\u{1F600}")
    }

    /// An escape HZ does not allow (`~x`) is an illegal sequence, not an ICU
    /// error code; valid HZ reads.
    @Test func illegalEscapesStop() throws {
        let bad = try converted(Array("abc~x\n".utf8), from: "hz", chunkSize: 1000)
        #expect(bad.stop?.isTruncated == false)
        let good = try converted(Array("~{<:Ky~}\nabc".utf8), from: "hz", chunkSize: 1000)
        #expect(good.stop == nil)
        #expect(String(decoding: good.utf8, as: UTF8.self) == "己所\nabc")
    }

    /// A stream that ends inside a character: truncated, at the flush.
    @Test func truncatedAtTheEnd() throws {
        let result = try converted([0x41, 0x93], from: "shift_jis", chunkSize: 1000)
        #expect(result.utf8 == [0x41])
        #expect(result.stop == ICUConverter.Stop(bytes: [0x93], isTruncated: true))
        // The converter is ready for a new stream afterwards.
        let converter = try ICUConverter(name: "shift_jis")
        var utf8: [UInt8] = []
        _ = try [UInt8]([0x93]).withUnsafeBufferPointer { try converter.appendUTF8(of: $0, flush: true, to: &utf8) }
        #expect(try converter.string(decoding: [0x93, 0x63]) == .success("田"))
    }

    /// Names ICU matches loosely (case and punctuation aside) open; unknown
    /// ones fail as unknown names.
    @Test func names() throws {
        for name in ["windows-1252", "WINDOWS_1252", "cp1252", "latin1", "Shift_JIS", "gb18030", "big5", "euc-kr", "koi8-r", "iso-8859-2"] {
            #expect(throws: Never.self, "\(name)") { try ICUConverter(name: name) }
        }
        for name in ["windows-1525", "", "utf-9"] {
            let error = #expect(throws: ICUError.self) { try ICUConverter(name: name) }
            #expect(error?.isUnknownName == true, "\(name)")
        }
        let all = try ICUConverter.allNames()
        #expect(all.contains("windows-1252") && all.contains("Shift_JIS") && all.contains("UTF-8"))
        #expect(Set(all).count == all.count)
    }

    /// German Windows-1252 text is found to be Latin-1 or Windows-1252;
    /// Shift_JIS text, Shift_JIS.
    @Test func detection() throws {
        let german = String(repeating: "Müller;Köln;Straße;Öberg;Äpfel;Grüße aus Düsseldorf\r\n", count: 20)
        let latin = try #require(try ICUConverter(name: "windows-1252").bytes(of: german))
        let match = try latin.withUnsafeBufferPointer { try ICUCharsetDetector.detect($0) }
        #expect(["ISO-8859-1", "windows-1252"].contains(match?.name), "\(String(describing: match))")
        #expect((match?.confidence ?? 0) > 0 && (match?.confidence ?? 0) <= 100)
        let utf8 = Array(german.utf8)
        #expect(try utf8.withUnsafeBufferPointer { try ICUCharsetDetector.detect($0) }?.name == "UTF-8")
    }
}

private extension ICUConverter {
    /// The text encoded, for fixtures: only for encodings where each of its
    /// characters is one byte (the Latin-1 range of Windows-1252).
    func bytes(of text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            guard scalar.value < 0x100 else { return nil }
            bytes.append(UInt8(scalar.value))
        }
        return bytes
    }
}

/// The new entry points follow the header's buffer rule: the needed length
/// with a capacity of 0, the result NUL-terminated once it fits.
@Suite struct ICUConverterShimContractTests {
    @Test func bufferRule() throws {
        var status: Int32 = 0
        let needed = icushim_converter_all_names(nil, 0, &status)
        #expect(status <= 0 && needed > 1000)
        var names = [CChar](repeating: 1, count: Int(needed) + 1)
        #expect(icushim_converter_all_names(&names, needed + 1, &status) == needed)
        #expect(names[Int(needed) - 1] == 0 && names[Int(needed)] == 0, "the list's last item ends with NUL, then the terminator")

        let sample = Array("Grüße aus Köln".utf8)
        var confidence: Int32 = -1
        let length = sample.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { icushim_charset_detect($0.baseAddress, Int32($0.count), &confidence, nil, 0, &status) }
        }
        #expect(status <= 0 && length == 5, "UTF-8")
        #expect((0...100).contains(confidence))

        let converter = try #require(icushim_converter_open("us-ascii", &status))
        defer { icushim_converter_close(converter) }
        var resultLength: Int32 = 0
        _ = icushim_converter_to_utf8(converter, "a\u{7F}", 2, true, &resultLength, &status)
        #expect(status == 0 && resultLength == 2)
        #expect(icushim_converter_invalid_bytes(converter, nil, 0) == 0, "no stop, no invalid bytes")
    }
}
