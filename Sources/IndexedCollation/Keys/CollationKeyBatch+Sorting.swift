import ByteMachinery

extension CollationKeyBatch {
    /// The positions of the keys in collation order: by section when asked,
    /// then by key, then by position (stable: equal keys keep their order).
    /// Every sorting method of the library sorts this way.
    ///
    /// Complexity: O(n + D) on all cores, where D is the sum over the keys of
    /// the bytes each shares with its nearest key; no comparison of two keys'
    /// bytes is made. O(n) extra memory.
    public func sortedPositions(bySection: Bool) -> [Int] {
        sortedOrder(bySection: bySection).map(Int.init)
    }

    /// ``sortedPositions(bySection:)`` as 32-bit positions (what `collate`
    /// keeps of an order: half the memory of `Int`s).
    package func sortedOrder(bySection: Bool) -> [UInt32] {
        guard count > 1 else { return (0..<UInt32(count)).map { $0 } }
        return keys.withStorage { bytes, ends in
            sections.withUnsafeBufferPointer { sections in
                RadixSorter(bytes: bytes.baseAddress, ends: ends, groups: bySection ? sections : nil).sortedPositions()
            }
        }
    }
}
