/// The data source of a list view with an index bar: the sections that have
/// elements, the whole index bar, and where each index title jumps to.
///
/// ```swift
/// let list = collation.sectionedList(of: contacts, by: \.name)
/// // numberOfSections: list.sections.count
/// // sectionIndexTitles: list.indexTitles
/// // sectionForSectionIndexTitle: list.sectionPosition(forIndexTitleAt: index)
/// ```
///
/// Positions here are positions in ``sections``, which leaves out empty
/// sections; a ``Section/number`` is the section's number in the collation.
public struct SectionedList<Element> {
    /// The sections that have elements, in order.
    public let sections: [Section<Element>]
    /// The titles of the whole index bar, Apple's `sectionIndexTitles`
    /// (``LocalizedIndexedCollation/sectionIndexTitles``).
    public let indexTitles: [String]
    /// For each index title, the position in ``sections`` it jumps to.
    private let positions: [Int?]

    /// The list of `sections` (the non-empty ones) under `collation`'s index bar.
    init(sections: [Section<Element>], collation: LocalizedIndexedCollation) {
        self.sections = sections
        let bar = IndexBar(collation: collation)
        indexTitles = bar.titles
        var counts = [Int](repeating: 0, count: collation.sectionTitles.count)
        var positionOfNumber: [Int: Int] = [:]
        for (position, section) in sections.enumerated() {
            counts[section.number] = section.elements.count
            positionOfNumber[section.number] = position
        }
        let mapped = bar.mappingEmptySections(sectionCounts: counts, toward: .previous)
        positions = mapped.mapping.map { number in number.flatMap { positionOfNumber[$0] } }
    }

    /// The position in ``sections`` that the index title at `index` jumps to:
    /// its own section when that has elements, else the nearest section
    /// before it that has, else the first section (as contacts apps do, and
    /// as ``IndexBar/mappingEmptySections(sectionCounts:toward:)`` does with
    /// `.previous`). `nil` only when the list is empty.
    ///
    /// - Precondition: `index` is an index of ``indexTitles``.
    /// - Complexity: O(1).
    public func sectionPosition(forIndexTitleAt index: Int) -> Int? {
        positions[index]
    }
}

extension SectionedList: Sendable where Element: Sendable {}
extension SectionedList: Equatable where Element: Equatable {}
