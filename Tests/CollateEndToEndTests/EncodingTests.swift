import Foundation
import Testing
import TestSupport

/// `--encoding` with the built binary: spreadsheets saved in Windows-1252
/// (German Excel) and Shift_JIS (Japanese Excel), unmappable bytes, unknown
/// names, and the external sort.
@Suite struct EncodingTests {
    /// German Excel's "CSV (Trennzeichen-getrennt)": Windows-1252, `;`, CRLF.
    /// ü is FC, Ö D6, Ä C4, ß DF.
    static let germanCSV: Data = {
        var bytes = Array("Name;City\r\n".utf8)
        bytes += Array("M".utf8) + [0xFC] + Array("ller;Berlin\r\n".utf8)
        bytes += [0xD6] + Array("berg;Wien\r\n".utf8)
        bytes += [0xC4] + Array("pfelbaum;Gra".utf8) + [0xDF] + Array("\r\n".utf8)
        bytes += Array("Zorn;Bonn\r\n".utf8)
        return Data(bytes)
    }()

    @Test func windows1252SemicolonCSV() throws {
        let path = try CollateRunner.file(Self.germanCSV, name: "kontakte.csv")
        let result = try CollateRunner.run(["--encoding", "windows-1252", "-l", "de", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == "A\n  Äpfelbaum;Graß\n\nM\n  Müller;Berlin\n\nO\n  Öberg;Wien\n\nZ\n  Zorn;Bonn\n")
        // The same through standard input.
        let piped = try CollateRunner.run(["--encoding", "windows-1252", "-l", "de", "-i", "csv"], input: Self.germanCSV)
        #expect(piped.stdout == result.stdout)
    }

    /// Without --encoding the file is read as UTF-8, as before (exit 0, the
    /// records written unchanged), and the warning names what ICU's detector
    /// finds and the option that reads it.
    @Test func withoutEncodingTheWarningNamesTheRemedy() throws {
        let path = try CollateRunner.file(Self.germanCSV, name: "kontakte.csv")
        let result = try CollateRunner.run(["-l", "de", path])
        #expect(result.status == 0)
        #expect(result.output.contains(Data([0x4D, 0xFC, 0x6C, 0x6C, 0x65, 0x72])), "Müller in Windows-1252, as read")
        let warning = try #require(result.stderr.split(separator: "\n").first.map(String.init))
        #expect(warning.hasPrefix("collate: warning: 3 records had bytes that are not UTF-8 (the first at \(path):2); collated as U+FFFD, written unchanged. "))
        let remedy = try #require(warning.firstMatch(of: /kontakte\.csv: not UTF-8 \(looks like (ISO-8859-1|windows-1252), (\d+)% confidence\): re-run with --encoding (\S+)$/))
        #expect(remedy.output.1 == remedy.output.3)
        // The remedy works.
        let again = try CollateRunner.run(["-l", "de", "--encoding", String(remedy.output.3), path])
        #expect(again.stdout.contains("O\n  Öberg;Wien\n"))
        #expect(again.stderr.isEmpty)
    }

    /// 田中 in Shift_JIS is 93 63 92 86; MeCab reads it たなか.
    @Test(.enabled(if: ReadingsCommandTests.mecabInstalled, "MeCab is not installed (CI installs it)"))
    func shiftJISCSV() throws {
        let bytes = Array("name,city\r\n".utf8) + [0x93, 0x63, 0x92, 0x86] + Array(",Tokyo\r\nabe,Osaka\r\n".utf8)
        let path = try CollateRunner.file(Data(bytes), name: "meibo.csv")
        let result = try CollateRunner.run(["--encoding", "shift_jis", "-l", "ja", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("た\n  田中,Tokyo\n"), "\(result.stdout)")
    }

    /// A byte the encoding has no character for is an input error at its
    /// line, even past the first read chunk and after runs were written.
    @Test(arguments: [[], ["-S", "4K"]])
    func unmappableByteNamesItsLine(options: [String]) throws {
        var bytes = Array("name\n".utf8)
        for number in 0..<3000 { bytes += Array("Name \(number)\n".utf8) }
        bytes += [0x85, 0x40] + Array("\n".utf8)
        let path = try CollateRunner.file(Data(bytes), name: "broken.txt")
        let result = try CollateRunner.run(options + ["--encoding", "shift_jis", "-l", "en", path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("broken.txt:3002: bytes 0x85 0x40 are not a character in shift_jis (--encoding shift_jis)"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// A lone surrogate is no character: with UTF-7 or CESU-8 (whose ICU
    /// converters pass one through) it is an input error at its line, as any
    /// sequence `--encoding` cannot read, not a silent U+FFFD.
    @Test func loneSurrogatesAreInputErrors() throws {
        let utf7 = try CollateRunner.run(["-l", "en", "--encoding", "utf-7"], stdin: "A\n+2AA-\n")
        #expect(utf7.status == 1)
        #expect(utf7.stderr.contains("<stdin>:2: a lone surrogate (U+D800) is not a character in utf-7 (--encoding utf-7)"), "\(utf7.stderr)")
        #expect(utf7.stdout.isEmpty)
        let cesu8 = try CollateRunner.run(["-l", "en", "--encoding", "cesu-8"], input: Data([0x41, 0x0A, 0xED, 0xA0, 0x80, 0x0A]))
        #expect(cesu8.status == 1)
        #expect(cesu8.stderr.contains("<stdin>:2: a lone surrogate (U+D800) is not a character in cesu-8"), "\(cesu8.stderr)")
        let card = try CollateRunner.file("BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=UTF-7:+2AA-;;;;\nEND:VCARD\n", name: "u7.vcf")
        let vcard = try CollateRunner.run(["-l", "en", card])
        #expect(vcard.status == 1)
        #expect(vcard.stderr.contains("u7.vcf:3: malformed vCard: the value is not valid UTF-7"), "\(vcard.stderr)")
    }

    /// HZ reads `~` as an escape; its name was refused as a usage error
    /// quoting an ICU error code, before any input was read.
    @Test func hzAndUTF16VersionsAreEncodings() throws {
        let hz = try CollateRunner.run(["-l", "en", "--encoding", "hz"], stdin: "~{<:Ky~}\nabc\n")
        #expect(hz.status == 0, "\(hz.stderr)")
        #expect(hz.stdout.contains("abc") && hz.stdout.contains("己所"), "\(hz.stdout)")
        let utf16 = try CollateRunner.run(["-l", "en", "--encoding", "UTF-16,version=1"], input: Data([0xFE, 0xFF, 0, 0x61, 0, 0x0A]))
        #expect(utf16.status == 0, "\(utf16.stderr)")
        #expect(utf16.stdout == "A\n  a\n")
    }

    @Test func unknownEncodingIsAUsageErrorWithNearNames() throws {
        let result = try CollateRunner.run(["--encoding", "win1252", "-l", "de"], stdin: "a\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown encoding 'win1252' (did you mean windows-1252"), "\(result.stderr)")
        #expect(result.stderr.contains("Usage:"))
    }

    /// Transcoded input goes to runs as UTF-8: the external sort gives the
    /// in-memory bytes.
    @Test(arguments: [[], ["-f", "csv"], ["-f", "json", "-u"]])
    func externalSortGivesTheInMemoryBytes(options: [String]) throws {
        let stems: [[UInt8]] = [[0xD6] + Array("berg".utf8), Array("M".utf8) + [0xFC, 0x6C, 0x6C, 0x65, 0x72], [0xC4, 0x73, 0x61], Array("Zorn".utf8)]
        var bytes = Array("Name;Nummer\r\n".utf8)
        for number in 0..<4000 { bytes += stems[number * 7 % stems.count] + Array(";\(number % 97)\r\n".utf8) }
        let path = try CollateRunner.file(Data(bytes), name: "viele.csv")
        let arguments = ["--encoding", "windows-1252", "-l", "de"] + options + [path]
        let temporary = try CollateRunner.directory()
        let inMemory = try CollateRunner.run(arguments)
        let external = try CollateRunner.run(["-S", "8K", "-T", temporary.path] + arguments)
        #expect(inMemory.status == 0, "\(inMemory.stderr)")
        #expect(inMemory.stdout.contains("Öberg"))
        #expect(external.status == 0, "\(external.stderr)")
        #expect(external.output == inMemory.output)
    }
}


/// `--encoding` and vCards: values without a `CHARSET` are read in it; a
/// card's own `CHARSET` wins.
@Suite struct VCardEncodingTests {
    @Test func charsetWinsOverEncoding() throws {
        var bytes = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN:M".utf8) + [0xFC] + Array("ller;Hans\r\nEND:VCARD\r\n".utf8)
        bytes += Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8:".utf8) + Array("Öberg;Eva\r\nEND:VCARD\r\n".utf8)
        bytes += Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=ISO-8859-2:".utf8) + [0xA3] + Array("ukasz;Jan\r\nEND:VCARD\r\n".utf8)
        let path = try CollateRunner.file(Data(bytes), name: "ansi.vcf")
        let result = try CollateRunner.run(["--encoding", "windows-1252", "-l", "de", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == "L\n  Jan Łukasz\n\nM\n  Hans Müller\n\nO\n  Eva Öberg\n")
        // The cards are written as read.
        let cards = try CollateRunner.run(["--encoding", "windows-1252", "-l", "de", "-f", "vcf", path])
        #expect(cards.output.contains(Data([0x4D, 0xFC, 0x6C])))
        // Without --encoding the first card's name is not UTF-8, as before.
        let plain = try CollateRunner.run(["-l", "de", path])
        #expect(plain.stdout.contains("M\u{FFFD}ller"))
        #expect(plain.stderr.contains("1 record had bytes that are not UTF-8"))
    }

    /// ISO-2022-JP is all 7-bit, so its vCard values were never decoded
    /// (names in `#` as raw escape sequences, exit 0); it does not keep
    /// ASCII (its bytes after an escape are characters), so the file is
    /// transcoded whole, as the same bytes in a CSV are.
    @Test func iso2022JPVCardsAreDecoded() throws {
        let name = Array("N:".utf8) + [0x1B] + Array("$BEDCf".utf8) + [0x1B] + Array("(B;".utf8) + [0x1B] + Array("$BB@O:".utf8) + [0x1B] + Array("(B;;;\r\n".utf8)
        let card = Array("BEGIN:VCARD\r\nVERSION:3.0\r\n".utf8) + name + Array("END:VCARD\r\n".utf8)
        let path = try CollateRunner.file(Data(card), name: "jis.vcf")
        let result = try CollateRunner.run(["--encoding", "iso-2022-jp", "-l", "ja", "--no-readings", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("田中 太郎"), "\(result.stdout)")
        #expect(!result.stdout.contains("\u{1B}"))
        let csv = try CollateRunner.file(Data(Array("name\r\n".utf8) + [0x1B] + Array("$BEDCf".utf8) + [0x1B] + Array("(B\r\n".utf8)), name: "jis.csv")
        let rows = try CollateRunner.run(["--encoding", "iso-2022-jp", "-l", "ja", "--no-readings", csv])
        #expect(rows.stdout.contains("田中"), "\(rows.stdout)")
    }

    /// UTF-16 does not read ASCII as ASCII: such a vCard file is transcoded whole.
    @Test func utf16VCardsAreTranscodedWhole() throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Zorn;Anders;;;\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nN:Åberg;Eva;;;\r\nEND:VCARD\r\n"
        let path = try CollateRunner.file(Data(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }), name: "be.vcf")
        let result = try CollateRunner.run(["--encoding", "utf-16be", "-l", "sv", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Z\n  Anders Zorn\n\nÅ\n  Eva Åberg\n")
    }
}
