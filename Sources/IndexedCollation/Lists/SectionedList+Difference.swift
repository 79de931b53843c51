/// A row of a ``SectionedList``: a position in its ``SectionedList/sections``
/// and a row within that section (Foundation's `IndexPath` has no `section`
/// and `row` on Linux).
public struct RowPosition: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The section's position in ``SectionedList/sections`` (not its number).
    public var section: Int
    /// The row within the section.
    public var row: Int

    /// The row `row` of the section at position `section`.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// Whether `lhs` comes first: by section, then by row.
    public static func < (lhs: RowPosition, rhs: RowPosition) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `section.row`, as `2.5`.
    public var description: String { "\(section).\(row)" }
}

extension SectionedList {
    /// What changed between two lists, in the terms of a table or collection
    /// view's batch update: removals at positions *before* the change,
    /// insertions at positions *after* it, each list in ascending order.
    ///
    /// Rows of a removed or inserted section are not listed again, and an
    /// element that moved (or whose contents changed) is a removal and an
    /// insertion. Apply it to a view as `UITableView.performBatchUpdates`
    /// expects: delete ``rowRemovals`` and ``sectionRemovals``, insert
    /// ``sectionInsertions`` and ``rowInsertions``.
    public struct Difference {
        /// Positions, in the list before, of the sections removed.
        public internal(set) var sectionRemovals: [Int] = []
        /// Positions, in the list after, of the sections inserted.
        public internal(set) var sectionInsertions: [Int] = []
        /// Rows removed, as positions in the list before.
        public internal(set) var rowRemovals: [RowPosition] = []
        /// Rows inserted, as positions in the list after.
        public internal(set) var rowInsertions: [RowPosition] = []
        /// The sections inserted, one for each of ``sectionInsertions``.
        public internal(set) var insertedSections: [Section<Element>] = []
        /// The elements inserted, one for each of ``rowInsertions``.
        public internal(set) var insertedElements: [Element] = []
        /// The keys of `insertedSections`' elements and of `insertedElements`.
        var insertedSectionKeys: [[ListKey]] = []
        var insertedElementKeys: [ListKey] = []

        /// No change.
        public init() {}

        /// Whether nothing changed.
        public var isEmpty: Bool {
            sectionRemovals.isEmpty && sectionInsertions.isEmpty && rowRemovals.isEmpty && rowInsertions.isEmpty
        }

        /// This difference's removals, then `later`'s insertions, when `later`
        /// inserts nothing this one did and removes nothing this one inserted.
        func removals(followedBy later: Difference) -> Difference {
            var result = later
            result.sectionRemovals = sectionRemovals
            result.rowRemovals = rowRemovals
            return result
        }
    }

    /// The list with `difference` applied: `old.applying(new.difference(from: old)) == new`.
    ///
    /// - Precondition: `difference` was made from this list (by a change to
    ///   it, or by ``difference(from:)`` with this list as `old`).
    /// - Complexity: O(n + changes × size of the sections they touch).
    public func applying(_ difference: Difference) -> SectionedList {
        var result = self
        for removal in difference.rowRemovals.reversed() {
            result.sections[removal.section].elements.remove(at: removal.row)
            result.keys[removal.section].remove(at: removal.row)
        }
        for position in difference.sectionRemovals.reversed() {
            result.sections.remove(at: position)
            result.keys.remove(at: position)
        }
        for (position, (section, keys)) in zip(difference.sectionInsertions,
                                               zip(difference.insertedSections, difference.insertedSectionKeys)) {
            result.sections.insert(section, at: position)
            result.keys.insert(keys, at: position)
        }
        for (insertion, (element, key)) in zip(difference.rowInsertions,
                                               zip(difference.insertedElements, difference.insertedElementKeys)) {
            result.sections[insertion.section].elements.insert(element, at: insertion.row)
            result.keys[insertion.section].insert(key, at: insertion.row)
        }
        result.idIndex = nil
        result.refreshPositions()
        return result
    }
}

extension SectionedList.Difference: Sendable where Element: Sendable {}

extension SectionedList.Difference: Equatable where Element: Equatable {
    /// Whether two differences list the same changes with the same elements.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sectionRemovals == rhs.sectionRemovals && lhs.sectionInsertions == rhs.sectionInsertions
            && lhs.rowRemovals == rhs.rowRemovals && lhs.rowInsertions == rhs.rowInsertions
            && lhs.insertedSections == rhs.insertedSections && lhs.insertedElements == rhs.insertedElements
    }
}
