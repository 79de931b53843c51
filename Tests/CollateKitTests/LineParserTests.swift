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

/// Lines reach the sink in hand-overs of many records (one exclusivity check
/// per hand-over); with `--unique` they go one by one. Both must store the
/// same records and keys, across hand-overs and key batches, invalid UTF-8
/// (keyed by its repair, counted, its first line remembered) included.
struct LineHandOverTests {
    static func sink(countsLines: Bool, input: [UInt8]) throws -> RecordSink {
        let store = RecordStore(arena: InputArena(input)) // the arena, as the reader fills it
        var plan = ReadPlan()
        plan.keepsLines = countsLines
        let sink = RecordSink(store: store, collation: ParserHarness.collation, plan: plan)
        var window = ReadWindow(file: 0, base: 0)
        var parser = LineParser()
        let result: Result<Int, InputFailure> = input.withUnsafeBufferPointer { bytes in
            Result { () throws(InputFailure) in
                try sink.parse(in: &window) { () throws(InputFailure) in try parser.parse(bytes, from: 0, isFinal: true, into: sink) }
            }
        }
        #expect(try result.get() == input.count)
        sink.flush()
        return sink
    }

    @Test func handOversEqualRecordByRecord() throws {
        var input: [UInt8] = []
        var expected: [String] = []
        for index in 0..<70_000 {
            var line = Array(["Ёлкин", "zoë", "Αθηνά", "42", "Åsa"][index % 5].utf8) + Array(String(index % 97).utf8)
            if index % 9_001 == 5 { line.insert(0xFF, at: 2) } // invalid UTF-8
            input += line + (index % 3 == 0 ? [0x0D, 0x0A] : [0x0A])
            expected.append(String(decoding: line, as: UTF8.self))
        }
        let batched = try Self.sink(countsLines: false, input: input)
        let oneByOne = try Self.sink(countsLines: true, input: input)
        for sink in [batched, oneByOne] {
            #expect(sink.store.count == expected.count)
            #expect(sink.diagnostics.invalidUTF8Records == 8)
            #expect(sink.diagnostics.firstInvalidUTF8?.line == 6)
            #expect(sink.store.keys.keys.bytes == ParserHarness.collation.collationKeyBatch(for: expected).keys.bytes)
        }
        #expect(batched.store.starts == oneByOne.store.starts)
        #expect(batched.store.lengths == oneByOne.store.lengths)
    }
}
