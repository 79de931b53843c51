import Foundation
import Testing
import TestSupport

/// Every input format, by extension and by flag, and `--key`.
@Suite struct InputFormatTests {
    @Test func csvByExtensionWithQuotingAndEmbeddedNewlines() throws {
        let csv = "name,city\r\n\"Zorn, Anders\",Mora\r\n\"say \"\"hi\"\"\",x\r\n\"multi\nline\",y\r\nÅberg,Umeå\r\n"
        let path = try CollateRunner.file(csv, name: "people.csv")
        let result = try CollateRunner.run(["--locale", "en", path])
        #expect(result.status == 0)
        #expect(result.stdout == "A\n  Åberg,Umeå\n\nM\n  \"multi\nline\",y\n\nS\n  \"say \"\"hi\"\"\",x\n\nZ\n  \"Zorn, Anders\",Mora\n")
    }

    @Test func csvKeyByNameAndByNumber() throws {
        let path = try CollateRunner.file("id,name\n1,Zoë\n2,adam\n3,Жуков\n", name: "p.csv")
        for key in ["name", "2"] {
            let result = try CollateRunner.run(["--locale", "en", "--key", key, path])
            #expect(result.stdout == "A\n  2,adam\n\nZ\n  1,Zoë\n  3,Жуков\n", "--key \(key)")
        }
        // A column named like a number wins over the number.
        let numbered = try CollateRunner.file("2,x\nb,Zed\na,Ann\n", name: "n.csv")
        #expect(try CollateRunner.run(["--locale", "en", "-k", "2", numbered]).stdout == "A\n  a,Ann\n\nB\n  b,Zed\n")
    }

    @Test func tsvByExtensionAndFlag() throws {
        let tsv = "name\tnote\nZoë\t\"a\tb\"\nadam\tx\n"
        let byExtension = try CollateRunner.run(["--locale", "en", try CollateRunner.file(tsv, name: "p.tsv")])
        let byFlag = try CollateRunner.run(["--locale", "en", "--input-format", "tsv"], stdin: tsv)
        #expect(byExtension.stdout == "A\n  adam\tx\n\nZ\n  Zoë\t\"a\tb\"\n")
        #expect(byFlag.stdout == byExtension.stdout)
    }

    @Test func jsonLinesWithDottedPaths() throws {
        let jsonl = """
            {"name": {"family": "Жуков", "given": "Г"}, "authors": [{"name": "Zed"}]}
            {"name": {"family": "Adams"}, "authors": [{"name": "Bea"}, {"name": "Ann"}]}

            {"name": {"family": "Ёлкин"}, "authors": [{"name": "\\u00c5sa"}]}\r

            """
        let path = try CollateRunner.file(jsonl, name: "b.jsonl")
        let byFamily = try CollateRunner.run(["--locale", "ru", "--key", "name.family", path])
        #expect(byFamily.status == 0)
        #expect(byFamily.stdout.components(separatedBy: "\n").filter { !$0.hasPrefix(" ") && !$0.isEmpty } == ["Е", "Ж", "A"])
        let byAuthor = try CollateRunner.run(["--locale", "en", "--key", "authors.0.name", path])
        #expect(byAuthor.stdout.components(separatedBy: "\n").filter { !$0.hasPrefix(" ") && !$0.isEmpty } == ["A", "B", "Z"])
        // The CR of a CRLF line is not part of the record.
        #expect(!byAuthor.stdout.contains("\r"))
    }

    @Test func ndjsonExtensionAndStringRecords() throws {
        let path = try CollateRunner.file("\"Zoë\"\n\"adam\"\n", name: "s.ndjson")
        #expect(try CollateRunner.run(["--locale", "en", path]).stdout == "A\n  \"adam\"\n\nZ\n  \"Zoë\"\n")
    }

    @Test func jsonArrayPrettyPrintedKeepsEachElementAsRead() throws {
        let json = "[\n  {\"t\": \"b\",\n   \"n\": [1, -2.5e+3, true, false, null]},\n  {\"t\": \"a\"}\n]\n"
        let path = try CollateRunner.file(json, name: "a.json")
        let result = try CollateRunner.run(["--locale", "en", "--key", "t", path])
        #expect(result.status == 0)
        #expect(result.stdout == "A\n  {\"t\": \"a\"}\n\nB\n  {\"t\": \"b\",\n   \"n\": [1, -2.5e+3, true, false, null]}\n")
        let flagged = try CollateRunner.run(["--locale", "en", "-k", "t", "-i", "json"], stdin: json)
        #expect(flagged.stdout == result.stdout)
    }

    @Test func largeJSONArrayIsParsedAcrossReadChunks() throws {
        // Larger than one 4 MiB read, so elements straddle chunk boundaries.
        var json = "["
        for index in 0..<60_000 {
            json += (index == 0 ? "" : ",\n") + "{\"name\": \"n\(String(repeating: "x", count: index % 50))\(index)\", \"pad\": \"\(String(repeating: "é", count: 20))\"}"
        }
        json += "]"
        let path = try CollateRunner.file(json, name: "big.json")
        let result = try CollateRunner.run(["--locale", "en", "--key", "name", "--counts", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "N\t60000\n")
    }

    @Test func recordsLongerThanAReadChunk() throws {
        // A 9 MB line (three 4 MiB reads) and a 5 MB quoted CSV field with line breaks.
        let long = String(repeating: "b", count: 9_000_000)
        let lines = try CollateRunner.run(["--locale", "en", "--counts"], stdin: "a\n" + long + "\nc")
        #expect(lines.stdout == "A\t1\nB\t1\nC\t1\n")
        let field = String(repeating: "line\n", count: 1_000_000)
        let csv = try CollateRunner.run(["--locale", "en", "-i", "csv", "-f", "csv"], stdin: "name\n\"\(field)\"\nzed\n")
        #expect(csv.stdout == "section,title,name\n11,L,\"\(field)\"\n25,Z,zed\n")
    }

    @Test(arguments: ["true", "null", "-12.5e3", "\"\\u00e9\"", "[1, {\"a\": false}]"])
    func valuesCutByTheFirstReadChunk(value: String) throws {
        // The first read is 4 MiB: put `value` across that boundary, at each offset.
        let chunk = 4 << 20
        for cut in 1..<value.utf8.count {
            let head = "[{\"k\": \"b\", \"v\": "
            let padding = String(repeating: "x", count: chunk - cut - head.utf8.count - "\"p\": \"\", ".utf8.count)
            let first = "{\"p\": \"\(padding)\", " + String(head.dropFirst(2)) + value + "}"
            let json = "[" + first + ", {\"k\": \"a\", \"v\": \(value)}]"
            let path = try CollateRunner.file(json, name: "cut.json")
            let result = try CollateRunner.run(["--locale", "en", "-k", "k", "-f", "jsonl", "--counts", path])
            #expect(result.status == 0, "\(value) cut after \(cut) bytes: \(result.stderr)")
            #expect(result.stdout == "{\"section\": 0, \"title\": \"A\", \"count\": 1}\n{\"section\": 1, \"title\": \"B\", \"count\": 1}\n")
        }
    }

    @Test func byteOrderMarkIsDroppedAndCRLFIsLF() throws {
        let lines = Data([0xEF, 0xBB, 0xBF]) + Data("Zoë\r\nadam\r\n\r\n".utf8)
        let result = try CollateRunner.run(["--locale", "en"], input: lines)
        #expect(result.stdout == "A\n  adam\n\nZ\n  Zoë\n")
        let csv = Data([0xEF, 0xBB, 0xBF]) + Data("name,x\r\nb,1\r\n".utf8)
        let keyed = try CollateRunner.run(["--locale", "en", "--key", "name", try CollateRunner.file(csv, name: "bom.csv")])
        #expect(keyed.status == 0, "the BOM is not part of the first column's name")
        #expect(keyed.stdout == "B\n  b,1\n")
    }

    @Test func severalFilesOfDifferentFormats() throws {
        let csv = try CollateRunner.file("name\nBea\n", name: "a.csv")
        let jsonl = try CollateRunner.file("{\"name\": \"Ann\"}\n", name: "b.jsonl")
        let result = try CollateRunner.run(["--locale", "en", "--key", "name", csv, jsonl])
        #expect(result.stdout == "A\n  {\"name\": \"Ann\"}\n\nB\n  Bea\n")
    }

    /// A JSON key with a lone surrogate escape is collated as U+FFFD, as
    /// bytes that are not UTF-8 are, with a warning naming the first.
    @Test func loneSurrogateEscapesInJSONKeysAreWarnedAbout() throws {
        let file = try CollateRunner.file("{\"n\": \"Anna\"}\n{\"n\": \"\\ud800abc\"}\n{\"n\": \"\\ud83d\\ude00\"}\n", name: "s.jsonl")
        let result = try CollateRunner.run(["--locale", "en", "--key", "n", file])
        #expect(result.status == 0)
        #expect(result.stdout.contains("  {\"n\": \"\\ud800abc\"}\n"), "written as read")
        #expect(result.stderr == "collate: warning: 1 record had a key with a lone surrogate escape such as \\ud800 "
            + "(the first at \(file):2); collated as U+FFFD, written unchanged\n")
    }

    @Test func numbersAreKeysByTheirText() throws {
        let result = try CollateRunner.run(["--locale", "en", "-i", "jsonl", "-k", "n"], stdin: "{\"n\": 10}\n{\"n\": 9}\n")
        #expect(result.stdout == "#\n  {\"n\": 9}\n  {\"n\": 10}\n")
    }
}
