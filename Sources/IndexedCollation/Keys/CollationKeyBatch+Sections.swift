import ByteMachinery

extension CollationKeyBatch {
    /// Where each section's keys lie in ``sortedPositions(bySection:)``
    /// (sorted by section): `spans[s]` for each section `s` in
    /// `0..<sectionCount`, in order and adjacent, together covering every key.
    ///
    /// The spans depend only on how many keys each section has, so this
    /// needs no order: also for counting sections without sorting.
    ///
    /// - Precondition: every key's section is below `sectionCount`.
    /// - Complexity: O(n + sections).
    public func sectionSpans(sectionCount: Int) -> [Range<Int>] {
        sections.withUnsafeBufferPointer { RadixSorter.groupSpans($0, count: sectionCount) }
    }
}
