import Foundation
import Testing
import TestSupport

/// `--null` reads a database export's NULLs as PostgreSQL's COPY does, and no
/// record is lost without a word: NULLs follow `--missing` and are counted,
/// empty lines left out are counted too.
@Suite struct NullRecordsTests {
    /// `\copy … TO STDOUT` (text) writes NULL as `\N`.
    @Test func aLineThatIsTheNullTextHasNoKey() throws {
        let path = try CollateRunner.file("Борис\n\\N\nАнна\n")
        let refused = try CollateRunner.run(["-l", "ru", "--null", "\\N", path])
        #expect(refused.status == 1 && refused.stdout.isEmpty)
        #expect(refused.stderr.contains("\(path):2: record is NULL: the line is '\\N' (--null)"), "\(refused.stderr)")
        let last = try CollateRunner.run(["-l", "ru", "--null", "\\N", "--missing=last", path])
        #expect(last.status == 0)
        #expect(last.stdout == "А\n  Анна\n\nБ\n  Борис\n\n#\n  \\N\n")
        #expect(last.stderr == "collate: note: 1 record was NULL (--null), placed at the end of '#' (--missing=last); the first at \(path):2\n")
        let skipped = try CollateRunner.run(["-l", "ru", "--null", "\\N", "--missing=skip", path])
        #expect(skipped.stdout == "А\n  Анна\n\nБ\n  Борис\n")
        #expect(skipped.stderr.contains("1 record without the key left out (--missing=skip); the first at \(path):2: the line is '\\N' (--null)"))
        // Without --null, `\N` is a name like any other (in `#`).
        #expect(try CollateRunner.run(["-l", "ru", path]).stdout.hasSuffix("#\n  \\N\n"))
    }

    /// In the text format an empty line is an empty string, not a NULL: under
    /// `--null '\N'` it is a record (in `#`), as `COPY` reads it, and no
    /// empty line is left out.
    @Test func underABackslashNNullAnEmptyLineIsAnEmptyString() throws {
        let path = try CollateRunner.file("Борис\n\n\\N\nАнна\n")
        let result = try CollateRunner.run(["-l", "ru", "--null", "\\N", "--missing=last", "-f", "jsonl", path])
        #expect(result.status == 0)
        let records = result.stdout.split(separator: "\n")
        #expect(records.count == 4, "\(result.stdout)")
        #expect(records[2].hasSuffix("\"record\": \"\"}") && records[3].hasSuffix("\"record\": \"\\\\N\"}"), "\(result.stdout)")
        #expect(result.stderr == "collate: note: 1 record was NULL (--null), placed at the end of '#' (--missing=last); the first at \(path):3\n")
    }

    /// `psql -At` writes NULL as an empty line: left out and counted, or
    /// kept with `--null ''`, every one in its place.
    @Test func emptyLinesAreCountedOrKept() throws {
        let path = try CollateRunner.file("Борис\n\nАнна\n\n\nВера\n")
        let plain = try CollateRunner.run(["-l", "ru", path])
        #expect(plain.status == 0)
        #expect(plain.stderr == "collate: note: 3 empty lines left out (the first at \(path):2); --null '' keeps them, as records without a value\n")
        let kept = try CollateRunner.run(["-l", "ru", "--null", "", "--missing=last", "-f", "jsonl", path])
        #expect(kept.stdout.split(separator: "\n").count == 6, "\(kept.stdout)")
        #expect(kept.stderr.contains("3 records were NULL (--null), placed at the end of '#' (--missing=last); the first at \(path):2"))
        // Records are written as read: the three empty ones last, in input order.
        let lines = try CollateRunner.run(["-l", "ru", "--null", "", "--missing=last", "-f", "lines", path])
        #expect(lines.stdout == "Анна\nБорис\nВера\n\n\n\n")
    }

    /// `\\copy … (FORMAT csv)` writes NULL as an unquoted empty field and '' as `""`:
    /// under `--null ''` the first has no key, the second is an empty string.
    @Test func anUnquotedCSVFieldIsNullAQuotedOneIsNot() throws {
        let path = try CollateRunner.file("id,name\n1,Борис\n2,\n3,\"\"\n4,Анна\n", name: "people.csv")
        let result = try CollateRunner.run(["-l", "ru", "--key", "name", "--null", "", "--missing=last", path])
        #expect(result.status == 0)
        #expect(result.stdout == "А\n  4,Анна\n\nБ\n  1,Борис\n\n#\n  3,\"\"\n  2,\n")
        #expect(result.stderr.contains("1 record was NULL (--null), placed at the end of '#' (--missing=last); the first at \(path):3"))
        let refused = try CollateRunner.run(["-l", "ru", "--key", "name", "--null", "", path])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("\(path):3: record is NULL: column 2 is '', unquoted (--null)"), "\(refused.stderr)")
        // `collate keys` places and counts them alike: the NULL row one past the last section.
        let keys = try CollateRunner.run(["keys", "-l", "ru", "--key", "name", "--null", "", "--missing=last", path])
        let rows = keys.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        let empty = try #require(rows.first { $0.last == "\"3,\"\"\"\"\"" }), null = try #require(rows.first { $0.last == "2," })
        #expect(empty[1] == "#" && null[1] == "#" && null[2].isEmpty, "\(rows)")
        #expect(Int(null[0]) == Int(empty[0])! + 1, "\(rows)")
        #expect(keys.stderr.contains("1 record was NULL (--null)"), "\(keys.stderr)")
    }
}
