@testable import CollateKit
import Testing

/// `JSONArrayParser`: the elements of one array, parsed as they arrive.
struct JSONArrayParserTests {
    private let parser = JSONArrayParser(keys: RecordKeys(key: FieldSelector("k")))

    @Test func elementsAreRecordsAsRead() throws {
        let input = "[\n  {\"k\": \"b\"},\n  {\"k\": \"a\",\n   \"n\": 1}\n]\n"
        #expect(try ParserHarness.records(parser, input) == [record("{\"k\": \"b\"}", in: "B"), record("{\"k\": \"a\",\n   \"n\": 1}", in: "A")])
    }

    @Test func emptyArrayHasNoRecords() throws {
        #expect(try ParserHarness.records(parser, " [ ] ").isEmpty)
    }

    @Test func readingPathReplacesTheKey() throws {
        let withReading = JSONArrayParser(keys: RecordKeys(key: FieldSelector("k"), reading: FieldSelector("r")))
        let records = try ParserHarness.records(withReading, "[{\"k\": \"zed\", \"r\": \"apple\"}, {\"k\": \"bee\", \"r\": null}]")
        #expect(records.map(\.section) == ["A", "B"])
    }

    @Test(arguments: [
        ("", "empty input: expected a JSON array of records"),
        ("{\"k\": \"a\"}", "expected a JSON array of records ('['), found an object; for one object per line use --input-format jsonl (or the .jsonl extension)"),
        ("[{\"k\": \"a\"}", "malformed JSON: unexpected end of input, the array is not closed with ']'"),
        ("[{\"k\": \"a\"} {\"k\": \"b\"}]", "malformed JSON: expected ',' or ']' after an array element"),
        ("[] []", "malformed JSON: text after the closing ']' of the array"),
    ])
    func malformed(input: String, message: String) {
        #expect(ParserHarness.failure(parser, input)?.message == message)
    }

    /// An element nested deeper than 512 levels (the array around the
    /// elements not counted) is an error at its offset, not a stack
    /// overflow, closed or not and in any chunking; 512 levels are read.
    @Test(arguments: [4096, Int.max])
    func deepNestingIsAnError(chunkSize: Int) throws {
        let atTheLimit = "[{\"k\": \"b\", \"x\": " + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + "}]"
        #expect(try ParserHarness.records(parser, atTheLimit, chunkSize: chunkSize).map(\.section) == ["B"])
        for failure in ParserHarness.deepNestingFailures(parser, prefix: "[{\"k\": \"a\"},\n{\"k\": \"b\", \"x\": ",
                                                         closing: "}]", chunkSize: chunkSize) {
            #expect(failure?.offset == 13 + 16 + 511, "the 512th array in the element")
            #expect(failure?.message == "malformed JSON: nested more than 512 levels deep")
        }
    }

    /// An element 512 levels deep is read whether or not a chunk ends right
    /// after its 512th bracket (it was "too deep" there, and only there).
    @Test func theLimitDoesNotDependOnWhereAChunkEnds() throws {
        let prefix = "[{\"k\": \"b\", \"x\": "
        let atTheLimit = prefix + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + "}]"
        let cut = prefix.utf8.count + 511
        for chunkSize in [1, cut, cut - 1, cut + 1] {
            #expect(try ParserHarness.records(parser, atTheLimit, chunkSize: chunkSize).map(\.section) == ["B"], "chunks of \(chunkSize)")
        }
        let tooDeep = prefix + String(repeating: "[", count: 512) + String(repeating: "]", count: 512) + "}]"
        for chunkSize in [1, cut, cut + 1, Int.max] {
            #expect(ParserHarness.failure(parser, tooDeep, chunkSize: chunkSize)?.offset == cut, "chunks of \(chunkSize)")
        }
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13])
    func elementsCutByChunkBoundaries(chunkSize: Int) throws {
        let input = "[{\"k\": \"b\\\"q\"}, \"zed\", {\"k\": \"a\", \"x\": [true, null, -1.5e2]}]"
        let whole = try ParserHarness.records(parser, input, missingKey: .last)
        #expect(whole.map(\.section) == ["B", nil, "A"])
        #expect(try ParserHarness.records(parser, input, chunkSize: chunkSize, missingKey: .last) == whole)
    }
}
