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

    @Test(arguments: 1...9)
    func linesCutByChunkBoundaries(chunkSize: Int) throws {
        let input = "{\"k\": \"b\"}\r\n{\"k\": \"a\"}"
        #expect(try ParserHarness.records(parser, input, chunkSize: chunkSize) == ParserHarness.records(parser, input))
    }
}
