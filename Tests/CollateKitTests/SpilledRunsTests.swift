@testable import CollateKit
import Foundation
import IndexedCollation
import TestSupport
import Testing

/// The external sort against the in-memory order: random records cut into
/// random runs, merged with a random fan-in, must come out exactly as
/// `SectionedOrder` orders all of them at once — records, sections, counts
/// and what `--unique` leaves out.
struct SpilledRunsTests {
    static let titles = ["A", "B", "C", "#"]
    static let files = [InputFile(name: "names.txt", format: .lines, index: 0, firstRecord: 0, kind: LineFile())]

    /// Records whose bytes are their number ("17"), with random keys over a
    /// small alphabet (many ties); now and then no key (section -1 here).
    private func records(count: Int, using generator: inout SeededGenerator) -> [(section: Int32, key: [UInt8])] {
        (0..<count).map { _ in
            let section = Int32.random(in: -1..<Int32(Self.titles.count), using: &generator)
            let length = section < 0 ? 0 : Int.random(in: 0...6, using: &generator)
            return (section, (0..<length).map { _ in UInt8.random(in: 1...3, using: &generator) })
        }
    }

    /// A store of `records[range]`, numbered from 0, each line on line `number + 1`.
    private func store(_ records: [(section: Int32, key: [UInt8])], _ range: Range<Int>) -> RecordStore {
        var arena: [UInt8] = []
        var starts: [Int] = [], lengths: [UInt32] = []
        for number in range {
            let bytes = Array(String(number).utf8)
            starts.append(arena.count)
            lengths.append(UInt32(bytes.count))
            arena += bytes
        }
        let store = RecordStore(arena: InputArena(arena))
        store.files = Self.files
        (store.starts, store.lengths) = (starts, lengths)
        for number in range {
            store.lines.append(number + 1)
            if records[number].section < 0 {
                store.unkeyed.append(number - range.lowerBound)
            } else {
                store.keys.append(section: records[number].section, key: records[number].key)
            }
        }
        return store
    }

    /// Every record of `collated` in output order (by number), section by section.
    private func output(_ collated: CollatedRecords) -> [[Int]] {
        collated.sections.map { section in
            var numbers: [Int] = []
            collated.forEachRecord(in: section) { bytes, _ in numbers.append(Int(String(decoding: bytes, as: UTF8.self))!) }
            return numbers
        }
    }

    @Test(arguments: 0..<24)
    func runsMergeIntoTheInMemoryOrder(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) + 100)
        let all = records(count: Int.random(in: 0...2500, using: &generator), using: &generator)
        let rules = OutputOrder.Rules(includeEmpty: Bool.random(using: &generator), reverse: seed % 2 == 1,
                                         unique: seed % 4 >= 2, sortsRecords: true)
        let expected = SectionedOrder.make(store(all, 0..<all.count), titles: Self.titles, rules: rules)

        let runs = SpilledRuns(directory: NSTemporaryDirectory(), titles: Self.titles, rules: rules,
                               width: Int.random(in: 2...9, using: &generator))
        var start = 0
        repeat {
            let end = min(all.count, start + Int.random(in: 1...300, using: &generator))
            try runs.spill(store(all, start..<end), firstRecord: start)
            start = end
        } while start < all.count
        let merged = try runs.collated(files: Self.files)

        #expect(merged.sections.map(\.index) == expected.sections.map(\.index))
        #expect(merged.sections.map(\.count) == expected.sections.map(\.count))
        #expect(output(merged) == output(expected))
        let (mergedDuplicates, expectedDuplicates) = (merged.duplicatesLeftOut(), expected.duplicatesLeftOut())
        #expect(mergedDuplicates?.count == expectedDuplicates?.count)
        #expect(mergedDuplicates?.record == expectedDuplicates?.record)
        #expect(mergedDuplicates?.line == expectedDuplicates.map { $0.record + 1 })
        if case .merged(let records) = merged.records { #expect(records.failure == nil) }
    }

    @Test func countingReportsWriteNoRun() throws {
        var generator = SeededGenerator(seed: 7)
        let all = records(count: 400, using: &generator)
        let rules = OutputOrder.Rules(includeEmpty: true, sortsRecords: false)
        // A directory that does not exist: any run would fail.
        let runs = SpilledRuns(directory: "/nonexistent/collate", titles: Self.titles, rules: rules)
        try runs.spill(store(all, 0..<200), firstRecord: 0)
        try runs.spill(store(all, 200..<400), firstRecord: 200)
        let counted = try runs.collated(files: [])
        let expected = SectionedOrder.make(store(all, 0..<400), titles: Self.titles, rules: rules)
        #expect(counted.sections.map(\.count) == expected.sections.map(\.count))
    }

    @Test func anUnwritableDirectoryIsAnOutputError() {
        let runs = SpilledRuns(directory: "/nonexistent/collate", titles: Self.titles, rules: .init())
        var generator = SeededGenerator(seed: 8)
        let all = records(count: 10, using: &generator)
        #expect {
            try runs.spill(store(all, 0..<10), firstRecord: 0)
        } throws: { error in
            let failure = error as? CommandFailure
            return failure?.code == .outputError && failure?.message.contains("/nonexistent/collate") == true
        }
    }
}
