import Foundation
import Testing
import TestSupport

/// Bad input: a message with file:line, the documented exit code, no output.
@Suite struct InputErrorTests {
    func expectInputError(_ arguments: [String], stdin: String? = nil, _ fragments: [String],
                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try CollateRunner.run(arguments, stdin: stdin)
        #expect(result.status == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        for fragment in fragments {
            #expect(result.stderr.contains(fragment), "\(result.stderr) lacks \(fragment)", sourceLocation: sourceLocation)
        }
    }

    @Test func missingFilesAreAllReportedBeforeAnyOutput() throws {
        let present = try CollateRunner.file("a\n")
        let directory = try CollateRunner.directory().path
        try expectInputError(["--locale", "en", "/nonexistent/one", present, "/nonexistent/two", directory],
                             ["/nonexistent/one: No such file", "/nonexistent/two: No such file", "\(directory): is a directory"])
    }

    @Test func unterminatedQuotedField() throws {
        let path = try CollateRunner.file("name\nok\n\"never\nclosed\n", name: "bad.csv")
        try expectInputError(["--locale", "en", path], ["\(path):3: malformed CSV: quoted field never closed"])
    }

    /// CR-only line ends gave empty output and exit 0.
    @Test func csvWithLinesEndingInCRAloneIsAnError() throws {
        let path = try CollateRunner.file("name,city\rZed,Oslo\rAnna,Rome\r", name: "mac.csv")
        for key in [[], ["--key", "2"]] {
            try expectInputError(["--locale", "en"] + key + [path], ["\(path):1: malformed CSV: the header holds a CR alone", "tr '\\r' '\\n' < old.csv > new.csv"])
        }
    }

    /// A file name with an escape sequence or a line break reached the
    /// terminal raw (or split the message in two); it is shown escaped.
    @Test func fileNamesWithControlCharactersAreShownEscaped() throws {
        let directory = try CollateRunner.directory()
        let path = directory.appendingPathComponent("x\u{1B}]0;PWNED\u{7}\nb.csv").path
        try Data("name\n\"open\n".utf8).write(to: URL(fileURLWithPath: path))
        let result = try CollateRunner.run(["-l", "en", path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("x\\u{1B}]0;PWNED\\u{7}\\u{A}b.csv:2: malformed CSV"), "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"))
        let missing = try CollateRunner.run(["-l", "en", path + "\u{1B}[2J"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("b.csv\\u{1B}[2J: No such file or directory"), "\(missing.stderr)")
    }

    @Test func textAfterClosingQuote() throws {
        let path = try CollateRunner.file("name,x\n\"a\"b,1\n", name: "bad.csv")
        try expectInputError(["--locale", "en", path], ["\(path):2: malformed CSV: text after the closing quote"])
    }

    @Test func missingColumnListsTheColumns() throws {
        let path = try CollateRunner.file("id,name\n1,a\n", name: "p.csv")
        try expectInputError(["--locale", "en", "--key", "surname", path], ["\(path):1: no column 'surname'", "1 'id', 2 'name'"])
        try expectInputError(["--locale", "en", "--key", "3", path], ["no column '3'"])
    }

    @Test func shortRowHasNoKey() throws {
        let path = try CollateRunner.file("id,name\n1,a\n2\n", name: "p.csv")
        try expectInputError(["--locale", "en", "--key", "name", path], ["\(path):3: record without the key 'name'", "column 2"])
    }

    @Test func malformedJSONLines() throws {
        let path = try CollateRunner.file("{\"a\": \"x\"}\n{\"a\": \"y\",}\n", name: "b.jsonl")
        try expectInputError(["--locale", "en", "--key", "a", path], ["\(path):2: malformed JSON: expected a member name"])
        let twoValues = try CollateRunner.file("{\"a\": \"x\"} {\"a\": \"y\"}\n", name: "c.jsonl")
        try expectInputError(["--locale", "en", "--key", "a", twoValues], ["\(twoValues):1: malformed JSON: text after the value"])
        let badEscape = try CollateRunner.file("\"a\\q\"\n", name: "d.jsonl")
        try expectInputError(["--locale", "en", badEscape], ["\(badEscape):1: malformed JSON: invalid escape"])
    }

    @Test func malformedJSONArrays() throws {
        let cases: [(String, String)] = [
            ("[\n{\"a\": \"x\"},\n{\"a\": tru}\n]", ":3: malformed JSON: expected true"),
            ("[\n{\"a\": \"x\"}\n", ":3: malformed JSON: unexpected end of input"),
            ("[{\"a\": \"x\"}] []", ":1: malformed JSON: text after the closing ']'"),
            ("{\"a\": \"x\"}", ":1: expected a JSON array of records ('['), found an object; for one object per line use --input-format jsonl"),
            ("[01]", ":1: malformed JSON: a number may not start with 0"),
            ("", ":1: empty input"),
        ]
        for (json, message) in cases {
            let path = try CollateRunner.file(json, name: "a.json")
            try expectInputError(["--locale", "en", "--key", "a", path], [path + message])
        }
    }

    /// Records nested 100,000 deep, closed or not: an error at their line.
    @Test func deeplyNestedJSONRecordsAreErrorsAtTheirLine() throws {
        let depth = 100_000
        for tail in [String(repeating: "]", count: depth) + "}", ""] {
            let deep = "{\"a\": \"y\", \"x\": " + String(repeating: "[", count: depth) + tail
            let lines = try CollateRunner.file("{\"a\": \"x\"}\n" + deep + "\n", name: "deep.jsonl")
            try expectInputError(["--locale", "en", "--key", "a", lines], ["\(lines):2: malformed JSON: nested more than 512 levels deep"])
            let array = try CollateRunner.file("[\n{\"a\": \"x\"},\n" + deep + "\n]\n", name: "deep.json")
            try expectInputError(["--locale", "en", "--key", "a", array], ["\(array):3: malformed JSON: nested more than 512 levels deep"])
        }
    }

    /// The same file was accepted, or refused as too deep, by where a read
    /// chunk ended (`-S 1K` cut an element right after its 512th bracket).
    @Test func theNestingLimitDoesNotDependOnTheBufferSize() throws {
        let deep = try CollateRunner.file("[\"Ada\", " + String(repeating: " ", count: 248) + String(repeating: "[", count: 512)
                                          + String(repeating: "]", count: 512) + "]\n", name: "deep.json")
        let whole = try CollateRunner.run(["-l", "en", "--missing", "last", deep])
        #expect(whole.status == 0, "\(whole.stderr)")
        let small = try CollateRunner.run(["-l", "en", "--missing", "last", "-S", "1K", deep])
        #expect(small.status == 0, "\(small.stderr)")
        #expect(small.stdout == whole.stdout)
    }

    @Test func missingKeyListsTheMembersThatExist() throws {
        let jsonl = "{\"name\": {\"family\": \"A\"}}\n{\"name\": {\"given\": \"B\", \"middle\": \"C\"}}\n"
        try expectInputError(["--locale", "en", "-i", "jsonl", "--key", "name.family"], stdin: jsonl,
                             ["<stdin>:2: record without the key 'name.family'", "no member 'family'", "'given', 'middle'"])
        try expectInputError(["--locale", "en", "-i", "jsonl", "--key", "name.0"], stdin: jsonl, ["<stdin>:1: record without the key 'name.0'"])
        try expectInputError(["--locale", "en", "-i", "jsonl"], stdin: jsonl,
                             ["<stdin>:1: record is not a string and no --key was given", "members: 'name'"])
        try expectInputError(["--locale", "en", "-i", "jsonl", "-k", "a.5"], stdin: "{\"a\": [\"x\"]}\n", ["no element '5' in an array of 1"])
        try expectInputError(["--locale", "en", "-i", "jsonl", "-k", "a"], stdin: "{\"a\": null}\n", ["the value is null"])
    }

    @Test func missingKeyPolicies() throws {
        let jsonl = "{\"n\": \"Zed\"}\n{\"x\": 1}\n{\"n\": \"Ann\"}\n{}\n"
        let skipped = try CollateRunner.run(["--locale", "en", "-i", "jsonl", "-k", "n", "--missing=skip"], stdin: jsonl)
        #expect(skipped.status == 0)
        #expect(skipped.stdout == "A\n  {\"n\": \"Ann\"}\n\nZ\n  {\"n\": \"Zed\"}\n")
        #expect(skipped.stderr.contains("2 records without the key left out (--missing=skip); the first at <stdin>:2"))
        let last = try CollateRunner.run(["--locale", "en", "-i", "jsonl", "-k", "n", "--missing", "last"], stdin: jsonl + "{\"n\": \"1\"}\n")
        #expect(last.status == 0)
        #expect(last.stdout == "A\n  {\"n\": \"Ann\"}\n\nZ\n  {\"n\": \"Zed\"}\n\n#\n  {\"n\": \"1\"}\n  {\"x\": 1}\n  {}\n")
        let bad = try CollateRunner.run(["--missing=sometimes"], stdin: "")
        #expect(bad.status == 2)
    }

    @Test func keyNeedsFields() throws {
        let result = try CollateRunner.run(["--locale", "en", "--key", "name", try CollateRunner.file("a\n", name: "n.txt")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("needs CSV, TSV or JSON input"))
        #expect(result.stderr.contains("Usage: collate"))
    }
}
