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

extension CollationKeyBatch {
    /// Reverses `order[start...]`, positions of these keys in ascending
    /// order (by section, then key, ties in input order), into descending
    /// order with ties still in input order: what a stable sort with the
    /// reversed comparison gives. The one definition of "reverse with ties
    /// in input order", for the library's reverse sorts and `collate --reverse`.
    /// Complexity: O(m × key length) for the m positions.
    package func reverseKeepingTies<Position: BinaryInteger>(_ order: inout [Position], from start: Int = 0) {
        guard order.count - start > 1 else { return }
        order[start...].reverse()
        var runStart = start
        for position in start + 1...order.count {
            if position == order.count || !isTie(Int(order[position - 1]), Int(order[position])) {
                if position - runStart > 1 { order[runStart..<position].reverse() }
                runStart = position
            }
        }
    }

    /// Whether keys `a` and `b` tie: the same section and equal keys.
    private func isTie(_ a: Int, _ b: Int) -> Bool {
        section(at: a) == section(at: b) && hasEqualKeys(a, b)
    }
}
