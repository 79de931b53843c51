extension IndexBar {
    /// What a screen reader says for an entry, in the SVG bar and on the HTML
    /// page: the section's title, the sections a bullet stands for (`B–D`),
    /// or "Search". Without `sectionTitles`, the entry's own title.
    ///
    /// A title that jumps to another section (an empty letter, sent to a
    /// neighbour by the empty-section rule) is named by what it shows first,
    /// then where it goes: "B, jumps to C". Its name so starts with its
    /// visible label, which voice control matches (WCAG 2.5.3, Label in Name).
    ///
    /// - Parameters:
    ///   - entry: an entry of this bar.
    ///   - sectionTitles: the collation's
    ///     ``LocalizedIndexedCollation/sectionTitles``, which the entries' sections index.
    public func accessibleLabel(of entry: Entry, sectionTitles: [String]?) -> String {
        accessibleLabel(of: entry, sectionTitles: sectionTitles, strings: .english)
    }

    /// The label in the words of `strings` (an HTML page's language).
    func accessibleLabel(of entry: Entry, sectionTitles: [String]?, strings: HTMLPageStrings) -> String {
        switch entry.kind {
        case .search: return strings.search
        case .title:
            guard let target = entry.section.flatMap({ sectionTitles?[safe: $0] }), target != entry.title else { return entry.title }
            return strings.jumps(from: entry.title, to: target)
        case .bullet:
            guard let sections = entry.sections, let titles = sectionTitles,
                  let low = titles[safe: sections.lowerBound], let high = titles[safe: sections.upperBound] else { return entry.title }
            return low == high ? low : "\(low)–\(high)"
        }
    }
}
