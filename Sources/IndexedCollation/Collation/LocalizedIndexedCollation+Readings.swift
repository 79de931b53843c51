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
    /// Complexity: as ``sections(of:by:includeEmpty:)``.
    public func sections<T>(
        of elements: [T], by keyPath: KeyPath<T, String>, reading: KeyPath<T, String?>, includeEmpty: Bool = false
    ) -> [Section<T>] {
        sections(of: elements, includeEmpty: includeEmpty) { Self.readingOrName($0[keyPath: reading], $0[keyPath: keyPath]) }
    }

    public func sections<T>(
        of elements: [T], by keyPath: KeyPath<T, String>, reading: KeyPath<T, String>, includeEmpty: Bool = false
    ) -> [Section<T>] {
        sections(of: elements, includeEmpty: includeEmpty) { Self.readingOrName($0[keyPath: reading], $0[keyPath: keyPath]) }
    }

    /// Sorted as by ``sortedArray(from:collationStringKeyPath:)``, by each
    /// record's reading when it has a non-empty one.
    public func sortedArray<T>(from array: [T], collationStringKeyPath keyPath: KeyPath<T, String>, reading: KeyPath<T, String?>) -> [T] {
        sortedArray(from: array) { Self.readingOrName($0[keyPath: reading], $0[keyPath: keyPath]) }
    }

    /// The string a record is collated by: its reading unless that is empty.
    public static func readingOrName(_ reading: String?, _ name: String) -> String {
        guard let reading, !reading.isEmpty else { return name }
        return reading
    }
}
