import ByteMachinery
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The data source of a list view with an index bar: the sections that have
/// elements, the whole index bar, and where each index title jumps to. The
/// list keeps its collation and how it reads each element's string, so it
/// takes single changes (``insert(_:)``, ``update(_:)``, ``remove(id:)``),
/// each returning the ``Difference`` a table or collection view animates.
///
/// ```swift
/// var list = collation.sectionedList(of: contacts, by: \.name)
/// // numberOfSections: list.sections.count
/// // sectionIndexTitles: list.indexTitles
/// // sectionForSectionIndexTitle: list.sectionPosition(forIndexTitleAt: index)
/// let change = list.insert(newContact)   // what to insert in the table view
/// ```
///
/// Positions here are positions in ``sections``, which leaves out empty
/// sections; a ``Section/number`` is the section's number in the collation.
///
/// A list changed one element at a time equals the list built from scratch
/// from its elements in the order they arrived: each element goes after the
/// elements whose keys equal its own, and an update that changes an
/// element's key moves it as a removal and an insertion would.
public struct SectionedList<Element> {
    /// The sections that have elements, in order.
    public internal(set) var sections: [Section<Element>]
    /// The titles of the whole index bar, Apple's `sectionIndexTitles`
    /// (``LocalizedIndexedCollation/sectionIndexTitles``).
    public let indexTitles: [String]
    /// For each index title, the position in ``sections`` it jumps to.
    var positions: [Int?]
    /// The collation's own index bar, which `positions` map onto the sections.
    let bar: IndexBar
    /// The collation the list was made by.
    let collation: LocalizedIndexedCollation
    /// How an element's strings are read.
    let strings: CollationStrings<Element>
    /// `keys[p][r]` is the key of `sections[p].elements[r]`: a section's
    /// keys in one buffer, so that a snapshot sharing them costs a copy of
    /// plain memory when the section changes (``SectionKeys``).
    var keys: [SectionKeys]
    /// Each element's key by its `id` (an ``IDIndex`` of `Element.ID`), made
    /// by the first change, so that a list never changed never needs its
    /// elements to be `Identifiable`; shared by copies until one changes.
    var idIndex: AnyObject?

    /// The list of `sections` (the non-empty ones, `keys` their elements'
    /// keys) under `collation`'s index bar.
    init(sections: [Section<Element>], keys: [SectionKeys], collation: LocalizedIndexedCollation,
         strings: CollationStrings<Element>) {
        self.sections = sections
        self.keys = keys
        self.collation = collation
        self.strings = strings
        bar = IndexBar(collation: collation)
        indexTitles = bar.titles
        positions = []
        refreshPositions()
    }

    /// The position in ``sections`` that the index title at `index` jumps to:
    /// its own section when that has elements, else the nearest section
    /// before it that has, else the first section (as contacts apps do, and
    /// as ``IndexBar/mappingEmptySections(sectionCounts:toward:)`` does with
    /// `.previous`). `nil` only when the list is empty. It follows every change.
    ///
    /// - Precondition: `index` is an index of ``indexTitles``.
    /// - Complexity: O(1).
    public func sectionPosition(forIndexTitleAt index: Int) -> Int? {
        positions[index]
    }

    /// The number of elements in all sections. Complexity: O(sections).
    public var count: Int { sections.reduce(0) { $0 + $1.elements.count } }

    /// Where each index title jumps, after the sections changed. O(titles + sections).
    mutating func refreshPositions() {
        var counts = [Int](repeating: 0, count: collation.sectionTitles.count)
        var positionOfNumber = [Int?](repeating: nil, count: counts.count)
        for (position, section) in sections.enumerated() {
            counts[section.number] = section.elements.count
            positionOfNumber[section.number] = position
        }
        let mapped = bar.mappingEmptySections(sectionCounts: counts, toward: .previous)
        positions = mapped.mapping.map { number in number.flatMap { positionOfNumber[$0] } }
    }
}

extension SectionedList: @unchecked Sendable where Element: Sendable {}
// @unchecked: the collation is Sendable and `CollationStrings` holds
// only immutable key paths or a `@Sendable` closure.

extension SectionedList: Equatable where Element: Equatable {
    /// Whether two lists show the same: the same sections (numbers, titles,
    /// elements) under the same index titles.
    public static func == (lhs: SectionedList, rhs: SectionedList) -> Bool {
        lhs.sections == rhs.sections && lhs.indexTitles == rhs.indexTitles && lhs.positions == rhs.positions
    }
}

extension SectionedList {
    /// `elements` with one element per `id` when they are `Identifiable`: of
    /// several with one `id`, the last one given, in its place. Elements
    /// that are not `Identifiable` are kept as they are.
    /// Complexity: O(n) expected.
    static func lastOfEachID(_ elements: [Element]) -> [Element] {
        guard let type = Element.self as? any Identifiable.Type else { return elements }
        func lastOfEach<Identified: Identifiable>(_: Identified.Type) -> [Element] {
            var lastPosition: [Identified.ID: Int] = [:]
            lastPosition.reserveCapacity(elements.count)
            for (position, element) in elements.enumerated() {
                lastPosition[(element as! Identified).id] = position
            }
            guard lastPosition.count < elements.count else { return elements }
            return elements.indices.filter { lastPosition[(elements[$0] as! Identified).id] == $0 }.map { elements[$0] }
        }
        return lastOfEach(type)
    }
}
