/// A side index bar: the column of titles beside a long sectioned list, each
/// jumping to a section — what UIKit draws from `sectionIndexTitles`, as data
/// that any platform can draw.
///
/// A bar starts from a collation (``init(collation:)``, Apple's own index, or
/// ``full(for:)``, one title per section) and is then shaped step by step:
/// ``compacted(toSlots:)`` fits it into a number of slots with `•` for the
/// titles it drops, ``mappingEmptySections(sectionCounts:toward:)`` and
/// ``droppingEmptySections(sectionCounts:)`` take the list's records into
/// account, ``withSearchEntry()`` adds UIKit's magnifying glass.
/// ``IndexBar/Configuration`` applies all of them in the right order.
public struct IndexBar: Sendable, Hashable {
    /// One position of the bar.
    public struct Entry: Sendable, Hashable {
        /// What an entry is; its raw value is the name `collate index --format json` writes.
        public enum Kind: String, Sendable, Hashable, Codable {
            /// A title from the table, such as `A` or `1`.
            case title
            /// `•`, standing for titles dropped by compaction.
            case bullet
            /// UIKit's search entry (`UITableViewIndexSearch`), drawn as a
            /// magnifying glass; it jumps to the top of the list and its
            /// search field, not to a section.
            case search
        }

        /// A title, a bullet or the search entry.
        public var kind: Kind
        /// What the bar shows: the title, `•`, or ``IndexBar/searchTitle``.
        public var title: String
        /// The section the entry jumps to; nil for the search entry.
        public var section: Int?
        /// The sections the entry stands for: a title's own section, the
        /// sections whose titles a bullet replaces; nil for the search entry.
        public var sections: ClosedRange<Int>?

        /// An entry; ``title(_:section:)``, ``bullet(section:sections:)``
        /// and ``search`` make the three kinds.
        public init(kind: Kind, title: String, section: Int?, sections: ClosedRange<Int>?) {
            self.kind = kind
            self.title = title
            self.section = section
            self.sections = sections
        }

        /// A title jumping to its section.
        public static func title(_ title: String, section: Int) -> Entry {
            Entry(kind: .title, title: title, section: section, sections: section...section)
        }

        /// A bullet jumping to `section` and standing for `sections`.
        public static func bullet(section: Int, sections: ClosedRange<Int>) -> Entry {
            Entry(kind: .bullet, title: IndexBar.bulletTitle, section: section, sections: sections)
        }

        /// The search entry.
        public static let search = Entry(kind: .search, title: IndexBar.searchTitle, section: nil, sections: nil)
    }

    /// UIKit's `UITableViewIndexSearch`: the title that asks for a magnifying glass.
    public static let searchTitle = "{search}"
    /// The title of a bullet, U+2022.
    public static let bulletTitle = "•"

    /// The bar's positions, top to bottom.
    public var entries: [Entry]
    /// The direction of the table's script: a right-to-left bar sits on the
    /// left of the list.
    public var direction: WritingDirection

    /// A bar of the given entries; ``init(collation:)`` and ``full(for:)``
    /// make the bars of a collation.
    public init(entries: [Entry], direction: WritingDirection = .leftToRight) {
        self.entries = entries
        self.direction = direction
    }

    /// The titles as UIKit's `sectionIndexTitles` would list them.
    public var titles: [String] { entries.map(\.title) }
    /// For each entry, its section (nil for the search entry), as Apple's `UIIndexMapping`.
    public var mapping: [Int?] { entries.map(\.section) }
    /// Whether the bar starts with the search entry.
    public var hasSearchEntry: Bool { entries.first?.kind == .search }

    /// The collation's own index: Apple's `sectionIndexTitles` and
    /// `sectionForSectionIndexTitleAtIndex:`, read from the collation (never
    /// from its table, whose sections differ when a `漢字` section is added).
    /// A `•` among the titles is a bullet standing for the sections up to the
    /// next entry's.
    public init(collation: LocalizedIndexedCollation) {
        let titles = collation.sectionIndexTitles
        let mapping = titles.indices.map(collation.section(forSectionIndexTitleAt:))
        self.init(indexTitles: titles, mapping: mapping, direction: WritingDirection(collation: collation))
    }

    /// A bar from index titles and the section each jumps to.
    /// - Precondition: `titles` and `mapping` have the same count.
    init(indexTitles titles: [String], mapping: [Int], direction: WritingDirection) {
        let entries = titles.indices.map { position -> Entry in
            let section = mapping[position]
            guard titles[position] == IndexBar.bulletTitle else { return .title(titles[position], section: section) }
            let next = position + 1 < mapping.count ? max(section, mapping[position + 1] - 1) : section
            return .bullet(section: section, sections: section...next)
        }
        self.init(entries: entries, direction: direction)
    }

    /// Every title the collation can show, the starting point of compaction:
    /// its own index when that reaches every section; otherwise (a table that
    /// ships an already compacted index, such as Apple's `zh-Hant`) one title
    /// per section, made from the section title's first word (`1 畫` → `1`,
    /// `25 畫以上` → `25`, which is how Apple's own index shortens them).
    ///
    /// Complexity: O(s) for s sections.
    public static func full(for collation: LocalizedIndexedCollation) -> IndexBar {
        let own = IndexBar(collation: collation)
        let reached = Set(own.mapping)
        let bulletFree = !own.entries.contains { $0.kind == .bullet }
        if bulletFree && reached.count == collation.sectionTitles.count { return own }
        let entries = collation.sectionTitles.enumerated().map { section, title in
            Entry.title(shortTitle(title), section: section)
        }
        return IndexBar(entries: entries, direction: own.direction)
    }

    /// A section title as an index title: up to its first space.
    static func shortTitle(_ sectionTitle: String) -> String {
        let first = sectionTitle.split(separator: " ", maxSplits: 1).first
        return first.map(String.init) ?? sectionTitle
    }

    /// The bar with the search entry on top (once).
    public func withSearchEntry() -> IndexBar {
        guard !hasSearchEntry else { return self }
        return IndexBar(entries: [.search] + entries, direction: direction)
    }
}
