import ByteMachinery
import IndexedCollation

/// The one definition of `collate`'s output order and of `--unique`, for
/// records in memory (``SectionedOrder`` lays them out by it) and for
/// sorted runs (``RunMerger`` merges by it; each run is written in it, so
/// merging runs gives the order of all records):
///
/// - sections in table order, the last first with `--reverse`;
/// - in a section, records by key (``KeyOrder``; descending with
///   `--reverse`), ties in input order either way;
/// - records without a key (`--missing=last`) end the `#` section (the
///   last, or the first with `--others-first`), in input order, also with
///   `--reverse`;
/// - with `--unique`, a record whose key equals the one kept before it in
///   its section is left out, so the first in input order is kept; records
///   without a key are all kept.
struct OutputOrder {
    /// The command line's choices that shape the order.
    struct Rules {
        /// `--include-empty`: list sections without records too.
        var includeEmpty = false
        var reverse = false
        var unique = false
        /// Whether records are put in order within sections (not needed to count them).
        var sortsRecords = true
        /// The section records without a key end: the collation's
        /// `othersSection` (`#`); nil for the last.
        var keylessSection: Int?
    }

    let reverse: Bool
    let unique: Bool
    let sectionCount: Int
    /// The section that records without a key end: `#`, the last section
    /// unless `--others-first` made it the first.
    let keylessSection: Int

    init(_ rules: Rules, sectionCount: Int) {
        reverse = rules.reverse
        unique = rules.unique
        self.sectionCount = sectionCount
        keylessSection = rules.keylessSection ?? sectionCount - 1
    }

    /// Section numbers in output order.
    var sections: [Int] {
        reverse ? Array((0..<sectionCount).reversed()) : Array(0..<sectionCount)
    }

    /// Whether `a` comes before `b`. Complexity: O(key length).
    @inline(__always)
    func precedes(_ a: RunEntry, _ b: RunEntry) -> Bool {
        if a.section != b.section { return reverse ? a.section > b.section : a.section < b.section }
        if a.hasKey != b.hasKey { return a.hasKey }
        if a.hasKey {
            let order = KeyOrder.compare(a.key, b.key)
            if order != 0 { return reverse ? order > 0 : order < 0 }
        }
        return a.record < b.record
    }

    /// `--unique` over entries in output order: the key of the last entry
    /// kept, copied, to compare the next ones with.
    struct Deduplicator {
        private var section = -1
        private var key: [UInt8] = []

        /// Whether `entry` repeats the kept key in its section; if not, and
        /// it has a key, its key becomes the kept one.
        mutating func isDuplicate(_ entry: RunEntry) -> Bool {
            guard entry.hasKey else { return false }
            if entry.section == section, key.withUnsafeBufferPointer({ KeyOrder.equal($0, entry.key) }) { return true }
            section = entry.section
            key.removeAll(keepingCapacity: true)
            key.append(contentsOf: entry.key)
            return false
        }
    }

    /// Key positions in output order, laid out from `sorted` (the keys'
    /// positions by section, then key, ties in input order; `spans` its
    /// sections): sections in output order, each reversed keeping ties with
    /// `--reverse`, duplicates left out with `--unique`. Also the number
    /// kept per section and where records without a key go (the end of the
    /// last section, ``keylessSection``). Complexity: O(n × key length).
    func layout(sorted: [UInt32], spans: [Range<Int>], keys: CollationKeyBatch) -> (order: [UInt32], kept: [Int], keylessAt: Int) {
        var order: [UInt32] = []
        order.reserveCapacity(sorted.count)
        var kept = [Int](repeating: 0, count: sectionCount)
        var keylessAt = 0
        for section in sections {
            let first = order.count
            for key in sorted[spans[section]] {
                if unique, order.count > first, keys.hasEqualKeys(Int(order[order.count - 1]), Int(key)) { continue }
                order.append(key)
            }
            if reverse { keys.reverseKeepingTies(&order, from: first) }
            if section == keylessSection { keylessAt = order.count }
            kept[section] = order.count - first
        }
        return (order, kept, keylessAt)
    }
}
