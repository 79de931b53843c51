import Foundation
import Testing
import TestSupport

/// `collate keys --script-transform`: rows in and out as Spark SQL's and
/// Hive's script transform writes and reads them (tab-separated fields, no
/// header, no quoting), with the keys and sections of plain `collate keys`.
@Suite struct ScriptTransformKeysTests {
    /// Rows as `SELECT TRANSFORM(position, name)` writes them: the record is
    /// the row as read (its quote unescaped, its fields still fields), keyed
    /// by the second field, with the key and section of the name alone.
    @Test func rowsKeepTheirFieldsAndGetTheNamesKeys() throws {
        let names = KeysCommandTests.names(count: 2000, seed: 21)
        let input = names.enumerated().map { "\($0.offset)\t\($0.element)\textra" }.joined(separator: "\n") + "\n"
        let transform = try CollateRunner.run(["keys", "--script-transform", "--locale", "ru", "--key", "2"], stdin: input)
        #expect(transform.status == 0)
        #expect(transform.stderr.isEmpty)
        let lines = transform.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == names.count, "one row per input row, no header")

        let plain = KeysCommandTests.keyRows(try CollateRunner.run(["keys", "--locale", "ru"], stdin: names.joined(separator: "\n") + "\n").stdout)
        for (position, (line, row)) in zip(lines, plain).enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            #expect(fields == [String(row.section), row.title, row.key, String(position), names[position], "extra"])
        }
    }

    /// An empty line is the row of an empty string, and is keyed; a row
    /// without the key's field, or whose key is `\N` (NULL), is a record
    /// without the key.
    @Test func emptyRowsAreRecordsAndShortRowsLackTheKey() throws {
        let empty = try CollateRunner.run(["keys", "--script-transform", "--locale", "en"], stdin: "Zoë\n\nAnna\n")
        #expect(empty.status == 0)
        let records = empty.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).dropFirst(3).joined(separator: "\t") }
        #expect(records == ["Zoë", "", "Anna"])

        let short = try CollateRunner.run(["keys", "--script-transform", "--locale", "en", "--key", "2"], stdin: "1\tZoë\n2\n")
        #expect(short.status == 1)
        #expect(short.stderr.contains("<stdin>:2:"), "the row is named by its line")
        #expect(short.stderr.contains("separated by tabs"), "one field: the engine may use another separator")
        #expect(short.stderr.hasPrefix("collate: error: <stdin>:2: the row has no key field: the key is field 2, the row has 1 field;"), "\(short.stderr)")
        // The message names the NULL, and no --key (the rows have a key field).
        let null = try CollateRunner.run(["keys", "--script-transform", "--locale", "en", "--key", "2"], stdin: "1\tZoë\n2\t\\N\n")
        #expect(null.status == 1)
        #expect(null.stderr == "collate: error: <stdin>:2: the key is NULL: field 2 is \\N, the engine's NULL (--missing=skip or --missing=last accept such records)\n")
        let last = try CollateRunner.run(["keys", "--script-transform", "--locale", "en", "--key", "2", "--missing", "last"],
                                         stdin: "1\tZoë\n2\n3\t\\N\n")
        #expect(last.status == 0)
        let sectionCount = try CollateRunner.run(["--locale", "en", "--sections-only", "--empty"]).stdout.split(separator: "\n").count
        #expect(last.stdout.split(separator: "\n").suffix(2) == ["\(sectionCount)\t#\t\t2", "\(sectionCount)\t#\t\t3\t\\N"])
    }

    @Test(arguments: [
        ["-f", "csv"], ["-f", "jsonl"], ["--input-format", "tsv"], ["--key", "name"], ["--key", "0"],
        ["--key", "1", "--key", "2"], ["--reading-key", "2"],
    ])
    func optionsThatDoNotApplyAreUsageErrors(arguments: [String]) throws {
        let result = try CollateRunner.run(["keys", "--script-transform", "--locale", "en"] + arguments, stdin: "Zoë\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("--script-transform"))
    }
}
