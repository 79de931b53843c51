import Testing
@testable import IndexedCollation

/// Empty sections: data only in B, D and Z.
@Suite struct IndexBarEmptySectionsTests {
    let english: IndexBar

    init() throws {
        english = IndexBar(collation: try LocalizedIndexedCollation(locale: "en"))
    }
    /// Records in B (1), D (2) and Z (25) only.
    var counts: [Int] {
        var counts = Array(repeating: 0, count: 27)
        counts[1] = 3; counts[3] = 1; counts[25] = 2
        return counts
    }

    func target(_ bar: IndexBar, _ title: String) -> String? {
        let sectionTitles = LocaleCatalog.table(id: "en")!.sectionTitles
        return bar.entries.first { $0.title == title }?.section.map { sectionTitles[$0] }
    }

    @Test func nearestAtOrBeforeByDefault() {
        let bar = english.mappingEmptySections(sectionCounts: counts)
        #expect(bar.titles == english.titles, "every title stays")
        for title in ["A", "B", "C"] { #expect(target(bar, title) == "B", "\(title)") }
        for title in "DEFGHIJKLMNOPQRSTUVWXY".map(String.init) { #expect(target(bar, title) == "D", "\(title)") }
        for title in ["Z", "#"] { #expect(target(bar, title) == "Z", "\(title)") }
    }

    @Test func nearestAtOrAfterAsAnOption() {
        let bar = english.mappingEmptySections(sectionCounts: counts, toward: .next)
        #expect(target(bar, "A") == "B")
        #expect(target(bar, "C") == "D")
        #expect(target(bar, "E") == "Z")
        #expect(target(bar, "#") == "Z", "after the last non-empty section: the last one")
    }

    @Test func aBulletPrefersASectionWithRecordsAmongThoseItStandsFor() throws {
        // A • E …: the first bullet stands for B, C, D.
        var counts = Array(repeating: 0, count: 27)
        counts[2] = 1; counts[0] = 1
        let bar = try english.compacted(toSlots: 14).mappingEmptySections(sectionCounts: counts)
        #expect(bar.entries[1].kind == .bullet)
        #expect(bar.entries[1].section == 2, "C has records")
        #expect(bar.entries[2].title == "E" && bar.entries[2].section == 2, "E is empty: nearest before is C")
    }

    @Test func allEmptyLeavesTheBarAlone() {
        #expect(english.mappingEmptySections(sectionCounts: Array(repeating: 0, count: 27)) == english)
    }

    @Test func droppingKeepsOnlyTitlesWithRecords() {
        #expect(english.droppingEmptySections(sectionCounts: counts).titles == ["B", "D", "Z"])
    }

    @Test func droppingKeepsBulletsWithRecordsAndTheirTargets() throws {
        let zhHant = try LocalizedIndexedCollation(locale: "zh-Hant")
        var counts = Array(repeating: 0, count: 52)
        counts[2] = 1; counts[30] = 4; counts[51] = 1  // 3 畫, F, #
        let bar = IndexBar(collation: zhHant).droppingEmptySections(sectionCounts: counts)
        #expect(bar.titles == ["•", "•", "#"], "3 畫 and F only have bullets; each still reaches its records")
        #expect(bar.mapping == [2, 30, 51])
    }

    @Test func theSearchEntryIsNeverRemapped() {
        let bar = english.withSearchEntry().mappingEmptySections(sectionCounts: counts)
        #expect(bar.entries[0] == .search)
        #expect(english.withSearchEntry().droppingEmptySections(sectionCounts: counts).titles == ["{search}", "B", "D", "Z"])
    }
}
