import IndexedCollation

/// The index bars an output shows, computed once from the collation's
/// sections before anything is written, and handed to the writers in the
/// `OutputContext`.
enum IndexBarReport {
    /// The bars the output needs: the index bar (with the sections listed)
    /// for `--index` and `--format svg`, the page's bars for `--format html`.
    /// `collated` is nil when no input was read.
    static func bars(_ options: Options, collation: LocalizedIndexedCollation, collated: CollatedRecords?)
        throws(CommandFailure) -> (indexBar: IndexBar?, listedSections: ListedSections?, pageBars: [IndexBar]) {
        if options.outputFormat.drawsIndexBar(for: options.report) {
            return (try bar(options, collation: collation, collated: collated),
                    collated.map { ListedSections($0, sectionCount: collation.sectionTitles.count) }, [])
        } else if options.outputFormat == .html, let collated {
            return (nil, nil, try pageBars(options, collation: collation, collated: collated))
        }
        return (nil, nil, [])
    }

    /// The bar the options ask for; nil when the list is shorter than
    /// `--min-rows`. Without input, empty sections are not considered.
    static func bar(_ options: Options, collation: LocalizedIndexedCollation, collated: CollatedRecords?) throws(CommandFailure) -> IndexBar? {
        let counts = collated.map { collated in
            var counts = Array(repeating: 0, count: collation.sectionTitles.count)
            for section in collated.sections { counts[section.index] = section.count }
            return counts
        }
        do {
            return try IndexBar.make(for: collation, sectionCounts: counts, configuration: options.indexBar.configuration)
        } catch {
            throw slotsFailure(error)
        }
    }

    /// The page's bar and its compacted variants: entries jump to the
    /// sections on the page, which are those `collated` lists (with
    /// `--empty`, the empty ones too).
    static func pageBars(_ options: Options, collation: LocalizedIndexedCollation, collated: CollatedRecords) throws(CommandFailure) -> [IndexBar] {
        let rowCount = collated.sections.reduce(0) { $0 + $1.count }
        do {
            return try IndexBar.pageVariants(for: collation, shownSections: collated.sections.map(\.index), rowCount: rowCount,
                                             configuration: options.indexBar.configuration)
        } catch {
            throw slotsFailure(error)
        }
    }

    private static func slotsFailure(_ error: IndexBarError) -> CommandFailure {
        .usage("--slots: \(error.description)")
    }
}
