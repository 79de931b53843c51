import IndexedCollation

/// A store's records in memory, laid out in the output order
/// (``OutputOrder``, which owns the rules and the layout): the library's
/// order of their collation keys (``CollationKeyBatch/sortedPositions(bySection:)``,
/// cut into sections by ``CollationKeyBatch/sectionSpans(sectionCount:)``),
/// with records without a key put where the order says.
enum SectionedOrder {
    /// Complexity: the radix sort of the keys, O(n + D) on all cores (D the
    /// bytes each key shares with its nearest key), then O(n) to lay the
    /// sections out, reverse or drop duplicates.
    static func make(_ store: RecordStore, titles: [String], rules: OutputOrder.Rules) -> CollatedRecords {
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
        var (order, kept, keylessAt) = output.layout(sorted: sorted, spans: spans, keys: keys)
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
    static func sections(counts: [Int], titles: [String], rules: OutputOrder.Rules) -> [CollatedRecords.SectionSlice] {
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
}
