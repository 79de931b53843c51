import ByteMachinery
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch

/// The sections and sort keys of the strings a ``CollationComparator`` has
/// compared, found again by their UTF-8 bytes (no `String` hashing, which
/// normalizes): a sort makes O(n log n) comparisons of n strings, so each
/// string's key is computed once, not once per comparison.
///
/// Past ``limit`` strings the cache starts afresh, so a comparator kept for a
/// long time (a table's sort order) holds a bounded amount of memory.
///
/// Thread safety: every access runs on one serial queue, so comparators
/// that share a cache (copies of one) may compare on several threads at
/// once. A queue rather than a `Mutex`: the state is touched in helpers
/// called under it, and ThreadSanitizer sees dispatch's ordering, where it
/// cannot see a `Mutex`'s (its futex calls are not intercepted).
final class CollationKeyCache: @unchecked Sendable {
    // @unchecked: the mutable state below is only touched on `queue`.
    private let queue = DispatchQueue(label: "IndexedCollation.CollationKeyCache")
    private var strings = ByteStringSet()
    /// Key `i` is the key of string `i` of `strings`.
    private var keys = CollationKeyBatch()

    /// The most strings kept before starting afresh.
    static let limit = 1 << 18

    /// How `a` and `b` compare under `collation`: by section, then by sort
    /// key (the order of ``LocalizedIndexedCollation/sections(of:by:reading:then:includeEmpty:)``
    /// flattened): negative, zero or positive.
    /// Complexity: O(length of the strings) expected, plus computing the key
    /// of a string not met before.
    func compare(_ a: String, _ b: String, under collation: LocalizedIndexedCollation) -> Int {
        queue.sync {
            if strings.count >= Self.limit {
                strings = ByteStringSet()
                keys = CollationKeyBatch()
            }
            let first = number(of: a, under: collation), second = number(of: b, under: collation)
            if first == second { return 0 }
            let (s1, s2) = (keys.sections[first], keys.sections[second])
            if s1 != s2 { return s1 < s2 ? -1 : 1 }
            return keys.keys.withString(first) { x in keys.keys.withString(second) { y in KeyOrder.compare(x, y) } }
        }
    }

    /// How two lists of strings compare under `collation`: by the first
    /// strings' sections, then by their keys merged level by level
    /// (``CollationKeyBatch/merging(_:)``): negative, zero or positive.
    /// Complexity: O(length of the strings) expected, plus computing the
    /// keys of strings not met before.
    func compare(_ a: [String], _ b: [String], under collation: LocalizedIndexedCollation) -> Int {
        queue.sync {
            if strings.count >= Self.limit {
                strings = ByteStringSet()
                keys = CollationKeyBatch()
            }
            let first = a.map { number(of: $0, under: collation) }, second = b.map { number(of: $0, under: collation) }
            let (s1, s2) = (keys.sections[first[0]], keys.sections[second[0]])
            if s1 != s2 { return s1 < s2 ? -1 : 1 }
            return KeyOrder.compare(merged(first), merged(second))
        }
    }

    /// The keys of strings `numbers` merged in turn.
    private func merged(_ numbers: [Int]) -> [UInt8] {
        numbers.dropFirst().reduce(Array(keys.key(numbers[0]))) { ICUSortKeyMerge.merged($0, Array(keys.key($1))) }
    }

    /// The number of `string` in the cache, its key computed when it is new.
    private func number(of string: String, under collation: LocalizedIndexedCollation) -> Int {
        var string = string
        return string.withUTF8 { bytes in
            if let number = strings.find(bytes) { return number }
            let key = collation.collationKey(for: String(decoding: bytes, as: UTF8.self))
            keys.append(section: key.section, key: key.bytes)
            return strings.add(bytes)
        }
    }
}
