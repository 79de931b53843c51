import Testing
@testable import CollateKit
import IndexedCollation

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

    /// Records mapped a chunk per core come out in order, and a record is
    /// said to repeat the one before only when their bytes are equal.
    @Test func mappedRecordsKeepTheOrderAndSeeTheirRepeats() throws {
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
        let mapped = collated.mapRecords(in: big) { bytes, file, previous -> (text: String, repeats: Bool) in
            (String(decoding: bytes, as: UTF8.self), previous?.repeats(bytes, of: file) ?? false)
        }
        #expect(mapped.map(\.text) == oneByOne)
        for index in mapped.indices.dropFirst() where mapped[index].repeats {
            #expect(mapped[index].text == mapped[index - 1].text)
        }
        #expect(mapped.filter(\.repeats).count > big.count / 2, "most records repeat the one before")
    }
}
