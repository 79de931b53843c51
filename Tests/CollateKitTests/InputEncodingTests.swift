@testable import CollateKit
import IndexedCollation
import Testing

/// `--encoding`: names, suggestions for unknown ones, and transcoding
/// through the converter, with errors at the arena index of their line.
@Suite struct InputEncodingTests {
    @Test func knownNamesAreAccepted() throws {
        #expect(try InputEncoding.named("windows-1252").name == "windows-1252")
        #expect(try InputEncoding.named("SHIFT_JIS").name == "SHIFT_JIS")
    }

    /// Whether a vCard file can be read as it is: encodings whose 7-bit
    /// bytes are ASCII. ISO-2022's are double-byte characters after an
    /// escape (田中 is `ESC $ B E D C f ESC ( B`, 郎 holds a `:`), and HZ reads
    /// `~` as an escape, whose probe fails: neither keeps ASCII, and a failed
    /// probe is no usage error.
    @Test func whichEncodingsKeepASCII() throws {
        for name in ["windows-1252", "shift_jis", "gb18030", "big5", "euc-kr", "koi8-r", "iso-8859-2", "utf-8"] {
            #expect(try InputEncoding.named(name).keepsASCII, "\(name)")
        }
        for name in ["iso-2022-jp", "iso-2022-kr", "hz", "UTF-16,version=1", "utf-16be", "ibm-037"] {
            #expect(try InputEncoding.named(name).keepsASCII == false, "\(name)")
        }
    }

    @Test func unknownNamesAreUsageErrorsWithNearNames() {
        let error = #expect(throws: CommandFailure.self) { try InputEncoding.named("windows-1225") }
        #expect(error?.code == .usageError)
        #expect(error?.message.contains("unknown encoding 'windows-1225' (did you mean ") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("windows-1252") == true, "\(error?.message ?? "")")
    }

    @Test func suggestions() throws {
        let names = try ICUConverter.allNames()
        #expect(InputEncoding.suggestions(for: "shift-jsi", among: names).first == "Shift_JIS")
        #expect(InputEncoding.suggestions(for: "win1252", among: names).first == "windows-1252")
        #expect(InputEncoding.suggestions(for: "gb1803", among: names).first == "gb18030")
        #expect(InputEncoding.suggestions(for: "xyz", among: names).isEmpty)
        #expect(InputEncoding.suggestions(for: "windows-125", among: ["windows-1250", "windows-1251", "x", "WINDOWS_1250"])
            == ["windows-1250", "windows-1251"])
    }

    /// The transcoder with a converter: every chunking gives the same UTF-8;
    /// an unmappable byte fails at the arena index where its character
    /// would have gone.
    @Test(arguments: [1, 2, 7, 1000])
    func transcodingThroughTheConverter(chunkSize: Int) throws {
        let bytes: [UInt8] = Array("a\r\n".utf8) + [0x93, 0x63, 0x92, 0x86] + Array("\nb\n".utf8)
        #expect(try transcoded(bytes, encoding: "shift_jis", chunkSize: chunkSize) == Array("a\r\n田中\nb\n".utf8))
        let bad = Array("x\ny\n".utf8) + [0x85, 0x40]
        let failure = #expect(throws: InputFailure.self) { try transcoded(bad, encoding: "shift_jis", chunkSize: chunkSize) }
        #expect(failure?.offset == 4)
        #expect(failure?.message == "bytes 0x85 0x40 are not a character in shift_jis (--encoding shift_jis)")
    }

    /// The warning's remedy: the detected name when ICU is confident enough,
    /// else the guess without putting it forward.
    @Test func remedyAfterTheNotUTF8Warning() {
        let sure = CollateCommand.encodingRemedy("a.csv", ICUCharsetDetector.Match(name: "windows-1252", confidence: 96))
        #expect(sure == "a.csv: not UTF-8 (looks like windows-1252, 96% confidence): re-run with --encoding windows-1252")
        let unsure = CollateCommand.encodingRemedy("a.csv", ICUCharsetDetector.Match(name: "ISO-8859-5", confidence: InputDiagnostics.confidentDetection - 1))
        #expect(unsure.hasPrefix("a.csv: not UTF-8, and its encoding is unclear (at best ISO-8859-5, 29% confidence): re-run with --encoding and"))
        #expect(!unsure.contains("--encoding ISO"))
    }

    private func transcoded(_ bytes: [UInt8], encoding: String, chunkSize: Int) throws -> [UInt8] {
        var transcoder = InputTranscoder(converter: try ICUConverter(name: encoding))
        var arena: [UInt8] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + chunkSize)
            _ = try transcoder.append(bytes[start..<end], to: &arena, isFinal: false)
            start = end
        }
        _ = try transcoder.append([], to: &arena, isFinal: true)
        return arena
    }
}
