/// The collation keys of many strings, stored contiguously: one section and
/// one sort key per string, in the order of the strings, with no heap object
/// per key. Made by ``IndexedCollation/collationKeyBatch(for:)``.
///
/// Key `i` is `bytes[keyRange(i)]`; keys compare with `memcmp` (then by
/// length) exactly as their strings compare under the collation. Memory:
/// the key bytes plus 12 bytes per key.
public struct CollationKeyBatch: Sendable {
    /// Each string's section.
    public let sections: [Int32]
    /// Every sort key, concatenated, without ICU's terminating zero bytes.
    public let bytes: [UInt8]
    /// Where each key ends in ``bytes``; key `i` starts where key `i - 1` ends.
    public let ends: [Int]

    /// The number of keys.
    public var count: Int { sections.count }

    /// The range of key `index` in ``bytes``.
    public func keyRange(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    /// Key `index` as a ``CollationKey`` (this allocates its bytes).
    public subscript(index: Int) -> CollationKey {
        CollationKey(section: Int(sections[index]), bytes: Array(bytes[keyRange(index)]))
    }
}
