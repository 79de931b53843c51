@testable import CollateKit
import ByteMachinery
import Testing

/// `ParseDriver`: the one chunk protocol the reader, the fuzzers and
/// `ParserHarness` share.
struct ParseDriverTests {
    /// A parser that records each call and accepts every complete line.
    struct Recorder: RecordParser {
        var calls: [(from: Int, count: Int, isFinal: Bool)] = []
        var fileKind: any FileKind { LineFile() }

        mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool,
                            into sink: RecordSink) throws(InputFailure) -> Int {
            calls.append((start, bytes.count, isFinal))
            var lines = LineParser()
            return try lines.parse(bytes, from: start, isFinal: isFinal, into: sink)
        }
    }

    static func run(_ text: [UInt8], chunkSize: Int) throws -> (steps: [ParseDriver.Step], store: RecordStore) {
        let sink = RecordSink(store: RecordStore(), collation: ParserHarness.collation)
        var steps: [ParseDriver.Step] = []
        try text.withUnsafeBufferPointer { bytes throws(InputFailure) in
            try ParseDriver.parseInChunks(bytes, chunkSize: chunkSize, parser: Recorder(), into: sink) { steps.append($0) }
        }
        sink.flush()
        return (steps, sink.store)
    }

    @Test func aByteOrderMarkIsSkippedOnceTheFirstThreeBytesAreIn() throws {
        let (steps, store) = try Self.run(ByteOrderMark.utf8 + Array("b\na\n".utf8), chunkSize: 1)
        #expect(steps.first?.from == 3, "no parse before three bytes, none from inside the mark")
        #expect(store.count == 2)
        #expect(store.starts.first == 3)
    }

    @Test func theFinalParseConsumesEverything() throws {
        let (steps, store) = try Self.run(Array("bee\nant".utf8), chunkSize: 2)
        let last = try #require(steps.last)
        #expect(last.isFinal && last.stoppedAt == last.available)
        #expect(steps.dropLast().allSatisfy { !$0.isFinal })
        #expect(store.count == 2)
    }

    /// A record longer than a chunk is parsed again only once the unparsed
    /// tail has doubled: O(log n) attempts, not one per chunk.
    @Test func aLongRecordIsRetriedOnlyAfterItsTailDoubles() throws {
        let text = Array(String(repeating: "x", count: 4096).utf8) + [ASCII.lineFeed]
        let (steps, store) = try Self.run(text, chunkSize: 1)
        #expect(store.count == 1)
        #expect(steps.count < 20, "\(steps.count) parses of 4,097 one-byte chunks")
    }
}
