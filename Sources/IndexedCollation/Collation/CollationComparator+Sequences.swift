extension Sequence {
    /// The elements sorted by `comparators` in turn, as Foundation's
    /// `sorted(using:)` with a sequence of comparators sorts them (the first
    /// comparator that does not find two elements equal orders them; stable),
    /// but with each comparator's keys computed once, on all cores, instead
    /// of comparison by comparison. Swift picks this method wherever the
    /// comparators' type is known to be ``CollationComparator`` (an array of
    /// them, SwiftUI's `Table(sortOrder:)` with a binding to one); elsewhere
    /// (`KeyPathComparator`, a generic function) each comparison calls
    /// ``CollationComparator/compare(_:_:)``.
    ///
    /// Complexity: as ``LocalizedIndexedCollation/sortedArray(from:collationString:)-(_,(Elements.Element)->String?)``
    /// once per comparator, plus a sort of n ranks, O(n log n × comparators).
    public func sorted<Comparators: Sequence>(using comparators: Comparators) -> [Element]
        where Comparators.Element == CollationComparator<Element> {
        let comparators = Array(comparators), elements = Array(self)
        guard comparators.count > 1 else {
            return comparators.first.map { elements.sorted(using: $0) } ?? elements
        }
        let ranks = comparators.map { comparator in
            let keyed = KeyedElements(elements, collation: comparator.comparedCollation, strings: comparator.strings)
            let ascending = keyed.ranks(othersFirst: comparator.comparedCollation.options.othersFirst)
            return comparator.order == .reverse ? ascending.map { -$0 } : ascending
        }
        let order = elements.indices.sorted { a, b in
            for rank in ranks where rank[a] != rank[b] { return rank[a] < rank[b] }
            return a < b
        }
        return order.map { elements[$0] }
    }
}

extension MutableCollection where Self: RandomAccessCollection {
    /// Sorts the collection in place by `comparators` in turn, as
    /// `sorted(using:)` with a sequence of ``CollationComparator``s sorts it.
    /// Complexity: as that `sorted(using:)`, plus O(n) to write the elements back.
    public mutating func sort<Comparators: Sequence>(using comparators: Comparators)
        where Comparators.Element == CollationComparator<Element> {
        let sorted = self.sorted(using: comparators)
        for (index, element) in zip(indices, sorted) { self[index] = element }
    }
}

extension KeyedElements {
    /// For each element (by position), its rank in collation order: 0 for
    /// the first, the same rank for elements whose keys are equal (and for
    /// elements without a string, which end the `#` section together).
    /// Complexity: O(n + the bytes of the keys compared), after the sort of ``order(othersFirst:)``.
    func ranks(othersFirst: Bool) -> [Int] {
        var keyOf = [Int](repeating: -1, count: elements.count)
        for (key, element) in keyed.enumerated() { keyOf[element] = key }
        var ranks = [Int](repeating: 0, count: elements.count)
        var rank = 0, previous: Int?
        for element in order(othersFirst: othersFirst) {
            if let previous, !sameKey(keyOf[previous], keyOf[element]) { rank += 1 }
            ranks[element] = rank
            previous = element
        }
        return ranks
    }

    /// Whether keys `a` and `b` (-1: no string) order alike: both absent,
    /// or in one section with the same bytes.
    private func sameKey(_ a: Int, _ b: Int) -> Bool {
        guard a >= 0, b >= 0 else { return a == b }
        return keys.section(at: a) == keys.section(at: b) && keys.hasEqualKeys(a, b)
    }
}
