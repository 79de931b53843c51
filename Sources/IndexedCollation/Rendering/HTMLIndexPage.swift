/// A self-contained HTML page of a sectioned list: the web twin of a
/// plain-style table view with a section index.
///
/// - Section headers stick to the top while their section scrolls by.
/// - A side index bar (on the left for right-to-left scripts) whose entries
///   are plain links to section anchors: navigation needs no JavaScript.
///   UIKit compacts its bar to the height it has; the page does the same with
///   CSS alone, carrying a few compacted variants and showing the fullest one
///   that fits the window's height.
/// - The search entry jumps to the top, where a filter box filters records.
/// - A small optional script adds the filter, drag-to-scrub on the bar and
///   arrow keys between index entries.
/// - Light and dark themes follow `prefers-color-scheme`; every record and
///   title is escaped, and each record gets `dir="auto"`.
///
/// The markup is here; the CSS is in `HTMLIndexPage+Stylesheet.swift`, the
/// script in `HTMLIndexPage+Script.swift`, and what the page draws like the
/// SVG bar (fonts, slots, magnifier) in `IndexBarStyle.swift`.
public struct HTMLIndexPage: Sendable {
    /// The page's `<title>` and heading.
    public var title: String
    /// BCP 47 language of the page (`zh-Hant`), for fonts and screen readers.
    public var language: String
    /// The page's direction (`<html dir>`): a right-to-left page has its bar on the left.
    public var direction: WritingDirection
    /// The sections shown, each with an anchor `section-<index>`.
    public var sections: [Section<String>]
    /// Every section title of the collation, which the bars' sections index,
    /// for the links' labels (`B–D` for a bullet).
    public var sectionTitles: [String]
    /// The bar variants, fullest first; empty when no bar is shown.
    public var bars: [IndexBar]
    /// The index bar's and the links' colours. With ``IndexBarColors/standard``,
    /// UIKit's blues with Increase Contrast (`#0040dd`, dark `#409cff`), which
    /// read at 4.5:1 or more on the page's backgrounds; other colours serve
    /// both themes, and their contrast is the caller's to check.
    public var colors: IndexBarColors
    /// Whether to add the small script (filter, scrubbing, arrow keys).
    public var includesScript: Bool
    /// Links shown under records (a contact's phone numbers and e-mail
    /// addresses): `links[s][e]` are those of element `e` of section `s`.
    /// Empty (the default), or shorter than the sections: no links.
    public var links: [[[Link]]] = []

    package init(title: String, language: String, direction: WritingDirection, sections: [Section<String>], sectionTitles: [String],
                bars: [IndexBar], colors: IndexBarColors = .standard, includesScript: Bool = true) {
        self.title = title
        self.language = language
        self.direction = direction
        self.sections = sections
        self.sectionTitles = sectionTitles
        self.bars = bars
        self.colors = colors
        self.includesScript = includesScript
    }

    /// The page for sections made by `collation`, with bars the caller made
    /// (``IndexBar/pageVariants(for:shownSections:rowCount:configuration:)``,
    /// fullest first; none for a page without a bar). Language, direction and
    /// the labels' section titles come from the collation.
    public init(collation: LocalizedIndexedCollation, sections: [Section<String>], title: String, bars: [IndexBar],
                colors: IndexBarColors = .standard, includesScript: Bool = true) {
        let language = String(collation.table.id.prefix { $0 != "@" }).replacing("_", with: "-")
        self.init(title: title, language: language, direction: WritingDirection(collation: collation), sections: sections,
                  sectionTitles: collation.sectionTitles, bars: bars, colors: colors, includesScript: includesScript)
    }

    /// The page for sections made by `collation`, with the bars
    /// `configuration` asks for: see
    /// ``IndexBar/pageVariants(for:shownSections:rowCount:configuration:)``.
    /// Sections passed in empty (as with `includeEmpty`) are on the page, so
    /// their titles jump there.
    ///
    /// - Throws: ``IndexBarError/tooFewSlots(requested:minimum:)``.
    public init(collation: LocalizedIndexedCollation, sections: [Section<String>], title: String,
                configuration: IndexBar.Configuration = IndexBar.Configuration(), includesScript: Bool = true) throws(IndexBarError) {
        let bars = try IndexBar.pageVariants(for: collation, shownSections: sections.map(\.number),
                                             rowCount: sections.reduce(0) { $0 + $1.elements.count }, configuration: configuration)
        self.init(collation: collation, sections: sections, title: title, bars: bars, colors: configuration.colors, includesScript: includesScript)
    }

    /// The page. Complexity: O(r + m) for r records and m bar entries.
    public func render() -> String {
        var html = header()
        for (variant, bar) in bars.enumerated() { html += navigation(bar, variant: variant) }
        html += "<main>\n"
        if sections.isEmpty { html += "<p class=\"empty\">No records.</p>\n" }
        for (position, section) in sections.enumerated() {
            html += markup(section, links: position < links.count ? links[position] : [])
        }
        html += "</main>\n"
        if includesScript { html += "<script>\n\(Self.script)</script>\n" }
        html += "</body>\n</html>\n"
        return html
    }

    /// From the doctype to the filter box.
    private func header() -> String {
        let escape = Markup.escape
        let recordCount = sections.reduce(0) { $0 + $1.elements.count }
        return """
        <!DOCTYPE html>
        <html lang="\(escape(language))" dir="\(direction.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="generator" content="collate (IndexedCollation)">
        <title>\(escape(title))</title>
        <style>
        \(stylesheet)</style>
        </head>
        <body>
        <header id="top" class="top">
        <h1>\(escape(title))</h1>
        <p class="count"><span id="count" dir="ltr" aria-live="polite">\(recordCount) \(recordCount == 1 ? "record" : "records")</span></p>
        <form class="filter" role="search" id="filter-form" hidden><label class="visually-hidden" for="filter">Filter records</label>\
        <input id="filter" type="search" placeholder="Filter" autocomplete="off" spellcheck="false"></form>
        </header>

        """
    }

    /// One bar variant: a list of links to section anchors (the search entry to the top).
    private func navigation(_ bar: IndexBar, variant: Int) -> String {
        var html = "<nav class=\"index v\(variant)\" aria-label=\"Section index\"><ol>\n"
        for entry in bar.entries {
            let label = Markup.escape(bar.accessibleLabel(of: entry, sectionTitles: sectionTitles))
            switch entry.kind {
            case .search:
                html += "<li><a href=\"#top\" class=\"search\" aria-label=\"\(label)\">\(Self.magnifier)</a></li>\n"
            case .title, .bullet:
                let target = entry.section.map { "#section-\($0)" } ?? "#top"
                let bulletClass = entry.kind == .bullet ? " class=\"bullet\"" : ""
                html += "<li><a href=\"\(target)\"\(bulletClass) aria-label=\"\(label)\">\(Markup.escape(entry.title))</a></li>\n"
            }
        }
        return html + "</ol></nav>\n"
    }

    /// A section: its anchor, its sticky header and its records.
    private func markup(_ section: Section<String>, links: [[Link]]) -> String {
        var html = "<section id=\"section-\(section.number)\" aria-labelledby=\"title-\(section.number)\">"
        html += "<h2 id=\"title-\(section.number)\" tabindex=\"-1\">\(Markup.escape(section.title))</h2>\n<ul>\n"
        for (position, record) in section.elements.enumerated() {
            html += "<li dir=\"auto\">\(Markup.escape(record))"
            if position < links.count, !links[position].isEmpty {
                html += "<span class=\"links\">" + links[position].map { link in
                    "<a href=\"\(Markup.escape(link.url))\" dir=\"ltr\">\(Markup.escape(link.text))</a>"
                }.joined(separator: " ") + "</span>"
            }
            html += "</li>\n"
        }
        return html + "</ul></section>\n"
    }

    /// The search entry's magnifying glass, the SVG bar's own at the page's title size.
    private static let magnifier: String = {
        let size = IndexBarStyle.titleFontSize, side = Markup.number(size)
        return "<svg viewBox=\"0 0 \(side) \(side)\" width=\"\(side)\" height=\"\(side)\" aria-hidden=\"true\" focusable=\"false\">"
            + IndexBarStyle.magnifier(fontSize: size, centreX: size / 2, centreY: size / 2, color: "currentColor") + "</svg>"
    }()
}
