/// How ``IndexBar/svg(style:)`` draws a bar.
public struct IndexBarSVGStyle: Sendable, Hashable {
    /// How the search entry is drawn.
    public enum SearchGlyph: Sendable, Hashable {
        /// A magnifying glass drawn with strokes, as UIKit's (the default).
        case magnifier
        /// A character or short text, such as `🔍` or `⌕`.
        case text(String)
    }

    /// A CSS font-family list.
    public var fontFamily: String
    /// The size of the titles, in SVG user units (pixels).
    public var fontSize: Double
    public var colors: IndexBarColors
    public var searchGlyph: SearchGlyph

    public init(
        fontFamily: String = IndexBarSVGStyle.systemFonts,
        fontSize: Double = 11,
        colors: IndexBarColors = .standard,
        searchGlyph: SearchGlyph = .magnifier
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.colors = colors
        self.searchGlyph = searchGlyph
    }

    /// The system fonts of each platform, then Noto for every script.
    public static let systemFonts = "-apple-system, system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK TC', 'Noto Sans CJK JP', 'Noto Sans Arabic', sans-serif"

    /// The height of one slot.
    var slotHeight: Double { (fontSize * 1.45).rounded() }
}

extension IndexBar {
    /// The bar as a standalone SVG image: one slot per entry, top to bottom,
    /// titles centred, the search entry as a magnifying glass. Each entry is a
    /// group with `data-kind`, `data-section` (absent for search) and a
    /// `<title>` for screen readers, so a page can wire it up; the background
    /// takes the tracking colour while the bar is pressed (`:active`).
    ///
    /// Complexity: O(m) for m entries.
    public func svg(style: IndexBarSVGStyle = IndexBarSVGStyle(), sectionTitles: [String]? = nil) -> String {
        let slot = style.slotHeight
        let width = (max(style.fontSize * 1.6, widestTitle(style: style)) + style.fontSize * 0.8).rounded()
        let padding = (style.fontSize * 0.5).rounded()
        let height = Double(entries.count) * slot + 2 * padding
        let n = Markup.number, e = Markup.escape
        // Colours are validated CSS (IndexColor), titles and the font are escaped.
        var svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" \
        direction="\(direction.rawValue)" role="navigation" aria-label="Section index" class="index-bar">
        <style>.index-bar:active .index-bar-background { fill: \(style.colors.trackingBackground.css); }</style>
        <rect class="index-bar-background" width="100%" height="100%" rx="\(n(width / 2))" fill="\(style.colors.background.css)"/>
        <g font-family="\(e(style.fontFamily))" font-size="\(n(style.fontSize))" font-weight="600" fill="\(style.colors.text.css)" text-anchor="middle">

        """
        for (position, entry) in entries.enumerated() {
            let centre = padding + (Double(position) + 0.5) * slot
            let label = accessibleLabel(of: entry, sectionTitles: sectionTitles)
            let section = entry.section.map { " data-section=\"\($0)\"" } ?? ""
            svg += "<g data-kind=\"\(entry.kind.rawValue)\"\(section)><title>\(e(label))</title>"
            if entry.kind == .search {
                svg += searchGlyph(style, centreX: width / 2, centreY: centre)
            } else {
                svg += "<text x=\"\(n(width / 2))\" y=\"\(n(centre))\" dominant-baseline=\"central\">\(e(entry.title))</text>"
            }
            svg += "</g>\n"
        }
        svg += "</g>\n</svg>\n"
        return svg
    }

    /// What a screen reader says for an entry: the title, the sections a
    /// bullet stands for (`B–D`), or "Search".
    public func accessibleLabel(of entry: Entry, sectionTitles: [String]?) -> String {
        switch entry.kind {
        case .search: return "Search"
        case .title: return entry.section.flatMap { sectionTitles?[safe: $0] } ?? entry.title
        case .bullet:
            guard let sections = entry.sections, let titles = sectionTitles,
                  let low = titles[safe: sections.lowerBound], let high = titles[safe: sections.upperBound] else { return entry.title }
            return low == high ? low : "\(low)–\(high)"
        }
    }

    private func searchGlyph(_ style: IndexBarSVGStyle, centreX: Double, centreY: Double) -> String {
        let n = Markup.number
        switch style.searchGlyph {
        case let .text(text):
            return "<text x=\"\(n(centreX))\" y=\"\(n(centreY))\" dominant-baseline=\"central\">\(Markup.escape(text))</text>"
        case .magnifier:
            let r = style.fontSize * 0.3, stroke = max(1, style.fontSize * 0.13)
            let cx = centreX - r * 0.25, cy = centreY - r * 0.25
            let handle = r * 0.75
            return "<g fill=\"none\" stroke=\"\(style.colors.text.css)\" stroke-width=\"\(n(stroke))\" stroke-linecap=\"round\">"
                + "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(r))\"/>"
                + "<line x1=\"\(n(cx + r * 0.71))\" y1=\"\(n(cy + r * 0.71))\" x2=\"\(n(cx + r * 0.71 + handle))\" y2=\"\(n(cy + r * 0.71 + handle))\"/></g>"
        }
    }

    /// A generous estimate of the widest title: wide (CJK, emoji) characters
    /// count one em, others two thirds of one.
    private func widestTitle(style: IndexBarSVGStyle) -> Double {
        entries.filter { $0.kind != .search }.map { entry in
            entry.title.unicodeScalars.reduce(0.0) { width, scalar in
                width + (scalar.value >= 0x1100 && !(0x2000...0x206F).contains(scalar.value) ? 1.0 : 0.67)
            } * style.fontSize
        }.max() ?? style.fontSize
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
