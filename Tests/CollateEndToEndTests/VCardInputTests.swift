import Foundation
import Testing
import TestSupport

/// vCard input as phones and address books export it, and the formats that
/// show, carry or write back the cards.
@Suite struct VCardInputTests {
    /// iOS's export: vCard 3.0, CRLF, phonetic names in X-PHONETIC-*.
    static let iOS = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        PRODID:-//Apple Inc.//iPhone OS 17.5//EN\r
        N:小鳥遊;ひなた;;;\r
        FN:小鳥遊 ひなた\r
        X-PHONETIC-LAST-NAME:たかなし\r
        TEL;type=CELL;type=VOICE;type=pref:090-1234-5678\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        PRODID:-//Apple Inc.//iPhone OS 17.5//EN\r
        N:青木;花子;;;\r
        FN:青木 花子\r
        X-PHONETIC-FIRST-NAME:はなこ\r
        X-PHONETIC-LAST-NAME:あおき\r
        EMAIL;type=INTERNET;type=HOME;type=pref:hanako@example.jp\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        N:;;;;\r
        FN:Zeta Labs\r
        ORG:Zeta Labs;\r
        X-ABShowAs:COMPANY\r
        END:VCARD\r

        """

    /// Android's 2.1 export: UTF-8 in quoted-printable, with a soft line break.
    static let android = """
        BEGIN:VCARD
        VERSION:2.1
        N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E5=B0=8F=E9=B3=A5=E9=81=8A;=E4=B8=80;;;
        FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E5=B0=8F=E9=B3=A5=E9=81=8A=20=E4=
        =B8=80
        X-PHONETIC-LAST-NAME;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E3=81=9F=E3=81=8B=E3=81=AA=E3=81=97
        TEL;CELL:090-0000-0000
        END:VCARD
        BEGIN:VCARD
        VERSION:2.1
        N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C3=85berg;Eva;;;
        FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Eva =C3=85berg
        END:VCARD

        """

    /// vCard 4.0 with SORT-AS: van Gogh goes to G.
    static let version4 = """
        BEGIN:VCARD\r
        VERSION:4.0\r
        N;SORT-AS="Gogh,Vincent":van Gogh;Vincent;;;\r
        FN:Vincent van Gogh\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:4.0\r
        N:Hals;Frans;;;\r
        FN:Frans Hals\r
        END:VCARD\r

        """

    private func sections(_ output: String) -> [String] {
        output.components(separatedBy: "\n").filter { !$0.isEmpty && !$0.hasPrefix(" ") }
    }

    @Test func iOSExportWithPhoneticNamesInJapanese() throws {
        let path = try CollateRunner.file(Self.iOS, name: "ios.vcf")
        let result = try CollateRunner.run(["--locale", "ja", path])
        #expect(result.status == 0, "\(result.stderr)")
        // 小鳥遊 by its phonetic name たかなし (MeCab reads it otherwise), a company by its name.
        #expect(result.stdout == "Z\n  Zeta Labs\n\nあ\n  青木 花子\n\nた\n  小鳥遊 ひなた\n")
    }

    @Test func androidQuotedPrintableExport() throws {
        let path = try CollateRunner.file(Self.android, name: "android.vcf")
        let result = try CollateRunner.run(["--locale", "ja", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "A\n  Eva Åberg\n\nた\n  小鳥遊 一\n")
    }

    @Test func version4SortAsAndTheNameOrders() throws {
        let path = try CollateRunner.file(Self.version4, name: "v4.vcf")
        #expect(sections(try CollateRunner.run(["--locale", "en", path]).stdout) == ["G", "H"])
        #expect(sections(try CollateRunner.run(["--locale", "en", "--key", "given", path]).stdout) == ["F", "V"])
        #expect(sections(try CollateRunner.run(["--locale", "en", "--key", "display", path]).stdout) == ["F", "V"])
        let wrong = try CollateRunner.run(["--locale", "en", "--key", "name", path])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("--key 'name' for vCard input must be one of family, given, display"))
    }

    /// Pinyin phonetic fields are readings in zh-Hans: 单 as a surname is Shàn.
    /// By `FN` (`--key display`, not a family name by definition) 单 is read
    /// as a word, dān, where the card has no reading; by `N`, as a surname.
    @Test func pinyinPhoneticNamesInChinese() throws {
        let vcf = "BEGIN:VCARD\nVERSION:3.0\nN:单;田芳;;;\nFN:单田芳\nX-PHONETIC-LAST-NAME:Shàn\nX-PHONETIC-FIRST-NAME:Tiánfāng\nEND:VCARD\n"
            + "BEGIN:VCARD\nVERSION:3.0\nN:单;雄;;;\nFN:单雄\nEND:VCARD\n"
        let path = try CollateRunner.file(vcf, name: "zh.vcf")
        let result = try CollateRunner.run(["--locale", "zh-Hans", "--key", "display", path])
        #expect(result.stdout == "D\n  单雄\n\nS\n  单田芳\n")
        let byFamily = try CollateRunner.run(["--locale", "zh-Hans", path])
        #expect(byFamily.stdout.split(separator: "\n").sorted() == ["  单田芳", "  单雄", "S"], "\(byFamily.stdout)")
    }

    /// The cards come back byte for byte: in order, a file is its own output.
    @Test(arguments: ["ios", "android", "v4"])
    func vcfRoundTripIsByteExact(_ name: String) throws {
        let input = ["ios": Self.iOS, "android": Self.android, "v4": Self.version4][name]!
        let path = try CollateRunner.file(input, name: "\(name).vcf")
        let sorted = try CollateRunner.run(["--locale", "ja", "-f", "vcf", path])
        #expect(sorted.status == 0)
        let again = try CollateRunner.run(["--locale", "ja", "-f", "vcf", "-i", "vcard"], input: sorted.output)
        #expect(again.output == sorted.output)
        let cards = { (text: String) in Set(text.components(separatedBy: "END:VCARD").map { $0.trimmingCharacters(in: .newlines) }) }
        #expect(cards(sorted.stdout) == cards(input))
        #expect(sorted.output.count == input.utf8.count)
    }

    @Test func theExampleIsItsOwnSortedOutput() throws {
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/contacts.vcf")
        let result = try CollateRunner.run(["--locale", "ja", "-f", "vcf", example.path])
        let reversed = try CollateRunner.run(["--locale", "ja", "-f", "vcf", "--reverse", example.path])
        let back = try CollateRunner.run(["--locale", "ja", "-f", "vcf", "-i", "vcard"], input: reversed.output)
        #expect(back.output == result.output)
        #expect(result.output.count == (try Data(contentsOf: example)).count)
    }

    @Test func jsonCarriesTheNameTheCollationStringAndTheCard() throws {
        let path = try CollateRunner.file(Self.iOS, name: "ios.vcf")
        let result = try CollateRunner.run(["--locale", "ja", "-f", "jsonl", path])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        let object = try JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [String: Any]
        let record = object?["record"] as? [String: String]
        #expect(record?["name"] == "小鳥遊 ひなた")
        #expect(record?["collatedBy"] == "たかなし ひなた")
        #expect(record?["vcard"]?.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\n") == true)
        #expect(record?["vcard"]?.hasSuffix("END:VCARD") == true)
        let json = try CollateRunner.run(["--locale", "ja", "-f", "json", path])
        #expect(try JSONSerialization.jsonObject(with: json.output) is [String: Any])
    }

    @Test func htmlIsAContactsPage() throws {
        let path = try CollateRunner.file(Self.iOS, name: "ios.vcf")
        let page = try CollateRunner.run(["--locale", "ja", "-f", "html", path]).stdout
        // Found by the filter also by its phonetic name, in kana and in Latin letters.
        #expect(page.contains("<li dir=\"auto\" data-search=\"xiao niao you hinata␊たかなし ひなた␊takanashi hinata\">小鳥遊 ひなた<span class=\"links\"><a href=\"tel:090-1234-5678\" dir=\"ltr\">090-1234-5678</a></span></li>"))
        #expect(page.contains("<a href=\"mailto:hanako@example.jp\" dir=\"ltr\">hanako@example.jp</a>"))
        #expect(!page.contains("BEGIN:VCARD"))
        let markdown = try CollateRunner.run(["--locale", "ja", "-f", "markdown", path]).stdout
        #expect(markdown.contains("- 青木 花子\n"))
        // A TEL that is no number (fewer than three digits) makes no tel: link.
        let hostile = try CollateRunner.file("BEGIN:VCARD\nVERSION:3.0\nN:Zed;;;;\nTEL:\"><svg onload=alert(4)>\nTEL:+1 555 0100\nEND:VCARD\n", name: "tel.vcf")
        let links = try CollateRunner.run(["--locale", "en", "-f", "html", hostile]).stdout
        #expect(!links.contains("tel:(4)"))
        #expect(links.contains("href=\"tel:+15550100\""), "\(links)")
    }

    /// A `\n` escape in FN is a space: a display name is one line, so text
    /// output cannot show a section or a record that is not there.
    @Test func aLineBreakInANameIsASpace() throws {
        let vcf = "BEGIN:VCARD\nVERSION:3.0\nN:Ab;;;;\nFN:Anna\\nZ\\n  fake\nEND:VCARD\n"
            + "BEGIN:VCARD\nVERSION:3.0\nN:Bb;;;;\nFN:Bob\\Nby\nEND:VCARD\n"
        let path = try CollateRunner.file(vcf, name: "nl.vcf")
        let result = try CollateRunner.run(["--locale", "en", path])
        #expect(result.status == 0)
        #expect(result.stdout == "A\n  Anna Z   fake\n\nB\n  Bob by\n")
    }

    /// The not-UTF-8 warning counts the cards collated on a repaired copy:
    /// not a card decoded from its charset, nor one whose bad bytes are in
    /// a property it is not collated by.
    @Test func onlyCardsCollatedOnARepairedCopyAreWarnedAbout() throws {
        func card(_ property: String, _ value: [UInt8], then line: [UInt8] = []) -> Data {
            Data("BEGIN:VCARD\nVERSION:2.1\n\(property):".utf8) + value + Data(";;;;\n".utf8) + line + Data("END:VCARD\n".utf8)
        }
        let decoded = card("N;CHARSET=ISO-8859-1", [0xC9] + Array("mile".utf8))
            + card("N;CHARSET=WINDOWS-1252", [0x8A] + Array("erif".utf8))
            + card("N;CHARSET=SHIFT_JIS", [0x93, 0x63, 0x92, 0x86])
            + card("N", Array("Note".utf8), then: Array("NOTE:caf".utf8) + [0xE9, 0x0A])
        let legacy = try CollateRunner.run(["--locale", "en", try CollateRunner.file(decoded, name: "legacy.vcf")])
        #expect(legacy.status == 0)
        #expect(legacy.stdout == "E\n  Émile\n\nN\n  Note\n\nS\n  Šerif\n\nT\n  田中\n")
        #expect(legacy.stderr.isEmpty, "\(legacy.stderr)")
        let repaired = decoded + card("N", [0x5A, 0xFF])
        let raw = try CollateRunner.run(["--locale", "en", try CollateRunner.file(repaired, name: "raw.vcf")])
        #expect(raw.stderr.contains("warning: 1 record had bytes that are not UTF-8 (the first at "), "\(raw.stderr)")
        #expect(raw.stderr.contains("raw.vcf:18); collated as U+FFFD, written unchanged"))
    }

    /// A card with nothing to be filed by is kept at the end of '#' and
    /// counted; --missing=skip leaves it out, saying what was looked for in
    /// the words of cards, not of strings and --key. A card with only a
    /// phone number is filed and shown by it; a base64 name is a name.
    @Test func aCardWithoutANameSaysWhatItLacks() throws {
        for (name, card) in [("empty.vcf", "N:;;;;\n"), ("blank.vcf", "N: ; ;;;\nFN:\nORG:;\nTEL:\n")] {
            let path = try CollateRunner.file("BEGIN:VCARD\nVERSION:3.0\n\(card)END:VCARD\n", name: name)
            for key in [[], ["--key", "given"], ["--key", "display"]] {
                let result = try CollateRunner.run(["--locale", "en"] + key + [path])
                #expect(result.status == 0)
                #expect(result.stdout == "#\n  \n")
                #expect(result.stderr.contains("1 contact with no name, phonetic name, nickname, organisation, phone or e-mail kept at the end of '#' (the first at \(path):1)"), "\(result.stderr)")
                let skipped = try CollateRunner.run(["--locale", "en", "--missing=skip"] + key + [path])
                #expect(skipped.stdout == "")
                #expect(skipped.stderr.contains("FN, N (its family and given names), NICKNAME, ORG, TEL and EMAIL are missing or empty"), "\(skipped.stderr)")
                #expect(!skipped.stderr.contains("string") && !skipped.stderr.contains("--key"))
            }
        }
        let phone = try CollateRunner.file("BEGIN:VCARD\nVERSION:3.0\nTEL:+49 30 1234\nEND:VCARD\n", name: "phone.vcf")
        let byPhone = try CollateRunner.run(["--locale", "en", phone])
        #expect(byPhone.status == 0, "\(byPhone.stderr)")
        #expect(byPhone.stdout == "#\n  +49 30 1234\n")
        let base64 = try CollateRunner.file("BEGIN:VCARD\nVERSION:3.0\nN;ENCODING=b:Wm9ybjtBbmRlcnM7Ozs=\nEND:VCARD\n", name: "b.vcf")
        let result = try CollateRunner.run(["--locale", "en", base64])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Z\n  Anders Zorn\n")
    }

    @Test func malformedCardsAreErrorsWithFileAndLine() throws {
        let unterminated = try CollateRunner.file("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:B\r\n", name: "cut.vcf")
        let cut = try CollateRunner.run(["--locale", "en", unterminated])
        #expect(cut.status == 1)
        #expect(cut.stderr.contains("cut.vcf:5: malformed vCard: the card that begins here has no END:VCARD"))
        let badEncoding = try CollateRunner.file("BEGIN:VCARD\nVERSION:2.1\nN:A;B\nNOTE;ENCODING=QUOTED-PRINTABLE:caf=C\nEND:VCARD\n", name: "qp.vcf")
        let qp = try CollateRunner.run(["--locale", "en", badEncoding])
        #expect(qp.status == 1)
        #expect(qp.stderr.contains("qp.vcf:4: malformed vCard: bad quoted-printable sequence '=C'"))
        let charset = try CollateRunner.file("BEGIN:VCARD\nVERSION:2.1\nFN;CHARSET=EBCDIC:x\nEND:VCARD\n", name: "cs.vcf")
        #expect(try CollateRunner.run(["--locale", "en", charset]).stderr.contains("cs.vcf:3: malformed vCard: unknown charset 'EBCDIC'"))
        let classicMac = try CollateRunner.file("BEGIN:VCARD\rVERSION:3.0\rN:Zorn;Anders;;;\rEND:VCARD\r", name: "cr.vcf")
        let cr = try CollateRunner.run(["--locale", "en", classicMac])
        #expect(cr.status == 1)
        #expect(cr.stderr.contains("cr.vcf:1: malformed vCard: its lines end in CR alone, but vCard lines end in CRLF or LF; "
            + "convert the file first (tr '\\r' '\\n' < old.vcf > new.vcf)"), "\(cr.stderr)")
        // END:VCARD then a CR alone swallowed the next card (Anna vanished, exit 0).
        let merged = try CollateRunner.file("BEGIN:VCARD\nVERSION:3.0\nN:Zed;;;;\nEND:VCARD\rBEGIN:VCARD\nVERSION:3.0\nN:Anna;;;;\nEND:VCARD\n", name: "two.vcf")
        let two = try CollateRunner.run(["--locale", "en", merged])
        #expect(two.status == 1)
        #expect(two.stderr.contains("two.vcf:4: malformed vCard: its lines end in CR alone"), "\(two.stderr)")
    }

    /// Quoted-printable that spells bytes that are not UTF-8 is refused, with
    /// or without `CHARSET=UTF-8`, like the value of any other charset.
    @Test(arguments: ["N;ENCODING=QUOTED-PRINTABLE:Z=FFed;;;;", "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=FF;;;;"])
    func quotedPrintableThatIsNotUTF8IsAnError(_ property: String) throws {
        let path = try CollateRunner.file("BEGIN:VCARD\nVERSION:2.1\n\(property)\nEND:VCARD\n", name: "qp.vcf")
        let result = try CollateRunner.run(["--locale", "en", path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("qp.vcf:3: malformed vCard: the value is not valid UTF-8"), "\(result.stderr)")
    }

    @Test func vcfOutputNeedsVCardInput() throws {
        let result = try CollateRunner.run(["--locale", "en", "-f", "vcf"], stdin: "a\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("--format vcf writes vCards, but <stdin> is read as lines"))
    }

    @Test func helpListsTheOptionsWithExamples() throws {
        let help = try CollateRunner.run(["--help"]).stdout
        for text in ["-t, --delimiter <char>", "vcard", "vcf       the cards of vCard input", "collate --locale ja contacts.vcf",
                     "collate --locale de --key \"Last Name\" kontakte.csv", "UTF-16"] {
            #expect(help.contains(text), "--help lacks \(text)")
        }
    }
}
