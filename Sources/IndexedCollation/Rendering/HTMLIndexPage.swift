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
public struct HTMLIndexPage: Sendable {
    public var title: String
    /// BCP 47 language of the page (`zh-Hant`), for fonts and screen readers.
    public var language: String
    public var direction: WritingDirection
    /// The sections shown, each with an anchor `section-<index>`.
    public var sections: [Section<String>]
    /// Every section title of the collation, which the bars' sections index,
    /// for the links' labels (`B–D` for a bullet).
    public var sectionTitles: [String]
    /// The bar variants, fullest first; empty when no bar is shown.
    public var bars: [IndexBar]
    public var colors: IndexBarColors
    /// Whether to add the small script (filter, scrubbing, arrow keys).
    public var includesScript: Bool

    public init(title: String, language: String, direction: WritingDirection, sections: [Section<String>], sectionTitles: [String],
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
    public init(collation: IndexedCollation, sections: [Section<String>], title: String, bars: [IndexBar],
                colors: IndexBarColors = .standard, includesScript: Bool = true) {
        let language = String(collation.table.id.prefix { $0 != "@" }).replacingOccurrences(of: "_", with: "-")
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
    public init(collation: IndexedCollation, sections: [Section<String>], title: String,
                configuration: IndexBar.Configuration = IndexBar.Configuration(), includesScript: Bool = true) throws(IndexBarError) {
        let bars = try IndexBar.pageVariants(for: collation, shownSections: sections.map(\.index),
                                             rowCount: sections.reduce(0) { $0 + $1.elements.count }, configuration: configuration)
        self.init(collation: collation, sections: sections, title: title, bars: bars, colors: configuration.colors, includesScript: includesScript)
    }

    /// Pixels per index slot and the bar's vertical padding, shared by the CSS and the media queries.
    static let slotHeight = 16, barPadding = 8

    /// The page. Complexity: O(r + m) for r records and m bar entries.
    public func render() -> String {
        let e = Markup.escape
        let recordCount = sections.reduce(0) { $0 + $1.elements.count }
        var html = """
        <!DOCTYPE html>
        <html lang="\(e(language))" dir="\(direction.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="generator" content="collate (IndexedCollation)">
        <title>\(e(title))</title>
        <style>
        \(stylesheet)</style>
        </head>
        <body>
        <header id="top" class="top">
        <h1>\(e(title))</h1>
        <p class="count"><span id="count" dir="ltr" aria-live="polite">\(recordCount) \(recordCount == 1 ? "record" : "records")</span></p>
        <form class="filter" role="search" id="filter-form" hidden><label class="visually-hidden" for="filter">Filter records</label>\
        <input id="filter" type="search" placeholder="Filter" autocomplete="off" spellcheck="false"></form>
        </header>

        """
        for (variant, bar) in bars.enumerated() {
            html += "<nav class=\"index v\(variant)\" aria-label=\"Section index\"><ol>\n"
            for entry in bar.entries {
                let label = e(bar.accessibleLabel(of: entry, sectionTitles: sectionTitles))
                switch entry.kind {
                case .search:
                    html += "<li><a href=\"#top\" class=\"search\" aria-label=\"\(label)\">\(Self.magnifier)</a></li>\n"
                case .title, .bullet:
                    let target = entry.section.map { "#section-\($0)" } ?? "#top"
                    let cls = entry.kind == .bullet ? " class=\"bullet\"" : ""
                    html += "<li><a href=\"\(target)\"\(cls) aria-label=\"\(label)\">\(e(entry.title))</a></li>\n"
                }
            }
            html += "</ol></nav>\n"
        }
        html += "<main>\n"
        if sections.isEmpty { html += "<p class=\"empty\">No records.</p>\n" }
        for section in sections {
            html += "<section id=\"section-\(section.index)\" aria-labelledby=\"title-\(section.index)\">"
            html += "<h2 id=\"title-\(section.index)\" tabindex=\"-1\">\(e(section.title))</h2>\n<ul>\n"
            for record in section.elements { html += "<li dir=\"auto\">\(e(record))</li>\n" }
            html += "</ul></section>\n"
        }
        html += "</main>\n"
        if includesScript { html += "<script>\n\(Self.script)</script>\n" }
        html += "</body>\n</html>\n"
        return html
    }

    private static let magnifier = """
    <svg viewBox="0 0 16 16" width="11" height="11" aria-hidden="true" focusable="false"><circle cx="6.5" cy="6.5" r="4.5" fill="none" \
    stroke="currentColor" stroke-width="2"/><line x1="10" y1="10" x2="14" y2="14" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>
    """

    private var stylesheet: String {
        // Colours given by the user apply to both themes; the defaults follow UIKit's light and dark blues.
        let custom = colors != .standard
        let light = custom ? colors : IndexBarColors.standard
        let dark = custom ? colors : IndexBarColors(text: .systemBlueDark)
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
          font: 17px/1.35 -apple-system, system-ui, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK TC", "Noto Sans CJK JP", "Noto Sans Arabic", sans-serif; }
        .top, main { max-width: 760px; margin-inline: auto; }
        .top { padding: 20px 16px 8px; padding-inline-end: 40px; }
        h1 { font-size: 30px; line-height: 1.15; margin: 0; overflow-wrap: anywhere; }
        .count { color: var(--muted); margin: 4px 0 10px; font-size: 15px; }
        .filter input { width: 100%; font: inherit; padding: 8px 12px; border: 0; border-radius: 10px; background: var(--field); color: inherit; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
        section > h2 { position: sticky; top: 0; z-index: 1; margin: 0; padding: 3px 16px; font-size: 15px; font-weight: 600;
          background: var(--header-bg); -webkit-backdrop-filter: blur(12px); backdrop-filter: blur(12px); }
        section > h2:focus { outline: none; }
        section > h2:focus-visible { outline: 2px solid var(--index); outline-offset: -2px; }
        ul { list-style: none; margin: 0; padding: 0; }
        li[dir] { margin-inline-start: 16px; padding-block: 11px; padding-inline: 0 40px; border-bottom: 0.5px solid var(--separator);
          overflow-wrap: anywhere; white-space: pre-wrap; }
        @media (min-width: 800px) { body { background: var(--page); } main { background: var(--card); border-radius: 12px; margin-bottom: 24px;
          box-shadow: 0 1px 3px rgb(0 0 0 / 8%); } section:first-child > h2 { border-radius: 12px 12px 0 0; } }
        section li:last-child { border-bottom: 0; }
        .empty { color: var(--muted); padding: 16px; }
        nav.index { position: fixed; inset-block: 0; inset-inline-end: max(0px, calc((100vw - 760px) / 2)); z-index: 2; width: 30px;
          display: none; flex-direction: column; justify-content: center; touch-action: none; user-select: none; -webkit-user-select: none; }
        nav.index ol { list-style: none; margin: 0; padding: \(Self.barPadding)px 0; border-radius: 15px; background: var(--index-bg); }
        nav.index.tracking ol { background: var(--index-tracking); }
        nav.index a { display: flex; align-items: center; justify-content: center; height: \(Self.slotHeight)px; color: var(--index);
          font-size: 11px; font-weight: 600; text-decoration: none; white-space: nowrap; border-radius: 4px; }
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

    /// Filtering, scrubbing and arrow keys; the page works without it.
    static let script = """
    (() => {
      const form = document.getElementById('filter-form'), input = document.getElementById('filter');
      const count = document.getElementById('count'), total = count.textContent;
      const sections = Array.from(document.querySelectorAll('main section'), s => ({ s, items: Array.from(s.querySelectorAll('li'), li => [li, li.textContent.toLocaleLowerCase()]) }));
      form.hidden = false;
      input.addEventListener('input', () => {
        const q = input.value.trim().toLocaleLowerCase();
        let shown = 0;
        for (const { s, items } of sections) {
          let any = false;
          for (const [li, text] of items) { const show = !q || text.includes(q); li.hidden = !show; if (show) { any = true; shown++; } }
          s.hidden = !any;
        }
        count.textContent = q ? shown + ' of ' + total : total;
      });
      // The search entry: to the top, cursor in the filter box (a fragment
      // navigation would move focus to the body after any focus() here).
      for (const a of document.querySelectorAll('nav.index a.search')) a.addEventListener('click', event => {
        event.preventDefault();
        window.scrollTo(0, 0);
        history.replaceState(null, '', '#top');
        input.focus({ preventScroll: true });
      });
      for (const nav of document.querySelectorAll('nav.index')) {
        let last = null;
        const jump = event => {
          const box = nav.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, event.clientY);
          const a = hit && hit.closest('nav.index a');
          if (!a || a === last) return;
          last = a;
          if (a.classList.contains('search')) { window.scrollTo(0, 0); return; }
          const target = document.getElementById(a.hash.slice(1));
          if (target) { target.scrollIntoView({ block: 'start' }); history.replaceState(null, '', a.hash); }
        };
        nav.addEventListener('pointerdown', event => {
          if (event.button !== 0) return;
          try { nav.setPointerCapture(event.pointerId); } catch (error) { /* a pointer that is already gone */ }
          nav.classList.add('tracking'); last = null; jump(event);
        });
        nav.addEventListener('pointermove', event => { if (nav.classList.contains('tracking')) jump(event); });
        const stop = () => nav.classList.remove('tracking');
        nav.addEventListener('pointerup', stop);
        nav.addEventListener('pointercancel', stop);
        nav.addEventListener('keydown', event => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          const links = Array.from(nav.querySelectorAll('a')), at = links.indexOf(document.activeElement);
          const next = links[Math.min(links.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))];
          if (next) { next.focus(); event.preventDefault(); }
        });
      }
    })();

    """
}
