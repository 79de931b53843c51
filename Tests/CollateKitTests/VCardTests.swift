@testable import CollateKit
import Testing

/// The vCard unit: unfolding, quoted-printable and charsets, escapes, the
/// card model, the name a card is collated by, and the parser.
struct VCardTests {
    private func card(_ lines: [String], lineEnd: String = "\r\n") throws -> VCard {
        try card(bytes: Array((["BEGIN:VCARD"] + lines + ["END:VCARD"]).joined(separator: lineEnd).utf8))
    }

    private func card(bytes: [UInt8]) throws -> VCard {
        try bytes.withUnsafeBufferPointer { buffer throws(InputFailure) in try VCard(parsing: buffer) }
    }

    private func failure(_ lines: [String]) -> InputFailure? {
        do {
            _ = try card(lines)
            return nil
        } catch {
            return error as? InputFailure
        }
    }

    @Test func foldedLinesAreUnfolded() throws {
        let parsed = try card(["VERSION:3.0", "N:Gogh;Vin", " cent;;;", "FN:Vincent", "\tvan Gogh"])
        #expect(parsed.name == VCard.PersonName(family: "Gogh", given: "Vincent"))
        #expect(parsed.formattedName == "Vincentvan Gogh")
    }

    /// Android's 2.1 export: UTF-8 in quoted-printable, long values broken
    /// with soft line breaks (`=` at the end of a line).
    @Test func quotedPrintableWithSoftLineBreaks() throws {
        let parsed = try card([
            "VERSION:2.1",
            "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E6=9D=B1=E6=B5=B7=E6=9E=97;=E5=A4=AA=E9=83=8E;;;",
            "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E6=9D=B1=E6=B5=B7=E6=9E=97=20=E5=A4=",
            "=AA=E9=83=8E",
            "TEL;CELL:090-1234-5678",
        ])
        #expect(parsed.name == VCard.PersonName(family: "東海林", given: "太郎"))
        #expect(parsed.formattedName == "東海林 太郎")
        #expect(parsed.telephones == ["090-1234-5678"])
    }

    /// A soft line break never continues onto END:VCARD (or BEGIN:VCARD):
    /// the line that ends the card is not part of a value.
    @Test func aSoftLineBreakStopsAtTheCardsEnd() throws {
        let parsed = try card(["VERSION:2.1", "N:Q;;;;", "FN;ENCODING=QUOTED-PRINTABLE:Ab="], lineEnd: "\n")
        #expect(parsed.formattedName == "Ab")
        let name = try card(["VERSION:2.1", "N;ENCODING=QUOTED-PRINTABLE:Zorn;Anders="], lineEnd: "\n")
        #expect(name.name == VCard.PersonName(family: "Zorn", given: "Anders"))
        let agent = try card(["VERSION:2.1", "AGENT;QUOTED-PRINTABLE:=", "begin:vcard ", "N:Inner;Agent", "END:VCARD", "N:Outer;Card"])
        #expect(agent.name == VCard.PersonName(family: "Outer", given: "Card"))
        // An empty FN: the card is collated by its N, not by "END:VCARD".
        let input = "BEGIN:VCARD\nVERSION:2.1\nN:Q;;;;\nFN;ENCODING=QUOTED-PRINTABLE:=\nEND:VCARD\n"
        #expect(try ParserHarness.records(VCardParser(nameKey: .display), input).map(\.section) == ["Q"])
    }

    @Test func bareQuotedPrintableParameterAndShiftJIS() throws {
        // ショウジ in Shift_JIS, as Japanese feature phones wrote SOUND;X-IRMC-N.
        let parsed = try card(["VERSION:2.1", "N:Shoji;Taro", "SOUND;X-IRMC-N;CHARSET=SHIFT_JIS;QUOTED-PRINTABLE:=83=56=83=87=83=45=83=57;;;;"])
        #expect(parsed.phoneticName == VCard.PersonName(family: "ショウジ", given: ""))
    }

    @Test func escapesAndStructuredValues() throws {
        let parsed = try card(["VERSION:3.0", "N:O\\;Brien;Ann\\, Jr.;;;", "FN:Ann\\nO'Brien", "ORG:Smith\\, Jones & Co.;Sales"])
        #expect(parsed.name == VCard.PersonName(family: "O;Brien", given: "Ann, Jr."))
        #expect(parsed.formattedName == "Ann O'Brien")
        #expect(parsed.organization == "Smith, Jones & Co.")
    }

    /// A name is one line: a `\n` escape, `\N`, or a quoted-printable
    /// CRLF in it is a space (a run of them, one space).
    @Test func namesAreOneLine() throws {
        let parsed = try card([
            "VERSION:2.1", "N:Ab\\nC;Dee\\N\\nEf;;;", "FN;ENCODING=QUOTED-PRINTABLE:Anna=0D=0AZ=0D=0A  fake",
            "ORG:Acme\\n;Sales", "X-PHONETIC-LAST-NAME:a\\nb",
        ])
        #expect(parsed.name == VCard.PersonName(family: "Ab C", given: "Dee Ef"))
        #expect(parsed.formattedName == "Anna Z   fake")
        #expect(parsed.organization == "Acme")
        #expect(parsed.phoneticName.family == "a b")
        let noFN = try card(["VERSION:3.0", "N:Ab;Anna\\nZ;;;"])
        #expect(ContactCollation(noFN, by: .given).displayName == "Anna Z Ab")
    }

    /// A card is collated on a repaired copy only when the name it is
    /// collated by had bytes that are not UTF-8 and no charset.
    @Test func aRepairedCopyIsOnlyTheNameTheCardIsCollatedBy() throws {
        let invalidFN = try card(bytes: Array("BEGIN:VCARD\nN:Zorn;Anders;;;\nFN:Z".utf8) + [0xFF] + Array("\nEND:VCARD".utf8))
        #expect(invalidFN.hasRepairedName)
        #expect(!ContactCollation(invalidFN, by: .family).isRepaired)
        #expect(ContactCollation(invalidFN, by: .display).isRepaired)
        let latin1 = try card(bytes: Array("BEGIN:VCARD\nN;CHARSET=ISO-8859-1:".utf8) + [0xC9] + Array("mile\nEND:VCARD".utf8))
        #expect(latin1.name.family == "Émile")
        #expect(!latin1.hasRepairedName)
        let sortAs = try card(bytes: Array("BEGIN:VCARD\nN;SORT-AS=Z".utf8) + [0xFF] + Array(":Anders;;;;\nEND:VCARD".utf8))
        #expect(ContactCollation(sortAs, by: .family).isRepaired)
        let tel = try card(bytes: Array("BEGIN:VCARD\nN:Zorn;;;;\nTEL:1".utf8) + [0xFF] + Array("\nEND:VCARD".utf8))
        #expect(!tel.hasRepairedName)
    }

    /// A value without a `CHARSET` is read in the default charset
    /// (`--encoding`); a `CHARSET` wins; any charset ICU knows is read.
    @Test func defaultCharsetAndCharsetsICUKnows() throws {
        let bytes = Array("BEGIN:VCARD\nN:M".utf8) + [0xFC] + Array("ller;;;;\nORG;CHARSET=UTF-8:Caf\u{E9}\nEND:VCARD".utf8)
        let parsed = try bytes.withUnsafeBufferPointer { buffer throws(InputFailure) in try VCard(parsing: buffer, defaultCharset: "windows-1252") }
        #expect(parsed.name.family == "Müller")
        #expect(parsed.organization == "Café")
        #expect(!parsed.hasRepairedName)
        let polish = try card(bytes: Array("BEGIN:VCARD\nN;CHARSET=ISO-8859-2:".utf8) + [0xA3] + Array("ukasz;;;;\nEND:VCARD".utf8))
        #expect(polish.name.family == "Łukasz")
        let cyrillic = try card(bytes: Array("BEGIN:VCARD\nN;CHARSET=KOI8-R:".utf8) + [0xE9, 0xD7, 0xC1, 0xCE] + Array(";;;;\nEND:VCARD".utf8))
        #expect(cyrillic.name.family == "Иван")
        // Not valid in the default charset: an error, as for a CHARSET.
        let ascii = Array("BEGIN:VCARD\nN:M".utf8) + [0xFC] + Array(";;;;\nEND:VCARD".utf8)
        let failure = #expect(throws: InputFailure.self) {
            try ascii.withUnsafeBufferPointer { buffer throws(InputFailure) in try VCard(parsing: buffer, defaultCharset: "us-ascii") }
        }
        #expect(failure?.message == "malformed vCard: the value is not valid US-ASCII")
    }

    @Test func malformedValuesAreErrorsAtTheirLine() {
        let badSequence = failure(["VERSION:2.1", "FN;ENCODING=QUOTED-PRINTABLE:=E6=ZZ"])
        #expect(badSequence?.message.contains("bad quoted-printable sequence '=ZZ'") == true)
        #expect(badSequence?.offset == 26)
        let charset = failure(["VERSION:2.1", "FN;CHARSET=KLINGON:x"])
        #expect(charset?.message.contains("unknown charset 'KLINGON'") == true)
        #expect(failure(["VERSION:3.0", "no colon here"])?.message.contains("':'") == true)
    }

    /// Quoted-printable bytes that are not UTF-8, in a value the card is
    /// shown or collated by, are refused as an invalid Shift_JIS value is;
    /// so is any value that names `CHARSET=UTF-8` and is not.
    @Test func quotedPrintableThatIsNotUTF8IsAnError() throws {
        let plain = failure(["VERSION:2.1", "N;ENCODING=QUOTED-PRINTABLE:Z=FFed;;;;"])
        #expect(plain?.message.contains("the value is not valid UTF-8") == true)
        #expect(plain?.offset == 26)
        #expect(failure(["VERSION:2.1", "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=FF;;;;"])?.message.contains("not valid UTF-8") == true)
        #expect(failure(["VERSION:2.1", "N:A;B", "FN;QUOTED-PRINTABLE:=C3"])?.offset == 33)
        #expect(throws: InputFailure.self) {
            try card(bytes: Array("BEGIN:VCARD\nN;CHARSET=UTF-8:Z".utf8) + [0xFF] + Array("ed;;;;\nEND:VCARD".utf8))
        }
        // Values the card does not read (Outlook's Windows-1252 addresses
        // without a CHARSET) are left as they are, and raw bytes with no
        // CHARSET are repaired, as any input's.
        let outlook = try card(["VERSION:2.1", "N:M;Max", "ADR;WORK;ENCODING=QUOTED-PRINTABLE:;;Stra=DFe 1;;;;"])
        #expect(outlook.name.family == "M")
        let raw = try card(bytes: Array("BEGIN:VCARD\nVERSION:3.0\nN:Z".utf8) + [0xFF] + Array("ed;;;;\nEND:VCARD".utf8))
        #expect(raw.name.family == "Z\u{FFFD}ed")
    }

    /// vCard 3.0's `ENCODING=b` (and 2.1's `BASE64`) in a name is decoded,
    /// in its charset; base64 the card does not read (a photo) is not.
    @Test func base64NamesAreDecoded() throws {
        let parsed = try card(["VERSION:3.0", "N;ENCODING=b:Wm9ybjtBbmRlcnM7Ozs=", "FN;ENCODING=B:w4ViZXJnO0V2YTs7Ow", "PHOTO;ENCODING=b:*not base64*"])
        #expect(parsed.name == VCard.PersonName(family: "Zorn", given: "Anders"))
        #expect(parsed.formattedName == "Åberg;Eva;;;")
        let sjis = try card(["VERSION:2.1", "N;CHARSET=SHIFT_JIS;ENCODING=BASE64:k2OShg==", ""])
        #expect(sjis.name.family == "田中")
        let bad = failure(["VERSION:3.0", "N;ENCODING=b:Wm9y*bg=="])
        #expect(bad?.message.contains("bad base64 value") == true)
        #expect(bad?.offset == 26)
        #expect(failure(["VERSION:3.0", "N;ENCODING=b:W"])?.message.contains("bad base64 value") == true)
        #expect(failure(["VERSION:3.0", "N;ENCODING=b:/2Vk"])?.message.contains("not valid UTF-8") == true)
        #expect(try VCardValue.base64Decoded(Array("TWFu TWFu\r\nTQ".utf8), at: 0) == Array("ManManM".utf8))
    }

    /// 2.1 photos: base64 lines, indented or not, ended by a blank line.
    @Test func base64LinesContinueTheirProperty() throws {
        let parsed = try card(["VERSION:2.1", "PHOTO;ENCODING=BASE64;JPEG:/9j/4AAQ", "SkZJRgAB", "  AQEASABI", "", "N:Zorn;Anders"])
        #expect(parsed.name.family == "Zorn")
    }

    /// 2.1's AGENT holds a whole card; its names are not the outer card's.
    @Test func aNestedCardIsNotTheCards() throws {
        let parsed = try card(["VERSION:2.1", "AGENT:", "BEGIN:VCARD", "N:Inner;Agent", "END:VCARD", "N:Outer;Card"])
        #expect(parsed.name.family == "Outer")
    }

    /// Nesting is counted, not recursed into: 10,000 agents inside one
    /// another are one card, named by its own `N`, in any chunking.
    @Test func deeplyNestedCardsAreOneCard() throws {
        let depth = 10_000
        let input = "BEGIN:VCARD\nVERSION:2.1\n" + String(repeating: "AGENT:\nBEGIN:VCARD\nN:Inner;Agent\n", count: depth)
            + String(repeating: "END:VCARD\n", count: depth) + "N:Outer;Card\nEND:VCARD\n"
        for chunkSize in [65_536, Int.max] {
            let records = try ParserHarness.records(VCardParser(nameKey: .family), input, chunkSize: chunkSize)
            #expect(records.map(\.section) == ["O"], "chunks of \(chunkSize)")
            #expect(records.first?.text.count == input.count - 1)
        }
    }

    @Test func namesInTheOrderAsked() throws {
        let person = try card(["VERSION:3.0", "N:Gogh;Vincent;;;", "FN:Vincent van Gogh"])
        #expect(ContactCollation(person, by: .family) == ContactCollation(displayName: "Vincent van Gogh", key: "Gogh Vincent", reading: nil))
        #expect(ContactCollation(person, by: .given).key == "Vincent Gogh")
        #expect(ContactCollation(person, by: .display).key == "Vincent van Gogh")
    }

    @Test func sortAsWins() throws {
        let person = try card(["VERSION:4.0", "N;SORT-AS=\"Gogh,Vincent\":van Gogh;Vincent;;;", "FN:Vincent van Gogh"])
        #expect(ContactCollation(person, by: .family).key == "Gogh Vincent")
        #expect(ContactCollation(person, by: .given).key == "Vincent Gogh")
        // An empty SORT-AS sorts by nothing: the name is used, not `#`.
        let empty = try card(["VERSION:4.0", "N;SORT-AS=\"\":Zed;;;;"])
        #expect(ContactCollation(empty, by: .family).key == "Zed")
        let emptyOrg = try card(["VERSION:4.0", "KIND:org", "ORG;SORT-AS=\"\":Acme"])
        #expect(ContactCollation(emptyOrg, by: .family).key == "Acme")
    }

    @Test func companyCardsSortByTheirOrganisation() throws {
        let apple = try card(["VERSION:3.0", "N:;;;;", "FN:Apple Inc.", "ORG:Apple Inc.;", "X-ABShowAs:COMPANY", "X-PHONETIC-ORG:Appuru"])
        #expect(ContactCollation(apple, by: .family) == ContactCollation(displayName: "Apple Inc.", key: "Apple Inc.", reading: "Appuru"))
        let unnamed = try card(["VERSION:3.0", "ORG:Zeta GmbH"])
        #expect(ContactCollation(unnamed, by: .given).key == "Zeta GmbH")
        let kind = try card(["VERSION:4.0", "KIND:org", "N:Person;Some", "ORG;SORT-AS=\"Acme\":The Acme Company"])
        #expect(ContactCollation(kind, by: .family).key == "Acme")
        #expect(ContactCollation(try card(["VERSION:3.0", "NOTE:nothing"]), by: .family).key == nil)
    }

    /// Each phonetic field is a reading; a part without one is read as written.
    @Test func phoneticNamesAreReadings() throws {
        let apple = try card(["VERSION:3.0", "N:東海林;太郎;;;", "FN:東海林 太郎", "X-PHONETIC-LAST-NAME:しょうじ"])
        #expect(ContactCollation(apple, by: .family).reading == "しょうじ 太郎")
        let rfc9554 = try card(["VERSION:4.0", "N;ALTID=1;LANGUAGE=zh-Hans:单;田芳;;;", "N;ALTID=1;PHONETIC=piny;SCRIPT=Latn:Shàn;Tiánfāng;;;"])
        #expect(ContactCollation(rfc9554, by: .family).reading == "Shàn Tiánfāng")
        #expect(ContactCollation(rfc9554, by: .given).reading == "Tiánfāng Shàn")
        let irmc = try card(["VERSION:2.1", "N:小鳥遊;一;;;", "SOUND;X-IRMC-N:タカナシ;ハジメ;;;"])
        #expect(ContactCollation(irmc, by: .family).reading == "タカナシ ハジメ")
        // FN in family-first order is read in that order with --key display.
        #expect(ContactCollation(apple, by: .display) == ContactCollation(displayName: "東海林 太郎", key: "東海林 太郎", reading: "しょうじ 太郎"))
    }

    @Test func theParserMakesOneRecordPerCardInEveryChunking() throws {
        let input = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Zorn;Anders;;;\r\nEND:VCARD\r\n\r\n"
            + "begin:vcard\nversion:2.1\nN;ENCODING=QUOTED-PRINTABLE:=C3=85berg;Eva;;;\nEND:VCARD \n"
        let expected = [
            record("BEGIN:VCARD\r\nVERSION:3.0\r\nN:Zorn;Anders;;;\r\nEND:VCARD", in: "Z"),
            record("begin:vcard\nversion:2.1\nN;ENCODING=QUOTED-PRINTABLE:=C3=85berg;Eva;;;\nEND:VCARD ", in: "A"),
        ]
        for chunkSize in [1, 2, 7, 64, Int.max] {
            #expect(try ParserHarness.records(VCardParser(nameKey: .family), input, chunkSize: chunkSize) == expected, "chunks of \(chunkSize)")
        }
    }

    @Test func theParserRefusesWhatIsNotACard() {
        let parser = VCardParser(nameKey: .family)
        let unterminated = ParserHarness.failure(parser, "BEGIN:VCARD\nVERSION:3.0\nFN:A\nEND:VCARD\nBEGIN:VCARD\nFN:B\n")
        #expect(unterminated?.offset == 39)
        #expect(unterminated?.message.contains("no END:VCARD") == true)
        #expect(ParserHarness.failure(parser, "FN:A\n")?.message.contains("text outside a card") == true)
        let bad = ParserHarness.failure(parser, "BEGIN:VCARD\nFN;QUOTED-PRINTABLE:=4\nEND:VCARD\n")
        #expect(bad?.offset == 12)
    }

    /// Lines that end in CR alone (classic Mac OS) are refused with a hint,
    /// in every chunking, as soon as the first card shows them.
    @Test func lineEndsOfCRAloneAreRefusedWithAHint() {
        let parser = VCardParser(nameKey: .family)
        let classic = "BEGIN:VCARD\rVERSION:3.0\rN:Zorn;Anders;;;\rEND:VCARD\r"
        for chunkSize in [1, 12, 13, Int.max] {
            let failure = ParserHarness.failure(parser, classic, chunkSize: chunkSize)
            #expect(failure?.offset == 0)
            #expect(failure?.message == "malformed vCard: its lines end in CR alone, but vCard lines end in CRLF or LF; "
                + "convert the file first (tr '\\r' '\\n' < old.vcf > new.vcf)", "chunks of \(chunkSize)")
        }
        let mixed = ParserHarness.failure(parser, "BEGIN:VCARD\nVERSION:3.0\rN:Zorn;Anders;;;\rEND:VCARD\r")
        #expect(mixed?.message.hasPrefix("malformed vCard: the card that begins here has no END:VCARD (its lines end in CR alone") == true)
        // CRLF, a CR inside a value, and CR CR LF are not lines of CR alone.
        #expect(ParserHarness.failure(parser, "BEGIN:VCARD\r\nN:A\rB;;;;\r\nEND:VCARD\r\n") == nil)
        #expect(ParserHarness.failure(parser, "BEGIN:VCARD\r\r\nEND:VCARD\r\r\n")?.message.contains("CR alone") == false)
    }

    /// `END:VCARD` then a CR alone merged the next card into this one: a
    /// contact vanished, with no error. It is the CR-alone error, at the line.
    @Test func anEndFollowedByACRAloneIsRefused() {
        let parser = VCardParser(nameKey: .family)
        let two = "BEGIN:VCARD\nVERSION:3.0\nN:Zed;;;;\nEND:VCARD\rBEGIN:VCARD\nVERSION:3.0\nN:Anna;;;;\nEND:VCARD\n"
        for chunkSize in [1, 7, Int.max] {
            let failure = ParserHarness.failure(parser, two, chunkSize: chunkSize)
            #expect(failure?.offset == 34, "chunks of \(chunkSize)")
            #expect(failure?.message.contains("its lines end in CR alone") == true)
        }
        #expect(ParserHarness.failure(parser, "BEGIN:VCARD\nN:Zed;;;;\nBEGIN:VCARD \rN:X\nEND:VCARD\nEND:VCARD\n")?.offset == 22)
    }

    /// A card without a name is filed by its nickname, phone or e-mail; one
    /// with none of them is kept without a key (in '#'), and only
    /// `--missing=skip` leaves it out.
    @Test func aCardWithoutANameFallsBackAndABlankCardIsKept() throws {
        let parser = VCardParser(nameKey: .family)
        for (card, section) in [("TEL:1", "#"), ("EMAIL:ann@example.com", "A"), ("NICKNAME:Bo,Bobby", "B")] {
            let input = "BEGIN:VCARD\nVERSION:3.0\n\(card)\nEND:VCARD\n"
            #expect(try ParserHarness.records(parser, input, chunkSize: 7).map(\.section) == [section], "\(card)")
        }
        let blank = "BEGIN:VCARD\nVERSION:3.0\nNOTE:nothing else\nEND:VCARD\n"
        #expect(try ParserHarness.records(parser, blank).map(\.section) == [nil])
        #expect(try ParserHarness.records(parser, blank, missingKey: .skip).isEmpty)
    }

    /// Additional names sort after the given name (before it with `--key
    /// given`), read by Apple's `X-PHONETIC-MIDDLE-NAME` when the card has it.
    @Test func middleNamesFollowTheGivenName() throws {
        let parsed = try card(["VERSION:3.0", "N:Müller;Anna;Maria;Dr.;", "X-PHONETIC-MIDDLE-NAME:Mari-a"])
        #expect(parsed.name == VCard.PersonName(family: "Müller", given: "Anna", middle: "Maria"))
        let family = ContactCollation(parsed, by: .family)
        #expect(family.key == "Müller Anna Maria" && family.reading == "Müller Anna Mari-a")
        #expect(ContactCollation(parsed, by: .given).key == "Anna Maria Müller")
        #expect(family.displayName == "Anna Maria Müller")
    }

    /// Group cards (Apple's and vCard 4.0's) are set aside, as read, with
    /// their line; a group inside an `AGENT` card does not make the card a group.
    @Test func groupCardsAreSetAside() throws {
        #expect(try card(["VERSION:3.0", "FN:Family", "X-ADDRESSBOOKSERVER-KIND:group"]).isGroup)
        #expect(try card(["VERSION:4.0", "FN:Team", "KIND: Group "]).isGroup)
        #expect(try !card(["VERSION:4.0", "FN:Acme", "KIND:org"]).isGroup)
        #expect(try !card(["VERSION:2.1", "N:Outer;Card", "AGENT:", "BEGIN:VCARD", "KIND:group", "END:VCARD"]).isGroup)
        let input = "BEGIN:VCARD\nN:B;;;;\nEND:VCARD\n\nBEGIN:VCARD\nKIND:group\nEND:VCARD\nBEGIN:VCARD\nN:A;;;;\nEND:VCARD\n"
        let store = try ParserHarness.store(VCardParser(nameKey: .family), input, chunkSize: 7)
        #expect(store.count == 2)
        #expect(store.setAside == [Array("BEGIN:VCARD\nKIND:group\nEND:VCARD".utf8)])
    }

    @Test func theVCFWriterEndsCardsAsTheirFirstLine() {
        #expect(Array("BEGIN:VCARD\r\nEND:VCARD".utf8).withUnsafeBufferPointer(VCardWriter.lineEnd) == [0x0D, 0x0A])
        #expect(Array("BEGIN:VCARD\nEND:VCARD".utf8).withUnsafeBufferPointer(VCardWriter.lineEnd) == [0x0A])
    }
}

/// How `--display` and `--columns` names resolve to vCard fields.
struct VCardFieldNameTests {
    private func field(_ name: String) throws(CommandFailure) -> VCardField.Source {
        try VCardField(name, file: "a.vcf", option: "--columns").source
    }

    @Test func namesResolveToTheCardModelOrAProperty() throws {
        #expect(try field("n.FAMILY") == .contact(.family))
        #expect(try field("item1.N.family") == .contact(.family), "a group counts as the property")
        #expect(try field("item1.EMAIL") == .contact(.email))
        #expect(try field("title") == .property(VCardPropertyField(property: "TITLE", component: nil)))
        #expect(try field("N.Prefix") == .property(VCardPropertyField(property: "N", component: "prefix")))
        #expect(try field("ADR.locality") == .property(VCardPropertyField(property: "ADR", component: "locality")))
        guard case .property(let units) = try field("ORG.unit") else { Issue.record("ORG.unit"); return }
        #expect(units.values(of: ["ACME;R\\;D;Lab", "Solo"]) == ["R;D, Lab"], "every unit; an ORG without units has none")
    }

    /// Base64 text is a value; a photo, a blob that is no text and a binary
    /// property's `data:` URI are none; a `data:` URI in another property is
    /// its text (no value is dropped silently); a nested card's lines and
    /// readings are not the card's.
    @Test func binaryValuesAreNoValues() {
        let card = [
            "BEGIN:VCARD", "VERSION:3.0", "N:Müller;Anna;;;", "N;PHONETIC=ipa:ˈmʏlɐ;;;;",
            "NOTE;ENCODING=b:S8O2bG4gXG4gendlaQ==", "X-BLOB;ENCODING=b:/9j/4AAQSkZJRgABAQ==", "PHOTO;ENCODING=b:SGVsbG8=",
            "LOGO:data:image/png;base64,iVBORw0KGgo=", "X-LOGO:Data:text/plain,x", "URL:https://example.com",
            "AGENT:", "BEGIN:VCARD", "URL:https://agent.example", "END:VCARD", "END:VCARD",
        ].joined(separator: "\r\n")
        let texts = Array(card.utf8).withUnsafeBufferPointer { record in
            VCardProperties.texts(named: ["N", "NOTE", "X-BLOB", "PHOTO", "LOGO", "X-LOGO", "URL"], in: record, defaultCharset: nil)
        }
        #expect(texts == ["N": ["Müller;Anna;;;"], "NOTE": ["Köln \\n zwei"], "URL": ["https://example.com"], "X-LOGO": ["Data:text/plain,x"]])
    }

    @Test(arguments: ["", "Full Name", "É", "x..y", "a.b.EMAIL", "ADR.city", "EMAIL."])
    func invalidNamesAreUsageErrors(name: String) {
        #expect(throws: CommandFailure.self) { try field(name) }
    }
}
