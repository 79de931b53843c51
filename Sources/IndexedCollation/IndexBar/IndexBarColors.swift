/// A CSS colour for an index bar: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, a
/// named colour (`red`, `transparent`, `currentColor`), or a colour function
/// (`rgb(0 122 255 / 50%)`, `hsl(…)`, `oklch(…)`; not `url(…)`). Only that syntax is accepted, so a
/// colour can be written into SVG, CSS or HTML without any way to break out.
public struct IndexColor: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The colour as written, valid CSS.
    public let css: String

    /// - Throws: ``IndexBarError/invalidColor(_:)`` for anything else.
    public init(_ css: String) throws(IndexBarError) {
        guard Self.isValid(css) else { throw .invalidColor(css) }
        self.css = css
    }

    private init(trusted css: String) { self.css = css }

    /// The colour as CSS: ``css``.
    public var description: String { css }

    private static func isValid(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty, scalars.count <= 64 else { return false }
        func isHex(_ s: Unicode.Scalar) -> Bool { s.properties.isASCIIHexDigit }
        func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
        if scalars[0] == "#" {
            return [4, 5, 7, 9].contains(scalars.count) && scalars.dropFirst().allSatisfy(isHex)
        }
        if scalars.allSatisfy(isLetter) { return true }
        // name(arguments): letters, then digits, dots, commas, spaces, %, /, -, letters (deg, turn).
        guard let open = scalars.firstIndex(of: "("), scalars.last == ")", open > 0 else { return false }
        let name = scalars[..<open], arguments = scalars[(open + 1)..<(scalars.count - 1)]
        let allowed: Set<Unicode.Scalar> = [".", ",", " ", "%", "/", "-", "+"]
        let functions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]
        return functions.contains(String(String.UnicodeScalarView(name)).lowercased()) && arguments.allSatisfy { $0.properties.numericType != nil && $0.isASCII || allowed.contains($0) || isLetter($0) }
    }

    /// UIKit's default index text colour, the system blue.
    public static let systemBlue = IndexColor(trusted: "#007aff")
    /// The system blue of dark mode.
    public static let systemBlueDark = IndexColor(trusted: "#0a84ff")
    /// The system blue with Increase Contrast, light and dark: the HTML
    /// page's default, at 4.5:1 or more on its backgrounds.
    static let systemBlueHighContrast = IndexColor(trusted: "#0040dd"), systemBlueDarkHighContrast = IndexColor(trusted: "#409cff")
    /// No colour: UIKit's clear index background.
    public static let transparent = IndexColor(trusted: "transparent")
    /// A light grey wash for the bar while a finger or pointer tracks it.
    public static let trackingGrey = IndexColor(trusted: "rgb(120 120 128 / 20%)")
}

/// The three colours of an index bar, as UIKit's table view has them:
/// `sectionIndexColor`, `sectionIndexBackgroundColor` and
/// `sectionIndexTrackingBackgroundColor`.
public struct IndexBarColors: Sendable, Hashable, Codable {
    /// The titles and the search glyph.
    public var text: IndexColor
    /// The bar at rest.
    public var background: IndexColor
    /// The bar while it is being touched or dragged.
    public var trackingBackground: IndexColor

    /// Colours; by default UIKit's (``standard``).
    public init(text: IndexColor = .systemBlue, background: IndexColor = .transparent, trackingBackground: IndexColor = .trackingGrey) {
        self.text = text
        self.background = background
        self.trackingBackground = trackingBackground
    }

    /// UIKit's look: blue titles on a clear bar, a grey wash while tracking.
    public static let standard = IndexBarColors()
}
