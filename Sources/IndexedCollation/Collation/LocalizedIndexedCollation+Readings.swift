extension LocalizedIndexedCollation {
    /// Sorted as by ``sortedArray(from:collationStringKeyPath:)``, by each
    /// record's reading when it has a non-empty one (furigana, pinyin); the
    /// same as ``sortedArray(from:by:reading:then:)``.
    @inlinable
    public func sortedArray<Elements: Sequence>(
        from elements: Elements, collationStringKeyPath keyPath: KeyPath<Elements.Element, String>,
        reading: KeyPath<Elements.Element, String?>
    ) -> [Elements.Element] {
        sortedArray(from: elements, by: keyPath, reading: reading)
    }

    /// The string a record is collated by: its reading unless that is empty.
    package static func readingOrName(_ reading: String?, _ name: String) -> String {
        guard let reading, !reading.isEmpty else { return name }
        return reading
    }
}
