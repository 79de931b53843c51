@testable import CollateKit
import TestSupport
import Testing

/// The one output order and `--unique` over run entries, against the rules
/// spelled out on random entries with many ties.
struct OutputOrderTests {
    private struct Entry: Equatable {
        var section: Int, hasKey: Bool, key: [UInt8], record: Int
    }

    private func entries(_ count: Int, seed: UInt64) -> [Entry] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { record in
            let hasKey = Int.random(in: 0..<6, using: &generator) != 0
            // Records without a key are listed in the last section.
            let section = hasKey ? Int.random(in: 0..<4, using: &generator) : 3
            let key = hasKey ? (0..<Int.random(in: 0...3, using: &generator)).map { _ in UInt8.random(in: 1...2, using: &generator) } : []
            return Entry(section: section, hasKey: hasKey, key: key, record: record)
        }
    }

    private func withRunEntries<R>(_ a: Entry, _ b: Entry, _ body: (RunEntry, RunEntry) -> R) -> R {
        a.key.withUnsafeBufferPointer { keyA in
            b.key.withUnsafeBufferPointer { keyB in
                let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
                return body(RunEntry(section: a.section, hasKey: a.hasKey, key: keyA, record: a.record, line: 0, bytes: empty),
                            RunEntry(section: b.section, hasKey: b.hasKey, key: keyB, record: b.record, line: 0, bytes: empty))
            }
        }
    }

    @Test(arguments: [false, true])
    func precedesFollowsTheRules(reverse: Bool) {
        let order = OutputOrder(OutputOrder.Rules(reverse: reverse), sectionCount: 4)
        let all = entries(600, seed: reverse ? 2 : 1)
        let sorted = all.sorted { a, b in withRunEntries(a, b) { order.precedes($0, $1) } }
        // Spelled out: sections in order (reversed), keyed before keyless, keys
        // ascending (descending), ties and keyless records in input order.
        let expected = all.sorted { a, b in
            if a.section != b.section { return reverse ? a.section > b.section : a.section < b.section }
            if a.hasKey != b.hasKey { return a.hasKey }
            if a.key != b.key { return reverse ? b.key.lexicographicallyPrecedes(a.key) : a.key.lexicographicallyPrecedes(b.key) }
            return a.record < b.record
        }
        #expect(sorted == expected)
        #expect(order.sections == (reverse ? [3, 2, 1, 0] : [0, 1, 2, 3]))
        #expect(order.keylessSection == 3)
    }

    /// `--unique` keeps the first of equal keys in a section, and every record without a key.
    @Test func deduplicatorKeepsTheFirstOfEachKeyInASection() {
        let order = OutputOrder(OutputOrder.Rules(unique: true), sectionCount: 4)
        let sorted = entries(600, seed: 3).sorted { a, b in withRunEntries(a, b) { order.precedes($0, $1) } }
        var deduplicator = OutputOrder.Deduplicator()
        let kept = sorted.filter { entry in withRunEntries(entry, entry) { run, _ in !deduplicator.isDuplicate(run) } }
        var seen: Set<[Int]> = []
        let expected = sorted.filter { !$0.hasKey || seen.insert([$0.section] + $0.key.map(Int.init)).inserted }
        #expect(kept == expected)
        #expect(kept.filter { !$0.hasKey }.count == sorted.filter { !$0.hasKey }.count)
    }
}
