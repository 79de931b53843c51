import Foundation
import Testing
import TestSupport

/// Every `--format`, for records, counts, titles and the index.
@Suite struct OutputFormatTests {
    let names = "Zoë\nadam\nЖуков\n42\n"

    @Test func jsonDocument() throws {
        let result = try CollateRunner.run(["--locale", "en", "--format", "json"], stdin: names)
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        #expect(document["locale"] as? String == "en")
        #expect(document["collator"] as? String == "en@collation=dictionary")
        let sections = try #require(document["sections"] as? [[String: Any]])
        #expect(sections.map { $0["title"] as? String } == ["A", "Z", "#"])
        #expect(sections.map { $0["index"] as? Int } == [0, 25, 26])
        #expect(sections.map { $0["records"] as? [String] } == [["adam"], ["Zoë", "Жуков"], ["42"]])
        #expect((document["indexTitles"] as? [String])?.count == 27)
        #expect((document["indexMapping"] as? [Int]) == Array(0..<27))
    }

    @Test func jsonEmbedsJSONRecordsAndCSVRowsAsObjects() throws {
        let jsonl = try CollateRunner.file("{\"n\": \"b\", \"v\": [1, 2]}\n", name: "a.jsonl")
        let csv = try CollateRunner.file("n,v\n\"a, \"\"x\"\"\",3\n", name: "b.csv")
        let result = try CollateRunner.run(["--locale", "en", "-k", "n", "-f", "json", jsonl, csv])
        let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        let records = try #require((document["sections"] as? [[String: Any]])?.flatMap { $0["records"] as? [[String: Any]] ?? [] })
        #expect(records.count == 2)
        #expect(records[0]["n"] as? String == "a, \"x\"")
        #expect(records[0]["v"] as? String == "3")
        #expect(records[1]["v"] as? [Int] == [1, 2])
        #expect(result.stdout.contains("{\"n\": \"b\", \"v\": [1, 2]}"), "JSON records are embedded as read")
    }

    @Test func jsonLines() throws {
        let result = try CollateRunner.run(["--locale", "en", "-f", "jsonl"], stdin: "Zoë\n\"q\"\\\n")
        #expect(result.stdout == """
            {"section": 25, "title": "Z", "record": "Zoë"}
            {"section": 26, "title": "#", "record": "\\"q\\"\\\\"}

            """)
        // A pretty-printed JSON element stays one line, its value unchanged.
        let pretty = try CollateRunner.run(["--locale", "en", "-f", "jsonl", "-i", "json", "-k", "a"], stdin: "[{\n\"a\": \"x\"\n}]")
        #expect(pretty.stdout == "{\"section\": 23, \"title\": \"X\", \"record\": { \"a\": \"x\" }}\n")
        for line in pretty.stdout.split(separator: "\n") {
            #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
        }
    }

    @Test func csvAndTSV() throws {
        let lines = try CollateRunner.run(["--locale", "en", "-f", "csv"], stdin: "Zoë, K\nadam\n")
        #expect(lines.stdout == "section,title,record\n0,A,adam\n25,Z,\"Zoë, K\"\n")
        // CSV in, CSV out: rows exactly as read, after the section's index and title.
        let csv = try CollateRunner.file("name,n\n\"Zoë\",1\n\"multi\nline\",2\n", name: "a.csv")
        let same = try CollateRunner.run(["--locale", "en", "-f", "csv", csv])
        #expect(same.stdout == "section,title,name,n\n12,M,\"multi\nline\",2\n25,Z,\"Zoë\",1\n")
        // CSV in, TSV out: fields re-encoded.
        let tsv = try CollateRunner.run(["--locale", "en", "-f", "tsv", csv])
        #expect(tsv.stdout == "section\ttitle\tname\tn\n12\tM\t\"multi\nline\"\t2\n25\tZ\tZoë\t1\n")
    }

    @Test func csvOfFilesWithOtherColumnsIsAnError() throws {
        let first = try CollateRunner.file("name,city\nBea,Oslo\n", name: "a.csv")
        let second = try CollateRunner.file("name\tborn\nAnn\t1990\n", name: "b.tsv")
        for format in ["csv", "tsv", "markdown"] {
            let result = try CollateRunner.run(["--locale", "en", "-f", format, first, second])
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("error: \(second): its columns ('name', 'born') are not those of \(first) ('name', 'city')"))
        }
        // JSON keeps each file's columns; counts have none.
        #expect(try CollateRunner.run(["--locale", "en", "-f", "jsonl", first, second]).status == 0)
        #expect(try CollateRunner.run(["--locale", "en", "-f", "csv", "--counts", first, second]).status == 0)
        let same = try CollateRunner.run(["--locale", "en", "-f", "csv", first, first])
        #expect(same.stderr.isEmpty)
    }

    @Test func csvOfFilesWithColumnsInAnotherOrderIsReordered() throws {
        let first = try CollateRunner.file("name,city\nBea,Oslo\n", name: "a.csv")
        let second = try CollateRunner.file("city\tname\nRome\tAnn\n", name: "b.tsv")
        let csv = try CollateRunner.run(["--locale", "en", "-f", "csv", "--key", "name", first, second])
        #expect(csv.stdout == "section,title,name,city\n0,A,Ann,Rome\n1,B,Bea,Oslo\n")
        let markdown = try CollateRunner.run(["--locale", "en", "-f", "markdown", "--key", "name", first, second])
        #expect(markdown.stdout.contains("| name | city |\n| --- | --- |\n| Ann | Rome |\n"))
    }

    @Test func duplicateColumnNamesAndJSON() throws {
        let csv = try CollateRunner.file("name,name,city\nAnn,Zed,Oslo\n", name: "d.csv")
        for format in ["json", "jsonl"] {
            let result = try CollateRunner.run(["--locale", "en", "-f", format, csv])
            #expect(result.status == 1)
            #expect(result.stderr.contains("error: \(csv):1: columns 1 and 2 are both named 'name'"))
        }
        let ambiguous = try CollateRunner.run(["--locale", "en", "--key", "name", csv])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr.contains("\(csv):1: column name 'name' (--key) is ambiguous: columns 1 and 2 have it"))
        #expect(try CollateRunner.run(["--locale", "en", "--key", "2", "-f", "csv", csv]).stdout == "section,title,name,name,city\n25,Z,Ann,Zed,Oslo\n")
        // Of duplicate JSON members, the last is the key, as most readers take it.
        let members = try CollateRunner.run(["--locale", "en", "--key", "n", "-i", "jsonl"], stdin: #"{"n": "Ann", "n": "Zed"}"# + "\n")
        #expect(members.stdout.hasPrefix("Z\n"))
    }

    /// A header's names were written as U+FFFD in JSON (and in TSV of CSV)
    /// while its fields and the CSV header were written as read, and nothing
    /// said so: now names are written as read wherever fields are, and stderr
    /// counts such headers, naming the header's line.
    @Test func aHeaderThatIsNotUTF8IsWrittenAsReadAndReported() throws {
        let csv = try CollateRunner.file(Data("\n\n".utf8) + Data([0x6E, 0x61, 0xFF, 0x6D, 0x65]) + Data(",x\nZed,1\n".utf8), name: "h.csv")
        let name = Data([0x6E, 0x61, 0xFF, 0x6D, 0x65])
        let warning = "collate: warning: 1 CSV/TSV header had bytes that are not UTF-8 (the first at \(csv):3); column names written unchanged\n"
        let outputs: [(String, Data)] = [
            ("jsonl", Data(#"{"section": 25, "title": "Z", "record": {""#.utf8) + name + Data(#"": "Zed", "x": "1"}}"#.utf8) + Data("\n".utf8)),
            ("csv", Data("section,title,".utf8) + name + Data(",x\n25,Z,Zed,1\n".utf8)),
            ("tsv", Data("section\ttitle\t".utf8) + name + Data("\tx\n25\tZ\tZed\t1\n".utf8)),
        ]
        for (format, expected) in outputs {
            let result = try CollateRunner.run(["--locale", "en", "-f", format, csv])
            #expect(result.status == 0)
            #expect(result.output == expected, "\(format): \(result.stdout)")
            #expect(Self.withoutRemedy(result.stderr) == warning, "\(format)")
        }
        let json = try CollateRunner.run(["--locale", "en", "-f", "json", csv])
        #expect(json.output.firstRange(of: Data("\"".utf8) + name + Data("\": \"Zed\"".utf8)) != nil)
        // Markdown shows text, as it shows the fields.
        let markdown = try CollateRunner.run(["--locale", "en", "-f", "markdown", csv])
        #expect(markdown.stdout.contains("| na\u{FFFD}me | x |"))
        #expect(Self.withoutRemedy(markdown.stderr) == warning)
        // Two files, one header each.
        let two = try CollateRunner.run(["--locale", "en", "--counts", csv, csv])
        #expect(Self.withoutRemedy(two.stderr) == "collate: warning: 2 CSV/TSV headers had bytes that are not UTF-8 (the first at \(csv):3); column names written unchanged\n")
    }

    /// A not-UTF-8 warning without the encoding ICU's detector guessed and
    /// its remedy (EncodingTests checks those).
    private static func withoutRemedy(_ stderr: String) -> String {
        #expect(stderr.contains(": not UTF-8 ("), "the warning names a likely encoding: \(stderr)")
        return stderr.replacing(/\. [^\n]*: not UTF-8 \([^\n]*/, with: "")
    }

    @Test func markdown() throws {
        let list = try CollateRunner.run(["--locale", "en", "-f", "markdown"], stdin: "Zoë\nadam\n")
        #expect(list.stdout == "## A\n\n- adam\n\n## Z\n\n- Zoë\n")
        let csv = try CollateRunner.file("name,note\nZoë,a|b\n", name: "a.csv")
        let table = try CollateRunner.run(["--locale", "en", "-f", "markdown", csv])
        #expect(table.stdout == "## Z\n\n| name | note |\n| --- | --- |\n| Zoë | a\\|b |\n")
    }

    /// Markdown renderers pass raw HTML through: records and titles are
    /// escaped in list items, headings and table cells.
    @Test func markdownShowsHTMLAsText() throws {
        let hostile = "<script>alert(1)</script>\n\"><img src=x onerror=alert(3)>\n<!--\nAnn\n"
        let list = try CollateRunner.run(["--locale", "en", "-f", "markdown"], stdin: hostile)
        #expect(list.stdout == """
            ## A

            - Ann

            ## \\#

            - "&gt;&lt;img src=x onerror=alert(3)&gt;
            - &lt;!--
            - &lt;script&gt;alert(1)&lt;/script&gt;

            """)
        let csv = try CollateRunner.file("name,note\nZoë,<b onmouseover=x>|</b>\n", name: "a.csv")
        let table = try CollateRunner.run(["--locale", "en", "-f", "markdown", csv])
        #expect(table.stdout == "## Z\n\n| name | note |\n| --- | --- |\n| Zoë | &lt;b onmouseover=x&gt;\\|&lt;/b&gt; |\n")
    }

    @Test func countsInEveryFormat() throws {
        let expected: [String: String] = [
            "text": "A\t1\nZ\t2\n#\t1\n",
            "csv": "section,title,count\n0,A,1\n25,Z,2\n26,#,1\n",
            "tsv": "section\ttitle\tcount\n0\tA\t1\n25\tZ\t2\n26\t#\t1\n",
            "jsonl": "{\"section\": 0, \"title\": \"A\", \"count\": 1}\n{\"section\": 25, \"title\": \"Z\", \"count\": 2}\n{\"section\": 26, \"title\": \"#\", \"count\": 1}\n",
            "markdown": "| Section | Title | Records |\n| ---: | --- | ---: |\n| 0 | A | 1 |\n| 25 | Z | 2 |\n| 26 | # | 1 |\n",
        ]
        for (format, output) in expected {
            let result = try CollateRunner.run(["--locale", "en", "--counts", "-f", format], stdin: names)
            #expect(result.stdout == output, "\(format)")
        }
        let json = try CollateRunner.run(["--locale", "en", "--counts", "-f", "json"], stdin: names)
        let sections = try #require((try JSONSerialization.jsonObject(with: json.output) as? [String: Any])?["sections"] as? [[String: Any]])
        #expect(sections.map { $0["count"] as? Int } == [1, 2, 1])
    }

    @Test func indexInEveryFormat() throws {
        let text = try CollateRunner.run(["--locale", "zh-Hant", "--index"])
        let lines = text.stdout.split(separator: "\n")
        #expect(lines.count == 27)
        #expect(lines.prefix(3) == ["1\t0\t1 畫", "•\t1\t2 畫", "4\t3\t4 畫"])
        #expect(lines.last == "#\t51\t#")
        let csv = try CollateRunner.run(["--locale", "zh-Hant", "--index", "-f", "csv"])
        #expect(csv.stdout.hasPrefix("indexTitle,section,title\n1,0,1 畫\n"))
        let jsonl = try CollateRunner.run(["--locale", "zh-Hant", "--index", "-f", "jsonl"])
        #expect(jsonl.stdout.hasPrefix("{\"indexTitle\": \"1\", \"kind\": \"title\", \"section\": 0, \"title\": \"1 畫\"}\n"))
        let json = try CollateRunner.run(["--locale", "zh-Hant", "--index", "-f", "json"])
        let index = try #require((try JSONSerialization.jsonObject(with: json.output) as? [String: Any])?["index"] as? [[String: Any]])
        #expect(index.map { $0["section"] as? Int } == [0, 1, 3, 4, 6, 7, 9, 10, 12, 13, 15, 16, 18, 25, 26, 29, 30, 33, 34, 37, 38, 42, 43, 46, 47, 50, 51])
        let markdown = try CollateRunner.run(["--locale", "zh-Hant", "--index", "-f", "markdown"])
        #expect(markdown.stdout.hasPrefix("| Index title | Section | Title |\n| --- | ---: | --- |\n| 1 | 0 | 1 畫 |\n"))
    }

    @Test func sectionTitlesInEveryFormat() throws {
        let expected: [String: String] = [
            "text": "A\nZ\n#\n",
            "csv": "section,title\n0,A\n25,Z\n26,#\n",
            "jsonl": "{\"section\": 0, \"title\": \"A\"}\n{\"section\": 25, \"title\": \"Z\"}\n{\"section\": 26, \"title\": \"#\"}\n",
            "markdown": "- A\n- Z\n- \\#\n",
        ]
        for (format, output) in expected {
            let result = try CollateRunner.run(["--locale", "en", "--sections-only", "-f", format], stdin: names)
            #expect(result.stdout == output, "\(format)")
        }
    }

    @Test(.enabled(if: CollateRunner.hasScript)) func boldTitlesOnATerminalOnly() throws {
        let path = try CollateRunner.file("adam\n")
        let terminal = try CollateRunner.runOnTerminal(["--locale", "en", path])
        #expect(terminal.stdout.contains("\u{1B}[1mA\u{1B}[0m"))
        let noColor = try CollateRunner.runOnTerminal(["--locale", "en", path], environment: ["NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}["))
        #expect(noColor.stdout.contains("A"))
        let piped = try CollateRunner.run(["--locale", "en", path])
        #expect(piped.stdout == "A\n  adam\n")
    }

    @Test(.enabled(if: CollateRunner.hasScript)) func progressOnATerminalForLargeInputs() throws {
        let path = try CollateRunner.file(String(repeating: "name\n", count: 1000), name: "n.txt")
        let large = try CollateRunner.runOnTerminal(["--locale", "en", "--counts", path], environment: ["COLLATE_PROGRESS_THRESHOLD": "1000", "NO_COLOR": "1"])
        #expect(large.stdout.contains("collate: reading"))
        #expect(large.stdout.contains("collate: counting…"))
        #expect(large.stdout.contains("N\t1000"))
        let quiet = try CollateRunner.runOnTerminal(["--locale", "en", "--counts", "--no-progress", path], environment: ["COLLATE_PROGRESS_THRESHOLD": "1000", "NO_COLOR": "1"])
        #expect(!quiet.stdout.contains("collate: reading"))
        let small = try CollateRunner.runOnTerminal(["--locale", "en", "--counts", path], environment: ["NO_COLOR": "1"])
        #expect(!small.stdout.contains("collate: reading"))
    }
}
