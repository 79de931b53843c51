import ByteMachinery

/// The collation keys of many strings, stored contiguously: one section and
/// one sort key per string, in the order of the strings, with no heap object
/// per key. Made by ``LocalizedIndexedCollation/collationKeyBatch(for:memo:)``;
/// concatenated batches are a batch (``append(contentsOf:)``), so a stream
/// keyed in batches is one batch.
///
/// Keys are byte for byte those of ``LocalizedIndexedCollation/collationKey(for:)``:
/// they compare bytewise, then by length, exactly as their strings compare
/// under the collation. Read one in place with ``withKey(at:_:)``, as a
/// ``CollationKey`` with the subscript, or sort them all with
/// ``sortedPositions(bySection:)``.
///
/// Memory: the key bytes plus 12 bytes per key.
public struct CollationKeyBatch: Sendable {
    /// Each string's section, stored in 32 bits (a batch may hold many
    /// millions of keys); ``section(at:)`` is the public view.
    package private(set) var sections: [Int32] = []
    /// Every sort key, without ICU's terminating zero byte.
    package private(set) var keys = ByteStringArena()

    /// Bookkeeping per key, besides its bytes: its section and its end.
    package static let bytesPerKey = MemoryLayout<Int32>.stride + ByteStringArena.bytesPerString

    /// An empty batch.
    public init() {}

    /// The number of keys.
    public var count: Int { sections.count }

    /// The section of key `index`.
    /// - Complexity: O(1).
    public func section(at index: Int) -> Int {
        Int(sections[index])
    }

    /// Calls `body` with key `index`'s bytes, borrowed for the call (do not
    /// keep the buffer).
    /// - Complexity: O(1) besides `body`.
    public func withKey<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try keys.withString(index, body)
    }

    /// Key `index` as a ``CollationKey`` (this allocates its bytes).
    public subscript(index: Int) -> CollationKey {
        CollationKey(section: Int(sections[index]), bytes: Array(keys[index]))
    }

    /// Key `index`'s bytes.
    package func key(_ index: Int) -> ArraySlice<UInt8> {
        keys[index]
    }

    /// Whether keys `a` and `b` are the same bytes (their strings collate
    /// as equal).
    /// - Complexity: O(key length).
    public func hasEqualKeys(_ a: Int, _ b: Int) -> Bool {
        keys.hasEqualStrings(a, b)
    }

    /// Appends one key of a section of the collation that made the other keys.
    /// - Precondition: `0 <= section < 2³¹`.
    /// - Complexity: O(key length), amortized.
    public mutating func append<Key: Collection<UInt8>>(section: Int, key: Key) {
        precondition(section >= 0 && section <= Int(Int32.max), "a section is a number from 0 on")
        append(section: Int32(section), key: key)
    }

    /// Appends one key whose section is already stored in 32 bits.
    package mutating func append<Key: Collection<UInt8>>(section: Int32, key: Key) {
        keys.append(key)
        sections.append(section)
    }

    /// Appends the keys of `other`, in order.
    /// - Complexity: O(their bytes).
    public mutating func append(contentsOf other: CollationKeyBatch) {
        append(contentsOf: other, positions: 0..<other.count)
    }

    /// Appends the keys `positions` of `other`, in order. O(their bytes).
    package mutating func append(contentsOf other: CollationKeyBatch, positions: Range<Int>) {
        keys.append(contentsOf: other.keys, positions: positions)
        sections.append(contentsOf: other.sections[positions])
    }

    /// Appends key `numbers[i]` of `other` for each `i`, in order (a key as
    /// often as its number comes). O(their bytes).
    package mutating func append(contentsOf other: CollationKeyBatch, picking numbers: [Int32]) {
        keys.append(contentsOf: other.keys, picking: numbers)
        ByteStringArena.reserve(&sections, more: numbers.count)
        for number in numbers { sections.append(other.sections[Int(number)]) }
    }

    /// Reserves room for `count` more keys of `byteCount` bytes in all
    /// (growing by doubling, so it may precede every append).
    package mutating func reserveCapacity(keys count: Int, bytes byteCount: Int) {
        ByteStringArena.reserve(&sections, more: count)
        keys.reserveCapacity(strings: count, bytes: byteCount)
    }

    /// The memory the keys take: their bytes and ``bytesPerKey`` each. O(1).
    package var footprint: Int { keys.bytes.count + count * Self.bytesPerKey }
}
