import Foundation
import Testing
import TestSupport
import IndexedCollation

/// `collate keys`: rows in input order whose sort by (section, key, input
/// position) is exactly `collate`'s order, on every kind of table.
@Suite struct KeysCommandTests {
    /// Mixed-script names with duplicates, case variants and a quote: Latin,
    /// Cyrillic, Greek, Han (Chinese and Japanese names), kana, Hangul,
    /// Arabic, digits and symbols.
    static func names(count: Int, seed: UInt64) -> [String] {
        let pieces = [
            "Anna", "anna", "Ångström", "Zoë", "émile", "Øster", "Łukasz", "Müller", "O'Brien", "van Dyke", "\"Q\"",
            "Жуков", "Ёлкин", "Яковлев", "Иван", "Σωκράτης", "Θεοδώρα", "王芳", "曾国藩", "李娜", "陳大文", "單",
            "山田太郎", "佐藤", "鈴木一郎", "ひらがな", "カタカナ", "김민준", "محمد", "42", "file9", "file10", "!bang", "Nguyễn",
        ]
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            (0..<(1 + Int(generator.next() % 2))).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
                .joined(separator: " ")
        }
    }

    /// One row of `collate keys`, with its input position.
    struct KeyRow {
        let section: Int
        let title: String
        let key: String
        let record: String
        let position: Int
    }

    /// The rows of `collate keys` TSV output, header checked.
    static func keyRows(_ output: String) -> [KeyRow] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.first == "section\ttitle\tkey\trecord")
        return lines.dropFirst().enumerated().map { position, line in
            let fields = tsvFields(line)
            return KeyRow(section: Int(fields[0])!, title: fields[1], key: fields[2], record: fields[3], position: position)
        }
    }

    /// The fields of a TSV row, RFC 4180 quotes removed.
    static func tsvFields(_ line: Substring) -> [String] {
        var fields: [String] = [], field = "", quoted = false, atStart = true
        var characters = line.makeIterator()
        while let character = characters.next() {
            if atStart, character == "\"" { quoted = true; atStart = false; continue }
            atStart = false
            if quoted, character == "\"" {
                // A doubled quote is a quote; a single one ends the field.
                var lookahead = characters
                if lookahead.next() == "\"" { field.append("\""); characters = lookahead } else { quoted = false }
            } else if !quoted, character == "\t" {
                fields.append(field)
                (field, atStart) = ("", true)
            } else {
                field.append(character)
            }
        }
        return fields + [field]
    }

    /// `(section, title, record)` of `collate -f tsv` (lines input).
    static func collateRows(_ output: String) -> [[String]] {
        output.split(separator: "\n").dropFirst().map { tsvFields($0) }
    }

    /// Keys rows sorted as an engine would sort them: section as a number,
    /// key as a string (byte order), input position.
    static func sortedAsAnEngine(_ rows: [KeyRow]) -> [KeyRow] {
        rows.sorted { a, b in
            if a.section != b.section { return a.section < b.section }
            if a.key != b.key { return Array(a.key.utf8).lexicographicallyPrecedes(Array(b.key.utf8)) }
            return a.position < b.position
        }
    }

    static let mecabInstalled = ReadingsCommandTests.mecabInstalled

    @Test(arguments: [
        ["--locale", "en"], ["--locale", "ru"], ["--locale", "zh-Hant"], ["--locale", "ja"],
        ["--locale", "zh-Hans", "--names"], ["--locale", "en", "--no-transliteration"],
    ])
    func sortingTheRowsGivesCollatesOrder(arguments: [String]) throws {
        if arguments.contains("ja"), !Self.mecabInstalled { return }
        let input = Self.names(count: 3000, seed: 13).joined(separator: "\n") + "\n"
        let keys = try CollateRunner.run(["keys"] + arguments, stdin: input)
        #expect(keys.status == 0)
        #expect(keys.stderr.isEmpty)
        let rows = Self.keyRows(keys.stdout)
        #expect(rows.map(\.record) == Self.names(count: 3000, seed: 13), "input order, records as read")
        #expect(rows.allSatisfy { $0.key.allSatisfy { "0123456789abcdef".contains($0) } && $0.key.count.isMultiple(of: 2) })

        let collate = try CollateRunner.run(arguments + ["--format", "tsv"], stdin: input)
        #expect(collate.status == 0)
        let expected = Self.collateRows(collate.stdout)
        let sorted = Self.sortedAsAnEngine(rows).map { [String($0.section), $0.title, $0.record] }
        #expect(sorted.count == expected.count)
        #expect(sorted == expected)
    }

    /// Records without the key (`--missing=last`) end the last section in
    /// input order: they get the section after the last and an empty key.
    @Test func recordsWithoutTheKeySortLastAsInCollate() throws {
        let names = Self.names(count: 400, seed: 3)
        let input = names.enumerated().map { index, name in
            index % 7 == 0 ? "{\"id\": \(index)}" : "{\"id\": \(index), \"name\": \"\(name.replacingOccurrences(of: "\"", with: "\\\""))\"}"
        }.joined(separator: "\n") + "\n"
        let arguments = ["--locale", "en", "--input-format", "jsonl", "--key", "name", "--missing", "last"]
        let rows = Self.keyRows(try CollateRunner.run(["keys"] + arguments, stdin: input).stdout)
        let sectionCount = try CollateRunner.run(["--locale", "en", "--sections-only", "--empty"]).stdout.split(separator: "\n").count
        let unkeyed = rows.filter { $0.key.isEmpty }
        #expect(unkeyed.count == 58)
        #expect(unkeyed.allSatisfy { $0.section == sectionCount && $0.title == "#" })

        let collate = try CollateRunner.run(arguments + ["--format", "jsonl"], stdin: input)
        let expected = collate.stdout.split(separator: "\n").map { line in
            String(line[line.range(of: "\"record\": ")!.upperBound...].dropLast())
        }
        #expect(Self.sortedAsAnEngine(rows).map(\.record) == expected)
        #expect(try CollateRunner.run(["keys"] + arguments.dropLast(2), stdin: input).status == 1, "--missing=error")
    }

    @Test func csvAndJSONLinesHaveTheSameKeys() throws {
        let input = "name,city\n\"Zoë, Jr.\",Oslo\nЖуков,Moscow\n"
        let tsv = try CollateRunner.run(["keys", "--locale", "en", "-i", "csv"], stdin: input)
        #expect(tsv.stdout.hasPrefix("section\ttitle\tkey\trecord\n25\tZ\t"))
        #expect(tsv.stdout.hasSuffix("\tЖуков,Moscow\n"))
        let keys = Self.keyRows(tsv.stdout).map(\.key)
        #expect(Self.keyRows(tsv.stdout)[0].record == "\"Zoë, Jr.\",Oslo", "the row as read, one field")

        let csv = try CollateRunner.run(["keys", "--locale", "en", "-i", "csv", "-f", "csv"], stdin: input)
        #expect(csv.stdout == "section,title,key,record\n25,Z,\(keys[0]),\"\"\"Zoë, Jr.\"\",Oslo\"\n25,Z,\(keys[1]),\"Жуков,Moscow\"\n")

        let jsonl = try CollateRunner.run(["keys", "--locale", "en", "-i", "csv", "-f", "jsonl"], stdin: input)
        #expect(jsonl.stdout == """
            {"section": 25, "title": "Z", "key": "\(keys[0])", "record": {"name": "Zoë, Jr.", "city": "Oslo"}}
            {"section": 25, "title": "Z", "key": "\(keys[1])", "record": {"name": "Жуков", "city": "Moscow"}}

            """)
        #expect(try CollateRunner.run(["keys", "-f", "html"], stdin: "").status == 2)
        #expect(try CollateRunner.run(["keys", "--reverse"], stdin: "").status == 2, "collate's output options do not apply")
    }

    /// Input larger than the reader's chunks is handed off chunk by chunk:
    /// rows stay in input order across chunks and files, and line numbers
    /// in messages still count from each file's start.
    @Test func largeInputsStreamWithTheirLineNumbers() throws {
        let names = Self.names(count: 250_000, seed: 21)
        let lines = names.map { "{\"name\": \"\($0.replacingOccurrences(of: "\"", with: "\\\""))\"}" }
        var data: [UInt8] = []
        for (index, line) in lines.enumerated() {
            // Record 200,000 (line 200,001) has a byte that is not UTF-8.
            data += index == 200_000 ? Array("{\"name\": \"a".utf8) + [0xFF] + Array("\"}".utf8) : Array(line.utf8)
            data.append(0x0A)
        }
        data += Array("{\"id\": 1}\n".utf8) // line 250,001: no key
        let file = try CollateRunner.file(Data(data), name: "names.jsonl")
        let small = try CollateRunner.file("{\"name\": \"Zoë\"}\n", name: "small.jsonl")
        let result = try CollateRunner.run(["keys", "--locale", "en", "--key", "name", "--missing", "skip", "-f", "jsonl", small, file])
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n")
        #expect(rows.count == 250_001)
        #expect(rows.first?.hasSuffix("\"record\": {\"name\": \"Zoë\"}}") == true)
        #expect(rows.last?.hasSuffix("\"record\": \(lines.last!)}") == true)
        #expect(result.stderr.contains("1 record without the key left out (--missing=skip); the first at \(file):250001"))
        #expect(result.stderr.contains("1 record had bytes that are not UTF-8 (the first at \(file):200001)"))

        var broken = lines
        broken[230_000] = "{\"name\": "
        let brokenFile = try CollateRunner.file(Data((broken.joined(separator: "\n") + "\n").utf8), name: "broken.jsonl")
        let failure = try CollateRunner.run(["keys", "--locale", "en", "--key", "name", brokenFile], stdin: nil)
        #expect(failure.status == 1)
        #expect(failure.stderr.hasPrefix("collate: error: \(brokenFile):230001: "))
    }

    /// `--columns`: the named fields take the record's place, each a column
    /// (what SQL joins on), with the same sections and keys as without.
    @Test func columnsAreWrittenBesideTheKey() throws {
        let path = try CollateRunner.file("id,name,lang\n1,杨悦,zh\n2,,ru\n4,Иван,ru\n", name: "people.csv")
        let plain = try CollateRunner.run(["keys", "-f", "csv", "-l", "ru", "--key", "name", "--null", "", "--missing=last", path])
        let result = try CollateRunner.run(["keys", "-f", "csv", "-l", "ru", "--key", "name", "--columns", "id,name", "--null", "", "--missing=last", path])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").map(String.init), plainRows = plain.stdout.split(separator: "\n").map(String.init)
        #expect(rows.first == "section,title,key,id,name")
        #expect(rows.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).suffix(2).joined(separator: ",") } == ["1,杨悦", "2,", "4,Иван"])
        // Section, title and key as the rows with the record.
        #expect(zip(rows.dropFirst(), plainRows.dropFirst()).allSatisfy {
            $0.split(separator: ",", omittingEmptySubsequences: false).prefix(3) == $1.split(separator: ",", omittingEmptySubsequences: false).prefix(3)
        })
        let unknown = try CollateRunner.run(["keys", "-l", "ru", "--key", "name", "--columns", "id,nope", path])
        #expect(unknown.status == 1 && unknown.stderr.contains("\(path):1: no column 'nope' (--columns)"), "\(unknown.stderr)")
    }

    /// A usage error of `collate keys` shows its own usage line.
    @Test func usageErrorsShowTheKeysUsage() throws {
        let result = try CollateRunner.run(["keys", "--columns", "id", "-f", "jsonl", "-l", "ru"], stdin: "a\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("Usage: collate keys [<options>] [<file> ...]\n  See 'collate keys --help'."), "\(result.stderr)")
        #expect(try CollateRunner.run(["keys", "--script-transform", "--columns", "id"], stdin: "").stderr.contains("--columns does not apply to --script-transform rows"))
    }

    /// A long record's key is written in pieces (64 KB of hex at a time,
    /// not held whole): the pieces join to the key the library gives.
    @Test func aLongRecordsKeyIsWrittenWhole() throws {
        let long = String(repeating: "Жуков Anna Ångström ", count: 8_000)
        let result = try CollateRunner.run(["keys", "-l", "ru"], stdin: long + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        let row = result.stdout.split(separator: "\n")[1].split(separator: "\t")
        let bytes = try LocalizedIndexedCollation(locale: "ru").collationKey(for: long).bytes
        let expected = bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
        #expect(row[2].count > 200_000)
        #expect(row[2] == expected[...], "\(row[2].count) hex digits, the library's key has \(bytes.count) bytes")
    }
}
