import IndexedCollation

/// The options of every index output (`collate index`, `--index`,
/// `--format svg`, `--format html`): compaction, empty sections, the search
/// entry, the minimum row count, colours and fonts.
struct IndexBarOptions {
    var configuration = IndexBar.Configuration()
    var fontFamily = IndexBarSVGStyle.systemFonts
    var fontSize = IndexBarSVGStyle.defaultFontSize
    var searchGlyph = IndexBarSVGStyle.SearchGlyph.magnifier
    /// HTML: the page's title; nil for the input files' names.
    var pageTitle: String?
    /// HTML: `--page-strings`, a JSON file of the page's own words.
    var pageStringsFile: String?

    var svgStyle: IndexBarSVGStyle {
        IndexBarSVGStyle(fontFamily: fontFamily, fontSize: fontSize, colors: configuration.colors, searchGlyph: searchGlyph)
    }
}

extension IndexBarOptions {
    /// The index-bar options, listed in `--help` after the others.
    static let specs: [OptionSpec<Options>] = [
        OptionSpec(["--slots"], value: "<n>", help: """
            Fit the index bar into n positions: titles are dropped and • stands for \
            them. The first title of each script and the bar's last title (# in most \
            tables) always stay; a script's own last title (Z) from one slot more \
            (en: 3 slots give A • #, 4 give A • Z #). Default: the table's own index.
            """, for: .reports) { options, value throws(CommandFailure) in
                guard let slots = Int(value), slots > 0 else { throw .usage("--slots needs a positive whole number, not '\(value)'") }
                options.indexBar.configuration.slots = slots
            },
        OptionSpec(["--min-rows"], value: "<n>", help: """
            Show no index bar for lists of fewer than n records (UIKit's \
            sectionIndexMinimumDisplayRowCount). Default: 0, always show.
            """, for: .reports) { options, value throws(CommandFailure) in
                guard let rows = Int(value), rows >= 0 else { throw .usage("--min-rows needs a whole number ≥ 0, not '\(value)'") }
                options.indexBar.configuration.minimumRowCount = rows
            },
        OptionSpec(["--search-entry"], help: "Put UIKit's search entry (a magnifying glass) on top of the index bar.", for: .reports) { options, _ in
            options.indexBar.configuration.searchEntry = true
        },
        OptionSpec(["--empty-sections"], value: "<rule>", help: """
            Index titles of sections without records: previous (default; jump to \
            the nearest non-empty section before), next, or drop (leave them out).
            """, completion: .choices(["previous", "next", "drop"]), for: .reports) { options, value throws(CommandFailure) in
                if value == "drop" {
                    options.indexBar.configuration.emptySections = .drop
                } else if let target = IndexBar.EmptySectionTarget(rawValue: value) {
                    options.indexBar.configuration.emptySections = .keep(jumpingTo: target)
                } else {
                    throw .usage("unknown --empty-sections rule '\(value)' (expected previous, next or drop)")
                }
            },
        color("--index-color", help: "The index titles' colour (#rgb, #rrggbb, a CSS name, rgb(…)), for light and dark. Default: #0040dd, dark #409cff (UIKit's blues with Increase Contrast, 4.5:1).") { $0.text = $1 },
        color("--index-background", help: "The index bar's background. Default: transparent.") { $0.background = $1 },
        color("--index-tracking-background", help: "The bar's background while it is touched or dragged. Default: a light grey.") { $0.trackingBackground = $1 },
        OptionSpec(["--font"], value: "<family>", help: "SVG: the CSS font-family of the titles. Default: the system fonts, then Noto.", for: .reports) { options, value throws(CommandFailure) in
            guard !value.isEmpty else { throw .usage("--font needs a font family") }
            options.indexBar.fontFamily = value
        },
        OptionSpec(["--font-size"], value: "<px>", help: "SVG: the size of the titles in pixels. Default: 11.", for: .reports) { options, value throws(CommandFailure) in
            guard let size = Double(value), size >= 4, size <= 200 else { throw .usage("--font-size needs a number of pixels from 4 to 200, not '\(value)'") }
            options.indexBar.fontSize = size
        },
        OptionSpec(["--search-glyph"], value: "<text>", help: "SVG: draw the search entry as this text (such as ⌕) instead of a magnifying glass.", for: .reports) { options, value throws(CommandFailure) in
            guard !value.isEmpty else { throw .usage("--search-glyph needs a character or 'magnifier'") }
            options.indexBar.searchGlyph = value == "magnifier" ? .magnifier : .text(value)
        },
        OptionSpec(["--title"], value: "<text>", help: "HTML: the page's title. Default: the names of the input files.", for: .collate) { options, value in
            options.indexBar.pageTitle = value
        },
        OptionSpec(["--page-strings"], value: "<file>", help: """
            HTML: a JSON file of the page's own words (filterLabel, \
            filterPlaceholder, records with a form per plural category, …; \
            docs/page.md). Keys left out keep the bundled words of the page's language.
            """, for: .collate) { options, value throws(CommandFailure) in
                guard !value.isEmpty else { throw .usage("--page-strings needs a file") }
                options.indexBar.pageStringsFile = value
            },
    ]

    /// An option that sets one of the bar's colours (`set`); a value that is
    /// not a CSS colour is a usage error naming the option. A closure, not a
    /// key path: the option table is built at every start, and the runtime
    /// instantiates each key path at its first use (docs/performance.md).
    private static func color(_ name: String, help: String,
                              _ set: @escaping @Sendable (inout IndexBarColors, IndexColor) -> Void) -> OptionSpec<Options> {
        OptionSpec([name], value: "<css>", help: help, for: .reports) { options, value throws(CommandFailure) in
            do throws(IndexBarError) {
                set(&options.indexBar.configuration.colors, try IndexColor(value))
            } catch {
                throw .usage("\(name): \(error.description)")
            }
        }
    }
}
