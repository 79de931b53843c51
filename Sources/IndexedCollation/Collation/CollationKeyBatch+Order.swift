extension CollationKeyBatch {
    /// A batch from its parts: `sections[i]` and `bytes[ends[i-1]..<ends[i]]`
    /// are string i's section and sort key (as ``IndexedCollation/collationKeyBatch(for:)``
    /// makes them); concatenated batches are a batch.
    public init(sections: [Int32], keyBytes bytes: [UInt8], keyEnds ends: [Int]) {
        precondition(sections.count == ends.count, "one end per section")
        self.sections = sections
        self.bytes = bytes
        self.ends = ends
    }

    /// The positions of the keys in collation order: by section when asked
    /// (sections as unsigned numbers, so a negative one sorts last), then by
    /// key bytes, then by position (stable).
    ///
    /// Complexity: O(n log n) comparisons, on all cores.
    public func sortedPositions(bySection: Bool) -> [Int] {
        KeyOrder.sorted(self, bySection: bySection)
    }
}
