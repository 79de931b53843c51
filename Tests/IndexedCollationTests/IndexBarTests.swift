import Testing
@testable import IndexedCollation

/// The rest of an index bar: direction, search entry, minimum row
/// count, colours, and the configuration that puts them together.
@Suite struct IndexBarTests {
    let english: LocalizedIndexedCollation

    init() throws {
        english = try LocalizedIndexedCollation(locale: "en")
    }

    @Test(arguments: [("ar", WritingDirection.rightToLeft), ("he", .rightToLeft), ("fa-IR", .rightToLeft), ("ur", .rightToLeft),
                      ("ar@collation=standard", .rightToLeft), ("en", .leftToRight), ("zh_TW@collation=stroke", .leftToRight),
                      ("ru", .leftToRight), ("ja", .leftToRight)])
    func directionComesFromICU(locale: String, direction: WritingDirection) {
        #expect(WritingDirection(locale: locale) == direction)
    }

    @Test func arabicBarIsRightToLeft() throws {
        #expect(IndexBar(collation: try LocalizedIndexedCollation(locale: "ar")).direction == .rightToLeft)
        #expect(IndexBar(collation: english).direction == .leftToRight)
    }

    @Test func searchEntryIsAddedOnce() {
        let bar = IndexBar(collation: english).withSearchEntry().withSearchEntry()
        #expect(bar.titles.first == IndexBar.searchTitle)
        #expect(bar.titles.filter { $0 == IndexBar.searchTitle }.count == 1)
        #expect(bar.entries.count == 28)
    }

    @Test func minimumRowCountHidesTheBar() throws {
        let configuration = IndexBar.Configuration(minimumRowCount: 10)
        var counts = Array(repeating: 0, count: 27)
        counts[3] = 9
        #expect(try IndexBar.make(for: english, sectionCounts: counts, configuration: configuration) == nil)
        counts[4] = 1
        #expect(try IndexBar.make(for: english, sectionCounts: counts, configuration: configuration) != nil)
        #expect(try IndexBar.make(for: english, configuration: configuration) != nil, "without a list there is nothing to count")
    }

    @Test func configurationDropsBeforeCompactingAndRemapsAfter() throws {
        var counts = Array(repeating: 0, count: 27)
        for section in [0, 2, 4, 6, 8, 10, 12, 14, 16, 26] { counts[section] = 1 }
        let dropped = try IndexBar.make(for: english, sectionCounts: counts, configuration: .init(slots: 7, emptySections: .drop, searchEntry: true))!
        #expect(dropped.titles == ["{search}", "A", "•", "I", "•", "Q", "#"], "9 titles with records, 5 slots: A • I • Q")
        let kept = try IndexBar.make(for: english, sectionCounts: counts, configuration: .init(slots: 7))!
        #expect(kept.titles == ["A", "•", "M", "•", "Z", "#"])
        #expect(kept.mapping == [0, 2, 12, 14, 16, 26], "Z is empty: nearest before is Q")
    }

    @Test func withoutSlotsTheTablesOwnIndexIsUsed() throws {
        let zhHant = try LocalizedIndexedCollation(locale: "zh-Hant")
        #expect(try IndexBar.make(for: zhHant)?.entries.count == 27)
        #expect(try IndexBar.make(for: zhHant, configuration: .init(slots: 60))?.entries.count == 52)
    }

    @Test(arguments: ["#fff", "#007AFF", "#007aff80", "red", "transparent", "currentColor", "rgb(0 122 255 / 50%)", "hsl(210, 100%, 50%)"])
    func colorsAccepted(css: String) throws {
        #expect(try IndexColor(css).css == css)
    }

    @Test(arguments: ["", "#12", "#ggg", "red\"/><script>", "url(x)x", "rgb(1,2,3);x", "expression(alert(1))", "red;", "blue }", "url(x)", "var(--x)"])
    func colorsRejected(css: String) {
        #expect(throws: IndexBarError.invalidColor(css)) { try IndexColor(css) }
    }
}
