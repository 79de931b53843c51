extension LocalizedIndexedCollation {
    /// The array sorted by the collation of each element's string (the
    /// transformed string, numeric ordering). The sort is stable: elements
    /// with equal keys keep their order.
    ///
    /// Complexity: O(n log n) key comparisons; one sort key per element and
    /// one transliteration per distinct foreign string, computed, like the
    /// sort itself, on all cores for large arrays.
    public func sortedArray<T>(from array: [T], collationStringKeyPath keyPath: KeyPath<T, String>) -> [T] {
        sortedArray(from: array) { $0[keyPath: keyPath] }
    }

    public func sortedArray<T>(from array: [T], collationString: (T) throws -> String) rethrows -> [T] {
        let keys = collationKeyBatch(for: try array.map(collationString))
        return keys.sortedPositions(bySection: false).map { array[$0] }
    }

    /// The elements grouped into sections, each sorted as by ``sortedArray(from:collationStringKeyPath:)``.
    /// With `includeEmpty`, every section of the table is returned, in order.
    ///
    /// Complexity: O(n log n), one sort key per element (see ``sortedArray(from:collationString:)``).
    public func sections<T>(of elements: [T], by keyPath: KeyPath<T, String>, includeEmpty: Bool = false) -> [Section<T>] {
        sections(of: elements, includeEmpty: includeEmpty) { $0[keyPath: keyPath] }
    }

    public func sections<T>(of elements: [T], includeEmpty: Bool = false, collationString: (T) throws -> String) rethrows -> [Section<T>] {
        let keys = collationKeyBatch(for: try elements.map(collationString))
        let order = keys.sortedPositions(bySection: true)
        let spans = keys.sectionSpans(sectionCount: sectionTitles.count)
        return sectionTitles.indices.compactMap { section in
            guard includeEmpty || !spans[section].isEmpty else { return nil }
            return Section(index: section, title: sectionTitles[section], elements: order[spans[section]].map { elements[$0] })
        }
    }
}
