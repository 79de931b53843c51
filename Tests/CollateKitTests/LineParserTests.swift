@testable import CollateKit
import Testing

/// `LineParser`: one record per line, CRLF read as LF, empty lines skipped.
struct LineParserTests {
    @Test func linesAreRecords() throws {
        #expect(try ParserHarness.records(LineParser(), "b\r\n\na\n\r\nzed") == [record("b", in: "B"), record("a", in: "A"), record("zed", in: "Z")])
    }

    @Test func aCRInsideALineIsText() throws {
        #expect(try ParserHarness.records(LineParser(), "b\rx\n").map(\.text) == ["b\rx"])
    }

    @Test func aCRAtTheEndBelongsToTheLineEnd() throws {
        #expect(try ParserHarness.records(LineParser(), "b\r").map(\.text) == ["b"])
    }

    @Test(arguments: 1...6)
    func linesCutByChunkBoundaries(chunkSize: Int) throws {
        let input = "bee\r\nant\r\n\r\nzed"
        #expect(try ParserHarness.records(LineParser(), input, chunkSize: chunkSize) == ParserHarness.records(LineParser(), input))
    }
}
