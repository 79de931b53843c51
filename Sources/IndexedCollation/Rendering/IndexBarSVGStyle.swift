/// How ``IndexBar/svg(style:sectionTitles:language:)`` draws a bar.
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
    /// The titles', background's and tracking colours.
    public var colors: IndexBarColors
    /// How the search entry is drawn.
    public var searchGlyph: SearchGlyph

    /// A style; by default UIKit's look: system fonts at 11 pixels, UIKit's
    /// colours, the drawn magnifier.
    public init(
        fontFamily: String = IndexBarSVGStyle.systemFonts,
        fontSize: Double = IndexBarSVGStyle.defaultFontSize,
        colors: IndexBarColors = .standard,
        searchGlyph: SearchGlyph = .magnifier
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.colors = colors
        self.searchGlyph = searchGlyph
    }

    /// The system fonts of each platform, then Noto for every script (the HTML page's fonts too).
    public static let systemFonts = IndexBarStyle.systemFonts
    /// UIKit's index title size, 11 pixels (the HTML page's too).
    public static let defaultFontSize = IndexBarStyle.titleFontSize

    /// The height of one slot.
    var slotHeight: Double { IndexBarStyle.slotHeight(forFontSize: fontSize) }
}
