import Foundation
import Testing
import TestSupport

/// CSV and text as spreadsheets and address books save them: Excel's
/// semicolon CSV with a BOM and CRLF, Google Contacts' and Outlook's
/// headers, UTF-16 ("Unicode Text").
@Suite struct SpreadsheetInputTests {
    /// Excel in a German locale: `;`, a UTF-8 BOM, CRLF.
    @Test func semicolonCSVWithBOMAndCRLF() throws {
        let csv = Data([0xEF, 0xBB, 0xBF]) + Data("Vorname;Last Name;Stadt\r\nAnna;Zorn;\"Köln; Mitte\"\r\nEva;Åberg;Berlin\r\n".utf8)
        let path = try CollateRunner.file(csv, name: "kontakte.csv")
        let result = try CollateRunner.run(["--locale", "de", "--key", "Last Name", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "A\n  Eva;Åberg;Berlin\n\nZ\n  Anna;Zorn;\"Köln; Mitte\"\n")
        // CSV output keeps the `;`, the BOM and CRLF, so Excel opens it as it opened the input;
        // with another delimiter, rows are re-quoted.
        let asCSV = try CollateRunner.run(["--locale", "de", "--key", "Last Name", "-f", "csv", path])
        #expect(asCSV.output == Data([0xEF, 0xBB, 0xBF]) + Data("section;title;Vorname;Last Name;Stadt\r\n0;A;Eva;Åberg;Berlin\r\n25;Z;Anna;Zorn;\"Köln; Mitte\"\r\n".utf8))
        let commas = try CollateRunner.run(["--locale", "de", "--key", "Last Name", "-f", "csv", "--output-delimiter", ",", path])
        #expect(commas.output == Data([0xEF, 0xBB, 0xBF]) + Data("section,title,Vorname,Last Name,Stadt\r\n0,A,Eva,Åberg,Berlin\r\n25,Z,Anna,Zorn,Köln; Mitte\r\n".utf8))
    }

    /// Detection is overridable: a header with `;` read with `,` is one column.
    @Test func delimiterOption() throws {
        let path = try CollateRunner.file("a;b\nz;1\n", name: "d.csv")
        #expect(try CollateRunner.run(["--locale", "en", "--key", "b", path]).stdout == "#\n  z;1\n")
        #expect(try CollateRunner.run(["--locale", "en", "-t", ",", "--key", "a;b", path]).stdout == "Z\n  z;1\n")
        let pipes = try CollateRunner.file("id|name\n1|Zoë\n2|adam\n", name: "p.csv")
        #expect(try CollateRunner.run(["--locale", "en", "--delimiter", "|", "-k", "name", pipes]).stdout == "A\n  2|adam\n\nZ\n  1|Zoë\n")
        let bad = try CollateRunner.run(["--locale", "en", "-t", "ab", pipes])
        #expect(bad.status == 2)
        let lines = try CollateRunner.run(["--locale", "en", "-t", ";"], stdin: "a\n")
        #expect(lines.status == 2)
        #expect(lines.stderr.contains("--delimiter is for CSV and TSV input"))
    }

    /// Google Contacts' export header; its phonetic column as the reading.
    @Test func googleContactsExport() throws {
        let csv = """
            First Name,Middle Name,Last Name,Phonetic First Name,Phonetic Middle Name,Phonetic Last Name,Name Prefix,Name Suffix,Nickname,File As,Organization Name,Organization Title,Organization Department,Birthday,Notes,Photo,Labels,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value
            ひなた,,小鳥遊,,,たかなし,,,,,,,,,,,* myContacts,,,Mobile,090-1234-5678
            花子,,青木,,,あおき,,,,,,,,,,,* myContacts,* Home,hanako@example.jp,,

            """
        let path = try CollateRunner.file(csv, name: "contacts.csv")
        let result = try CollateRunner.run(["--locale", "ja", "--key", "Last Name", "--reading-key", "Phonetic Last Name", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sections(result.stdout) == ["あ", "た"])
    }

    /// Outlook's export header (Japanese Outlook adds the Yomi columns).
    @Test func outlookExport() throws {
        let csv = """
            "First Name","Middle Name","Last Name","Title","Suffix","Nickname","Given Yomi","Surname Yomi","E-mail Address","E-mail 2 Address","E-mail 3 Address","Home Phone","Mobile Phone","Company"
            "聡","","月見里","","","","さとし","やまなし","satoshi@example.jp","","","","",""
            "John","","Smith","","","","","","john@example.com","","","","",""

            """
        let path = try CollateRunner.file(csv, name: "outlook.csv")
        let result = try CollateRunner.run(["--locale", "ja", "-k", "Last Name", "--reading-key", "Surname Yomi", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sections(result.stdout) == ["S", "や"])
    }

    @Test(arguments: [false, true])
    func utf16WithAByteOrderMark(bigEndian: Bool) throws {
        let text = "name\tcity\r\nZoë\tMora\r\n王芳\tBeijing\r\nÅsa\tUmeå\r\n"
        let units = Array(text.utf16)
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in units { bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let path = try CollateRunner.file(Data(bytes), name: "unicode.txt")
        let tsv = try CollateRunner.run(["--locale", "en", "-i", "tsv", path])
        #expect(tsv.status == 0, "\(tsv.stderr)")
        #expect(tsv.stdout == "A\n  Åsa\tUmeå\n\nW\n  王芳\tBeijing\n\nZ\n  Zoë\tMora\n")
        // Errors name the line of the UTF-16 file.
        let broken = try CollateRunner.file(Data(bytes + (bigEndian ? [0, 0x22, 0, 0x61] : [0x22, 0, 0x61, 0])), name: "broken.tsv")
        #expect(try CollateRunner.run(["--locale", "en", broken]).stderr.contains("broken.tsv:5: malformed CSV: quoted field never closed"))
    }

    /// Unpaired surrogates and an odd last byte become U+FFFD, as UTF-8
    /// cannot hold them; like invalid UTF-8 they are counted on stderr, with
    /// the first one's line, however the file is cut into read chunks
    /// (`-S 4K` reads 1 KiB at a time and drops what it wrote to runs).
    @Test func brokenUTF16IsCountedAndWarnedAbout() throws {
        let single = try CollateRunner.run(["--locale", "en"], input: Data([0xFF, 0xFE, 0x5A, 0x00, 0x0A, 0x00, 0x00, 0xD8, 0x0A, 0x00]))
        #expect(single.status == 0)
        #expect(single.stdout == "Z\n  Z\n\n#\n  \u{FFFD}\n")
        #expect(single.stderr == "collate: warning: 1 unpaired surrogate or odd byte in UTF-16 input became U+FFFD (at <stdin>:2), in the output too\n")

        var bytes: [UInt8] = [0xFF, 0xFE]
        func add(_ text: String) { for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] } }
        for number in 1...1000 { add("name\(number)\n") }
        bytes += [0x00, 0xDC]  // a low surrogate alone, on line 1001
        add("x\n")
        for number in 1002...1049 { add("name\(number)\n") }
        bytes += [0x3D, 0xD8]  // a high surrogate before a line end, on line 1050
        add("\n")
        bytes += [0x41]  // half a code unit at the end
        let path = try CollateRunner.file(Data(bytes), name: "broken-utf16.txt")
        let warning = "collate: warning: 3 unpaired surrogates or odd bytes in UTF-16 input became U+FFFD (the first at \(path):1001), in the output too\n"
        for arguments in [["--locale", "en", path], ["--locale", "en", "-S", "4K", path], ["keys", "--locale", "en", path]] {
            let result = try CollateRunner.run(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.stderr == warning, "\(arguments)")
        }
    }

    /// FF FE 00 00 was read as UTF-16 (records full of NULs, exit 0), and
    /// 00 00 FE FF as UTF-8 with a not-UTF-8 warning: both are refused.
    @Test(arguments: [false, true])
    func utf32IsRefusedByName(bigEndian: Bool) throws {
        var bytes: [UInt8] = bigEndian ? [0x00, 0x00, 0xFE, 0xFF] : [0xFF, 0xFE, 0x00, 0x00]
        for scalar in "Zed\nAda\n".unicodeScalars {
            let units = (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> ($0 * 8)) }
            bytes += bigEndian ? units.reversed() : units
        }
        let path = try CollateRunner.file(Data(bytes), name: "utf32.txt")
        let message = "UTF-32 input is not supported; convert it with iconv -f UTF-32 -t UTF-8"
        for arguments in [["--locale", "en", path], ["keys", "--locale", "en", path]] {
            let result = try CollateRunner.run(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("\(path):1: \(message)"), "\(result.stderr)")
        }
        let piped = try CollateRunner.run(["--locale", "en"], input: Data(bytes))
        #expect(piped.status == 1)
        #expect(piped.stderr.contains("<stdin>:1: \(message)"), "\(piped.stderr)")
    }

    private func sections(_ output: String) -> [String] {
        output.components(separatedBy: "\n").filter { !$0.isEmpty && !$0.hasPrefix(" ") }
    }
}
