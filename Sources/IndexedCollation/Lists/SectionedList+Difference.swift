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

/// A row that changed place in a ``SectionedList``: where it was in the list
/// before, and where it is in the list after (`UITableView.moveRow(at:to:)`).
public struct RowMove: Hashable, Sendable, Codable {
    /// The row's position in the list before the change.
    public var from: RowPosition
    /// The row's position in the list after the change.
    public var to: RowPosition

    /// A move from `from` (before) to `to` (after).
    public init(from: RowPosition, to: RowPosition) {
        self.from = from
        self.to = to
    }
}

extension SectionedList {
    /// What changed between two lists, in the terms of a table or collection
    /// view's batch update (`UITableView.performBatchUpdates`): removals,
    /// reloads and move sources at positions *before* the change; insertions
    /// and move targets at positions *after* it; each list in ascending order.
    ///
    /// An element that keeps its place but changed is a reload
    /// (`reloadRows`, or `reconfigureRows`); one that changes place between
    /// sections the list keeps is a move (`moveRow(at:to:)`), even when it
    /// changed too. Rows of a removed or inserted section are not listed
    /// again, so an element that leaves a section that goes, or joins one
    /// that comes, is a removal and an insertion. Apply it as UIKit expects:
    /// delete ``rowRemovals`` and ``sectionRemovals``, insert
    /// ``sectionInsertions`` and ``rowInsertions``, move ``rowMoves``,
    /// reload ``rowReloads``.
    public struct Difference {
        /// Positions, in the list before, of the sections removed.
        public internal(set) var sectionRemovals: [Int] = []
        /// Positions, in the list after, of the sections inserted.
        public internal(set) var sectionInsertions: [Int] = []
        /// Rows removed, as positions in the list before.
        public internal(set) var rowRemovals: [RowPosition] = []
        /// Rows inserted, as positions in the list after.
        public internal(set) var rowInsertions: [RowPosition] = []
        /// Rows that kept their place but changed, as positions in the list before.
        public internal(set) var rowReloads: [RowPosition] = []
        /// Rows that changed place: `from` in the list before, `to` in the list after.
        public internal(set) var rowMoves: [RowMove] = []
        /// The sections inserted, one for each of ``sectionInsertions``.
        public internal(set) var insertedSections: [Section<Element>] = []
        /// The elements inserted, one for each of ``rowInsertions``.
        public internal(set) var insertedElements: [Element] = []
        /// The keys of `insertedSections`' elements and of `insertedElements`.
        var insertedSectionKeys: [SectionKeys] = []
        var insertedElementKeys: [ListKey] = []
        /// For each of `rowReloads`: its position after, the element and its key.
        var reloaded: [(to: RowPosition, element: Element, key: ListKey)] = []
        /// For each of `rowMoves`: the element and its key after the move.
        var moved: [(element: Element, key: ListKey)] = []

        /// No change.
        public init() {}

        /// Whether nothing changed.
        public var isEmpty: Bool {
            sectionRemovals.isEmpty && sectionInsertions.isEmpty && rowRemovals.isEmpty && rowInsertions.isEmpty
                && rowReloads.isEmpty && rowMoves.isEmpty
        }

        /// This difference's removals, then `later`'s insertions, when `later`
        /// inserts nothing this one did and removes nothing this one inserted.
        func removals(followedBy later: Difference) -> Difference {
            var result = later
            result.sectionRemovals = sectionRemovals
            result.rowRemovals = rowRemovals
            return result
        }

        /// A reload of the row at `position` (the same before and after).
        static func reload(at position: RowPosition, _ element: Element, key: ListKey) -> Difference {
            var difference = Difference()
            difference.rowReloads = [position]
            difference.reloaded = [(position, element, key)]
            return difference
        }

        /// A move of a row from `from` (before) to `to` (after).
        static func move(from: RowPosition, to: RowPosition, _ element: Element, key: ListKey) -> Difference {
            var difference = Difference()
            difference.rowMoves = [RowMove(from: from, to: to)]
            difference.moved = [(element, key)]
            return difference
        }
    }

    /// The list with `difference` applied, as a view applies a batch update:
    /// removals and move sources (positions before) from the last, then
    /// sections, then insertions and move targets (positions after) from
    /// the first, then reloads. `old.applying(new.difference(from: old)) == new`.
    ///
    /// - Precondition: `difference` was made from this list (by a change to
    ///   it, or by ``difference(from:)`` with this list as `old`).
    /// - Complexity: O(n + changes × size of the sections they touch).
    public func applying(_ difference: Difference) -> SectionedList {
        precondition(difference.insertedSections.allSatisfy { collation.sectionTitles.indices.contains($0.number) },
                     "applying(_:): the difference has sections this list's collation does not (made under another collation?)")
        var result = self
        for removal in (difference.rowRemovals + difference.rowMoves.map(\.from)).sorted(by: >) {
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
        let insertions = zip(difference.rowInsertions, zip(difference.insertedElements, difference.insertedElementKeys))
            .map { (to: $0.0, element: $0.1.0, key: $0.1.1) }
            + zip(difference.rowMoves, difference.moved).map { (to: $0.0.to, element: $0.1.element, key: $0.1.key) }
        for insertion in insertions.sorted(by: { $0.to < $1.to }) {
            result.sections[insertion.to.section].elements.insert(insertion.element, at: insertion.to.row)
            result.keys[insertion.to.section].insert(insertion.key, at: insertion.to.row)
        }
        for reload in difference.reloaded {
            result.sections[reload.to.section].elements[reload.to.row] = reload.element
            result.keys[reload.to.section].replace(at: reload.to.row, with: reload.key)
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
            && lhs.rowReloads == rhs.rowReloads && lhs.rowMoves == rhs.rowMoves
            && lhs.insertedSections == rhs.insertedSections && lhs.insertedElements == rhs.insertedElements
            && lhs.reloaded.map(\.element) == rhs.reloaded.map(\.element) && lhs.moved.map(\.element) == rhs.moved.map(\.element)
    }
}
