import ByteMachinery

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
/// - The page's own words are in its language (``HTMLPageStrings``), with
///   ICU's plural rules and digits.
/// - The filter ignores case, accents, width and the difference between
///   hiragana and katakana, and finds a record by its Latin transliteration
///   and its reading too (`zhukov` finds Жуков; `tanaka` and `たなか` find
///   田中 read たなか): keys made with ICU when the page is rendered.
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
    /// Readings of the records (a contact's phonetic name, furigana):
    /// `readings[s][e]` is that of element `e` of section `s`, which the
    /// filter finds the record by. Empty (the default), or shorter: none.
    public var readings: [[String?]] = []
    /// The page's own words; by default the bundled words of ``language``
    /// (``HTMLPageStrings/bundled(for:)``).
    public var strings: HTMLPageStrings
    /// The collation's Japanese readings (MeCab), for records with kanji
    /// and no reading of their own: the filter finds 田中 by `たなか` as the
    /// collation placed it. Nil for other collations.
    private var kanjiReadings: (any ReadingProvider)?
    /// The collation, when it reads Han as a person's name
    /// (``LocalizedIndexedCollation/Options-swift.struct/personNames``) and
    /// is not Japanese: the
    /// filter finds 曾国藩 by `zeng`, the surname reading that placed it
    /// under Z, besides the word reading `ceng`. Nil otherwise.
    private var surnameReadings: LocalizedIndexedCollation?

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
        self.strings = HTMLPageStrings.bundled(for: language)
    }

    /// The page for sections of any elements made by `collation`: each
    /// element is shown by `display`, with the links `links` gives it and
    /// found by the filter through its `reading` too. Bars as in
    /// ``init(collation:sections:title:bars:colors:includesScript:)``.
    /// Complexity: O(n) calls of each closure for n elements.
    public init<Element>(collation: LocalizedIndexedCollation, sections: [Section<Element>], title: String, bars: [IndexBar],
                         colors: IndexBarColors = .standard, includesScript: Bool = true, display: (Element) -> String,
                         links: ((Element) -> [Link])? = nil, reading: ((Element) -> String?)? = nil) {
        let shown = sections.map { Section(number: $0.number, title: $0.title, elements: $0.elements.map(display)) }
        self.init(collation: collation, sections: shown, title: title, bars: bars, colors: colors, includesScript: includesScript)
        if let links { self.links = sections.map { $0.elements.map(links) } }
        if let reading { self.readings = sections.map { $0.elements.map(reading) } }
    }

    /// The page for sections made by `collation`, with bars the caller made
    /// (``IndexBar/pageVariants(for:shownSections:rowCount:configuration:)``,
    /// fullest first; none for a page without a bar). Language, direction and
    /// the labels' section titles come from the collation.
    public init(collation: LocalizedIndexedCollation, sections: [Section<String>], title: String, bars: [IndexBar],
                colors: IndexBarColors = .standard, includesScript: Bool = true) {
        self.init(title: title, language: Self.language(of: collation), direction: WritingDirection(collation: collation), sections: sections,
                  sectionTitles: collation.sectionTitles, bars: bars, colors: colors, includesScript: includesScript)
        if case .success(let provider)? = collation.readings { kanjiReadings = provider }
        // Japanese collations read kanji by MeCab (`kanjiReadings`), not by surname readings.
        if collation.options.personNames, collation.readings == nil { surnameReadings = collation }
    }

    /// The page's language for sections of `collation`: its table's ID as a
    /// BCP 47 tag (`zh-Hant`), which picks the page's words. A table's ID
    /// need not be a language (`t`, `names2024`, `my_table`, which would
    /// read as Burmese): then its collator's locale, else `und`, so that
    /// `<html lang>` and the script's `Intl` calls always get a tag.
    public static func language(of collation: LocalizedIndexedCollation) -> String {
        for id in [collation.table.id, collation.table.collator] {
            let tag = LocaleIdentifier.tableID(ofICU: String(id.prefix { $0 != "@" }))
            if LocaleIdentifier.isLanguageTag(tag) { return tag }
        }
        return "und"
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
        var html = ""
        render { html += $0 }
        return html
    }

    /// The page in pieces, in order, each handed to `write` as it is made
    /// (a section at a time): a long page need not be held whole. The
    /// pieces joined are ``render()``.
    public func render(_ write: (String) -> Void) {
        renderUTF8 { write(String(decoding: $0, as: UTF8.self)) }
    }

    /// ``render(_:)`` as UTF-8, each piece valid for the call: a writer of
    /// bytes takes a section's markup as it is made, without checking it
    /// as UTF-8 again (a million names: a billion instructions).
    package func renderUTF8(_ write: (UnsafeBufferPointer<UInt8>) -> Void) {
        func writeString(_ text: String) {
            var text = text
            text.withUTF8(write)
        }
        var html = header()
        for (variant, bar) in bars.enumerated() { html += navigation(bar, variant: variant) }
        html += "<main>\n"
        if sections.isEmpty { html += "<p class=\"empty\">\(Markup.escape(strings.noRecords))</p>\n" }
        html += "<p class=\"empty\" id=\"no-matches\" hidden>\(Markup.escape(strings.noMatches))</p>\n"
        writeString(html)
        // The sections' rows in chunks, each chunk's markup made on any core
        // with a memo of search keys that one thread holds at a time, and
        // written in order.
        let searchKeys = SearchKeys.Pool(chinese: isChinese)
        let chunks = sections.indices.flatMap { position in
            stride(from: 0, to: max(1, sections[position].elements.count), by: Self.rowsPerChunk).map {
                (section: position, rows: $0..<min($0 + Self.rowsPerChunk, sections[position].elements.count))
            }
        }
        @Sendable func chunk(_ number: Int) -> [UInt8] {
            let (position, rows) = chunks[number]
            return searchKeys.borrow { searchKeys in
                markup(sections[position], rows: rows, links: position < links.count ? links[position] : [],
                       readings: position < readings.count ? readings[position] : [], searchKeys: searchKeys)
            }
        }
        // A Chinese page's keys are mostly whole texts through ICU's
        // rule-based transliterators (simplified and traditional forms,
        // syllables), which run one at a time in a process: two threads
        // would mostly hand ICU's lock to each other (100,000 Chinese names:
        // 5.4 s on one thread, 7.5 s on two).
        if isChinese {
            for number in chunks.indices { chunk(number).withUnsafeBufferPointer(write) }
        } else {
            Parallel.forEachInOrder(chunks.count, produce: chunk, consume: { $0.withUnsafeBufferPointer(write) })
        }
        writeString("</main>\n" + (includesScript ? "<script>\n\(Self.script)</script>\n" : "") + "</body>\n</html>\n")
    }

    /// From the doctype to the filter box.
    private func header() -> String {
        let escape = Markup.escape
        let recordCount = sections.reduce(0) { $0 + $1.elements.count }
        let languageID = (try? ICULocale.canonicalID(language)) ?? language
        let numbers = (try? ICUNumberFormatter.numberingSystem(of: languageID)) ?? "latn"
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
        <p class="count"><span id="count" aria-live="polite" data-total="\(recordCount)" data-numbers="\(escape(numbers))" \
        data-filtered="\(escape(strings.filtered))">\(escape(strings.recordCount(recordCount, language: language)))</span></p>
        <form class="filter" role="search" id="filter-form" hidden><label class="visually-hidden" for="filter">\(escape(strings.filterLabel))</label>\
        <input id="filter" type="search" placeholder="\(escape(strings.filterPlaceholder))" autocomplete="off" spellcheck="false"></form>
        </header>

        """
    }

    /// One bar variant: a list of links to section anchors (the search entry to the top).
    private func navigation(_ bar: IndexBar, variant: Int) -> String {
        var html = "<nav class=\"index v\(variant)\" aria-label=\"\(Markup.escape(strings.sectionIndex))\"><ol>\n"
        for entry in bar.entries {
            let label = Markup.escape(bar.accessibleLabel(of: entry, sectionTitles: sectionTitles, strings: strings))
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

    /// Rows a thread marks up at a time.
    static let rowsPerChunk = 1 << 12

    /// The markup of `rows` of a section: its anchor and sticky header
    /// before its first row, and the end of the section after its last.
    /// Each record has its filter keys (`data-search`) when it has any.
    private func markup(_ section: Section<String>, rows: Range<Int>, links: [[Link]], readings: [String?], searchKeys: SearchKeys) -> [UInt8] {
        let height = Self.estimatedHeaderHeight + section.elements.count * Self.estimatedRowHeight
        // Made as bytes, one growth at most (appending to a String costs
        // some 500 instructions a piece), from strings: valid UTF-8.
        var html: [UInt8] = []
        html.reserveCapacity(256 + rows.count * 128)
        func add(_ text: String) {
            var text = text
            text.withUTF8 { html.append(contentsOf: $0) }
        }
        if rows.lowerBound == 0 {
            add("<section id=\"section-\(section.number)\" aria-labelledby=\"title-\(section.number)\" "
                + "style=\"contain-intrinsic-size: auto \(height)px\">")
            add("<h2 id=\"title-\(section.number)\" tabindex=\"-1\">\(Markup.escape(section.title))</h2>\n<ul>\n")
        }
        // A record that repeats the one before it, when neither has a reading
        // or links of its own, repeats its row (a sorted list's duplicates
        // lie together): its keys are made from its text alone.
        // The row is copied into one buffer reused from row to row (a slice
        // of `html` appended to `html` would copy the whole page).
        var previous: String?, previousRow: [UInt8] = []
        for position in rows {
            let record = section.elements[position]
            let given = position < readings.count ? readings[position] : nil
            let recordLinks = position < links.count ? links[position] : []
            let repeatable = given == nil && recordLinks.isEmpty
            if repeatable, let previous, Self.sameBytes(record, previous) {
                html += previousRow
                continue
            }
            let rowStart = html.count
            add("<li dir=\"auto\"")
            searchKeys.appendAttribute(of: record, reading: reading(of: record, given: given), placement: surnameReading(of: record), to: &html)
            if searchKeys.chinese {
                let syllables = searchKeys.syllables(of: record)
                if !syllables.isEmpty {
                    add(" data-pinyin=\"")
                    add(Markup.escape(syllables))
                    add("\"")
                }
            }
            add(">")
            Markup.appendEscaped(record, to: &html)
            if !recordLinks.isEmpty {
                add("<span class=\"links\">" + recordLinks.map { link in
                    "<a href=\"\(Markup.escape(link.url))\" dir=\"ltr\">\(Markup.escape(link.text))</a>"
                }.joined(separator: " ") + "</span>")
            }
            add("</li>\n")
            previous = repeatable ? record : nil
            if repeatable {
                previousRow.removeAll(keepingCapacity: true)
                previousRow += html[rowStart...]
            }
        }
        if rows.upperBound == section.elements.count { add("</ul></section>\n") }
        return html
    }

    /// Whether two strings hold the same bytes (not merely canonically
    /// equivalent ones, which `==` compares at some cost). O(n).
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var (a, b) = (a, b)
        return a.withUTF8 { a in b.withUTF8 { KeyOrder.equal(a, $0) } }
    }

    /// Whether the page is Chinese (`zh`, `zh-Hant`, `yue`): its filter finds
    /// Han by pinyin syllables, as Chinese phones do, on pinyin and stroke
    /// pages alike.
    private var isChinese: Bool {
        let primary = language.prefix { $0 != "-" }
        return primary == "zh" || primary == "yue"
    }

    /// A record's reading for the filter: its own, else for text with kanji
    /// the collation's Japanese reading (only Japanese collations have one).
    private func reading(of record: String, given: String?) -> String? {
        if let given, !given.isEmpty { return given }
        guard let kanjiReadings, record.unicodeScalars.contains(where: { $0.properties.isIdeographic }) else { return nil }
        return kanjiReadings.reading(of: record)
    }

    /// The string a person-names collation placed a record with Han by
    /// (`zēng guófān` for 曾国藩); nil for other records and collations.
    private func surnameReading(of record: String) -> String? {
        guard let surnameReadings, record.unicodeScalars.contains(where: { $0.properties.isIdeographic }) else { return nil }
        return surnameReadings.collationString(for: record)
    }

    /// The search entry's magnifying glass, the SVG bar's own at the page's title size.
    private static let magnifier: String = {
        let size = IndexBarStyle.titleFontSize, side = Markup.number(size)
        return "<svg viewBox=\"0 0 \(side) \(side)\" width=\"\(side)\" height=\"\(side)\" aria-hidden=\"true\" focusable=\"false\">"
            + IndexBarStyle.magnifier(fontSize: size, centreX: size / 2, centreY: size / 2, color: "currentColor") + "</svg>"
    }()
}
