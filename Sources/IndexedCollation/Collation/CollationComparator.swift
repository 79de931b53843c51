import ByteMachinery
import Foundation

/// A Foundation `SortComparator` that orders values by the collation of a
/// string each one has: the order of
/// ``LocalizedIndexedCollation/sortedArray(from:collationStringKeyPath:)-(_,KeyPath<Elements.Element,String>)``,
/// for `sorted(using:)`, `KeyPathComparator`-style APIs and SwiftUI tables.
///
/// ```swift
/// let sorted = people.sorted(using: collation.comparator(by: \.name))
/// ```
///
/// A `nil` string sorts after every string (before, in reverse order).
///
/// Complexity: each comparison computes two sort keys (O(length), plus a
/// transliteration for strings outside the table's alphabets). To sort many
/// values, ``LocalizedIndexedCollation/sortedArray(from:collationString:)-(_,(Elements.Element)->String)``
/// is faster: it computes each key once, on all cores.
public struct CollationComparator<Compared>: SortComparator, @unchecked Sendable {
    // @unchecked: the key path is immutable and the collation is Sendable;
    // `KeyPath` itself is not declared Sendable.
    private let collation: LocalizedIndexedCollation
    private let keyPath: KeyPath<Compared, String?>

    /// Ascending (the collation's order) or descending.
    public var order: SortOrder

    init(collation: LocalizedIndexedCollation, keyPath: KeyPath<Compared, String?>, order: SortOrder) {
        self.collation = collation
        self.keyPath = keyPath
        self.order = order
    }

    /// How `lhs` and `rhs` compare, by their strings' collation keys.
    public func compare(_ lhs: Compared, _ rhs: Compared) -> ComparisonResult {
        let ascending: ComparisonResult
        switch (lhs[keyPath: keyPath], rhs[keyPath: keyPath]) {
        case (nil, nil): ascending = .orderedSame
        case (nil, _): ascending = .orderedDescending
        case (_, nil): ascending = .orderedAscending
        case let (left?, right?):
            let order = KeyOrder.compare(collation.collationKey(for: left).bytes, collation.collationKey(for: right).bytes)
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
    /// instance), key path and order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.collation === rhs.collation && lhs.keyPath == rhs.keyPath && lhs.order == rhs.order
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(collation))
        hasher.combine(keyPath)
        hasher.combine(order)
    }
}

extension LocalizedIndexedCollation {
    /// A `SortComparator` ordering values by the string at `keyPath`, in the
    /// order of ``sortedArray(from:collationStringKeyPath:)-(_,KeyPath<Elements.Element,String>)``.
    public func comparator<Compared>(by keyPath: KeyPath<Compared, String>, order: SortOrder = .forward) -> CollationComparator<Compared> {
        CollationComparator(collation: self, keyPath: keyPath.appending(path: \String.optional), order: order)
    }

    /// A `SortComparator` ordering values by the string at `keyPath`; `nil`
    /// sorts after every string.
    public func comparator<Compared>(by keyPath: KeyPath<Compared, String?>, order: SortOrder = .forward) -> CollationComparator<Compared> {
        CollationComparator(collation: self, keyPath: keyPath, order: order)
    }
}

private extension String {
    /// The string as an optional, so that one comparator type serves both kinds of key path.
    var optional: String? { self }
}
