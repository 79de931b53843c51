#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Sorting and sections. Every entry point reads an element's strings one
/// way (``CollationStrings``): `by:` a `String` or `String?` key path (or a
/// ``ContactName``), `reading:` a phonetic reading that wins when it is not
/// empty, `then:` further strings that break ties level by level. They all
/// order through ``KeyedElements``.
extension LocalizedIndexedCollation {
    /// The elements sorted by the section of each one's string, then by the
    /// collation of the string (its collation string: the table's transform,
    /// a reading or a transliteration applied; numeric ordering): the order of
    /// ``sections(of:by:reading:then:includeEmpty:)`` flattened, so that
    /// strings of the last section (`#`: digits, symbols) come last, and
    /// elements whose string is `nil` after them, in their input order. The
    /// sort is stable: elements with equal keys keep their order.
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
    public func sortedArray<Elements: Sequence, Value: CollationStringValue>(
        from elements: Elements, collationStringKeyPath keyPath: KeyPath<Elements.Element, Value>
    ) -> [Elements.Element] {
        sortedArray(from: elements) { $0[keyPath: keyPath].collationStringValue }
    }

    /// The elements sorted by the strings `collationString` gives, as by
    /// ``sortedArray(from:collationStringKeyPath:)``.
    @inlinable
    public func sortedArray<Elements: Sequence>(
        from elements: Elements, collationString: (Elements.Element) throws -> String
    ) rethrows -> [Elements.Element] {
        try sortedArray(from: elements) { element -> String? in try collationString(element) }
    }

    /// The elements sorted by the strings `collationString` gives, as by
    /// ``sortedArray(from:collationStringKeyPath:)``; elements whose string
    /// is `nil` end the `#` section (last, unless the collation puts it
    /// first), in their input order.
    @inlinable
    public func sortedArray<Elements: Sequence>(
        from elements: Elements, collationString: (Elements.Element) throws -> String?
    ) rethrows -> [Elements.Element] {
        let keyed = try KeyedElements(elements, collation: self, collationString: collationString)
        return keyed.order(othersFirst: options.othersFirst).map { keyed.elements[$0] }
    }

    /// The elements sorted by the string at `keyPath` (by `reading` when an
    /// element has a non-empty one), then by each of `later` in turn, then
    /// in input order: the order of ``sections(of:by:reading:then:includeEmpty:)``
    /// flattened.
    ///
    /// Complexity: as ``sortedArray(from:collationStringKeyPath:)``, once
    /// per key path, plus O(the bytes of all keys) to merge them.
    @inlinable
    public func sortedArray<Elements: Sequence, Value: CollationStringValue>(
        from elements: Elements, by keyPath: KeyPath<Elements.Element, Value>,
        reading: KeyPath<Elements.Element, String?>? = nil, then later: [KeyPath<Elements.Element, Value>] = []
    ) -> [Elements.Element] {
        let keyed = KeyedElements(elements, collation: self, collationString: { Self.string(of: $0, keyPath, reading) },
                                  later: later.map { path in { $0[keyPath: path].collationStringValue } })
        return keyed.order(othersFirst: options.othersFirst).map { keyed.elements[$0] }
    }

    /// The elements sorted as the strings `strings` reads order them, or in
    /// `order` `.reverse` as a stable sort with the reversed order gives
    /// them: equal keys in input order, and `nil` strings first.
    package func sortedArray<Elements: Sequence>(
        from elements: Elements, order: SortOrder = .forward, strings: CollationStrings<Elements.Element>
    ) -> [Elements.Element] {
        let keyed = KeyedElements(elements, collation: self, strings: strings)
        let positions = order == .reverse ? keyed.reverseOrder(othersFirst: options.othersFirst) : keyed.order(othersFirst: options.othersFirst)
        return positions.map { keyed.elements[$0] }
    }

    /// The elements grouped into sections by the string at `keyPath` (by
    /// `reading` when an element has a non-empty one: furigana, pinyin),
    /// each section sorted by that string, then by each of `later` in turn,
    /// then in input order. Elements whose string is `nil` go at the end of
    /// the last section (`#`), in their input order. Empty sections are left
    /// out, unless `includeEmpty` asks for every section of ``sectionTitles``,
    /// in order (Apple's pattern, where a section's position is its number).
    /// For a list view with an index bar, ``sectionedList(of:by:reading:then:)``
    /// also says where each index title jumps.
    ///
    /// ```swift
    /// for section in collation.sections(of: people, by: \.lastName, then: [\.firstName]) {
    ///     print(section.title, section.elements.map(\.lastName))
    /// }
    /// ```
    ///
    /// The keys of `later` strings are merged as ``CollationKeyBatch/merging(_:)``
    /// says: level by level, so "Muller, Berta" and "Müller, Anna" go by the
    /// first name; a `nil` later string counts as empty.
    ///
    /// Complexity: as ``sortedArray(from:by:reading:then:)``, plus
    /// O(n + sections) to cut the order into sections.
    @inlinable
    public func sections<Elements: Sequence, Value: CollationStringValue>(
        of elements: Elements, by keyPath: KeyPath<Elements.Element, Value>, reading: KeyPath<Elements.Element, String?>? = nil,
        then later: [KeyPath<Elements.Element, Value>] = [], includeEmpty: Bool = false
    ) -> [Section<Elements.Element>] {
        let keyed = KeyedElements(elements, collation: self, collationString: { Self.string(of: $0, keyPath, reading) },
                                  later: later.map { path in { $0[keyPath: path].collationStringValue } })
        return keyed.sections(titles: sectionTitles, others: othersSection, includeEmpty: includeEmpty)
    }

    /// The elements in sections by the strings `collationString` gives, as by
    /// ``sections(of:by:reading:then:includeEmpty:)``.
    @inlinable
    public func sections<Elements: Sequence>(
        of elements: Elements, includeEmpty: Bool = false, collationString: (Elements.Element) throws -> String
    ) rethrows -> [Section<Elements.Element>] {
        try sections(of: elements, includeEmpty: includeEmpty) { element -> String? in try collationString(element) }
    }

    /// The elements in sections by the strings `collationString` gives, as by
    /// ``sections(of:by:reading:then:includeEmpty:)``; elements whose string
    /// is `nil` go at the end of the last section.
    @inlinable
    public func sections<Elements: Sequence>(
        of elements: Elements, includeEmpty: Bool = false, collationString: (Elements.Element) throws -> String?
    ) rethrows -> [Section<Elements.Element>] {
        let keyed = try KeyedElements(elements, collation: self, collationString: collationString)
        return keyed.sections(titles: sectionTitles, others: othersSection, includeEmpty: includeEmpty)
    }

    /// The elements in sections by the strings `strings` reads.
    package func sections<Elements: Sequence>(
        of elements: Elements, strings: CollationStrings<Elements.Element>, includeEmpty: Bool = false
    ) -> [Section<Elements.Element>] {
        KeyedElements(elements, collation: self, strings: strings).sections(titles: sectionTitles, others: othersSection, includeEmpty: includeEmpty)
    }

    /// The data source of a list view with an index bar: the non-empty
    /// sections, the whole bar, and the position in the sections that each
    /// index title jumps to, ordered as ``sections(of:by:reading:then:includeEmpty:)``.
    /// The list keeps this collation and its key paths, so it takes changes
    /// (``SectionedList/insert(_:)``). Elements are unique by `id` when they
    /// are `Identifiable`: of several with one `id`, the last one given is kept.
    ///
    /// Complexity: as ``sections(of:by:reading:then:includeEmpty:)``,
    /// plus a copy of each element's key.
    public func sectionedList<Elements: Sequence, Value: CollationStringValue>(
        of elements: Elements, by keyPath: KeyPath<Elements.Element, Value>,
        reading: KeyPath<Elements.Element, String?>? = nil, then later: [KeyPath<Elements.Element, Value>] = []
    ) -> SectionedList<Elements.Element> {
        sectionedList(of: elements, strings: CollationStrings(keyPath, reading: reading, then: later))
    }

    /// The data source of a list view with an index bar, by the strings
    /// `collationString` gives (the list keeps the closure, for the
    /// elements it is given later).
    public func sectionedList<Elements: Sequence>(
        of elements: Elements, collationString: @escaping @Sendable (Elements.Element) -> String
    ) -> SectionedList<Elements.Element> {
        sectionedList(of: elements, strings: CollationStrings(first: { collationString($0) }))
    }

    /// The data source of a list view with an index bar, by the strings
    /// `collationString` gives; elements whose string is `nil` go at the end
    /// of the last section.
    public func sectionedList<Elements: Sequence>(
        of elements: Elements, collationString: @escaping @Sendable (Elements.Element) -> String?
    ) -> SectionedList<Elements.Element> {
        sectionedList(of: elements, strings: CollationStrings(first: collationString))
    }

    /// The list of `elements` (the last of each `id` when they are
    /// `Identifiable`) whose strings `strings` reads.
    package func sectionedList<Elements: Sequence>(
        of elements: Elements, strings: CollationStrings<Elements.Element>
    ) -> SectionedList<Elements.Element> {
        let keyed = KeyedElements(SectionedList<Elements.Element>.lastOfEachID(Array(elements)), collation: self, strings: strings)
        let (sections, keys) = keyed.sectionsAndKeys(titles: sectionTitles, others: othersSection)
        return SectionedList(sections: sections, keys: keys, collation: self, strings: strings)
    }

    /// An element's first string: at `keyPath`, or its `reading` when that
    /// is not empty.
    @inlinable
    static func string<Element, Value: CollationStringValue>(
        of element: Element, _ keyPath: KeyPath<Element, Value>, _ reading: KeyPath<Element, String?>?
    ) -> String? {
        if let reading, let read = element[keyPath: reading], !read.isEmpty { return read }
        return element[keyPath: keyPath].collationStringValue
    }
}
