@testable import CollateKit
import IndexedCollation
import TestSupport
import Testing

/// The command line's order rules (`--reverse`, `--unique`,
/// `--missing=last`) on top of the library's sorted sections, against a
/// naive model of them on random keys with many ties.
struct SectionedOrderTests {
    static let titles = ["A", "B", "C", "#"]

    /// Random keys over a small alphabet (many equal keys); now and then a
    /// record without a key.
    private func store(count: Int, seed: UInt64) -> RecordStore {
        var generator = SeededGenerator(seed: seed)
        let store = RecordStore()
        for record in 0..<count {
            store.starts.append(0)
            store.lengths.append(0)
            let section = Int32.random(in: -1..<Int32(Self.titles.count), using: &generator)
            guard section >= 0 else {
                store.unkeyed.append(record)
                continue
            }
            let length = Int.random(in: 0...10, using: &generator)
            store.keys.append(section: section, key: (0..<length).map { _ in UInt8.random(in: 1...2, using: &generator) })
        }
        return store
    }

    /// The rules spelled out: sort each section by key, ties in input order;
    /// keep the first of equal keys; reverse keeps ties in input order;
    /// records without a key end the last section in input order.
    private func naive(_ store: RecordStore, rules: OutputOrder.Rules) -> [[Int]] {
        let keys = store.keys
        func key(_ record: Int) -> [UInt8] { Array(keys.key(store.keyPosition(ofRecord: record)!)) }
        let keyed = (0..<store.count).filter { store.keyPosition(ofRecord: $0) != nil }
        var sections = Self.titles.indices.map { section -> [Int] in
            var records = keyed.filter { keys.section(at: store.keyPosition(ofRecord: $0)!) == section }
                .sorted { key($0).lexicographicallyPrecedes(key($1)) || (key($0) == key($1) && $0 < $1) }
            if rules.unique {
                records = records.enumerated().filter { $0.offset == 0 || key(records[$0.offset - 1]) != key($0.element) }.map(\.element)
            }
            if rules.reverse {
                records = records.sorted { key($1).lexicographicallyPrecedes(key($0)) || (key($0) == key($1) && $0 < $1) }
            }
            return records
        }
        sections[Self.titles.count - 1] += store.unkeyed
        return rules.reverse ? sections.reversed() : sections
    }

    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func orderFollowsTheRules(reverse: Bool, unique: Bool) {
        let store = store(count: 3000, seed: 21)
        let rules = OutputOrder.Rules(includeEmpty: true, reverse: reverse, unique: unique)
        let collated = SectionedOrder.make(store, titles: Self.titles, rules: rules)
        let sections = collated.sections.map { Array(collated.order[$0.span]) }
        #expect(sections == naive(store, rules: rules))
        #expect(collated.sections.map(\.index) == (reverse ? [3, 2, 1, 0] : [0, 1, 2, 3]))
    }

    @Test func countingWithoutSortingGivesTheSameCounts() {
        let store = store(count: 500, seed: 22)
        let sorted = SectionedOrder.make(store, titles: Self.titles, rules: .init(includeEmpty: true))
        let counted = SectionedOrder.make(store, titles: Self.titles, rules: .init(includeEmpty: true, sortsRecords: false))
        #expect(counted.order.isEmpty)
        #expect(counted.sections.map(\.count) == sorted.sections.map(\.count))
        #expect(counted.sections.map(\.count).reduce(0, +) == store.count)
    }
}

extension CollatedRecords {
    /// The record numbers in output order, from records in memory.
    var order: [Int] {
        guard case .memory(_, let order) = records else { return [] }
        return order.map(Int.init)
    }
}
