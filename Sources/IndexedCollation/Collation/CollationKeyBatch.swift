import Foundation

/// The collation keys of many strings, stored contiguously: one section and
/// one sort key per string, in the order of the strings, with no heap object
/// per key. Made by ``LocalizedIndexedCollation/collationKeyBatch(for:memo:)``;
/// concatenated batches are a batch (``append(contentsOf:positions:)``), so a stream
/// keyed in batches is one batch.
///
/// Key `i` is `bytes[keyRange(i)]`; keys compare with `memcmp` (then by
/// length) exactly as their strings compare under the collation. Memory:
/// the key bytes plus 12 bytes per key.
public struct CollationKeyBatch: Sendable {
    /// Each string's section, stored in 32 bits (a batch may hold many
    /// millions of keys); ``section(at:)`` is the public view.
    package private(set) var sections: [Int32] = []
    /// Every sort key, concatenated, without ICU's terminating zero bytes.
    public private(set) var bytes: [UInt8] = []
    /// Where each key ends in ``bytes``; key `i` starts where key `i - 1` ends.
    public private(set) var ends: [Int] = []

    /// An empty batch.
    public init() {}

    /// The number of keys.
    public var count: Int { sections.count }

    /// The section of key `index`.
    /// - Complexity: O(1).
    public func section(at index: Int) -> Int {
        Int(sections[index])
    }

    /// The range of key `index` in ``bytes``.
    public func keyRange(_ index: Int) -> Range<Int> {
        Self.keyRange(index, ends: ends)
    }

    /// The range of key `index` in the bytes that `ends` delimits: the one
    /// place that knows key `i` starts where key `i - 1` ends. `ends` never
    /// decreases, so the bounds need no check.
    @inline(__always)
    static func keyRange<Ends: RandomAccessCollection<Int>>(_ index: Int, ends: Ends) -> Range<Int> where Ends.Index == Int {
        Range(uncheckedBounds: (index == 0 ? 0 : ends[index - 1], ends[index]))
    }

    /// Key `index` as a ``CollationKey`` (this allocates its bytes).
    public subscript(index: Int) -> CollationKey {
        CollationKey(section: Int(sections[index]), bytes: Array(key(index)))
    }

    /// Key `index`'s bytes.
    func key(_ index: Int) -> ArraySlice<UInt8> {
        bytes[keyRange(index)]
    }

    /// Whether keys `a` and `b` are the same bytes (their strings collate
    /// as equal). O(key length).
    public func hasEqualKeys(_ a: Int, _ b: Int) -> Bool {
        let (x, y) = (keyRange(a), keyRange(b))
        guard x.count == y.count else { return false }
        return bytes.withUnsafeBufferPointer { bytes in
            x.isEmpty || memcmp(bytes.baseAddress! + x.lowerBound, bytes.baseAddress! + y.lowerBound, x.count) == 0
        }
    }

    /// Appends one key. A section outside the table's (such as -1 for a
    /// record without a key) sorts after every section in ``sortedPositions(bySection:)``.
    /// - Precondition: `section` fits in 32 bits.
    public mutating func append<Key: Collection<UInt8>>(section: Int, key: Key) {
        append(section: Int32(section), key: key)
    }

    /// Appends one key whose section is already stored in 32 bits.
    package mutating func append<Key: Collection<UInt8>>(section: Int32, key: Key) {
        bytes.append(contentsOf: key)
        ends.append(bytes.count)
        sections.append(section)
    }

    /// Appends the keys `positions` of `other` (all of them by default), in order.
    /// Complexity: O(their bytes).
    public mutating func append(contentsOf other: CollationKeyBatch, positions: Range<Int>? = nil) {
        let positions = positions ?? 0..<other.count
        guard !positions.isEmpty else { return }
        let byteRange = other.keyRange(positions.lowerBound).lowerBound..<other.ends[positions.upperBound - 1]
        let shift = bytes.count - byteRange.lowerBound
        bytes.append(contentsOf: other.bytes[byteRange])
        ends.append(contentsOf: other.ends[positions].lazy.map { $0 + shift })
        sections.append(contentsOf: other.sections[positions])
    }

    /// Reserves room for `count` more keys of `byteCount` bytes in all.
    mutating func reserveCapacity(keys count: Int, bytes byteCount: Int) {
        sections.reserveCapacity(sections.count + count)
        ends.reserveCapacity(ends.count + count)
        bytes.reserveCapacity(bytes.count + byteCount)
    }
}
