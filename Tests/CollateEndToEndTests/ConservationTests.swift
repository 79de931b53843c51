import Foundation
import Testing
import TestSupport

/// Nothing lost, nothing altered: on a mixed-script corpus with invalid
/// UTF-8, the multiset of output records equals the input records, byte for
/// byte, in every input format.
@Suite struct ConservationTests {
    /// A deterministic corpus: many scripts, combining marks, emoji, digits,
    /// symbols, duplicates, and invalid bytes (a stray continuation byte,
    /// 0xFF, a truncated sequence, an overlong, a UTF-16 surrogate).
    static let corpus: [[UInt8]] = {
        let pieces = [
            "Anna", "Ångström", "Zoë", "émile", "Øster", "Łukasz", "Müller", "Ölund", "straße", "O'Brien",
            "Жуков", "Ёлкин", "Яковлев", "Σωκράτης", "Θεοδώρα", "王芳", "曾国藩", "李娜", "陳", "一",
            "محمد", "עברית", "김민준", "ひらがな", "カタカナ", "山田", "เกษม", "ไก่", "नमस्ते", "Nguyễn",
            "e\u{301}", "👩‍👩‍👧", "42", "file9", "file10", "!bang", " leading space", "trailing ", "", "\"quoted\"",
        ]
        let invalid: [[UInt8]] = [[0x80], [0xFF], [0xE2, 0x82], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]]
        var generator = SeededGenerator(seed: 4)
        var records: [[UInt8]] = []
        for index in 0..<600 {
            var record: [UInt8] = []
            for _ in 0..<(1 + Int(generator.next() % 3)) {
                if !record.isEmpty { record.append(0x20) }
                record += Array(pieces[Int(generator.next() % UInt64(pieces.count))].utf8)
            }
            if index % 11 == 0 { record.insert(contentsOf: invalid[index / 11 % invalid.count], at: Int(generator.next() % UInt64(record.count + 1))) }
            if record.isEmpty || record.allSatisfy({ $0 == 0x20 }) { record = Array("blank\(index)".utf8) }
            records.append(record)
        }
        return records + records.prefix(20) // duplicates
    }()

    static var invalidCount: Int { corpus.filter { String(validating: $0, as: UTF8.self) == nil }.count }

    @Test(arguments: ["en", "ru", "zh-Hant", "ja"])
    func linesComeOutAsTheyWentIn(locale: String) throws {
        var input = Data([0xEF, 0xBB, 0xBF])
        for (index, record) in Self.corpus.enumerated() {
            input += record + (index % 3 == 0 ? [0x0D, 0x0A] : [0x0A])
        }
        let result = try CollateRunner.run(["--locale", locale], input: input)
        #expect(result.status == 0)
        let records = Self.lines(result.output).filter { $0.starts(with: [0x20, 0x20]) }.map { Array($0.dropFirst(2)) }
        #expect(Self.multiset(records) == Self.multiset(Self.corpus))
        #expect(result.stderr.contains("collate: warning: \(Self.invalidCount) records had bytes that are not UTF-8"))
        // The same run twice gives the same bytes.
        #expect(try CollateRunner.run(["--locale", locale], input: input).output == result.output)
    }

    @Test func csvRowsComeOutAsTheyWentIn() throws {
        // Quote every third field, and give some a line break inside quotes.
        var rows: [[UInt8]] = []
        for (index, record) in Self.corpus.enumerated() {
            var field = record
            if index % 3 == 0 || field.contains(0x2C) || field.contains(0x22) {
                let escaped = field.flatMap { $0 == 0x22 ? [0x22, 0x22] : [$0] }
                field = [0x22] + escaped + (index % 6 == 0 ? Array("\nline".utf8) : []) + [0x22]
            }
            rows.append(field + Array(",\(index)".utf8))
        }
        let input = Data("name,number\r\n".utf8) + Data(rows.flatMap { $0 + [0x0D, 0x0A] })
        let path = try CollateRunner.file(input, name: "corpus.csv")
        let result = try CollateRunner.run(["--locale", "en", "--key", "name", "-f", "csv", path])
        #expect(result.status == 0, "\(result.stderr)")
        // CRLF in, CRLF out: every row ends with CR LF.
        let output = Self.csvRows(result.output)
        #expect(output.allSatisfy { $0.last == 0x0D })
        #expect(output.first == Array("section,title,name,number\r".utf8))
        let records = output.dropFirst().map { Self.droppingTwoFields(Array($0.dropLast())) }
        #expect(Self.multiset(records) == Self.multiset(rows))
    }

    @Test func jsonLinesAndArraysComeOutAsTheyWentIn() throws {
        var jsonRecords: [[UInt8]] = []
        for (index, record) in Self.corpus.enumerated() {
            let escaped = record.flatMap { byte -> [UInt8] in byte == 0x22 ? [0x5C, 0x22] : byte == 0x5C ? [0x5C, 0x5C] : [byte] }
            jsonRecords.append(Array("{\"n\": \(index), \"who\": {\"name\": \"".utf8) + escaped + Array("\"}}".utf8))
        }
        let jsonl = Data(jsonRecords.flatMap { $0 + [0x0A] })
        let lines = try CollateRunner.run(["--locale", "ru", "-i", "jsonl", "-k", "who.name"], input: jsonl)
        #expect(lines.status == 0, "\(lines.stderr)")
        let fromLines = Self.lines(lines.output).filter { $0.starts(with: [0x20, 0x20]) }.map { Array($0.dropFirst(2)) }
        #expect(Self.multiset(fromLines) == Self.multiset(jsonRecords))

        let array = Data("[\n".utf8) + Data(jsonRecords.map { $0 }.joined(separator: Array(",\n  ".utf8))) + Data("\n]\n".utf8)
        let elements = try CollateRunner.run(["--locale", "ru", "-i", "json", "-k", "who.name", "-f", "jsonl"], input: array)
        #expect(elements.status == 0, "\(elements.stderr)")
        let prefix = Array(", \"record\": ".utf8)
        let fromArray = Self.lines(elements.output).map { line -> [UInt8] in
            let start = line.firstRange(of: prefix)!.upperBound
            return Array(line[start..<line.count - 1])
        }
        #expect(Self.multiset(fromArray) == Self.multiset(jsonRecords))
    }

    /// Cards whose names are the corpus, half CRLF and half LF, come back
    /// from `--format vcf` byte for byte, and again from UTF-16.
    @Test(arguments: ["ja", "zh-Hans"])
    func vCardsComeOutAsTheyWentIn(locale: String) throws {
        let cards = Self.corpus.enumerated().map { index, name -> [UInt8] in
            let end: [UInt8] = index % 2 == 0 ? [0x0D, 0x0A] : [0x0A]
            let lines = [Array("BEGIN:VCARD".utf8), Array("VERSION:3.0".utf8), Array("N:".utf8) + name + Array(";;;;".utf8),
                         Array("FN:".utf8) + name, Array("X-PHONETIC-LAST-NAME:".utf8) + (index % 3 == 0 ? Self.corpus[index / 2] : []),
                         Array("END:VCARD".utf8)]
            return Array(lines.joined(separator: end)) + end
        }
        let result = try CollateRunner.run(["--locale", locale, "-i", "vcard", "-f", "vcf"], input: Data(cards.joined()))
        #expect(result.status == 0, "\(result.stderr)")
        let written = Self.cards(result.output)
        #expect(Self.multiset(written) == Self.multiset(cards))
        #expect(result.stderr.contains("collate: warning: "))
    }

    @Test func everyOptionConservesOrDropsOnlyWhatItSays() throws {
        let input = Data(Self.corpus.flatMap { $0 + [0x0A] })
        let reversed = try CollateRunner.run(["--locale", "en", "--reverse", "--empty"], input: input)
        let records = Self.lines(reversed.output).filter { $0.starts(with: [0x20, 0x20]) }.map { Array($0.dropFirst(2)) }
        #expect(Self.multiset(records) == Self.multiset(Self.corpus))
        let unique = try CollateRunner.run(["--locale", "en", "--unique", "-f", "jsonl"], input: input)
        #expect(Self.lines(unique.output).count < Self.corpus.count)
        #expect(Self.lines(unique.output).count >= Set(Self.corpus.map { String(decoding: $0, as: UTF8.self) }).count - 10)
    }

    // MARK: Helpers

    static func multiset(_ records: [[UInt8]]) -> [[UInt8]: Int] {
        records.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    /// The cards of vCard output, each with its line end.
    static func cards(_ data: Data) -> [[UInt8]] {
        var cards: [[UInt8]] = [], card: [UInt8] = []
        for byte in data {
            card.append(byte)
            if byte == 0x0A, card.suffix(10).elementsEqual("END:VCARD\n".utf8) || card.suffix(11).elementsEqual("END:VCARD\r\n".utf8) {
                cards.append(card)
                card = []
            }
        }
        return cards
    }

    static func lines(_ data: Data) -> [[UInt8]] {
        Array(data).split(separator: 0x0A, omittingEmptySubsequences: true).map(Array.init)
    }

    /// Rows of CSV output, split at LF outside quotes.
    static func csvRows(_ data: Data) -> [[UInt8]] {
        var rows: [[UInt8]] = [], row: [UInt8] = [], quoted = false
        for byte in data {
            if byte == 0x22 { quoted.toggle() }
            if byte == 0x0A, !quoted {
                rows.append(row)
                row = []
            } else {
                row.append(byte)
            }
        }
        return rows
    }

    /// A CSV row without its first two fields (section index and title).
    static func droppingTwoFields(_ row: [UInt8]) -> [UInt8] {
        var commas = 0, quoted = false
        for (index, byte) in row.enumerated() {
            if byte == 0x22 { quoted.toggle() }
            if byte == 0x2C, !quoted {
                commas += 1
                if commas == 2 { return Array(row[(index + 1)...]) }
            }
        }
        return []
    }
}
