import ByteMachinery
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The sections and sort keys of the strings a ``CollationComparator`` has
/// compared, found again by their UTF-8 bytes (no `String` hashing, which
/// normalizes): a sort makes O(n log n) comparisons of n strings, so each
/// string's key is computed once, not once per comparison.
///
/// Past ``limit`` strings the cache starts afresh, so a comparator kept for a
/// long time (a table's sort order) holds a bounded amount of memory.
///
/// Thread safety: every access holds one lock, so comparators that share a
/// cache (copies of one) may compare on several threads at once. A POSIX
/// mutex (``PThreadMutex``), taken once per comparison: a `DispatchQueue`'s
/// `sync` cost more than the rest of a comparison, and ThreadSanitizer
/// cannot see a `Mutex`'s ordering of the accesses its helpers make.
final class CollationKeyCache: @unchecked Sendable {
    // @unchecked: `state` is only touched with `lock` held.
    private let lock = PThreadMutex()
    private var state = State()

    /// The most strings kept before starting afresh.
    static let limit = 1 << 18

    /// How `a` and `b` compare under `collation`: by section, then by sort
    /// key (the order of ``LocalizedIndexedCollation/sections(of:by:reading:then:includeEmpty:)``
    /// flattened): negative, zero or positive.
    /// Complexity: O(length of the strings) expected, plus computing the key
    /// of a string not met before.
    func compare(_ a: String, _ b: String, under collation: LocalizedIndexedCollation) -> Int {
        lock.withLock {
            state.startAfreshWhenFull()
            let first = state.number(of: a, under: collation), second = state.number(of: b, under: collation)
            return first == second ? 0 : state.compare(first, second)
        }
    }

    /// How two lists of strings compare under `collation`: by the first
    /// strings' sections, then by their keys merged level by level
    /// (``CollationKeyBatch/merging(_:)``): negative, zero or positive.
    /// Complexity: O(length of the strings) expected, plus computing the
    /// keys of strings not met before.
    func compare(_ a: [String], _ b: [String], under collation: LocalizedIndexedCollation) -> Int {
        lock.withLock {
            state.startAfreshWhenFull()
            let first = a.map { state.number(of: $0, under: collation) }, second = b.map { state.number(of: $0, under: collation) }
            let (s1, s2) = (state.keys.sections[first[0]], state.keys.sections[second[0]])
            if s1 != s2 { return s1 < s2 ? -1 : 1 }
            return KeyOrder.compare(state.merged(first), state.merged(second))
        }
    }

    /// The strings met and their keys.
    private struct State {
        var strings = ByteStringSet()
        /// Key `i` is the key of string `i` of `strings`.
        var keys = CollationKeyBatch()

        /// Forgets every string once ``CollationKeyCache/limit`` are kept.
        mutating func startAfreshWhenFull() {
            guard strings.count >= CollationKeyCache.limit else { return }
            strings = ByteStringSet()
            keys = CollationKeyBatch()
        }

        /// The number of `string`, its key computed when it is new.
        mutating func number(of string: String, under collation: LocalizedIndexedCollation) -> Int {
            var string = string
            return string.withUTF8 { bytes in
                if let number = strings.find(bytes) { return number }
                let key = collation.collationKey(for: String(decoding: bytes, as: UTF8.self))
                keys.append(section: key.section, key: key.bytes)
                return strings.add(bytes)
            }
        }

        /// How strings `first` and `second` compare: by section, then by key.
        func compare(_ first: Int, _ second: Int) -> Int {
            let (s1, s2) = (keys.sections[first], keys.sections[second])
            if s1 != s2 { return s1 < s2 ? -1 : 1 }
            return keys.keys.withString(first) { x in keys.keys.withString(second) { y in KeyOrder.compare(x, y) } }
        }

        /// The keys of strings `numbers` merged in turn.
        func merged(_ numbers: [Int]) -> [UInt8] {
            numbers.dropFirst().reduce(Array(keys.key(numbers[0]))) { ICUSortKeyMerge.merged($0, Array(keys.key($1))) }
        }
    }
}
