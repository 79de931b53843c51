@testable import CollateKit
import Testing

/// `JSONLinesParser`: one value per line, the `--key` path and `--reading-key`.
struct JSONLinesParserTests {
    private let parser = JSONLinesParser(keys: RecordKeys(key: FieldSelector("k")))

    @Test func oneRecordPerLineWithoutItsLineEnd() throws {
        let input = "{\"k\": \"b\"}\r\n\n   \n{\"k\": \"a\", \"n\": [1]}"
        #expect(try ParserHarness.records(parser, input) == [record("{\"k\": \"b\"}", in: "B"), record("{\"k\": \"a\", \"n\": [1]}", in: "A")])
    }

    @Test func aStringIsItsOwnKeyWithoutAPath() throws {
        #expect(try ParserHarness.records(JSONLinesParser(), "\"zed\"\n") == [record("\"zed\"", in: "Z")])
    }

    @Test func readingPathReplacesTheKey() throws {
        let withReading = JSONLinesParser(keys: RecordKeys(key: FieldSelector("k"), reading: FieldSelector("r")))
        let records = try ParserHarness.records(withReading, "{\"k\": \"zed\", \"r\": \"apple\"}\n{\"k\": \"bee\"}\n")
        #expect(records.map(\.section) == ["A", "B"])
    }

    @Test func aRecordWithoutTheKeyIsReportedAtItsLine() {
        let failure = ParserHarness.failure(parser, "{\"k\": \"a\"}\n{\"given\": \"b\"}\n")
        #expect(failure?.offset == 11)
        #expect(failure?.message == "record without the key 'k': no member 'k' (members: 'given') (--missing=skip or --missing=last accept such records)")
    }

    @Test func textAfterTheValueIsAnError() {
        let failure = ParserHarness.failure(parser, "{\"k\": \"a\"}\n{\"k\": \"b\"} x\n")
        #expect(failure?.offset == 22)
        #expect(failure?.message == "malformed JSON: text after the value (JSON Lines holds one value per line)")
    }

    /// A value nested deeper than 512 levels is an error at its line, not
    /// a stack overflow, closed or not and in any chunking; 512 levels are read.
    @Test(arguments: [4096, Int.max])
    func deepNestingIsAnErrorAtItsLine(chunkSize: Int) throws {
        let atTheLimit = "{\"k\": \"b\", \"x\": " + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + "}\n"
        #expect(try ParserHarness.records(parser, atTheLimit, chunkSize: chunkSize).map(\.section) == ["B"])
        for failure in ParserHarness.deepNestingFailures(parser, prefix: "{\"k\": \"a\"}\n{\"k\": \"b\", \"x\": ",
                                                         closing: "}\n", chunkSize: chunkSize) {
            #expect(failure?.offset == 11 + 16 + 511, "the 512th array, on line 2")
            #expect(failure?.message == "malformed JSON: nested more than 512 levels deep")
        }
    }

    @Test(arguments: 1...9)
    func linesCutByChunkBoundaries(chunkSize: Int) throws {
        let input = "{\"k\": \"b\"}\r\n{\"k\": \"a\"}"
        #expect(try ParserHarness.records(parser, input, chunkSize: chunkSize) == ParserHarness.records(parser, input))
    }
}
