extension LocalizedIndexedCollation {
    /// Sections of records that may carry a phonetic reading of their own
    /// (furigana, pinyin): a record with a non-empty reading is placed and
    /// sorted by the reading, and appears as itself. Records without one
    /// are placed by `keyPath` as usual.
    ///
    /// ```swift
    /// collation.sections(of: contacts, by: \.name, reading: \.furigana)
    /// ```
    ///
    /// Complexity: as ``sections(of:by:includeEmpty:)-(_,KeyPath<Elements.Element,String>,_)``.
    public func sections<Elements: Sequence>(
        of elements: Elements, by keyPath: KeyPath<Elements.Element, String>,
        reading: KeyPath<Elements.Element, String?>, includeEmpty: Bool = false
    ) -> [Section<Elements.Element>] {
        sections(of: elements, includeEmpty: includeEmpty) { Self.readingOrName($0[keyPath: reading], $0[keyPath: keyPath]) }
    }

    /// Sections by each record's reading when it is not empty, else by
    /// `keyPath`, as ``sections(of:by:reading:includeEmpty:)-(_,_,KeyPath<Elements.Element,String?>,_)``.
    public func sections<Elements: Sequence>(
        of elements: Elements, by keyPath: KeyPath<Elements.Element, String>,
        reading: KeyPath<Elements.Element, String>, includeEmpty: Bool = false
    ) -> [Section<Elements.Element>] {
        sections(of: elements, includeEmpty: includeEmpty) { Self.readingOrName($0[keyPath: reading], $0[keyPath: keyPath]) }
    }

    /// Sorted as by ``sortedArray(from:collationStringKeyPath:)-(_,KeyPath<Elements.Element,String>)``,
    /// by each record's reading when it has a non-empty one.
    public func sortedArray<Elements: Sequence>(
        from elements: Elements, collationStringKeyPath keyPath: KeyPath<Elements.Element, String>,
        reading: KeyPath<Elements.Element, String?>
    ) -> [Elements.Element] {
        sortedArray(from: elements) { Self.readingOrName($0[keyPath: reading], $0[keyPath: keyPath]) }
    }

    /// The data source of a list view with an index bar, each record placed
    /// and sorted by its reading when it has a non-empty one, else by
    /// `keyPath`, as ``sections(of:by:reading:includeEmpty:)-(_,_,KeyPath<Elements.Element,String?>,_)``;
    /// the list keeps both key paths for the records it is given later.
    ///
    /// Complexity: as ``sectionedList(of:by:)-(_,KeyPath<Elements.Element,String>)``.
    public func sectionedList<Elements: Sequence>(
        of elements: Elements, by keyPath: KeyPath<Elements.Element, String>,
        reading: KeyPath<Elements.Element, String?>
    ) -> SectionedList<Elements.Element> {
        sectionedList(of: elements, source: .reading(name: keyPath, reading: reading))
    }

    /// The string a record is collated by: its reading unless that is empty.
    package static func readingOrName(_ reading: String?, _ name: String) -> String {
        guard let reading, !reading.isEmpty else { return name }
        return reading
    }
}
