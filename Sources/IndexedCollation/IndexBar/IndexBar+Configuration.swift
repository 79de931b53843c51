extension IndexBar {
    /// Everything UIKit's table view adds around a collation's index, for
    /// drawing a bar anywhere: compaction, empty sections, the search entry,
    /// the minimum row count and the colours.
    public struct Configuration: Sendable, Hashable {
        /// What happens to the titles of empty sections.
        public enum EmptySections: Sendable, Hashable {
            /// Keep every title; titles of empty sections jump as `target` says.
            case keep(jumpingTo: EmptySectionTarget)
            /// Drop them: the bar lists only sections with records.
            case drop
        }

        /// The number of positions the bar has room for; nil for the table's
        /// own index as it is.
        public var slots: Int?
        /// What happens to the titles of empty sections; by default they
        /// stay and jump to the nearest section with records before them.
        public var emptySections: EmptySections
        /// UIKit's `UITableViewIndexSearch` on top of the bar.
        public var searchEntry: Bool
        /// UIKit's `sectionIndexMinimumDisplayRowCount`: lists with fewer
        /// records show no bar at all. 0 always shows it.
        public var minimumRowCount: Int
        /// The bar's colours, for drawing it (SVG, the HTML page).
        public var colors: IndexBarColors

        /// A configuration; the defaults give the collation's own index as
        /// it is, always shown, UIKit's colours.
        public init(
            slots: Int? = nil,
            emptySections: EmptySections = .keep(jumpingTo: .previous),
            searchEntry: Bool = false,
            minimumRowCount: Int = 0,
            colors: IndexBarColors = .standard
        ) {
            self.slots = slots
            self.emptySections = emptySections
            self.searchEntry = searchEntry
            self.minimumRowCount = minimumRowCount
            self.colors = colors
        }

        /// Whether a list of `rowCount` records shows a bar.
        public func showsBar(rowCount: Int) -> Bool { rowCount >= minimumRowCount }
    }

    /// The bar a table view would show for `collation` under `configuration`.
    ///
    /// - Parameters:
    ///   - collation: the collation whose index the bar shows.
    ///   - sectionCounts: the number of records in each of the
    ///     collation's ``LocalizedIndexedCollation/sectionTitles``, or
    ///     nil when the bar is made without a list (empty sections are then not
    ///     considered, and the bar is always shown).
    ///   - configuration: slots, empty sections, search entry, minimum row count.
    /// - Returns: nil when the list is shorter than the minimum row count.
    /// - Throws: ``IndexBarError/tooFewSlots(requested:minimum:)``.
    ///
    /// Order matters: empty titles are dropped before compaction (so slots go
    /// to titles with records), empty targets are remapped after it (so each
    /// bullet can pick a section with records among those it stands for).
    ///
    /// Complexity: O(m · n + s) for m titles, n slots and s sections.
    public static func make(for collation: LocalizedIndexedCollation, sectionCounts: [Int]? = nil, configuration: Configuration = Configuration()) throws(IndexBarError) -> IndexBar? {
        if let sectionCounts, !configuration.showsBar(rowCount: sectionCounts.reduce(0, +)) { return nil }
        var bar = configuration.slots == nil ? IndexBar(collation: collation) : IndexBar.full(for: collation)
        if let sectionCounts, case .drop = configuration.emptySections {
            bar = bar.droppingEmptySections(sectionCounts: sectionCounts)
        }
        if configuration.searchEntry { bar = bar.withSearchEntry() }
        if let slots = configuration.slots { bar = try bar.compacted(toSlots: slots) }
        if let sectionCounts, case let .keep(target) = configuration.emptySections {
            bar = bar.mappingEmptySections(sectionCounts: sectionCounts, toward: target)
        }
        return bar
    }
}
