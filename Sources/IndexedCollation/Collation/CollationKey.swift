/// Where a string goes and how it sorts: its section and the ICU sort key of
/// its collation string (the string after the table's transform).
///
/// Keys compare by bytes (`memcmp` order), which is the collator's order.
public struct CollationKey: Sendable, Hashable, Comparable {
    /// The section the string belongs to.
    public let section: Int
    /// The sort key bytes of the transformed string.
    public let bytes: [UInt8]

    /// Whether `lhs` sorts before `rhs`: their ``bytes`` compared
    /// lexicographically (the section is not compared; it follows from the key).
    /// Complexity: O(key length).
    public static func < (lhs: CollationKey, rhs: CollationKey) -> Bool {
        lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }
}
