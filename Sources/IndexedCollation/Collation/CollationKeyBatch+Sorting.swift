extension CollationKeyBatch {
    /// The positions of the keys in collation order: by section when asked
    /// (sections as unsigned numbers, so a negative one sorts last), then by
    /// key bytes, then by position (stable: equal keys keep their order).
    ///
    /// A multikey MSD radix sort (`KeySorter`): keys are sorted byte by
    /// byte in 8-byte chunks, read only as far as a key ties with another;
    /// no comparison reads key bytes. Long ranges are
    /// split by radix passes on all cores, then the ranges are sorted on
    /// all cores.
    ///
    /// Complexity: O(n + D), D the bytes each key shares with its nearest
    /// key (rounded up to 8), on all cores; O(n) extra memory (two arrays of
    /// 16-byte entries).
    public func sortedPositions(bySection: Bool) -> [Int] {
        guard count > 1 else { return Array(0..<count) }
        return bytes.withUnsafeBufferPointer { bytes in
            ends.withUnsafeBufferPointer { ends in
                sections.withUnsafeBufferPointer { sections in
                    KeySorter(bytes: bytes.baseAddress, ends: ends, groups: bySection ? sections : nil).sortedPositions()
                }
            }
        }
    }
}
