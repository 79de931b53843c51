import Dispatch

extension IndexedCollation {
    /// The array sorted by the collation of each element's string (the
    /// transformed string, numeric ordering). The sort is stable: elements
    /// with equal keys keep their order.
    ///
    /// Complexity: O(n log n) key comparisons; one sort key per element,
    /// computed on all cores for large arrays.
    public func sortedArray<T>(from array: [T], collationStringKeyPath keyPath: KeyPath<T, String>) -> [T] {
        sortedArray(from: array) { $0[keyPath: keyPath] }
    }

    public func sortedArray<T>(from array: [T], collationString: (T) throws -> String) rethrows -> [T] {
        let keys = collationKeys(for: try array.map(collationString))
        return sortedIndices(keys, Array(array.indices)).map { array[$0] }
    }

    /// The elements grouped into sections, each sorted as by ``sortedArray(from:collationStringKeyPath:)``.
    /// With `includeEmpty`, every section of the table is returned, in order.
    ///
    /// Complexity: O(n log n), one sort key per element.
    public func sections<T>(of elements: [T], by keyPath: KeyPath<T, String>, includeEmpty: Bool = false) -> [Section<T>] {
        sections(of: elements, includeEmpty: includeEmpty) { $0[keyPath: keyPath] }
    }

    public func sections<T>(of elements: [T], includeEmpty: Bool = false, collationString: (T) throws -> String) rethrows -> [Section<T>] {
        let keys = collationKeys(for: try elements.map(collationString))
        var members = Array(repeating: [Int](), count: sectionTitles.count)
        for (index, key) in keys.enumerated() { members[key.section].append(index) }
        return members.enumerated().compactMap { section, indices in
            guard includeEmpty || !indices.isEmpty else { return nil }
            let sorted = sortedIndices(keys, indices)
            return Section(index: section, title: sectionTitles[section], elements: sorted.map { elements[$0] })
        }
    }

    /// The collation keys of many strings, computed on all cores when there
    /// are enough of them to pay for it.
    public func collationKeys(for strings: [String]) -> [CollationKey] {
        let count = strings.count
        let chunk = 2048
        guard count > chunk else { return strings.map(collationKey(for:)) }
        return [CollationKey](unsafeUninitializedCapacity: count) { buffer, initialized in
            nonisolated(unsafe) let base = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: (count + chunk - 1) / chunk) { part in
                for index in part * chunk..<min(count, (part + 1) * chunk) {
                    (base + index).initialize(to: collationKey(for: strings[index]))
                }
            }
            initialized = count
        }
    }

    /// `indices` ordered by key, ties by index (stability).
    private func sortedIndices(_ keys: [CollationKey], _ indices: [Int]) -> [Int] {
        indices.sorted { a, b in
            let (x, y) = (keys[a].bytes, keys[b].bytes)
            if x == y { return a < b }
            return x.lexicographicallyPrecedes(y)
        }
    }
}
