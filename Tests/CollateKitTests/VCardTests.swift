@testable import CollateKit
import Testing

/// The vCard unit: unfolding, quoted-printable and charsets, escapes, the
/// card model, the name a card is collated by, and the parser.
struct VCardTests {
    private func card(_ lines: [String], lineEnd: String = "\r\n") throws -> VCard {
        let bytes = Array((["BEGIN:VCARD"] + lines + ["END:VCARD"]).joined(separator: lineEnd).utf8)
        return try bytes.withUnsafeBufferPointer { buffer throws(InputFailure) in try VCard(parsing: buffer) }
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

    @Test func bareQuotedPrintableParameterAndShiftJIS() throws {
        // ショウジ in Shift_JIS, as Japanese feature phones wrote SOUND;X-IRMC-N.
        let parsed = try card(["VERSION:2.1", "N:Shoji;Taro", "SOUND;X-IRMC-N;CHARSET=SHIFT_JIS;QUOTED-PRINTABLE:=83=56=83=87=83=45=83=57;;;;"])
        #expect(parsed.phoneticName == VCard.PersonName(family: "ショウジ", given: ""))
    }

    @Test func escapesAndStructuredValues() throws {
        let parsed = try card(["VERSION:3.0", "N:O\\;Brien;Ann\\, Jr.;;;", "FN:Ann\\nO'Brien", "ORG:Smith\\, Jones & Co.;Sales"])
        #expect(parsed.name == VCard.PersonName(family: "O;Brien", given: "Ann, Jr."))
        #expect(parsed.formattedName == "Ann\nO'Brien")
        #expect(parsed.organization == "Smith, Jones & Co.")
    }

    @Test func malformedValuesAreErrorsAtTheirLine() {
        let badSequence = failure(["VERSION:2.1", "FN;ENCODING=QUOTED-PRINTABLE:=E6=ZZ"])
        #expect(badSequence?.message.contains("bad quoted-printable sequence '=ZZ'") == true)
        #expect(badSequence?.offset == 26)
        let charset = failure(["VERSION:2.1", "FN;CHARSET=KLINGON:x"])
        #expect(charset?.message.contains("unknown charset 'KLINGON'") == true)
        #expect(failure(["VERSION:3.0", "no colon here"])?.message.contains("':'") == true)
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
        #expect(VCardCollation(person, by: .family) == VCardCollation(displayName: "Vincent van Gogh", key: "Gogh Vincent", reading: nil))
        #expect(VCardCollation(person, by: .given).key == "Vincent Gogh")
        #expect(VCardCollation(person, by: .display).key == "Vincent van Gogh")
    }

    @Test func sortAsWins() throws {
        let person = try card(["VERSION:4.0", "N;SORT-AS=\"Gogh,Vincent\":van Gogh;Vincent;;;", "FN:Vincent van Gogh"])
        #expect(VCardCollation(person, by: .family).key == "Gogh Vincent")
        #expect(VCardCollation(person, by: .given).key == "Vincent Gogh")
    }

    @Test func companyCardsSortByTheirOrganisation() throws {
        let apple = try card(["VERSION:3.0", "N:;;;;", "FN:Apple Inc.", "ORG:Apple Inc.;", "X-ABShowAs:COMPANY", "X-PHONETIC-ORG:Appuru"])
        #expect(VCardCollation(apple, by: .family) == VCardCollation(displayName: "Apple Inc.", key: "Apple Inc.", reading: "Appuru"))
        let unnamed = try card(["VERSION:3.0", "ORG:Zeta GmbH"])
        #expect(VCardCollation(unnamed, by: .given).key == "Zeta GmbH")
        let kind = try card(["VERSION:4.0", "KIND:org", "N:Person;Some", "ORG;SORT-AS=\"Acme\":The Acme Company"])
        #expect(VCardCollation(kind, by: .family).key == "Acme")
        #expect(VCardCollation(try card(["VERSION:3.0", "NOTE:nothing"]), by: .family).key == nil)
    }

    /// Each phonetic field is a reading; a part without one is read as written.
    @Test func phoneticNamesAreReadings() throws {
        let apple = try card(["VERSION:3.0", "N:東海林;太郎;;;", "FN:東海林 太郎", "X-PHONETIC-LAST-NAME:しょうじ"])
        #expect(VCardCollation(apple, by: .family).reading == "しょうじ 太郎")
        let rfc9554 = try card(["VERSION:4.0", "N;ALTID=1;LANGUAGE=zh-Hans:单;田芳;;;", "N;ALTID=1;PHONETIC=piny;SCRIPT=Latn:Shàn;Tiánfāng;;;"])
        #expect(VCardCollation(rfc9554, by: .family).reading == "Shàn Tiánfāng")
        #expect(VCardCollation(rfc9554, by: .given).reading == "Tiánfāng Shàn")
        let irmc = try card(["VERSION:2.1", "N:小鳥遊;一;;;", "SOUND;X-IRMC-N:タカナシ;ハジメ;;;"])
        #expect(VCardCollation(irmc, by: .family).reading == "タカナシ ハジメ")
        // FN in family-first order is read in that order with --key display.
        #expect(VCardCollation(apple, by: .display) == VCardCollation(displayName: "東海林 太郎", key: "東海林 太郎", reading: "しょうじ 太郎"))
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

    @Test func aCardWithoutANameFollowsMissing() throws {
        let input = "BEGIN:VCARD\nVERSION:3.0\nTEL:1\nEND:VCARD\n"
        #expect(ParserHarness.failure(VCardParser(nameKey: .family), input)?.message.contains("the card has no FN, N or ORG") == true)
        #expect(try ParserHarness.records(VCardParser(nameKey: .family), input, missingKey: .last).map(\.section) == [nil])
    }

    @Test func theVCFWriterEndsCardsAsTheirFirstLine() {
        #expect(Array("BEGIN:VCARD\r\nEND:VCARD".utf8).withUnsafeBufferPointer(VCardWriter.lineEnd) == [0x0D, 0x0A])
        #expect(Array("BEGIN:VCARD\nEND:VCARD".utf8).withUnsafeBufferPointer(VCardWriter.lineEnd) == [0x0A])
    }
}
