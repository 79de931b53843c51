import Foundation
import Testing
import TestSupport

/// Contacts' family names read as surnames without `--names`, and vCard
/// group cards kept out of the sections but not lost.
@Suite struct ContactCardsTests {
    static let cards = ContactsExportTests.fixture("contacts-zh.vcf")

    /// 曾 is Zēng and 单 is Shàn as surnames (as words, céng and dān).
    @Test func familyNamesAreReadAsSurnames() throws {
        let result = try CollateRunner.run(["-l", "zh-Hans", Self.cards])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "L\n  李白\n\nS\n  单田芳\n\nZ\n  曾国藩\n  张三\n")
        // The same keys from `collate keys`, and --names changes nothing.
        #expect(try CollateRunner.run(["-l", "zh-Hans", "--names", Self.cards]).stdout == result.stdout)
        let keys = try CollateRunner.run(["keys", "-l", "zh-Hans", Self.cards])
        let named = try CollateRunner.run(["keys", "-l", "zh-Hans", "--names", Self.cards])
        #expect(keys.status == 0 && keys.stdout == named.stdout, "\(keys.stderr)")
        // By the given name first, the name is no surname: read as words.
        let given = try CollateRunner.run(["-l", "zh-Hans", "--key", "given", Self.cards])
        #expect(given.stdout.contains("T\n  单田芳\n"), "\(given.stdout)")
    }

    /// A contact without a formatted name is shown as its language writes
    /// it: Chinese and Korean as one word, Japanese with a space (under a
    /// Japanese table, or with a kana reading).
    @Test func namesAreShownAsTheirLanguageWritesThem() throws {
        let header = try ContactsExportTests.header("google.csv")
        let path = try CollateRunner.file("\(header)\n太郎,,田中\n민준,,김\n", name: "names.csv")
        let zh = try CollateRunner.run(["-l", "zh-Hans", "-f", "lines", path])
        #expect(zh.stdout.split(separator: "\n").sorted() == ["田中太郎", "김민준"], "\(zh.stdout)")
        let ja = try CollateRunner.run(["-l", "ja", "-f", "lines", path])
        #expect(ja.stdout.split(separator: "\n").contains("田中 太郎"), "\(ja.stdout)")
        let card = try CollateRunner.file("BEGIN:VCARD\nVERSION:3.0\nN:王;芳;;;\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nN:田中;太郎;;;\nEND:VCARD\n", name: "noFN.vcf")
        #expect(try CollateRunner.run(["-l", "zh-Hans", "-f", "lines", card]).stdout == "田中太郎\n王芳\n")
        #expect(try CollateRunner.run(["-l", "ja", "-f", "lines", card]).stdout.contains("田中 太郎\n"))
    }

    /// A card's phonetic name places it as the table reads Han: not at all
    /// in a stroke table (the name's strokes), through Bopomofo-Latin in a
    /// pinyin table.
    @Test func phoneticNamesAsTheTableReadsHan() throws {
        let cards = try CollateRunner.file("BEGIN:VCARD\nVERSION:3.0\nN:王;芳;;;\nFN:王芳\nX-PHONETIC-LAST-NAME:Wang\nX-PHONETIC-FIRST-NAME:Fang\nEND:VCARD\n"
            + "BEGIN:VCARD\nVERSION:3.0\nN:陳;明;;;\nFN:陳明\nX-PHONETIC-LAST-NAME:ㄔㄣˊ\nEND:VCARD\n", name: "phonetic.vcf")
        #expect(try CollateRunner.run(["-l", "zh-TW", cards]).stdout == "4 畫\n  王芳\n\n11 畫\n  陳明\n")
        #expect(try CollateRunner.run(["-l", "zh-Hans", cards]).stdout == "C\n  陳明\n\nW\n  王芳\n")
    }

    /// A contacts export's last-name column is a surname too, with or
    /// without `-k "Last Name"`; another first key is not.
    @Test func lastNameColumnsAreReadAsSurnames() throws {
        let header = try ContactsExportTests.header("google.csv")
        let path = try CollateRunner.file("\(header)\n国藩,,曾\n田芳,,单\n", name: "zh.csv")
        for keys in [[], ["-k", "Last Name"], ["-k", "Last Name", "-k", "First Name"]] {
            let result = try CollateRunner.run(["-l", "zh-Hans"] + keys + [path])
            #expect(result.stdout == "S\n  单田芳\n\nZ\n  曾国藩\n", "\(keys): \(result.stderr)")
        }
        let byFirstName = try CollateRunner.run(["-l", "zh-Hans", "-k", "First Name", path])
        #expect(byFirstName.stdout == "G\n  曾国藩\n\nT\n  单田芳\n")
        // An ordinary CSV's column is not known to be a surname.
        let plain = try CollateRunner.file("Nachname\n曾\n", name: "plain.csv")
        #expect(try CollateRunner.run(["-l", "zh-Hans", plain]).stdout == "C\n  曾\n")
    }

    /// Group cards: in no section and no index bar, counted on stderr, and
    /// written after the other cards, byte for byte, by `-f vcf`.
    @Test func groupCardsAreSetAside() throws {
        let text = try CollateRunner.run(["-l", "zh-Hans", Self.cards])
        #expect(!text.stdout.contains("家人") && !text.stdout.contains("同事"))
        // J (家人) and T (同事) are empty: their index entries jump to a section with records.
        let index = try CollateRunner.run(["-l", "zh-Hans", "--index", Self.cards])
        let entries = index.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(entries.contains { $0.first == "J" && $0.last != "J" } && entries.contains { $0.first == "T" && $0.last != "T" },
                "\(index.stdout)")
        #expect(text.stderr == "collate: note: 2 group cards (the first at \(Self.cards):14) are groups, not contacts: in no section (-f vcf writes them after the other cards)\n")
        let keys = try CollateRunner.run(["keys", "-l", "zh-Hans", Self.cards])
        #expect(keys.stdout.components(separatedBy: "\"BEGIN:VCARD").count - 1 == 4 && !keys.stdout.contains("group"))
        #expect(keys.stderr == "collate: note: 2 group cards (the first at \(Self.cards):14) are groups, not contacts: not keyed\n")
        let json = try CollateRunner.run(["-l", "zh-Hans", "-f", "json", Self.cards])
        #expect(!json.stdout.contains("家人"))

        let vcf = try CollateRunner.run(["-l", "zh-Hans", "-f", "vcf", Self.cards])
        #expect(vcf.stderr.hasSuffix(": in no section, written unchanged after the other cards\n"))
        let one = try CollateRunner.file("BEGIN:VCARD\nN:A;;;;\nEND:VCARD\nBEGIN:VCARD\nKIND:group\nEND:VCARD\n", name: "one.vcf")
        #expect(try CollateRunner.run(["-l", "en", one]).stderr
            == "collate: note: 1 group card (at \(one):4) is a group, not a contact: in no section (-f vcf writes it after the other cards)\n")
        let input = try String(contentsOfFile: Self.cards, encoding: .utf8)
        let inputCards = Self.split(input)
        let outputCards = Self.split(vcf.stdout)
        #expect(outputCards.count == inputCards.count)
        #expect(Set(outputCards) == Set(inputCards))
        #expect(outputCards.suffix(2) == [inputCards[2], inputCards[4]])
        // Written again, the sorted file comes back with the same bytes.
        let sorted = try CollateRunner.file(vcf.stdout, name: "sorted.vcf")
        #expect(try CollateRunner.run(["-l", "zh-Hans", "-f", "vcf", sorted]).stdout == vcf.stdout)
    }

    /// Sorted runs keep the group cards too: the same bytes as in memory.
    @Test func externalSortKeepsGroupCards() throws {
        let input = try String(contentsOfFile: Self.cards, encoding: .utf8)
        let path = try CollateRunner.file(String(repeating: input, count: 40), name: "many.vcf")
        for format in ["vcf", "text"] {
            let temporary = try CollateRunner.directory()
            let inMemory = try CollateRunner.run(["-l", "zh-Hans", "-f", format, path])
            let external = try CollateRunner.run(["-l", "zh-Hans", "-S", "4K", "-T", temporary.path, "-f", format, path])
            #expect(inMemory.status == 0, "\(inMemory.stderr)")
            #expect(external.output == inMemory.output, "\(format)")
            #expect(external.stderr == inMemory.stderr)
        }
        let vcf = try CollateRunner.run(["-l", "zh-Hans", "-S", "4K", "-f", "vcf", path])
        #expect(Self.split(vcf.stdout).count == 6 * 40)
        #expect(vcf.stdout.components(separatedBy: "group\r\n").count - 1 == 2 * 40)
    }

    /// Bidi overrides spoof nothing: the page shows the number a link dials
    /// and the name as it is filed, text output shows the override as
    /// `\u{202E}`, and a value that is no number or address makes no link
    /// (in vCards and in a contacts export).
    @Test func bidiOverridesAndNonNumbersMakeNoSpoofedLinks() throws {
        let cards = try CollateRunner.file("""
            BEGIN:VCARD\r\nVERSION:3.0\r\nN:Bank;;;;\r\nFN:My Bank\r\nTEL:\u{202E}0010 555 1+\r\nEMAIL:\u{202E}moc.knab@troppus\r\nEND:VCARD\r
            BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:\u{202E}nimdA\r\nTEL:javascript:alert(1)\r\nTEL:123\u{1B}]0;x\u{7}\r\nEND:VCARD\r

            """, name: "bidi.vcf")
        let page = try CollateRunner.run(["-l", "en", "-f", "html", cards])
        #expect(page.status == 0)
        #expect(page.stdout.contains(#"href="tel:00105551+" dir="ltr">0010 555 1+</a>"#), "\(page.stdout)")
        #expect(page.stdout.contains(#"href="mailto:moc.knab@troppus" dir="ltr">moc.knab@troppus</a>"#))
        #expect(!page.stdout.contains("\u{202E}") && !page.stdout.contains("tel:(1)") && !page.stdout.contains("tel:1230"))
        let text = try CollateRunner.run(["-l", "en", cards])
        #expect(text.stdout.contains("N\n  \\u{202E}nimdA"), "\(text.stdout)")

        let export = try CollateRunner.file("Name,Given Name,Additional Name,Family Name,Given Name Yomi,Additional Name Yomi,Family Name Yomi,Phone 1 - Value,E-mail 1 - Value\n"
            + "Anna Zed,Anna,,Zed,,,,javascript:alert(1),javascript:alert(1)\nBob Ash,Bob,,Ash,,,,+49 30 1234,bob@example.org\n",
                                            name: "contacts.csv")
        let exported = try CollateRunner.run(["-l", "en", "-f", "html", export])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.contains("tel:+49301234") && exported.stdout.contains("mailto:bob@example.org"))
        #expect(!exported.stdout.contains("tel:(1)") && !exported.stdout.contains("mailto:javascript"), "\(exported.stdout)")
    }

    /// The cards of a file, each from BEGIN:VCARD to END:VCARD.
    static func split(_ text: String) -> [String] {
        text.components(separatedBy: "BEGIN:VCARD").dropFirst().map { "BEGIN:VCARD" + $0 }
    }
}
