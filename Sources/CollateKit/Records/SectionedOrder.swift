import IndexedCollation

/// The output order of a store's records (``OutputOrder``): the library's
/// order of their collation keys (``CollationKeyBatch/sortedPositions(bySection:)``,
/// cut into sections by ``CollationKeyBatch/sectionSpans(sectionCount:)``),
/// laid out with the command line's own rules on top: `--reverse` (ties
/// stay in input order), `--unique`, and `--missing=last` (records without
/// a key end the last section).
enum SectionedOrder {
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

    /// Complexity: the radix sort of the keys, O(n + D) on all cores (D the
    /// bytes each key shares with its nearest key), then O(n) to lay the
    /// sections out, reverse or drop duplicates.
    static func make(_ store: RecordStore, titles: [String], rules: Rules) -> CollatedRecords {
        let output = OutputOrder(rules, sectionCount: titles.count)
        let keys = store.keys
        let spans = keys.sectionSpans(sectionCount: titles.count)
        guard rules.sortsRecords || rules.unique else {
            // Counting needs no order.
            var counts = spans.map(\.count)
            counts[output.keylessSection] += store.unkeyed.count
            return CollatedRecords(files: store.files, sections: sections(counts: counts, titles: titles, rules: rules),
                                   records: .memory(store, order: []))
        }
        let sorted = keys.sortedOrder(bySection: true)
        // Laid out by key position first: the same as record numbers unless
        // some records have no key.
        var order: [UInt32] = []
        order.reserveCapacity(store.count)
        var kept = [Int](repeating: 0, count: titles.count)
        var keylessAt = 0
        for section in output.sections {
            let first = order.count
            for key in sorted[spans[section]] {
                if rules.unique, order.count > first, keys.hasEqualKeys(Int(order[order.count - 1]), Int(key)) { continue }
                order.append(key)
            }
            if rules.reverse { reverseKeepingTies(&order, from: first, keys: keys) }
            if section == output.keylessSection { keylessAt = order.count }
            kept[section] = order.count - first
        }
        if !store.unkeyed.isEmpty {
            let records = store.keyedRecords()
            for index in order.indices { order[index] = records[Int(order[index])] }
            order.insert(contentsOf: store.unkeyed.lazy.map { UInt32($0) }, at: keylessAt)
            kept[output.keylessSection] += store.unkeyed.count
        }
        return CollatedRecords(files: store.files, sections: sections(counts: kept, titles: titles, rules: rules),
                               records: .memory(store, order: order))
    }

    /// Sections in output order with their numbers of records (`counts`,
    /// by section index), each with its span of the output order.
    static func sections(counts: [Int], titles: [String], rules: Rules) -> [CollatedRecords.SectionSlice] {
        var sections: [CollatedRecords.SectionSlice] = []
        var start = 0
        for section in OutputOrder(rules, sectionCount: counts.count).sections {
            let span = start..<start + counts[section]
            start += counts[section]
            if rules.includeEmpty || !span.isEmpty {
                sections.append(.init(index: section, title: titles[section], span: span))
            }
        }
        return sections
    }

    /// Reverses `order[from...]` (ascending keys, ties in input order) into
    /// descending keys with ties still in input order.
    private static func reverseKeepingTies(_ order: inout [UInt32], from start: Int, keys: CollationKeyBatch) {
        guard order.count - start > 1 else { return }
        order[start...].reverse()
        var runStart = start
        for position in start + 1...order.count {
            if position == order.count || !keys.hasEqualKeys(Int(order[position - 1]), Int(order[position])) {
                if position - runStart > 1 { order[runStart..<position].reverse() }
                runStart = position
            }
        }
    }
}
