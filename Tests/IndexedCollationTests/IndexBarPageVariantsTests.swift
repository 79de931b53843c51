import Testing
@testable import IndexedCollation

/// The bars a page carries: the fullest, then compacted variants for shorter windows.
@Suite struct IndexBarPageVariantsTests {
    let english: LocalizedIndexedCollation

    init() throws {
        english = try LocalizedIndexedCollation(locale: "en")
    }

    @Test func fullestFirstThenEachShorter() throws {
        let bars = try IndexBar.pageVariants(for: english, shownSections: [1, 3, 25], rowCount: 3, configuration: .init())
        #expect(bars.first == IndexBar(collation: english).mappingEmptySections(sectionCounts: (0..<27).map { [1, 3, 25].contains($0) ? 1 : 0 }))
        #expect(bars.count > 2)
        #expect(bars.dropFirst().allSatisfy { $0.entries.count <= 21 }, "the first variant has 21 slots")
        #expect(bars.last!.entries.count <= 3, "the last one 3")
        for (fuller, shorter) in zip(bars, bars.dropFirst()) { #expect(shorter.entries.count < fuller.entries.count) }
        for bar in bars { #expect(bar.entries.allSatisfy { [1, 3, 25].contains($0.section!) }, "only sections on the page") }
    }

    @Test func slotsGiveOneBar() throws {
        let bars = try IndexBar.pageVariants(for: english, shownSections: [1, 3, 25], rowCount: 3, configuration: .init(slots: 7))
        #expect(bars.map(\.titles) == [["A", "•", "M", "•", "Z", "#"]])
    }

    @Test func noBarsWithoutSectionsOrBelowTheMinimumRowCount() throws {
        #expect(try IndexBar.pageVariants(for: english, shownSections: [], rowCount: 0, configuration: .init()).isEmpty)
        #expect(try IndexBar.pageVariants(for: english, shownSections: [1], rowCount: 1, configuration: .init(minimumRowCount: 2)).isEmpty)
    }

    @Test func tooFewSlotsIsAnErrorEvenWithoutRecords() {
        #expect(throws: IndexBarError.tooFewSlots(requested: 2, minimum: 3)) {
            try IndexBar.pageVariants(for: english, shownSections: [], rowCount: 0, configuration: .init(slots: 2))
        }
    }

    @Test func thePageDrawsTheBarsItIsGiven() throws {
        let sections = english.sections(of: ["Ann", "Bob"]) { $0 }
        let bar = try IndexBar(collation: english).compacted(toSlots: 7)
        let html = HTMLIndexPage(collation: english, sections: sections, title: "t", bars: [bar]).render()
        #expect(html.components(separatedBy: "<nav class=\"index").count - 1 == 1)
        #expect(html.contains("<nav class=\"index v0\""))
        #expect(!html.contains("@media (max-height"), "one bar: no media query to switch variants")
        #expect(!HTMLIndexPage(collation: english, sections: sections, title: "t", bars: []).render().contains("<nav"))
    }
}
