import Dispatch
import Foundation
import IndexedCollation

/// The records of a store grouped into sections and sorted: the output of the
/// collation, before formatting.
struct CollatedRecords {
    let store: RecordStore
    /// Record numbers, section after section, in output order.
    let order: [UInt32]
    let sections: [SectionSlice]

    /// One section: its index in the table, its title, and its records' span of `order`.
    struct SectionSlice {
        let index: Int
        let title: String
        let span: Range<Int>
        var count: Int { span.count }
    }
}

/// Buckets records by section and sorts each section by key bytes.
enum Sectioner {
    struct Choices {
        var includeEmpty = false
        var reverse = false
        var unique = false
        /// Whether records are put in order within sections (not needed to count them).
        var sortsRecords = true
    }

    /// Complexity: O(n) to bucket, O(m log m) key comparisons per section of
    /// m records (a 16-byte key prefix decides most comparisons, `memcmp`
    /// the rest); sections are sorted on all cores. Ties keep input order
    /// (also with `reverse`); records without a key (`--missing=last`) end
    /// the last section in input order.
    static func collate(_ store: RecordStore, titles: [String], choices: Choices) -> CollatedRecords {
        let sectionCount = titles.count
        let last = sectionCount - 1
        // Counting sort into sections; unkeyed records are counted apart.
        var counts = [Int](repeating: 0, count: sectionCount)
        var unkeyed = 0
        for section in store.sections {
            if section == RecordStore.unkeyed { unkeyed += 1 } else { counts[Int(section)] += 1 }
        }
        var starts = [Int](repeating: 0, count: sectionCount + 1)
        for section in 0..<sectionCount {
            starts[section + 1] = starts[section] + counts[section] + (section == last ? unkeyed : 0)
        }
        var order = [UInt32](repeating: 0, count: store.count)
        var fill = starts
        var unkeyedFill = starts[last] + counts[last]
        for (record, section) in store.sections.enumerated() {
            if section == RecordStore.unkeyed {
                order[unkeyedFill] = UInt32(record)
                unkeyedFill += 1
            } else {
                order[fill[Int(section)]] = UInt32(record)
                fill[Int(section)] += 1
            }
        }
        // Sort each section's keyed records; then drop duplicates.
        var kept = counts
        if let last = counts.indices.last { kept[last] += unkeyed }
        store.keyBytes.withUnsafeBufferPointer { keys in
            let keyEnds = store.keyEnds
            order.withUnsafeMutableBufferPointer { order in
                nonisolated(unsafe) let order = order
                nonisolated(unsafe) let keys = keys
                let nonEmpty = (0..<sectionCount).filter { counts[$0] > 1 && (choices.sortsRecords || choices.unique) }
                let (starts, counts) = (starts, counts)
                DispatchQueue.concurrentPerform(iterations: nonEmpty.count) { item in
                    let section = nonEmpty[item]
                    let span = UnsafeMutableBufferPointer(rebasing: order[starts[section]..<starts[section] + counts[section]])
                    sort(span, keys: keys, keyEnds: keyEnds, descending: choices.reverse)
                }
                if choices.unique {
                    for section in 0..<sectionCount where counts[section] > 1 {
                        let span = UnsafeMutableBufferPointer(rebasing: order[starts[section]..<starts[section] + counts[section]])
                        let distinct = removeDuplicates(span, keys: keys, keyEnds: keyEnds)
                        // Keep the unkeyed tail of the last section right after the distinct records.
                        let tail = kept[section] - counts[section]
                        for offset in 0..<tail {
                            order[starts[section] + distinct + offset] = order[starts[section] + counts[section] + offset]
                        }
                        kept[section] = distinct + tail
                    }
                }
            }
        }
        var sections: [CollatedRecords.SectionSlice] = []
        var compacted: [UInt32] = []
        let needsCompaction = choices.unique
        if needsCompaction { compacted.reserveCapacity(order.count) }
        let sequence = choices.reverse ? Array((0..<sectionCount).reversed()) : Array(0..<sectionCount)
        var outputPosition = 0
        for section in sequence where choices.includeEmpty || kept[section] > 0 {
            let span = starts[section]..<starts[section] + kept[section]
            if needsCompaction {
                compacted.append(contentsOf: order[span])
                sections.append(.init(index: section, title: titles[section], span: outputPosition..<outputPosition + span.count))
                outputPosition += span.count
            } else {
                sections.append(.init(index: section, title: titles[section], span: span))
            }
        }
        return CollatedRecords(store: store, order: needsCompaction ? compacted : order, sections: sections)
    }

    /// A record number with the first sixteen bytes of its key, big-endian,
    /// so that most comparisons are integer comparisons (keys of names share
    /// long prefixes: eight bytes decided too few).
    private struct Entry {
        let high: UInt64
        let low: UInt64
        let record: UInt32
    }

    private static func sort(_ span: UnsafeMutableBufferPointer<UInt32>, keys: UnsafeBufferPointer<UInt8>,
                             keyEnds: [Int], descending: Bool) {
        keyEnds.withUnsafeBufferPointer { keyEnds in
            sort(span, keys: keys, keyEnds: keyEnds, descending: descending)
        }
    }

    private static func sort(_ span: UnsafeMutableBufferPointer<UInt32>, keys: UnsafeBufferPointer<UInt8>,
                             keyEnds: UnsafeBufferPointer<Int>, descending: Bool) {
        func keyRange(_ record: Int) -> Range<Int> { (record == 0 ? 0 : keyEnds[record - 1])..<keyEnds[record] }
        func word(_ range: Range<Int>, _ start: Int) -> UInt64 {
            var word: UInt64 = 0
            for offset in start..<start + 8 {
                word <<= 8
                if offset < range.count { word |= UInt64(keys[range.lowerBound + offset]) }
            }
            return word
        }
        var entries = span.map { record -> Entry in
            let range = keyRange(Int(record))
            return Entry(high: word(range, 0), low: word(range, 8), record: record)
        }
        let base = keys.baseAddress
        entries.sort { a, b in
            var order: Int32
            if a.high != b.high {
                order = a.high < b.high ? -1 : 1
            } else if a.low != b.low {
                order = a.low < b.low ? -1 : 1
            } else {
                let x = keyRange(Int(a.record)), y = keyRange(Int(b.record))
                let common = min(x.count, y.count)
                order = common > 16 ? memcmp(base! + x.lowerBound + 16, base! + y.lowerBound + 16, common - 16) : 0
                if order == 0, x.count != y.count { order = x.count < y.count ? -1 : 1 }
            }
            if order == 0 { return a.record < b.record }
            return descending ? order > 0 : order < 0
        }
        for (position, entry) in entries.enumerated() { span[position] = entry.record }
    }

    /// Keeps the first record of each run of equal keys; returns how many remain.
    private static func removeDuplicates(_ span: UnsafeMutableBufferPointer<UInt32>, keys: UnsafeBufferPointer<UInt8>,
                                         keyEnds: [Int]) -> Int {
        func key(_ record: UInt32) -> UnsafeBufferPointer<UInt8> {
            let index = Int(record)
            return UnsafeBufferPointer(rebasing: keys[(index == 0 ? 0 : keyEnds[index - 1])..<keyEnds[index]])
        }
        var kept = 1
        for position in 1..<span.count where !key(span[position]).elementsEqual(key(span[kept - 1])) {
            span[kept] = span[position]
            kept += 1
        }
        return kept
    }
}
