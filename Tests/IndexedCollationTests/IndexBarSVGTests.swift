import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import IndexedCollation

/// The SVG index bar: well-formed, escaped, styled as asked.
@Suite struct IndexBarSVGTests {
    let english: LocalizedIndexedCollation

    init() throws {
        english = try LocalizedIndexedCollation(locale: "en")
    }

    /// Parses the SVG as XML, which fails on anything unescaped.
    func parse(_ svg: String) throws -> XMLDocument {
        try XMLDocument(data: Data(svg.utf8))
    }

    @Test func oneSlotPerEntryWithSectionsAndLabels() throws {
        let bar = try IndexBar(collation: english).withSearchEntry().compacted(toSlots: 15)
        let document = try parse(bar.svg(sectionTitles: english.sectionTitles))
        let entries = try document.nodes(forXPath: "//*[local-name()='g'][@data-kind]") as! [XMLElement]
        let kinds: [String] = entries.map { $0.attribute("data-kind")!.stringValue! }
        let expectedKinds: [String] = ["search"] + ["title", "bullet"].repeated(6) + ["title", "title"]
        #expect(kinds == expectedKinds)
        let sections: [Int] = entries.compactMap { $0.attribute("data-section")?.stringValue }.map { Int($0)! }
        #expect(sections == bar.mapping.compactMap { $0 })
        let labels = entries.map { ($0.elements(forName: "title").first?.stringValue)! }
        #expect(labels[0] == "Search")
        #expect(labels[2] == "B–D")
        #expect(try document.nodes(forXPath: "//*[local-name()='circle']").count == 1, "the magnifier")
        let root = document.rootElement()!
        #expect(root.attribute("height")!.stringValue == String(15 * 16 + 2 * 6))
        #expect(root.attribute("direction")!.stringValue == "ltr")
    }

    @Test func stylesAreApplied() throws {
        let colors = IndexBarColors(text: try IndexColor("#ff0000"), background: try IndexColor("#eeeeee"), trackingBackground: try IndexColor("navy"))
        let style = IndexBarSVGStyle(fontFamily: "Georgia, \"Times\"", fontSize: 20, colors: colors, searchGlyph: .text("⌕"))
        let svg = IndexBar(collation: english).withSearchEntry().svg(style: style)
        let document = try parse(svg)
        #expect(svg.contains("fill=\"#ff0000\""))
        #expect(svg.contains("fill=\"#eeeeee\""))
        #expect(svg.contains("fill: navy"))
        #expect(svg.contains("font-size=\"20\""))
        #expect(try document.nodes(forXPath: "//*[local-name()='g'][@font-family='Georgia, \"Times\"']").count == 1)
        #expect(try document.nodes(forXPath: "//*[local-name()='circle']").isEmpty)
        #expect(svg.contains(">⌕</text>"))
    }

    @Test func hostileTitlesAreEscaped() throws {
        let titles = ["<script>alert(1)</script>", "A&B", "\"'", "\u{1}\u{7F}", "#"]
        let bar = IndexBar(entries: titles.enumerated().map { IndexBar.Entry.title($1, section: $0) })
        let svg = bar.svg(style: IndexBarSVGStyle(fontFamily: "x\"/><script>"), sectionTitles: titles)
        let document = try parse(svg)
        let texts = try document.nodes(forXPath: "//*[local-name()='text']").map { $0.stringValue! }
        #expect(texts == ["<script>alert(1)</script>", "A&B", "\"'", "␁␡", "#"])
        #expect(try document.nodes(forXPath: "//*[local-name()='script']").isEmpty)
    }

    @Test func rightToLeftIsCarried() throws {
        let svg = IndexBar(collation: try LocalizedIndexedCollation(locale: "ar")).svg()
        #expect(try parse(svg).rootElement()!.attribute("direction")!.stringValue == "rtl")
    }

    @Test func numbersHaveNoExponentsOrTrailingZeros() {
        #expect(Markup.number(16) == "16")
        #expect(Markup.number(10.5) == "10.5")
        #expect(Markup.number(0.05) == "0.05")
        #expect(Markup.number(-0.5) == "-0.5")
        #expect(Markup.number(1e-9) == "0")
    }

    @Test func theBarsOwnWordsAreInItsLanguage() throws {
        let russian = try LocalizedIndexedCollation(locale: "ru")
        let bar = IndexBar(collation: russian).withSearchEntry()
        let svg = bar.svg(sectionTitles: russian.sectionTitles, language: "ru")
        #expect(svg.contains("aria-label=\"Указатель разделов\""))
        #expect(svg.contains("<title>Поиск</title>"))
        #expect(!svg.contains("Search") && !svg.contains("Section index"))
        #expect(bar.svg(sectionTitles: russian.sectionTitles).contains("aria-label=\"Section index\""), "English without a language")
    }
}

extension XMLElement {
    /// `attribute(forName:)` of swift-corelibs-foundation misses attributes in
    /// a document with a default namespace; this reads them directly.
    func attribute(_ name: String) -> XMLNode? { attributes?.first { $0.name == name } }
}

extension Array {
    func repeated(_ times: Int) -> [Element] { (0..<times).flatMap { _ in self } }
}
