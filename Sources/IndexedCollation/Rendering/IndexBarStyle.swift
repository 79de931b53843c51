/// What the SVG bar and the HTML page draw alike: the fonts, the size of a
/// title and of its slot, and the magnifying glass of the search entry.
enum IndexBarStyle {
    /// The system fonts of each platform, then Noto for every script. Single
    /// quotes, so that it reads the same in CSS and (escaped) in an attribute.
    static let systemFonts = "-apple-system, system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK TC', 'Noto Sans CJK JP', 'Noto Sans Arabic', sans-serif"

    /// UIKit's index title size, in pixels.
    static let titleFontSize = 11.0

    /// The height of one slot for titles of `fontSize` pixels.
    static func slotHeight(forFontSize fontSize: Double) -> Double {
        (fontSize * 1.45).rounded()
    }

    /// UIKit's magnifying glass drawn with strokes, sized for titles of
    /// `fontSize` pixels and centred on (`centreX`, `centreY`): a ring, and a
    /// handle toward the lower right. `color` is validated CSS or `currentColor`.
    static func magnifier(fontSize: Double, centreX: Double, centreY: Double, color: String) -> String {
        let number = Markup.number
        let radius = fontSize * 0.3, stroke = max(1, fontSize * 0.13)
        let ringX = centreX - radius * 0.25, ringY = centreY - radius * 0.25
        // The handle starts on the ring, at 45°, and is three quarters of the radius long.
        let handleStart = radius * 0.71, handleLength = radius * 0.75
        return "<g fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(number(stroke))\" stroke-linecap=\"round\">"
            + "<circle cx=\"\(number(ringX))\" cy=\"\(number(ringY))\" r=\"\(number(radius))\"/>"
            + "<line x1=\"\(number(ringX + handleStart))\" y1=\"\(number(ringY + handleStart))\" "
            + "x2=\"\(number(ringX + handleStart + handleLength))\" y2=\"\(number(ringY + handleStart + handleLength))\"/></g>"
    }
}
