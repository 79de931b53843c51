import Foundation
import Testing
import TestSupport

/// Every option that shapes reading means the same to every command that
/// reads: `collate` and `collate keys` read the same records with the same
/// keys (the keys rows, sorted by section, key and input position, are
/// `collate`'s output), and no command accepts an input option it ignores.
@Suite struct ReadingOptionsTests {
    /// An input option, the file it is tried on, and what the file holds.
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let name: String
        let contents: [UInt8]
        var testDescription: String { arguments.joined(separator: " ") }

        init(_ arguments: [String], _ name: String, _ contents: String) {
            (self.arguments, self.name, self.contents) = (arguments, name, Array(contents.utf8))
        }

        init(_ arguments: [String], _ name: String, bytes: [UInt8]) {
            (self.arguments, self.name, self.contents) = (arguments, name, bytes)
        }
    }

    static let people = "last,first,city\nZhou,Li,Oslo\nAdams,Zoë,Paris\nAdams,Anna,Rome\n\"Ölund, Jr.\",Per,Bern\n"

    static let cases: [Case] = [
        Case(["-i", "csv"], "people.txt", people),
        Case(["--input-format", "jsonl", "--key", "name"], "people.data", "{\"name\": \"Zoë\"}\n{\"name\": \"anna\"}\n{\"name\": \"Émile\"}\n"),
        Case(["-t", "|", "--key", "name"], "pipes.csv", "name|city\nZoe|Berlin\nAnna|Paris\nÉmile|Nice\n"),
        Case(["--delimiter", "tab", "-i", "csv"], "tabs.txt", "name\tcity\nZoe\tBerlin\nAnna\tParis\n"),
        // "Ölund", "Émile", "zoë" in windows-1252: not UTF-8 as they are.
        Case(["--encoding", "windows-1252"], "latin1.txt", bytes: [0xD6, 0x6C, 0x75, 0x6E, 0x64, 0x0A, 0xC9, 0x6D, 0x69, 0x6C, 0x65, 0x0A,
                                                                   0x7A, 0x6F, 0xEB, 0x0A, 0x41, 0x6E, 0x6E, 0x61, 0x0A]),
        Case(["-k", "last", "-k", "first"], "people.csv", people),
        Case(["--key", "city", "--key", "first", "--key", "last"], "people.csv", people),
        Case(["--key", "name", "--missing", "skip"], "gaps.jsonl", "{\"name\": \"Zoë\"}\n{\"id\": 2}\n{\"name\": \"Anna\"}\n"),
        Case(["--key", "name", "--missing", "last"], "gaps.jsonl", "{\"id\": 1}\n{\"name\": \"Zoë\"}\n{\"id\": 2}\n{\"name\": \"Anna\"}\n"),
        Case(["--null", "\\N", "--missing", "last"], "nulls.txt", "Zoë\n\\N\nAnna\n\n\\N\n"),
        Case(["--key", "name", "--null", "", "--missing", "last"], "nulls.csv", "id,name\n1,Zoë\n2,\n3,\"\"\n4,Anna\n"),
        Case(["--locale", "en", "--ignore-articles"], "titles.txt", "The Hobbit\nA Tale of Two Cities\nZebra\nan Apple\nHobbits\n"),
        Case(["--locale", "zh-Hans", "--names"], "names.txt", "曾国藩\n单田芳\n李娜\n王芳\n"),
        Case(["--locale", "zh-Hans"], "contacts.vcf",
             "BEGIN:VCARD\nVERSION:3.0\nN:曾;国藩;;;\nFN:曾国藩\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nN:Adams;Anna;;;\nFN:Anna Adams\nEND:VCARD\n"),
        Case(["--locale", "ja", "--no-readings", "--key", "name", "--reading-key", "kana"], "ja.csv",
             "name,kana\n山田,やまだ\n佐藤,さとう\n鈴木,\nAnna,\n"),
        Case(["--locale", "en", "--no-transliteration"], "scripts.txt", "Жуков\nAnna\nΣωκράτης\nZoë\n"),
        Case(["--locale", "en"], "scripts.txt", "Жуков\nAnna\nΣωκράτης\nZoë\n"),
    ]

    /// `(title, key, record)` of `collate keys -f jsonl`, sorted as an engine would sort the rows.
    static func sortedKeyRows(_ output: String) -> [(title: String, key: String, record: String)] {
        let rows = output.split(separator: "\n").enumerated().map { position, line in
            (section: Int(field(line, "section", to: ", \"title\""))!, title: field(line, "title", to: "\", \"key\""),
             key: field(line, "key", to: "\", \"record\""), record: String(line[line.range(of: "\"record\": ")!.upperBound...].dropLast()),
             position: position)
        }
        return rows.sorted { a, b in
            if a.section != b.section { return a.section < b.section }
            if a.key != b.key { return Array(a.key.utf8).lexicographicallyPrecedes(Array(b.key.utf8)) }
            return a.position < b.position
        }.map { ($0.title, $0.key, $0.record) }
    }

    /// The text of a JSON Lines member from after its name to `end`.
    static func field(_ line: Substring, _ name: String, to end: String) -> String {
        let start = line.range(of: "\"\(name)\": ")!.upperBound
        let text = line[start..<line[start...].range(of: end)!.lowerBound]
        return String(text.hasPrefix("\"") ? text.dropFirst() : text)
    }

    /// `(title, record)` of `collate -f jsonl`, in its order.
    static func collateRows(_ output: String) -> [(title: String, record: String)] {
        output.split(separator: "\n").map { line in
            (field(line, "title", to: "\", \"record\""), String(line[line.range(of: "\"record\": ")!.upperBound...].dropLast()))
        }
    }

    @Test(arguments: cases)
    func collateAndKeysReadTheSameRecordsWithTheSameKeys(_ option: Case) throws {
        let path = try CollateRunner.file(Data(option.contents), name: option.name)
        let keys = try CollateRunner.run(["keys", "-f", "jsonl"] + option.arguments + [path])
        #expect(keys.status == 0, "\(keys.stderr)")
        let collate = try CollateRunner.run(["-f", "jsonl"] + option.arguments + [path])
        #expect(collate.status == 0, "\(collate.stderr)")
        let rows = Self.sortedKeyRows(keys.stdout)
        let expected = Self.collateRows(collate.stdout)
        #expect(!expected.isEmpty)
        #expect(rows.map(\.title) == expected.map(\.title))
        #expect(rows.map(\.record) == expected.map(\.record))
        // Equal keys are equal records to the collation: the same in both commands.
        #expect(keys.stderr == collate.stderr, "the same warnings about the same records")
    }

    /// The same record gets the same key and section whether or not an option that does not shape
    /// reading is given: `--delimiter` reaches the reader of `collate keys` (it once did not).
    @Test func keysHonoursTheDelimiter() throws {
        let path = try CollateRunner.file("name|city\nZoe|Berlin\nAnna|Paris\n", name: "p.csv")
        let keys = try CollateRunner.run(["keys", "--locale", "en", "--delimiter", "|", "--key", "name", path])
        #expect(keys.status == 0, "\(keys.stderr)")
        let rows = keys.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.map { String($0[1]) } == ["Z", "A"])
        #expect(rows.map { String($0[3]) } == ["Zoe|Berlin", "Anna|Paris"])
    }

    /// No command's help lists an option it refuses or ignores; each such option is refused as unknown.
    @Test(arguments: [
        (["keys"], ["--reverse", "--unique", "--empty", "--counts", "--sections-only", "--index", "--display", "--display-link",
                    "--buffer-size", "--temporary-directory", "--output-delimiter", "--bom", "--slots", "--title", "--page-strings"]),
        (["index"], ["--counts", "--sections-only", "--index", "--reverse", "--unique", "--empty", "--display", "--display-link",
                     "--title", "--page-strings"]),
    ])
    func optionsACommandDoesNotHonourAreNotItsOwn(command: [String], refused: [String]) throws {
        let help = try CollateRunner.run(command + ["--help"]).stdout
        for option in refused {
            #expect(!help.contains(" \(option) ") && !help.contains(" \(option)\n"), "\(command) --help lists \(option)")
            let run = try CollateRunner.run(command + [option, "x"], stdin: "")
            #expect(run.status == 2 && run.stderr.contains("unknown option '\(option)'"), "\(command) \(option): \(run.stderr)")
        }
        for option in ["--delimiter", "--encoding", "--key", "--missing", "--reading-key", "--names", "--ignore-articles",
                       "--no-transliteration", "--input-format", "--no-readings", "--locale", "--table"] {
            #expect(help.contains(" \(option)"), "\(command) --help lacks the input option \(option)")
        }
    }
}
