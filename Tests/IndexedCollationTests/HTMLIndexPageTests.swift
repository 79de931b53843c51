import Foundation
import Testing
@testable import IndexedCollation

/// The HTML page, checked as a document; the browser test
/// (Scripts/browser-test) checks it in Chromium.
@Suite struct HTMLIndexPageTests {
    func page(_ names: [String], locale: String = "en", configuration: IndexBar.Configuration = .init()) throws -> String {
        let collation = try LocalizedIndexedCollation(locale: locale)
        let sections = collation.sections(of: names) { $0 }
        return try HTMLIndexPage(collation: collation, sections: sections, title: "Names <&>", configuration: configuration).render()
    }

    func hrefs(_ html: String) -> [String] {
        html.components(separatedBy: "href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    func ids(_ html: String) -> Set<String> {
        Set(html.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) })
    }

    /// A table's ID need not be a language: the page's script called
    /// `Intl.NumberFormat` with `t` and died of a `RangeError` (no filter);
    /// `my_table` made the page Burmese. The page's language is a tag that
    /// names a language: the ID, else the collator's locale, else `und`.
    @Test func thePagesLanguageIsALanguageTagWhateverTheTablesID() throws {
        var table = try LocalizedIndexedCollation(locale: "en").table
        for (id, language) in [("t", "en"), ("names2024", "en"), ("Contacts List", "en"), ("x-private", "en"), ("my_table", "en"),
                               ("de-AT", "de-AT"), ("zh_Hant", "zh-Hant"), ("es-419", "es-419")] {
            table.id = id
            #expect(HTMLIndexPage.language(of: try LocalizedIndexedCollation(table: table)) == language, "\(id)")
        }
        table.id = "t"
        table.collator = "root"
        #expect(HTMLIndexPage.language(of: try LocalizedIndexedCollation(table: table)) == "und")
        for id in ["ja", "zh-Hant", "sr-Latn"] {
            #expect(HTMLIndexPage.language(of: try LocalizedIndexedCollation(locale: id)) == id)
        }
        // The script survives a language the browser refuses.
        #expect(try page(["Anna"]).contains("try { return new Intl.NumberFormat(lang"))
    }

    @Test func everyIndexLinkTargetsAnAnchorOnThePage() throws {
        let html = try page(["Bob", "Dora", "Zoë", "Ben"], configuration: .init(searchEntry: true))
        let links = hrefs(html)
        #expect(links.count > 27, "full bar plus compacted variants")
        for link in links { #expect(ids(html).contains(String(link.dropFirst())), "\(link)") }
        #expect(links.first == "#top", "the search entry jumps to the top")
        #expect(!html.contains("href=\"#section-0\""), "A is empty: it jumps to B")
        #expect(html.contains("<a href=\"#section-1\" aria-label=\"A, jumps to B\">A</a>"), "named by what it shows first")
        #expect(html.contains("<a href=\"#section-1\" aria-label=\"B\">B</a>"))
    }

    @Test func recordsAreEscapedAndKeptWhole() throws {
        let hostile = ["<img src=x onerror=alert(1)>", "Tom & Jerry", "O'Brien \"Ob\"", "tab\there", "bell\u{7}"]
        let html = try page(hostile)
        #expect(!html.contains("<img"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(html.contains("Tom &amp; Jerry"))
        #expect(html.contains("O&#39;Brien &quot;Ob&quot;"))
        #expect(html.contains("tab\there"))
        #expect(html.contains("bell␇"))
        #expect(html.contains("<title>Names &lt;&amp;&gt;</title>"))
        #expect(html.components(separatedBy: "<li dir=\"auto\">").count - 1 == hostile.count, "every record once")
    }

    /// Contacts: each record's phone numbers and e-mail addresses as links;
    /// only `tel:` and `mailto:` URLs, whatever the data holds.
    @Test func linksUnderRecordsAreTelAndMailtoOnly() throws {
        let collation = try LocalizedIndexedCollation(locale: "en")
        var page = HTMLIndexPage(collation: collation, sections: collation.sections(of: ["Ann", "Bob"]) { $0 }, title: "t",
                                 bars: [], includesScript: false)
        page.links = [[[.telephone("tel:+1 (555) 010-0199"), .email("ann \"x\"@example.com")]], [[.telephone("javascript:alert(1)")]]]
        let html = page.render()
        #expect(html.contains("<li dir=\"auto\">Ann<span class=\"links\"><a href=\"tel:+1(555)010-0199\" dir=\"ltr\">+1 (555) 010-0199</a> "
                              + "<a href=\"mailto:ann%20%22x%22@example.com\" dir=\"ltr\">ann &quot;x&quot;@example.com</a></span></li>"))
        #expect(html.contains("<a href=\"tel:(1)\" dir=\"ltr\">javascript:alert(1)</a>"))
        #expect(!html.contains("href=\"javascript"))
        // Without links the records are as before.
        page.links = []
        #expect(page.render().contains("<li dir=\"auto\">Ann</li>"))
    }

    @Test func stickyHeadersThemesAndCompactedVariants() throws {
        let html = try page(["Ann", "Bob"])
        #expect(html.contains("position: sticky"))
        #expect(html.contains("prefers-color-scheme: dark"))
        #expect(html.contains("nav.index.v1"), "a compacted variant for short windows")
        #expect(html.contains("@media (max-height: 663px)"), "27 entries × 24 px + 16 px padding − 1")
        #expect(html.contains("height: 24px; min-width: 24px;"), "index targets of 24×24 px at least")
    }

    /// WCAG's contrast ratio of two `#rrggbb` colours.
    func contrast(_ first: String, _ second: String) -> Double {
        func luminance(_ hex: String) -> Double {
            let value = Int(hex.dropFirst(), radix: 16)!
            let channels = [value >> 16, value >> 8 & 0xff, value & 0xff].map { (c: Int) -> Double in
                let s = Double(c) / 255
                return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
        }
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    @Test func linkColoursReadAtFourAndAHalfToOneInBothThemes() throws {
        let html = try page(["Ann", "Bob"])
        #expect(html.contains("--index: #0040dd;") && html.contains("--index: #409cff;"))
        #expect(contrast("#007aff", "#ffffff") < 4.5, "UIKit's own blue would fail")
        for background in ["#ffffff", "#f2f2f7"] { #expect(contrast("#0040dd", background) >= 4.5, "light, on \(background)") }
        for background in ["#000000", "#1c1c1e"] { #expect(contrast("#409cff", background) >= 4.5, "dark, on \(background)") }
    }

    @Test func theSVGBarsStandardBluesReadAtFourAndAHalfToOneInBothThemes() throws {
        let svg = IndexBar(entries: [.title("A", section: 0)]).svg()
        #expect(svg.contains("fill=\"currentColor\" class=\"index-bar-titles\""))
        #expect(svg.contains(".index-bar-titles { color: #0040dd; } @media (prefers-color-scheme: dark) { .index-bar-titles { color: #409cff; } }"))
        #expect(!svg.contains("#007aff"))
        #expect(contrast("#0040dd", "#ffffff") >= 4.5 && contrast("#409cff", "#000000") >= 4.5)
    }

    @Test func sectionsOffScreenAreNotLaidOutAndHaveAnEstimatedHeight() throws {
        let html = try page(["Ann", "Anton", "Bob"])
        #expect(html.contains("main section { content-visibility: auto; }"))
        // 26 px of header and 45 px per row: A has two records, B one.
        #expect(html.contains("<section id=\"section-0\" aria-labelledby=\"title-0\" style=\"contain-intrinsic-size: auto 116px\">"))
        #expect(html.contains("<section id=\"section-1\" aria-labelledby=\"title-1\" style=\"contain-intrinsic-size: auto 71px\">"))
    }

    @Test func linksAreDetectedOnlyForMailWebAndPhone() {
        #expect(HTMLIndexPage.Link.detected(in: "anna@example.org")?.url == "mailto:anna@example.org")
        #expect(HTMLIndexPage.Link.detected(in: " HTTPS://example.org/a b ")?.url == "HTTPS://example.org/a%20b")
        #expect(HTMLIndexPage.Link.detected(in: "+1 (555) 010-9999")?.url == "tel:+1(555)010-9999")
        #expect(HTMLIndexPage.Link.detected(in: "javascript:alert(1)") == nil)
        #expect(HTMLIndexPage.Link.detected(in: "data:text/html,x") == nil)
        #expect(HTMLIndexPage.Link.detected(in: "12") == nil, "too few digits for a phone number")
        #expect(HTMLIndexPage.Link.detected(in: "a@b@c") == nil)
        #expect(HTMLIndexPage.Link.web("https://x.org/\"onmouseover=1")?.url == "https://x.org/%22onmouseover=1")
    }

    /// A link shows what it does: bidi controls are dropped from its text
    /// and its target alike, and only a value that is a phone number or an
    /// address makes one.
    @Test func linksShowWhatTheyDoAndComeOnlyFromNumbersAndAddresses() {
        let spoofed = HTMLIndexPage.Link.phoneNumber("\u{202E}0010 555 1+")
        #expect(spoofed?.text == "0010 555 1+" && spoofed?.url == "tel:00105551+")
        let mail = HTMLIndexPage.Link.emailAddress("\u{202E}moc.knab@troppus")
        #expect(mail?.text == "moc.knab@troppus" && mail?.url == "mailto:moc.knab@troppus")
        for notANumber in ["javascript:alert(1)", "...3", ".", "123\u{1B}]0;x\u{7}", "12", "call me"] {
            #expect(HTMLIndexPage.Link.phoneNumber(notANumber) == nil, "\(notANumber)")
        }
        for notAnAddress in ["javascript:alert(1)", "a@b@c", "@x", "x@", "a b@c", "a\u{1B}@b"] {
            #expect(HTMLIndexPage.Link.emailAddress(notAnAddress) == nil, "\(notAnAddress)")
        }
        #expect(HTMLIndexPage.Link.phoneNumber("tel:+49 30 1234")?.url == "tel:+49301234")
        #expect(HTMLIndexPage.Link.detected(in: "\u{2067}+1 555 0100\u{2069}")?.text == "+1 555 0100")
    }

    /// Overrides, embeddings and isolates in a record or title are dropped
    /// from the page (U+202E "nimdA" showed "Admin"); the marks stay.
    @Test func bidiOverridesAreDroppedFromThePage() throws {
        let html = try page(["\u{202E}nimdA", "\u{2067}Zed\u{2069}", "שלום\u{200F}!"])
        #expect(!html.unicodeScalars.contains { ("\u{202A}"..."\u{202E}").contains($0) || ("\u{2066}"..."\u{2069}").contains($0) })
        #expect(html.contains(">nimdA<") && html.contains(">Zed<"))
        #expect(html.contains("שלום\u{200F}!"))
    }

    @Test func rightToLeftPage() throws {
        let html = try page(["أحمد", "Zoë"], locale: "ar")
        #expect(html.contains("<html lang=\"ar\" dir=\"rtl\">"))
    }

    @Test func languageOfTheTable() throws {
        let html = try page(["王芳"], locale: "zh-Hant")
        #expect(html.contains("<html lang=\"zh-Hant\" dir=\"ltr\">"))
    }

    @Test func noBarBelowTheMinimumRowCountOrWithoutRecords() throws {
        #expect(!(try page(["Ann"], configuration: .init(minimumRowCount: 2))).contains("<nav"))
        let empty = try page([])
        #expect(!empty.contains("<nav"))
        #expect(empty.contains("No records."))
    }

    @Test func withoutTheScriptNavigationStillWorks() throws {
        let collation = try LocalizedIndexedCollation(locale: "en")
        let html = try HTMLIndexPage(collation: collation, sections: collation.sections(of: ["Ann"]) { $0 }, title: "t", includesScript: false).render()
        #expect(!html.contains("<script"))
        #expect(html.contains("href=\"#section-0\""))
    }
}

extension HTMLIndexPageTests {
    @Test func emptySectionsShownOnThePageAreTheirTitlesTargets() throws {
        let collation = try LocalizedIndexedCollation(locale: "en")
        let sections = collation.sections(of: ["Bob"], includeEmpty: true) { $0 }
        let html = try HTMLIndexPage(collation: collation, sections: sections, title: "t").render()
        #expect(html.contains("href=\"#section-0\""), "A is on the page, empty: its title jumps there")
        #expect(html.components(separatedBy: "<section id=").count - 1 == 27)
    }

    /// On a Chinese page (pinyin or stroke), Han is found by pinyin
    /// syllables (the page's script matches them from syllable starts) and
    /// in its other script form; its Latin form is no substring key, so
    /// `ou` cannot find 仇英 inside `chou`.
    @Test func chinesePagesCarryPinyinSyllables() throws {
        for (locale, names, expected) in [
            ("zh-Hans", ["单田芳", "仇英"], ["data-search=\"單田芳\" data-pinyin=\"shan tian fang\u{240A}dan tian fang\">单田芳", "data-pinyin=\"qiu ying\u{240A}chou ying\">仇英"]),
            ("zh-TW", ["曾國藩", "陳明"], ["data-search=\"曾国藩\" data-pinyin=\"zeng guo fan\u{240A}ceng guo fan\">曾國藩", "data-search=\"陈明\" data-pinyin=\"chen ming\">陳明"]),
        ] {
            let collation = try LocalizedIndexedCollation(locale: locale)
            let html = try HTMLIndexPage(collation: collation, sections: collation.sections(of: names, by: \.self), title: "t").render()
            for fragment in expected { #expect(html.contains(fragment), "\(locale): \(fragment)") }
        }
        // 仇英's Latin form is no substring key on a Chinese page: no data-search at all.
        let zh = try LocalizedIndexedCollation(locale: "zh-Hans")
        let page = try HTMLIndexPage(collation: zh, sections: zh.sections(of: ["仇英"], by: \.self), title: "t").render()
        #expect(page.contains("<li dir=\"auto\" data-pinyin=\"qiu ying\u{240A}chou ying\">仇英</li>"), "\(page.suffix(2000))")
        // Other pages keep the Latin form as a key, and have no syllables.
        let en = try LocalizedIndexedCollation(locale: "en")
        let html = try HTMLIndexPage(collation: en, sections: en.sections(of: ["仇英"], by: \.self), title: "t").render()
        #expect(html.contains("<li dir=\"auto\" data-search=\"chou ying\">仇英</li>") && !html.contains(" data-pinyin=\""))
    }

    /// The page in pieces (a section at a time) joins to the page whole.
    @Test func thePageInPiecesIsThePage() throws {
        let ru = try LocalizedIndexedCollation(locale: "ru")
        let page = try HTMLIndexPage(collation: ru, sections: ru.sections(of: ["Жуков", "Анна", "Zoë", "王芳", "Борис Жуков"], by: \.self), title: "t")
        var pieces: [String] = []
        page.render { pieces.append($0) }
        #expect(pieces.count == 2 + page.sections.count)
        #expect(pieces.joined() == page.render())
    }
}
