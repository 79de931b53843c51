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
/// ``LocalizedIndexedCollation/sections(of:by:includeEmpty:)-(_,KeyPath<Elements.Element,String>,_)``
/// flattened, of ``LocalizedIndexedCollation/sortedArray(from:collationStringKeyPath:)-(_,KeyPath<Elements.Element,String>)``
/// and of ``CollationKey``'s `<`. A `nil` string ends the `#` section: it
/// sorts after every string (before, in reverse order), or with
/// ``LocalizedIndexedCollation/Options-swift.struct/othersFirst`` after
/// the strings of `#` and before the others.
///
/// Complexity: a comparison looks both strings up in a cache by their UTF-8
/// bytes, O(length) expected, and computes a string's key (as
/// ``LocalizedIndexedCollation/collationKey(for:)``) only the first time it
/// meets the string; copies of a comparator share the cache, which keeps at
/// most 262,144 strings. ``LocalizedIndexedCollation/sortedArray(from:collationString:)-(_,(Elements.Element)->String)``
/// is still faster for a one-off sort: it computes the keys on all cores and
/// radix-sorts them.
///
/// To break ties by another property, use the comparator of the string type
/// inside a `KeyPathComparator`, so that one array holds comparators of one type:
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
    // @unchecked: the key path is immutable, the closure is `@Sendable`, the
    // collation and the cache are Sendable; `KeyPath` itself is not declared Sendable.
    private let collation: LocalizedIndexedCollation
    private let string: StringOfValue
    private let cache = CollationKeyCache()

    /// Where a compared value's string comes from.
    private enum StringOfValue {
        // A key path to a `String` is kept as it is: appending a component
        // that makes it optional would cost a computed-property call per read.
        case keyPath(KeyPath<Compared, String>)
        case optionalKeyPath(KeyPath<Compared, String?>)
        case closure(@Sendable (Compared) -> String?)

        @inline(__always)
        func callAsFunction(_ value: Compared) -> String? {
            switch self {
            case let .keyPath(keyPath): value[keyPath: keyPath]
            case let .optionalKeyPath(keyPath): value[keyPath: keyPath]
            case let .closure(closure): closure(value)
            }
        }
    }

    /// The string `value` is compared by.
    func collationString(of value: Compared) -> String? { string(value) }

    /// The collation the comparator compares under.
    var comparedCollation: LocalizedIndexedCollation { collation }

    /// Ascending (the collation's order) or descending.
    public var order: SortOrder

    init(collation: LocalizedIndexedCollation, keyPath: KeyPath<Compared, String>, order: SortOrder) {
        self.collation = collation
        self.string = .keyPath(keyPath)
        self.order = order
    }

    init(collation: LocalizedIndexedCollation, keyPath: KeyPath<Compared, String?>, order: SortOrder) {
        self.collation = collation
        self.string = .optionalKeyPath(keyPath)
        self.order = order
    }

    init(collation: LocalizedIndexedCollation, string: @escaping @Sendable (Compared) -> String?, order: SortOrder) {
        self.collation = collation
        self.string = .closure(string)
        self.order = order
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
        switch (string(lhs), string(rhs)) {
        case (nil, nil): ascending = .orderedSame
        case let (nil, right?): ascending = nilPrecedes(right) ? .orderedAscending : .orderedDescending
        case let (left?, nil): ascending = nilPrecedes(left) ? .orderedDescending : .orderedAscending
        case let (left?, right?):
            let order = cache.compare(left, right, under: collation)
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
    /// instance), key path and order. A comparator made with a closure equals
    /// only its own copies (with the same order).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.collation === rhs.collation, lhs.order == rhs.order else { return false }
        switch (lhs.string, rhs.string) {
        case let (.keyPath(a), .keyPath(b)): return a == b
        case let (.optionalKeyPath(a), .optionalKeyPath(b)): return a == b
        case (.closure, .closure): return lhs.cache === rhs.cache
        default: return false
        }
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(collation))
        switch string {
        case let .keyPath(keyPath): hasher.combine(keyPath)
        case let .optionalKeyPath(keyPath): hasher.combine(keyPath)
        case .closure: hasher.combine(ObjectIdentifier(cache))
        }
        hasher.combine(order)
    }
}

extension LocalizedIndexedCollation {
    /// A `SortComparator` ordering values by the string at `keyPath`, in the
    /// order of ``sections(of:by:includeEmpty:)-(_,KeyPath<Elements.Element,String>,_)``
    /// flattened (by section, then by key).
    /// Complexity: O(1); see ``CollationComparator`` for a comparison's cost.
    public func comparator<Compared>(by keyPath: KeyPath<Compared, String>, order: SortOrder = .forward) -> CollationComparator<Compared> {
        CollationComparator(collation: self, keyPath: keyPath, order: order)
    }

    /// A `SortComparator` ordering values by the string at `keyPath`; `nil`
    /// ends the `#` section (after every string, unless `#` comes first).
    /// Complexity: O(1).
    public func comparator<Compared>(by keyPath: KeyPath<Compared, String?>, order: SortOrder = .forward) -> CollationComparator<Compared> {
        CollationComparator(collation: self, keyPath: keyPath, order: order)
    }

    /// A `SortComparator` ordering values by the string `collationString`
    /// gives, as ``comparator(by:order:)-(KeyPath<Compared,String>,_)``; `nil`
    /// ends the `#` section (after every string, unless `#` comes first). Two such comparators are equal only when one
    /// is a copy of the other. Complexity: O(1).
    public func comparator<Compared>(
        order: SortOrder = .forward, collationString: @escaping @Sendable (Compared) -> String?
    ) -> CollationComparator<Compared> {
        CollationComparator(collation: self, string: collationString, order: order)
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
        comparator.comparedCollation.sortedArray(from: self, order: comparator.order, collationString: comparator.collationString(of:))
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
