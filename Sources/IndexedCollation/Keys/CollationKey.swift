import ByteMachinery

/// Where a string goes and how it sorts: its section and the ICU sort key of
/// its collation string (the string after the table's transform).
///
/// Keys compare by section, then by bytes (`memcmp` order, the collator's
/// order): the order of ``LocalizedIndexedCollation/sections(of:by:reading:then:includeEmpty:)``
/// flattened, of ``LocalizedIndexedCollation/sortedArray(from:collationStringKeyPath:)``
/// and of ``CollationComparator``. The section does not follow from the
/// bytes alone: a string before the first section's start (a digit, a
/// symbol) goes to the last section, `#`.
public struct CollationKey: Sendable, Hashable, Comparable {
    /// The section the string belongs to.
    public let section: Int
    /// The sort key bytes of the transformed string.
    public let bytes: [UInt8]

    /// Whether `lhs` sorts before `rhs`: the lower ``section`` first, then
    /// their ``bytes`` compared bytewise, the shorter first when one begins
    /// the other.
    /// Complexity: O(key length).
    public static func < (lhs: CollationKey, rhs: CollationKey) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : KeyOrder.compare(lhs.bytes, rhs.bytes) < 0
    }
}
