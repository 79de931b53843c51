import Testing
@testable import CollateKit
import IndexedCollation
import Synchronization

/// Records formatted a chunk per core come out in the order, and with the
/// bytes, that formatting them one by one gives.
@Suite struct CollatedRecordsChunksTests {
    @Test func chunksKeepTheOrder() throws {
        // One big section (A, past several chunks) and small ones.
        var input: [UInt8] = []
        for index in 0..<(5 * CollatedRecords.recordsPerChunk + 123) {
            input += Array((index % 11 == 0 ? "Zoë \(index)" : "Anna \(index * 7919 % 100_003)").utf8) + [0x0A]
        }
        let sink = try LineHandOverTests.sink(countsLines: false, input: input)
        let collation = ParserHarness.collation
        sink.store.files.append(InputFile(name: "names.txt", format: .lines, index: 0, firstRecord: 0, kind: LineFile()))
        let collated = try sink.collated(titles: collation.sectionTitles, rules: OutputOrder.Rules())
        let big = try #require(collated.sections.first { $0.title == "A" })
        #expect(big.count >= 2 * CollatedRecords.recordsPerChunk, "the parallel path is taken")
        for section in collated.sections {
            var oneByOne: [UInt8] = []
            collated.forEachRecord(in: section) { bytes, _ in oneByOne += bytes + [0x0A] }
            var chunked: [UInt8] = []
            collated.formatRecords(in: section, { bytes, _, buffer in
                buffer.append(contentsOf: bytes)
                buffer.append(0x0A)
            }, write: { chunked += $0 })
            #expect(chunked == oneByOne, "section \(section.title)")
        }
    }

    /// Records mapped a chunk per core come out in order, and a record that
    /// repeats the one before it shares its result without a call.
    @Test func mappedRecordsKeepTheOrderAndShareTheirRepeats() throws {
        var input: [UInt8] = []
        for index in 0..<(5 * CollatedRecords.recordsPerChunk + 77) {
            input += Array("Anna \(index % 3 == 0 ? index : index / 3 * 3)".utf8) + [0x0A]
        }
        let sink = try LineHandOverTests.sink(countsLines: false, input: input)
        sink.store.files.append(InputFile(name: "names.txt", format: .lines, index: 0, firstRecord: 0, kind: LineFile()))
        let collated = try sink.collated(titles: ParserHarness.collation.sectionTitles, rules: OutputOrder.Rules())
        let big = try #require(collated.sections.first { $0.title == "A" })
        #expect(big.count >= 2 * CollatedRecords.recordsPerChunk, "the parallel path is taken")
        var oneByOne: [String] = []
        collated.forEachRecord(in: big) { bytes, _ in oneByOne.append(String(decoding: bytes, as: UTF8.self)) }
        let calls = Atomic<Int>(0)
        let mapped = collated.mapRecords(in: big) { bytes, _ -> String in
            calls.add(1, ordering: .relaxed)
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(mapped == oneByOne)
        let runs = zip(oneByOne, oneByOne.dropFirst()).filter { $0 != $1 }.count + 1
        // Each run of equal records costs one call, plus one per chunk it spans.
        #expect(calls.load(ordering: .relaxed) <= runs + big.count / CollatedRecords.recordsPerChunk + 1)
        #expect(calls.load(ordering: .relaxed) < big.count / 2, "most records repeat the one before")
    }
}
