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

/// Orders the records of a store by section and key, with the library's
/// sort of collation keys (`CollationKeyBatch.sortedPositions`).
enum Sectioner {
    struct Choices {
        var includeEmpty = false
        var reverse = false
        var unique = false
        /// Whether records are put in order within sections (not needed to count them).
        var sortsRecords = true
    }

    /// Complexity: O(n log n) key comparisons on all cores (most decided by
    /// an integer comparison of key prefixes), then O(n) to reverse or drop
    /// duplicates. Equal keys keep input order, also with `reverse`; records
    /// without a key (`--missing=last`) end the last section in input order.
    static func collate(_ store: RecordStore, titles: [String], choices: Choices) -> CollatedRecords {
        let sectionCount = titles.count
        var counts = [Int](repeating: 0, count: sectionCount)
        var unkeyed = 0
        for section in store.sections {
            if section == RecordStore.unkeyed { unkeyed += 1 } else { counts[Int(section)] += 1 }
        }
        guard choices.sortsRecords || choices.unique else {
            // Counting needs no order.
            counts[sectionCount - 1] += unkeyed
            return slices(counts: counts, order: [], store: store, titles: titles, choices: choices)
        }
        // By section (unkeyed records, section -1, sort last), then key, then input order.
        let batch = CollationKeyBatch(sections: store.sections, keyBytes: store.keyBytes, keyEnds: store.keyEnds)
        let sorted = batch.sortedPositions(bySection: true)
        var order: [UInt32] = []
        order.reserveCapacity(sorted.count)
        var kept = counts
        var start = 0
        var sections = Array(0..<sectionCount)
        if choices.reverse { sections.reverse() }
        var spans = [Range<Int>](repeating: 0..<0, count: sectionCount)
        for section in 0..<sectionCount {
            spans[section] = start..<start + counts[section]
            start += counts[section]
        }
        let unkeyedSpan = start..<start + unkeyed
        store.keyBytes.withUnsafeBufferPointer { keys in
            store.keyEnds.withUnsafeBufferPointer { ends in
                let equal = KeyEquality(keys: keys, ends: ends)
                for section in sections {
                    let first = order.count
                    for position in spans[section] {
                        let record = UInt32(sorted[position])
                        if choices.unique, order.count > first, equal(order[order.count - 1], record) { continue }
                        order.append(record)
                    }
                    if choices.reverse { reverseKeepingTies(&order, from: first, equal: equal) }
                    kept[section] = order.count - first
                }
            }
        }
        // Records without a key end the last section, which comes first when reversed.
        let tail = sorted[unkeyedSpan].map { UInt32($0) }
        let last = sectionCount - 1
        order.insert(contentsOf: tail, at: choices.reverse ? kept[last] : order.count)
        kept[last] += unkeyed
        return slices(counts: kept, order: order, store: store, titles: titles, choices: choices)
    }

    /// Sections in output order with their spans of `order`.
    private static func slices(counts: [Int], order: [UInt32], store: RecordStore, titles: [String],
                               choices: Choices) -> CollatedRecords {
        var sections: [CollatedRecords.SectionSlice] = []
        var start = 0
        let sequence = choices.reverse ? Array(counts.indices.reversed()) : Array(counts.indices)
        for section in sequence {
            let span = start..<start + counts[section]
            start += counts[section]
            if choices.includeEmpty || !span.isEmpty {
                sections.append(.init(index: section, title: titles[section], span: span))
            }
        }
        return CollatedRecords(store: store, order: order, sections: sections)
    }

    /// Reverses `order[from...]` (ascending keys, ties in input order) into
    /// descending keys with ties still in input order.
    private static func reverseKeepingTies(_ order: inout [UInt32], from start: Int, equal: KeyEquality) {
        guard order.count - start > 1 else { return }
        order[start...].reverse()
        var runStart = start
        for position in start + 1...order.count {
            if position == order.count || !equal(order[position - 1], order[position]) {
                if position - runStart > 1 { order[runStart..<position].reverse() }
                runStart = position
            }
        }
    }

    /// Whether two records' sort keys are the same bytes.
    private struct KeyEquality {
        let keys: UnsafeBufferPointer<UInt8>
        let ends: UnsafeBufferPointer<Int>

        func callAsFunction(_ a: UInt32, _ b: UInt32) -> Bool {
            let (x, y) = (Int(a), Int(b))
            let xRange = (x == 0 ? 0 : ends[x - 1])..<ends[x], yRange = (y == 0 ? 0 : ends[y - 1])..<ends[y]
            return xRange.count == yRange.count
                && UnsafeBufferPointer(rebasing: keys[xRange]).elementsEqual(UnsafeBufferPointer(rebasing: keys[yRange]))
        }
    }
}
