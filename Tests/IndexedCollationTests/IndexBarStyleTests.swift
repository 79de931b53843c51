import Testing
@testable import IndexedCollation

/// The SVG bar and the HTML page draw the same fonts, slots and magnifier.
@Suite struct IndexBarStyleTests {
    @Test func theSlotIsOneAndAHalfTitlesHigh() {
        #expect(IndexBarStyle.slotHeight(forFontSize: 11) == 16)
        #expect(IndexBarStyle.slotHeight(forFontSize: 13) == 19)
        #expect(HTMLIndexPage.slotHeight == 24, "the page raises the slot to WCAG 2.2's 24 px target")
    }

    @Test func theHTMLPageUsesTheSVGBarsFontsAndMagnifier() throws {
        let collation = try LocalizedIndexedCollation(locale: "en")
        let sections = collation.sections(of: ["Ann"]) { $0 }
        let html = try HTMLIndexPage(collation: collation, sections: sections, title: "t", configuration: .init(searchEntry: true)).render()
        #expect(html.contains("font: 17px/1.35 \(IndexBarStyle.systemFonts);"))
        let svg = IndexBar(entries: [.search]).svg()
        let glyph = IndexBarStyle.magnifier(fontSize: 11, centreX: 5.5, centreY: 5.5, color: "currentColor")
        #expect(html.contains(glyph))
        // A bar of the search entry alone: 26 wide, its slot centred 6 + 16 / 2 from the top.
        #expect(svg.contains(IndexBarStyle.magnifier(fontSize: 11, centreX: 13, centreY: 14, color: "currentColor")))
        let red = IndexBar(entries: [.search]).svg(style: IndexBarSVGStyle(colors: IndexBarColors(text: try IndexColor("red"))))
        #expect(red.contains(IndexBarStyle.magnifier(fontSize: 11, centreX: 13, centreY: 14, color: "red")), "a colour given serves both themes")
        #expect(!red.contains("prefers-color-scheme"))
    }

    @Test func safeSubscript() {
        #expect([1, 2][safe: 1] == 2)
        #expect([1, 2][safe: 2] == nil)
        #expect([1, 2][safe: -1] == nil)
    }

    @Test func accessibleLabels() {
        let titles = ["A", "B", "C", "D"]
        let bar = IndexBar(entries: [.search, .title("A", section: 0), .bullet(section: 1, sections: 1...3), .bullet(section: 2, sections: 2...2)])
        #expect(bar.entries.map { bar.accessibleLabel(of: $0, sectionTitles: titles) } == ["Search", "A", "B–D", "C"])
        #expect(bar.accessibleLabel(of: bar.entries[2], sectionTitles: nil) == "•")
        // A title jumping to another section is named by what it shows first.
        let jumping = IndexBar(entries: [.title("B", section: 2), .title("漢字", section: 36)])
        #expect(jumping.accessibleLabel(of: jumping.entries[0], sectionTitles: titles) == "B, jumps to C")
        #expect(jumping.accessibleLabel(of: jumping.entries[0], sectionTitles: nil) == "B")
        #expect(jumping.accessibleLabel(of: jumping.entries[1], sectionTitles: titles) == "漢字", "a section past the titles: its own title")
    }
}
