import Foundation
import IndexedCollation

/// Foundation's `PersonNameComponents` filed as contacts are: the name's
/// parts, its `phoneticRepresentation` as their readings, its nickname. The
/// one target of the package that imports all of Foundation, so that
/// `IndexedCollation` and `collate` keep linking FoundationEssentials only.
extension ContactName {
    /// The name of `components`: given, middle and family names and the
    /// nickname, with the parts of its `phoneticRepresentation` as readings.
    public init(_ components: PersonNameComponents) {
        let phonetic = components.phoneticRepresentation
        self.init(givenName: components.givenName, middleName: components.middleName, familyName: components.familyName,
                  nickname: components.nickname, phoneticGivenName: phonetic?.givenName,
                  phoneticMiddleName: phonetic?.middleName, phoneticFamilyName: phonetic?.familyName)
    }
}

extension LocalizedIndexedCollation {
    /// People in sections by their `PersonNameComponents`, as
    /// ``IndexedCollation/LocalizedIndexedCollation/sections(of:by:nameOrder:includeEmpty:)``
    /// files a ``IndexedCollation/ContactName``.
    /// Complexity: as that method, plus converting each name, O(its length).
    public func sections<Elements: Sequence>(
        of elements: Elements, by keyPath: KeyPath<Elements.Element, PersonNameComponents>,
        nameOrder: ContactName.Order = .familyName, includeEmpty: Bool = false
    ) -> [IndexedCollation.Section<Elements.Element>] {
        sections(of: elements, strings: .contactNames({ ContactName($0[keyPath: keyPath]) }, order: nameOrder), includeEmpty: includeEmpty)
    }

    /// People sorted by their `PersonNameComponents`, as
    /// ``IndexedCollation/LocalizedIndexedCollation/sortedArray(from:by:nameOrder:)``
    /// sorts by a ``IndexedCollation/ContactName``.
    public func sortedArray<Elements: Sequence>(
        from elements: Elements, by keyPath: KeyPath<Elements.Element, PersonNameComponents>,
        nameOrder: ContactName.Order = .familyName
    ) -> [Elements.Element] {
        sortedArray(from: elements, strings: .contactNames({ ContactName($0[keyPath: keyPath]) }, order: nameOrder))
    }

    /// The data source of a list of people with an index bar, filed by their
    /// `PersonNameComponents` (converted for each element it is given, now
    /// and later), as ``IndexedCollation/LocalizedIndexedCollation/sectionedList(of:by:nameOrder:)``.
    public func sectionedList<Elements: Sequence>(
        of elements: Elements, by keyPath: KeyPath<Elements.Element, PersonNameComponents>,
        nameOrder: ContactName.Order = .familyName
    ) -> SectionedList<Elements.Element> {
        sectionedList(of: elements, strings: .contactNames({ ContactName($0[keyPath: keyPath]) }, order: nameOrder,
                                                           identity: keyPath))
    }

    /// A `SortComparator` ordering people by their `PersonNameComponents`,
    /// as ``IndexedCollation/LocalizedIndexedCollation/comparator(by:nameOrder:order:)``.
    public func comparator<Compared>(
        by keyPath: KeyPath<Compared, PersonNameComponents>, nameOrder: ContactName.Order = .familyName,
        order: SortOrder = .forward
    ) -> CollationComparator<Compared> {
        comparator(strings: .contactNames({ ContactName($0[keyPath: keyPath]) }, order: nameOrder, identity: keyPath), order: order)
    }

    /// The name as a contacts app shows it, as
    /// ``IndexedCollation/LocalizedIndexedCollation/displayName(of:)``.
    public func displayName(of name: PersonNameComponents) -> String {
        displayName(of: ContactName(name))
    }
}
