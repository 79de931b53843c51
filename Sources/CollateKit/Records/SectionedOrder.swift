import IndexedCollation

/// The output order of a store's records: the library's order of their
/// collation keys (``CollationKeyBatch/sortedPositions(bySection:)``, cut
/// into sections by ``CollationKeyBatch/sectionSpans(sectionCount:)``), with
/// the command line's own rules on top: `--reverse` (ties stay in input
/// order), `--unique`, and `--missing=last` (records without a key end the
/// last section).
enum SectionedOrder {
    /// The command line's choices that shape the order.
    struct Rules {
        /// `--include-empty`: list sections without records too.
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
    static func make(_ store: RecordStore, titles: [String], rules: Rules) -> CollatedRecords {
        let keys = store.keys
        let last = titles.count - 1
        // Records without a key (section -1) sort after every section.
        let spans = keys.sectionSpans(sectionCount: titles.count)
        let unkeyed = spans[last].upperBound..<keys.count
        guard rules.sortsRecords || rules.unique else {
            // Counting needs no order.
            var counts = spans.map(\.count)
            counts[last] += unkeyed.count
            return CollatedRecords(files: store.files, sections: sections(counts: counts, titles: titles, rules: rules),
                                   records: .memory(store, order: []))
        }
        let sorted = keys.sortedPositions(bySection: true)
        var order: [UInt32] = []
        order.reserveCapacity(sorted.count)
        var kept = [Int](repeating: 0, count: titles.count)
        for section in rules.reverse ? Array(spans.indices.reversed()) : Array(spans.indices) {
            let first = order.count
            for position in spans[section] {
                let record = UInt32(sorted[position])
                if rules.unique, order.count > first, keys.hasEqualKeys(Int(order[order.count - 1]), Int(record)) { continue }
                order.append(record)
            }
            if rules.reverse { reverseKeepingTies(&order, from: first, keys: keys) }
            kept[section] = order.count - first
        }
        // Records without a key end the last section, which comes first when reversed.
        order.insert(contentsOf: sorted[unkeyed].lazy.map { UInt32($0) }, at: rules.reverse ? kept[last] : order.count)
        kept[last] += unkeyed.count
        return CollatedRecords(files: store.files, sections: sections(counts: kept, titles: titles, rules: rules),
                               records: .memory(store, order: order))
    }

    /// Sections in output order with their numbers of records (`counts`,
    /// by section index), each with its span of the output order.
    static func sections(counts: [Int], titles: [String], rules: Rules) -> [CollatedRecords.SectionSlice] {
        var sections: [CollatedRecords.SectionSlice] = []
        var start = 0
        for section in rules.reverse ? Array(counts.indices.reversed()) : Array(counts.indices) {
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
