#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Contacts filed by their ``ContactName``, by the contact rule
/// (``ContactFiling``), with Han read as surnames. Each method is its
/// string-key-path sibling with a `nameOrder`, as the Contacts framework's
/// `CNContactSortOrder`: ``ContactName/Order/familyName`` (the default) or
/// ``ContactName/Order/givenName``.
extension LocalizedIndexedCollation {
    /// The contacts in sections by their names (see ``ContactName``), as
    /// ``sections(of:by:reading:then:includeEmpty:)`` makes them from strings.
    ///
    /// Complexity: as ``sections(of:by:reading:then:includeEmpty:)``, plus
    /// filing each name, O(its length).
    public func sections<Elements: Sequence>(
        of elements: Elements, by keyPath: KeyPath<Elements.Element, ContactName>,
        nameOrder: ContactName.Order = .familyName, includeEmpty: Bool = false
    ) -> [Section<Elements.Element>] {
        sections(of: elements, strings: .contactNames({ $0[keyPath: keyPath] }, order: nameOrder), includeEmpty: includeEmpty)
    }

    /// The contacts sorted by their names: the order of
    /// ``sections(of:by:nameOrder:includeEmpty:)`` flattened.
    /// Complexity: as ``sections(of:by:nameOrder:includeEmpty:)``.
    public func sortedArray<Elements: Sequence>(
        from elements: Elements, by keyPath: KeyPath<Elements.Element, ContactName>, nameOrder: ContactName.Order = .familyName
    ) -> [Elements.Element] {
        sortedArray(from: elements, strings: .contactNames({ $0[keyPath: keyPath] }, order: nameOrder))
    }

    /// The data source of a contacts list with an index bar, filed by the
    /// contacts' names; it keeps the key path and order for later changes.
    /// Complexity: as ``sectionedList(of:by:reading:then:)``.
    public func sectionedList<Elements: Sequence>(
        of elements: Elements, by keyPath: KeyPath<Elements.Element, ContactName>, nameOrder: ContactName.Order = .familyName
    ) -> SectionedList<Elements.Element> {
        sectionedList(of: elements, strings: .contactNames({ $0[keyPath: keyPath] }, order: nameOrder, identity: keyPath))
    }

    /// A `SortComparator` ordering contacts by their names, in the order of
    /// ``sortedArray(from:by:nameOrder:)``. Complexity: O(1).
    public func comparator<Compared>(
        by keyPath: KeyPath<Compared, ContactName>, nameOrder: ContactName.Order = .familyName, order: SortOrder = .forward
    ) -> CollationComparator<Compared> {
        CollationComparator(collation: self, strings: .contactNames({ $0[keyPath: keyPath] }, order: nameOrder, identity: keyPath),
                            order: order)
    }
}
