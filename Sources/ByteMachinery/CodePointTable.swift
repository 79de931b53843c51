/// Byte strings by code point: a two-level table (pages of 256 code points,
/// allocated when one of them gets an entry) over one array of bytes, so a
/// look-up is two array reads and no hashing. The one storage of the
/// per-character tables text is keyed through in one pass (Han readings,
/// letters' transliterations).
///
/// Thread safety: a value; any number of threads may read copies at once.
/// Memory: 17 KB of page index once the first entry is added, 2 KB per page
/// that holds an entry, and the entries' bytes.
package struct CodePointTable: Sendable {
    /// Per page of 256 code points, its first slot in ``slots``, or -1.
    @usableFromInline var pages: [Int32] = []
    /// Per code point of an allocated page: the entry's start in ``bytes``
    /// shifted left by 16, or-ed with its length plus one; 0 for none.
    @usableFromInline var slots: [UInt64] = []
    package private(set) var bytes: [UInt8] = []
    /// The code points the table holds.
    package private(set) var count = 0

    package init() {}

    /// The longest entry, in bytes.
    package static let maximumLength = 0xFFFE

    /// The memory the table holds. O(1).
    package var footprint: Int { pages.count * 4 + slots.count * 8 + bytes.count }

    /// The range of `scalar`'s entry in ``bytes``. O(1); inlined into the
    /// callers' loops.
    @inlinable @inline(__always)
    package func entry(of scalar: UInt32) -> Range<Int>? {
        let page = scalar >> 8
        guard Int(page) < pages.count else { return nil }
        let first = pages[Int(page)]
        guard first >= 0 else { return nil }
        let slot = slots[Int(first) + Int(scalar & 0xFF)]
        guard slot != 0 else { return nil }
        let start = Int(slot >> 16)
        return start..<(start + Int(slot & 0xFFFF) - 1)
    }

    /// The code points that have an entry, in ascending order. O(pages + allocated slots).
    package var scalars: [UInt32] {
        var found: [UInt32] = []
        for (page, first) in pages.enumerated() where first >= 0 {
            for offset in 0..<256 where slots[Int(first) + offset] != 0 { found.append(UInt32(page) << 8 | UInt32(offset)) }
        }
        return found
    }

    /// Sets `scalar`'s entry, unless it has one or `value` is longer than
    /// ``maximumLength``. Returns whether it was set. O(its length).
    @discardableResult
    package mutating func add<Value: Collection<UInt8>>(_ scalar: UInt32, _ value: Value) -> Bool {
        // One concrete body: reached generically from another module, the
        // append of `value` went through its witnesses, some 900
        // instructions an entry (11,000 Hangul syllables a batch).
        if let added = value.withContiguousStorageIfAvailable({ add(scalar, bytes: $0) }) { return added }
        return Array(value).withUnsafeBufferPointer { add(scalar, bytes: $0) }
    }

    private mutating func add(_ scalar: UInt32, bytes value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard scalar < 0x110000, value.count <= Self.maximumLength, entry(of: scalar) == nil else { return false }
        if pages.isEmpty { pages = [Int32](repeating: -1, count: 0x110000 >> 8) }
        let page = Int(scalar >> 8)
        if pages[page] < 0 {
            pages[page] = Int32(slots.count)
            slots.append(contentsOf: repeatElement(0, count: 256))
        }
        let start = bytes.count
        bytes.append(contentsOf: value)
        slots[Int(pages[page]) + Int(scalar & 0xFF)] = UInt64(start) << 16 | UInt64(value.count + 1)
        count += 1
        return true
    }
}
