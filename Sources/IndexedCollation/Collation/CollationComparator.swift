import ByteMachinery
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A Foundation `SortComparator` that orders values by the collation of a
/// string each one has, for `sorted(using:)`, `KeyPathComparator`-style APIs
/// and SwiftUI tables:
///
/// ```swift
/// let sorted = people.sorted(using: collation.comparator(by: \.name))
/// ```
///
/// Its order is the one order of the library: by section, then by the
/// string's collation key — the order of
/// ``LocalizedIndexedCollation/sections(of:by:reading:then:includeEmpty:)``
/// flattened, of ``LocalizedIndexedCollation/sortedArray(from:collationStringKeyPath:)``
/// and of ``CollationKey``'s `<`. A `nil` string ends the `#` section: it
/// sorts after every string (before, in reverse order), or with
/// ``LocalizedIndexedCollation/Options-swift.struct/othersFirst`` after
/// the strings of `#` and before the others.
///
/// Complexity: `sorted(using:)` with a comparator, or with a sequence of
/// them, whose type Swift knows sorts as
/// ``LocalizedIndexedCollation/sortedArray(from:collationString:)-(_,(Elements.Element)->String)``
/// does: each key computed once, on all cores. Elsewhere (inside a
/// `KeyPathComparator`, in generic code) Foundation sorts pair by pair, and
/// a comparison looks both strings up in a cache by their UTF-8 bytes,
/// O(length) expected, computing a string's key (as
/// ``LocalizedIndexedCollation/collationKey(for:)``) only the first time it
/// meets the string; copies of a comparator share the cache, which keeps at
/// most 262,144 strings. Such a sort costs about what Foundation's pairwise
/// sort costs with `String`'s own order, many times a radix sort of keys.
///
/// To break ties by another string, give `then:` or sort with an array of
/// comparators (both sort as `sortedArray` does). To break them by a property
/// that is not a string, use the comparator of the string type inside a
/// `KeyPathComparator`, so that one array holds comparators of one type (a
/// pairwise sort, as above):
///
/// ```swift
/// let byNameThenID = [
///     KeyPathComparator(\Person.name, comparator: collation.comparator(by: \String.self)),
///     KeyPathComparator(\Person.id),
/// ]
/// ```
///
/// Thread safety: `Sendable`; copies may compare on several threads at once.
public struct CollationComparator<Compared>: SortComparator, @unchecked Sendable {
    // @unchecked: the strings' readers are immutable (see `CollationStrings`),
    // the collation and the cache are Sendable.
    private let collation: LocalizedIndexedCollation
    /// How a compared value's strings are read.
    let strings: CollationStrings<Compared>
    private let cache = CollationKeyCache()
    /// What ``compare(_:_:)`` needs of `strings`, taken out once: called on
    /// the generic `strings` in each comparison, its methods would look up
    /// generic metadata each time, a good part of a comparison's cost.
    private let first: (Compared) -> String?
    private let later: [(Compared) -> String?]
    private let hasLater: Bool
    private let keying: LocalizedIndexedCollation

    /// The collation the comparator compares under.
    var comparedCollation: LocalizedIndexedCollation { collation }

    /// Ascending (the collation's order) or descending.
    public var order: SortOrder

    @usableFromInline
    init(collation: LocalizedIndexedCollation, strings: CollationStrings<Compared>, order: SortOrder) {
        self.collation = collation
        self.strings = strings
        self.order = order
        first = strings.first(under: collation)
        later = strings.later
        hasLater = !strings.later.isEmpty
        keying = strings.keying(collation)
    }

    /// Whether a `nil` string comes before `string`: it ends the `#`
    /// section, so only when that section comes first
    /// (``LocalizedIndexedCollation/Options-swift.struct/othersFirst``) and
    /// `string` lies in another. Complexity: O(1), or ``LocalizedIndexedCollation/section(for:)``.
    private func nilPrecedes(_ string: String) -> Bool {
        collation.options.othersFirst && collation.section(for: string) != collation.othersSection
    }

    /// How `lhs` and `rhs` compare: by the sections of their strings, then
    /// by their collation keys.
    /// Complexity: O(length of the strings), expected, once their keys are cached.
    public func compare(_ lhs: Compared, _ rhs: Compared) -> ComparisonResult {
        let ascending: ComparisonResult
        switch (first(lhs), first(rhs)) {
        case (nil, nil): ascending = .orderedSame
        case let (nil, right?): ascending = nilPrecedes(right) ? .orderedAscending : .orderedDescending
        case let (left?, nil): ascending = nilPrecedes(left) ? .orderedDescending : .orderedAscending
        case let (left?, right?):
            let order = !hasLater ? cache.compare(left, right, under: keying)
                : cache.compare([left] + later.map { $0(lhs) ?? "" }, [right] + later.map { $0(rhs) ?? "" }, under: keying)
            ascending = order == 0 ? .orderedSame : order < 0 ? .orderedAscending : .orderedDescending
        }
        guard order == .reverse else { return ascending }
        switch ascending {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }

    /// Whether two comparators are the same: the same collation (the same
    /// instance), key paths and order. A comparator made with a closure equals
    /// only its own copies (with the same order).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.collation === rhs.collation, lhs.order == rhs.order else { return false }
        return lhs.strings.readsAlike(rhs.strings) || lhs.strings.identity == nil && lhs.cache === rhs.cache
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(collation))
        if let identity = strings.identity { hasher.combine(identity) } else { hasher.combine(ObjectIdentifier(cache)) }
        hasher.combine(order)
    }
}

extension LocalizedIndexedCollation {
    /// A `SortComparator` ordering values by the string at `keyPath` (by
    /// `reading` when a value has a non-empty one), then by each of `later`,
    /// in the order of ``sections(of:by:reading:then:includeEmpty:)``
    /// flattened (by section, then by key; keys merged level by level); a
    /// `nil` string ends the `#` section (after every string, unless `#` comes first).
    /// Complexity: O(1); see ``CollationComparator`` for a comparison's cost.
    @inlinable
    public func comparator<Compared, Value: CollationStringValue>(
        by keyPath: KeyPath<Compared, Value>, reading: KeyPath<Compared, String?>? = nil,
        then later: [KeyPath<Compared, Value>] = [], order: SortOrder = .forward
    ) -> CollationComparator<Compared> {
        CollationComparator(collation: self, strings: CollationStrings(keyPath, reading: reading, then: later), order: order)
    }

    /// A `SortComparator` ordering values by the string `collationString`
    /// gives, as ``comparator(by:reading:then:order:)``; `nil` ends the
    /// `#` section (after every string, unless `#` comes first). Two such comparators are equal only when one is a copy
    /// of the other. Complexity: O(1).
    public func comparator<Compared>(
        order: SortOrder = .forward, collationString: @escaping @Sendable (Compared) -> String?
    ) -> CollationComparator<Compared> {
        CollationComparator(collation: self, strings: CollationStrings(first: collationString), order: order)
    }

    /// A `SortComparator` over the strings `strings` reads.
    package func comparator<Compared>(strings: CollationStrings<Compared>, order: SortOrder = .forward) -> CollationComparator<Compared> {
        CollationComparator(collation: self, strings: strings, order: order)
    }
}

extension Sequence {
    /// The elements sorted by `comparator`, as Foundation's `sorted(using:)`
    /// sorts them (stable; in reverse order, equal strings keep their order
    /// and `nil` strings come first), but as
    /// ``LocalizedIndexedCollation/sortedArray(from:collationString:)-(_,(Elements.Element)->String?)``
    /// does it: each key computed once, on all cores, then a radix sort. Swift
    /// picks this method wherever the comparator's type is known to be a
    /// ``CollationComparator``; elsewhere (an array of comparators, a generic
    /// function) each comparison looks the strings' keys up in its cache.
    ///
    /// Complexity: as ``LocalizedIndexedCollation/sortedArray(from:collationString:)-(_,(Elements.Element)->String?)``.
    public func sorted(using comparator: CollationComparator<Element>) -> [Element] {
        comparator.comparedCollation.sortedArray(from: self, order: comparator.order, strings: comparator.strings)
    }
}

extension MutableCollection where Self: RandomAccessCollection {
    /// Sorts the collection in place by `comparator`, as `sorted(using:)`
    /// with a ``CollationComparator`` sorts it.
    /// Complexity: as that `sorted(using:)`, plus O(n) to write the elements back.
    public mutating func sort(using comparator: CollationComparator<Element>) {
        let sorted = self.sorted(using: comparator)
        for (index, element) in zip(indices, sorted) { self[index] = element }
    }
}
