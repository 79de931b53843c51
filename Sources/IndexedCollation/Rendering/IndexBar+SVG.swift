extension IndexBar {
    /// The bar as a standalone SVG image: one slot per entry, top to bottom,
    /// titles centred, the search entry as a magnifying glass. Each entry is a
    /// group with `data-kind`, `data-section` (absent for search) and a
    /// `<title>` for screen readers, so a page can wire it up; the background
    /// takes the tracking colour while the bar is pressed (`:active`).
    /// With the standard colours the titles are UIKit's blues with Increase
    /// Contrast, `#0040dd` and in dark mode (`prefers-color-scheme`)
    /// `#409cff`, as on the HTML page: they read at 4.5:1 or more on white
    /// and on black, where UIKit's `#007aff` reads at 4.0:1 on white.
    ///
    /// - Parameters:
    ///   - style: fonts, size, colours and the search glyph.
    ///   - sectionTitles: the collation's
    ///     ``LocalizedIndexedCollation/sectionTitles``, for the entries' labels.
    ///   - language: the language of the bar's own words (its name, "Search",
    ///     "B, jumps to C"), as for the HTML page (``HTMLPageStrings/bundled(for:)``);
    ///     nil for English.
    ///
    /// Complexity: O(m) for m entries.
    public func svg(style: IndexBarSVGStyle = IndexBarSVGStyle(), sectionTitles: [String]? = nil, language: String? = nil) -> String {
        let words = language.map(HTMLPageStrings.bundled(for:)) ?? .english
        let slot = style.slotHeight
        let width = (max(style.fontSize * 1.6, widestTitle(style: style)) + style.fontSize * 0.8).rounded()
        let padding = (style.fontSize * 0.5).rounded()
        let height = Double(entries.count) * slot + 2 * padding
        let number = Markup.number, escape = Markup.escape
        // Colours are validated CSS (IndexColor), titles and the font are escaped.
        let themed = style.colors == .standard
        let titles = themed ? "currentColor" : style.colors.text.css
        let theme = themed ? " .index-bar-titles { color: \(IndexColor.systemBlueHighContrast.css); } @media (prefers-color-scheme: dark) " +
            "{ .index-bar-titles { color: \(IndexColor.systemBlueDarkHighContrast.css); } }" : ""
        var svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" viewBox="0 0 \(number(width)) \(number(height))" \
        direction="\(direction.rawValue)" role="navigation" aria-label="\(escape(words.sectionIndex))" class="index-bar">
        <style>.index-bar:active .index-bar-background { fill: \(style.colors.trackingBackground.css); }\(theme)</style>
        <rect class="index-bar-background" width="100%" height="100%" rx="\(number(width / 2))" fill="\(style.colors.background.css)"/>
        <g font-family="\(escape(style.fontFamily))" font-size="\(number(style.fontSize))" font-weight="600" fill="\(titles)" class="index-bar-titles" text-anchor="middle">

        """
        for (position, entry) in entries.enumerated() {
            let centre = padding + (Double(position) + 0.5) * slot
            let label = accessibleLabel(of: entry, sectionTitles: sectionTitles, strings: words)
            let section = entry.section.map { " data-section=\"\($0)\"" } ?? ""
            svg += "<g data-kind=\"\(entry.kind.rawValue)\"\(section)><title>\(escape(label))</title>"
            if entry.kind == .search {
                svg += searchGlyph(style, color: titles, centreX: width / 2, centreY: centre)
            } else {
                svg += "<text x=\"\(number(width / 2))\" y=\"\(number(centre))\" dominant-baseline=\"central\">\(escape(entry.title))</text>"
            }
            svg += "</g>\n"
        }
        svg += "</g>\n</svg>\n"
        return svg
    }

    private func searchGlyph(_ style: IndexBarSVGStyle, color: String, centreX: Double, centreY: Double) -> String {
        switch style.searchGlyph {
        case let .text(text):
            let number = Markup.number
            return "<text x=\"\(number(centreX))\" y=\"\(number(centreY))\" dominant-baseline=\"central\">\(Markup.escape(text))</text>"
        case .magnifier:
            return IndexBarStyle.magnifier(fontSize: style.fontSize, centreX: centreX, centreY: centreY, color: color)
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
