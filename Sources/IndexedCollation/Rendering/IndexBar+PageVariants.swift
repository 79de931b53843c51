extension IndexBar {
    /// Slot counts of the compacted variants a page carries, for windows of
    /// decreasing height.
    static let variantSlots = [27, 21, 15, 11, 7, 5, 3]

    /// The bars a page of sections carries, fullest first: UIKit compacts its
    /// bar to the height it has, and a page does the same by showing the
    /// fullest variant that fits. The fullest follows `configuration`; when
    /// it sets no `slots`, compacted variants of 27, 21, … 3 slots follow,
    /// each shorter than the one before.
    ///
    /// Entries jump only to sections on the page: those in `shownSections`
    /// (sections with records, and empty ones the page shows too); the
    /// empty-section rule decides where the others go.
    ///
    /// - Parameters:
    ///   - collation: the collation that made the page's sections.
    ///   - shownSections: indices into the collation's ``LocalizedIndexedCollation/sectionTitles``.
    ///   - rowCount: the records on the page, for the minimum row count.
    ///   - configuration: the fullest bar's configuration.
    /// - Returns: no bars when nothing is shown or below the minimum row count.
    /// - Throws: ``IndexBarError/tooFewSlots(requested:minimum:)`` when the
    ///   fullest bar cannot fit `configuration.slots`, whether or not it is shown.
    ///
    /// Complexity: that of ``make(for:sectionCounts:configuration:)``, once per variant.
    public static func pageVariants(for collation: LocalizedIndexedCollation, shownSections: some Sequence<Int>, rowCount: Int,
                                    configuration: Configuration) throws(IndexBarError) -> [IndexBar] {
        guard configuration.showsBar(rowCount: rowCount) else { return [] }
        let shown = Set(shownSections)
        let onPage = collation.sectionTitles.indices.map { shown.contains($0) ? 1 : 0 }
        var barConfiguration = configuration
        // The row count was checked above against the records; the page
        // counts below only say which sections are on the page.
        barConfiguration.minimumRowCount = 0
        guard let fullest = try make(for: collation, sectionCounts: onPage, configuration: barConfiguration), !shown.isEmpty else { return [] }
        var bars = [fullest]
        guard configuration.slots == nil else { return bars }
        for slots in variantSlots where slots < bars[bars.count - 1].entries.count {
            var smaller = barConfiguration
            smaller.slots = slots
            // A variant with fewer slots than the titles that must stay is left out.
            guard let bar = try? make(for: collation, sectionCounts: onPage, configuration: smaller),
                  bar.entries.count < bars[bars.count - 1].entries.count else { continue }
            bars.append(bar)
        }
        return bars
    }
}
