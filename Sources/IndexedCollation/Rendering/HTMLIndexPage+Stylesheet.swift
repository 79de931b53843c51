extension HTMLIndexPage {
    /// The smallest target a pointer must hit, in CSS pixels, each way
    /// (WCAG 2.2 AA, 2.5.8 Target Size).
    static let minimumTarget = 24

    /// Pixels per index slot: the SVG bar's at UIKit's title size (16), raised
    /// to ``minimumTarget``; and the bar's vertical padding. The CSS and the
    /// media queries share both, so a window too short for a bar shows a
    /// compacted one instead of smaller targets.
    static let slotHeight = max(minimumTarget, Int(IndexBarStyle.slotHeight(forFontSize: IndexBarStyle.titleFontSize))), barPadding = 8

    /// The default light and dark blues: UIKit's blues with Increase
    /// Contrast, which read at 4.5:1 or more (WCAG 1.4.3) on every
    /// background of their theme — UIKit's own `#007aff` is 4.0:1 on white.
    static let lightBlue = IndexColor.systemBlueHighContrast, darkBlue = IndexColor.systemBlueDarkHighContrast

    /// A record's row height in CSS pixels, near enough (11 px padding above
    /// and below a 17 px line at 1.35), and a section header's: what a
    /// section not yet laid out is taken to measure. Sections off screen are
    /// not laid out (`content-visibility: auto`), so the filter's changes to
    /// 10,000 rows cost only the few on screen.
    static let estimatedRowHeight = 45, estimatedHeaderHeight = 26

    /// The width kept free for the index bar (30 px) beside every row, and
    /// 10 px between: on the bar's side of the page, whatever the direction
    /// of the row's own text. The gutter is padding of the list, which takes
    /// the page's direction; a row (`dir="auto"`) only aligns its text, so an
    /// English name on an Arabic page, or an Arabic one on an English page,
    /// stops short of the bar like the others.
    static let barGutter = 40

    /// The page's CSS: the theme's colours, the layout, and one media query
    /// per compacted bar variant.
    var stylesheet: String {
        // Colours given by the user apply to both themes; the defaults are UIKit's
        // light and dark blues with Increase Contrast.
        let custom = colors != .standard
        let light = custom ? colors : IndexBarColors(text: Self.lightBlue)
        let dark = custom ? colors : IndexBarColors(text: Self.darkBlue)
        var css = """
        :root { color-scheme: light dark; --page: #f2f2f7; --card: #fff; --bg: #fff; --fg: #000; --muted: #6e6e73; --separator: #c6c6c8;
          --header-bg: rgb(242 242 247 / 94%); --field: rgb(118 118 128 / 12%);
          --index: \(light.text.css); --index-bg: \(light.background.css); --index-tracking: \(light.trackingBackground.css); }
        @media (prefers-color-scheme: dark) { :root { --page: #000; --card: #1c1c1e; --bg: #000; --fg: #fff; --muted: #98989d; --separator: #38383a;
          --header-bg: rgb(44 44 46 / 94%); --field: rgb(118 118 128 / 24%);
          --index: \(dark.text.css); --index-bg: \(dark.background.css); --index-tracking: \(dark.trackingBackground.css); } }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        html { scroll-behavior: auto; }
        body { margin: 0; background: var(--bg); color: var(--fg);
          font: 17px/1.35 \(IndexBarStyle.systemFonts); }
        .top, main { max-width: 760px; margin-inline: auto; }
        .top { padding: 20px 16px 8px; padding-inline-end: \(Self.barGutter)px; }
        h1 { font-size: 30px; line-height: 1.15; margin: 0; overflow-wrap: anywhere; }
        .count { color: var(--muted); margin: 4px 0 10px; font-size: 15px; }
        .filter input { width: 100%; font: inherit; padding: 8px 12px; border: 0; border-radius: 10px; background: var(--field); color: inherit; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
        main section { content-visibility: auto; }
        section > h2 { position: sticky; top: 0; z-index: 1; margin: 0; padding: 3px 16px; font-size: 15px; font-weight: 600;
          background: var(--header-bg); -webkit-backdrop-filter: blur(12px); backdrop-filter: blur(12px); }
        section > h2:focus { outline: none; }
        section > h2:focus-visible { outline: 2px solid var(--index); outline-offset: -2px; }
        ul { list-style: none; margin: 0; padding: 0; }
        main ul { padding-inline: 16px \(Self.barGutter)px; }
        li[dir] { padding-block: 11px; border-bottom: 0.5px solid var(--separator); overflow-wrap: anywhere; white-space: pre-wrap; }
        @media (min-width: 800px) { body { background: var(--page); } main { background: var(--card); border-radius: 12px; margin-bottom: 24px;
          box-shadow: 0 1px 3px rgb(0 0 0 / 8%); } section:first-child > h2 { border-radius: 12px 12px 0 0; } }
        section li:last-child { border-bottom: 0; }
        li .links { display: block; font-size: 13px; white-space: normal; }
        li .links a { color: var(--index); text-decoration: none; margin-inline-end: 12px; }
        .empty { color: var(--muted); padding: 16px; }
        nav.index { position: fixed; inset-block: 0; inset-inline-end: max(0px, calc((100vw - 760px) / 2)); z-index: 2; width: 30px;
          display: none; flex-direction: column; justify-content: safe center; overflow-y: auto; touch-action: none; user-select: none; -webkit-user-select: none; }
        nav.index ol { list-style: none; margin: 0; padding: \(Self.barPadding)px 0; border-radius: 15px; background: var(--index-bg); }
        nav.index.tracking ol { background: var(--index-tracking); }
        nav.index a { display: flex; align-items: center; justify-content: center; height: \(Self.slotHeight)px; min-width: \(Self.minimumTarget)px; color: var(--index);
          font-size: \(Markup.number(IndexBarStyle.titleFontSize))px; font-weight: 600; text-decoration: none; white-space: nowrap; border-radius: 4px; }
        nav.index a.bullet { font-size: 9px; }
        nav.index a:focus-visible { outline: 2px solid var(--index); outline-offset: -1px; }
        nav.index.v0 { display: flex; }

        """
        // Show the fullest bar that fits the window's height: each media query
        // hides the previous variant and shows the next, smaller one.
        for variant in bars.indices.dropFirst() {
            let needed = bars[variant - 1].entries.count * Self.slotHeight + 2 * Self.barPadding
            css += "@media (max-height: \(needed - 1)px) { nav.index.v\(variant - 1) { display: none; } nav.index.v\(variant) { display: flex; } }\n"
        }
        return css
    }
}
