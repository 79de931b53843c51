import ByteMachinery

/// Where a string goes and how it sorts: its section and the ICU sort key of
/// its collation string (the string after the table's transform).
///
/// Keys compare by bytes (`memcmp` order), which is the collator's order.
public struct CollationKey: Sendable, Hashable, Comparable {
    /// The section the string belongs to.
    public let section: Int
    /// The sort key bytes of the transformed string.
    public let bytes: [UInt8]

    /// Whether `lhs` sorts before `rhs`: their ``bytes`` compared bytewise,
    /// the shorter first when one begins the other (the section is not compared).
    /// Complexity: O(key length).
    public static func < (lhs: CollationKey, rhs: CollationKey) -> Bool {
        KeyOrder.compare(lhs.bytes, rhs.bytes) < 0
    }
}
