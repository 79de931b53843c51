#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension LocalizedIndexedCollation {
    /// The elements sorted by the section of each one's string, then by the
    /// collation of the string (its collation string: the table's transform,
    /// a reading or a transliteration applied; numeric ordering): the order of
    /// ``sections(of:by:includeEmpty:)-(_,KeyPath<Elements.Element,String>,_)``
    /// flattened, so that strings of the last section (`#`: digits, symbols)
    /// come last. The sort is stable: elements with equal keys keep their order.
    ///
    /// Apple's `sortedArrayFromArray:collationStringSelector:`, which sorts by
    /// the collation alone (digits and symbols first); see docs/apple-model.md.
    ///
    /// Complexity: one sort key per element and one transliteration per
    /// distinct foreign string, then a radix sort of the keys in O(n + D),
    /// D the bytes each key shares with its nearest key
    /// (``CollationKeyBatch/sortedPositions(bySection:)``); all on all
    /// cores for large inputs.
    @inlinable
    public func sortedArray<Elements: Sequence>(
        from elements: Elements, collationStringKeyPath keyPath: KeyPath<Elements.Element, String>
    ) -> [Elements.Element] {
        sortedArray(from: elements) { $0[keyPath: keyPath] }
    }

    /// The elements sorted as by ``sortedArray(from:collationStringKeyPath:)-(_,KeyPath<Elements.Element,String>)``;
    /// elements whose string is `nil` end the `#` section (last, unless the
    /// collation puts it first), in their input order.
    @inlinable
    public func sortedArray<Elements: Sequence>(
        from elements: Elements, collationStringKeyPath keyPath: KeyPath<Elements.Element, String?>
    ) -> [Elements.Element] {
        sortedArray(from: elements) { $0[keyPath: keyPath] }
    }

    /// The elements sorted by the strings `collationString` gives, as by
    /// ``sortedArray(from:collationStringKeyPath:)-(_,KeyPath<Elements.Element,String>)``.
    @inlinable
    public func sortedArray<Elements: Sequence>(
        from elements: Elements, collationString: (Elements.Element) throws -> String
    ) rethrows -> [Elements.Element] {
        try sortedArray(from: elements) { element -> String? in try collationString(element) }
    }

    /// The elements sorted by the strings `collationString` gives, as by
    /// ``sortedArray(from:collationStringKeyPath:)-(_,KeyPath<Elements.Element,String>)``;
    /// elements whose string is `nil` end the `#` section (last, unless the
    /// collation puts it first), in their input order.
    @inlinable
    public func sortedArray<Elements: Sequence>(
        from elements: Elements, collationString: (Elements.Element) throws -> String?
    ) rethrows -> [Elements.Element] {
        let keyed = try KeyedElements(elements, collation: self, collationString: collationString)
        return keyed.order(othersFirst: options.othersFirst).map { keyed.elements[$0] }
    }

    /// The elements sorted as by ``sortedArray(from:collationString:)-(_,(Elements.Element)->String?)``,
    /// or in `order` `.reverse` as a stable sort with the reversed order
    /// gives them: equal keys, and `nil` strings (first), in input order.
    func sortedArray<Elements: Sequence>(
        from elements: Elements, order: SortOrder, collationString: (Elements.Element) -> String?
    ) -> [Elements.Element] {
        let keyed = KeyedElements(elements, collation: self, collationString: collationString)
        let positions = order == .reverse ? keyed.reverseOrder(othersFirst: options.othersFirst) : keyed.order(othersFirst: options.othersFirst)
        return positions.map { keyed.elements[$0] }
    }

    /// The elements grouped into sections, each sorted as by
    /// ``sortedArray(from:collationStringKeyPath:)-(_,KeyPath<Elements.Element,String>)``.
    /// Empty sections are left out, unless `includeEmpty` asks for every
    /// section of ``sectionTitles``, in order (Apple's pattern, where a
    /// section's position is its number). For a list view with an index bar,
    /// ``sectionedList(of:by:)-(_,KeyPath<Elements.Element,String>)`` also
    /// says where each index title jumps.
    ///
    /// ```swift
    /// for section in collation.sections(of: people, by: \.name) {
    ///     print(section.title, section.elements.map(\.name))
    /// }
    /// ```
    ///
    /// Complexity: as ``sortedArray(from:collationString:)-(_,(Elements.Element)->String)``,
    /// plus O(n + sections) to cut the order into sections.
    @inlinable
    public func sections<Elements: Sequence>(
        of elements: Elements, by keyPath: KeyPath<Elements.Element, String>, includeEmpty: Bool = false
    ) -> [Section<Elements.Element>] {
        sections(of: elements, includeEmpty: includeEmpty) { $0[keyPath: keyPath] }
    }

    /// The elements in sections, as by ``sections(of:by:includeEmpty:)-(_,KeyPath<Elements.Element,String>,_)``;
    /// elements whose string is `nil` go at the end of the last section
    /// (`#`), in their input order.
    @inlinable
    public func sections<Elements: Sequence>(
        of elements: Elements, by keyPath: KeyPath<Elements.Element, String?>, includeEmpty: Bool = false
    ) -> [Section<Elements.Element>] {
        sections(of: elements, includeEmpty: includeEmpty) { $0[keyPath: keyPath] }
    }

    /// The elements in sections by the strings `collationString` gives, as by
    /// ``sections(of:by:includeEmpty:)-(_,KeyPath<Elements.Element,String>,_)``.
    @inlinable
    public func sections<Elements: Sequence>(
        of elements: Elements, includeEmpty: Bool = false, collationString: (Elements.Element) throws -> String
    ) rethrows -> [Section<Elements.Element>] {
        try sections(of: elements, includeEmpty: includeEmpty) { element -> String? in try collationString(element) }
    }

    /// The elements in sections by the strings `collationString` gives, as by
    /// ``sections(of:by:includeEmpty:)-(_,KeyPath<Elements.Element,String>,_)``;
    /// elements whose string is `nil` go at the end of the last section.
    @inlinable
    public func sections<Elements: Sequence>(
        of elements: Elements, includeEmpty: Bool = false, collationString: (Elements.Element) throws -> String?
    ) rethrows -> [Section<Elements.Element>] {
        let keyed = try KeyedElements(elements, collation: self, collationString: collationString)
        return keyed.sections(titles: sectionTitles, others: othersSection, includeEmpty: includeEmpty)
    }

    /// The elements in sections by their first string, each section sorted
    /// by that string, then by each of `later` in turn, then in input order
    /// (a contacts list: `sections(of: people, by: \.lastName, then: [\.firstName])`).
    /// The keys are merged as ``CollationKeyBatch/merging(_:)`` says: level by
    /// level, so "Muller, Berta" and "Müller, Anna" go by the first name.
    ///
    /// Complexity: as ``sections(of:by:includeEmpty:)-(_,KeyPath<Elements.Element,String>,_)``
    /// once per key path, plus O(the bytes of all keys) to merge them.
    public func sections<Elements: Sequence>(
        of elements: Elements, by keyPath: KeyPath<Elements.Element, String>,
        then later: [KeyPath<Elements.Element, String>], includeEmpty: Bool = false
    ) -> [Section<Elements.Element>] {
        let keyed = KeyedElements(elements, collation: self, collationString: { $0[keyPath: keyPath] },
                                  later: later.map { path in { $0[keyPath: path] } })
        return keyed.sections(titles: sectionTitles, others: othersSection, includeEmpty: includeEmpty)
    }

    /// The elements sorted by their first string, then by each of `later`
    /// in turn, then in input order: the order of
    /// ``sections(of:by:then:includeEmpty:)`` flattened.
    ///
    /// Complexity: as ``sections(of:by:then:includeEmpty:)``.
    public func sortedArray<Elements: Sequence>(
        from elements: Elements, by keyPath: KeyPath<Elements.Element, String>,
        then later: [KeyPath<Elements.Element, String>]
    ) -> [Elements.Element] {
        let keyed = KeyedElements(elements, collation: self, collationString: { $0[keyPath: keyPath] },
                                  later: later.map { path in { $0[keyPath: path] } })
        return keyed.order(othersFirst: options.othersFirst).map { keyed.elements[$0] }
    }

    /// The data source of a list view with an index bar: the non-empty
    /// sections, the whole bar, and the position in the sections that each
    /// index title jumps to. The list keeps this collation and `keyPath`, so
    /// it takes changes (``SectionedList/insert(_:)``).
    ///
    /// Complexity: as ``sections(of:by:includeEmpty:)-(_,KeyPath<Elements.Element,String>,_)``,
    /// plus a copy of each element's key.
    public func sectionedList<Elements: Sequence>(
        of elements: Elements, by keyPath: KeyPath<Elements.Element, String>
    ) -> SectionedList<Elements.Element> {
        sectionedList(of: elements, source: .keyPath(keyPath))
    }

    /// The data source of a list view with an index bar, as by
    /// ``sectionedList(of:by:)-(_,KeyPath<Elements.Element,String>)``; elements
    /// whose string is `nil` go at the end of the last section.
    public func sectionedList<Elements: Sequence>(
        of elements: Elements, by keyPath: KeyPath<Elements.Element, String?>
    ) -> SectionedList<Elements.Element> {
        sectionedList(of: elements, source: .optionalKeyPath(keyPath))
    }

    /// The data source of a list view with an index bar, by the strings
    /// `collationString` gives (the list keeps the closure, for the
    /// elements it is given later).
    public func sectionedList<Elements: Sequence>(
        of elements: Elements, collationString: @escaping @Sendable (Elements.Element) -> String
    ) -> SectionedList<Elements.Element> {
        sectionedList(of: elements, source: .closure { collationString($0) })
    }

    /// The data source of a list view with an index bar, by the strings
    /// `collationString` gives; elements whose string is `nil` go at the end
    /// of the last section.
    public func sectionedList<Elements: Sequence>(
        of elements: Elements, collationString: @escaping @Sendable (Elements.Element) -> String?
    ) -> SectionedList<Elements.Element> {
        sectionedList(of: elements, source: .closure(collationString))
    }

    /// The list of `elements` whose strings `source` reads.
    func sectionedList<Elements: Sequence>(
        of elements: Elements, source: CollationStringSource<Elements.Element>
    ) -> SectionedList<Elements.Element> {
        let keyed = KeyedElements(elements, collation: self, collationString: source.callAsFunction)
        let (sections, keys) = keyed.sectionsAndKeys(titles: sectionTitles, others: othersSection)
        return SectionedList(sections: sections, keys: keys, collation: self, collationString: source)
    }
}

/// Elements with the collation keys of their strings: the one way the
/// sorting and sectioning methods order elements.
///
/// Inlinable, with the public methods that use it, so that it is
/// specialized for the caller's element type: unspecialized, each element's
/// copy and string would go through generic witnesses, several times the
/// cost of keying it.
@usableFromInline
struct KeyedElements<Element> {
    @usableFromInline let elements: [Element]
    /// The keys of the elements that have a string, in input order.
    @usableFromInline let keys: CollationKeyBatch
    /// `keyed[i]` is the element whose key is key `i`.
    @usableFromInline let keyed: [Int]
    /// The elements without a string, in input order: they go last.
    @usableFromInline let unkeyed: [Int]

    /// With `later`, the keys are merged with the keys of the later strings
    /// in turn (``CollationKeyBatch/merging(_:)``): the first string places
    /// an element, and the strings in order sort it.
    @inlinable
    init<Elements: Sequence>(
        _ elements: Elements, collation: LocalizedIndexedCollation, collationString: (Element) throws -> String?,
        later: [(Element) -> String] = []
    ) rethrows where Elements.Element == Element {
        self.elements = Array(elements)
        var strings: [String] = []
        var keyed: [Int] = [], unkeyed: [Int] = []
        strings.reserveCapacity(self.elements.count)
        // An index loop, not `enumerated()`: in this generic code each
        // (offset, element) tuple would cost a metadata lookup.
        for position in self.elements.indices {
            if let string = try collationString(self.elements[position]) {
                strings.append(string)
                keyed.append(position)
            } else {
                unkeyed.append(position)
            }
        }
        var keys = collation.collationKeyBatch(for: strings)
        for laterString in later {
            let elements = self.elements
            keys = keys.merging(collation.collationKeyBatch(for: keyed.map { laterString(elements[$0]) }))
        }
        self.keys = keys
        self.keyed = keyed
        self.unkeyed = unkeyed
    }

    /// Element positions in collation order (by section, then by key), the
    /// elements without a string ending the `#` section: the last, or the
    /// first when `othersFirst` numbers it 0.
    @inlinable
    func order(othersFirst: Bool) -> [Int] {
        let sorted = keys.sortedPositions(bySection: true)
        guard othersFirst else { return sorted.map { keyed[$0] } + unkeyed }
        let end = sorted.firstIndex { keys.section(at: $0) != 0 } ?? sorted.count
        return sorted[..<end].map { keyed[$0] } + unkeyed + sorted[end...].map { keyed[$0] }
    }

    /// ``order(othersFirst:)`` reversed but for ties: runs of equal keys
    /// from the last to the first, each run in input order, and the
    /// elements without a string, in input order, where the reversal puts
    /// the end of the `#` section: first, or with `othersFirst` before the
    /// `#` section's strings (which then come last).
    func reverseOrder(othersFirst: Bool) -> [Int] {
        let ascending = keys.sortedPositions(bySection: true)
        var result = othersFirst ? [] : unkeyed
        result.reserveCapacity(elements.count)
        var end = ascending.count
        var unkeyedPlaced = !othersFirst
        while end > 0 {
            if !unkeyedPlaced, keys.section(at: ascending[end - 1]) == 0 {
                result += unkeyed
                unkeyedPlaced = true
            }
            var start = end - 1
            while start > 0, keys.section(at: ascending[start - 1]) == keys.section(at: ascending[start]),
                  keys.hasEqualKeys(ascending[start - 1], ascending[start]) {
                start -= 1
            }
            result.append(contentsOf: ascending[start..<end].map { keyed[$0] })
            end = start
        }
        return unkeyedPlaced ? result : result + unkeyed
    }

    /// The non-empty sections, as ``sections(titles:others:includeEmpty:)`` gives
    /// them, with each element's key (a `nil` string's key has no bytes).
    func sectionsAndKeys(titles: [String], others last: Int) -> ([Section<Element>], [[ListKey]]) {
        let order = keys.sortedPositions(bySection: true)
        let spans = keys.sectionSpans(sectionCount: titles.count)
        var sections: [Section<Element>] = [], sectionKeys: [[ListKey]] = []
        for number in titles.indices {
            var members = order[spans[number]].map { elements[keyed[$0]] }
            var memberKeys = order[spans[number]].map { ListKey(section: number, bytes: Array(keys.key($0))) }
            if number == last {
                members += unkeyed.map { elements[$0] }
                memberKeys += unkeyed.map { _ in ListKey(section: number, bytes: nil) }
            }
            guard !members.isEmpty else { continue }
            sections.append(Section(number: number, title: titles[number], elements: members))
            sectionKeys.append(memberKeys)
        }
        return (sections, sectionKeys)
    }

    @inlinable
    func sections(titles: [String], others last: Int, includeEmpty: Bool) -> [Section<Element>] {
        let order = keys.sortedPositions(bySection: true)
        let spans = keys.sectionSpans(sectionCount: titles.count)
        return titles.indices.compactMap { number in
            var members = order[spans[number]].map { elements[keyed[$0]] }
            if number == last { members += unkeyed.map { elements[$0] } }
            guard includeEmpty || !members.isEmpty else { return nil }
            return Section(number: number, title: titles[number], elements: members)
        }
    }
}
