import Testing
@testable import IndexedCollation

/// The bar's sections are the collation's: a Japanese collation without
/// readings has a `漢字` section before `#` that its table does not have, and
/// every bar, page and label must follow the collation's numbering.
@Suite struct IndexBarSectionsTests {
    /// `ja` whose readings are unavailable: kanji go to a `漢字` section of their own.
    let japanese: LocalizedIndexedCollation
    let unread: Int
    let last: Int

    init() throws {
        japanese = try LocalizedIndexedCollation(locale: "ja", options: .init(readings: .none))
        unread = try #require(japanese.unreadKanjiSection)
        last = japanese.sectionTitles.count - 1
    }

    /// Every title entry jumps to the section of its own title; bullets and
    /// the search entry have none of their own.
    func expectEntriesMatchTheirSections(_ bar: IndexBar, _ comment: Comment) {
        for entry in bar.entries where entry.kind == .title {
            #expect(entry.section.map { japanese.sectionTitles[$0] } == entry.title, "\(entry.title) \(comment)")
        }
        for entry in bar.entries where entry.kind != .title {
            #expect(entry.title == IndexBar.bulletTitle || entry.kind == .search, comment)
        }
    }

    @Test func theCollationHasTheKanjiSectionItsTableLacks() {
        #expect(japanese.sectionTitles.count == japanese.table.sectionTitles.count + 1)
        #expect(japanese.sectionTitles[unread] == "漢字")
        #expect(japanese.sectionTitles[last] == "#")
    }

    @Test func ownIndexFollowsTheCollation() {
        let bar = IndexBar(collation: japanese)
        expectEntriesMatchTheirSections(bar, "own index")
        #expect(bar.entries.last == .title("#", section: last))
        #expect(bar.entries.contains(.title("漢字", section: unread)))
        #expect(bar.titles == japanese.sectionIndexTitles)
    }

    @Test(arguments: [nil, 21, 11, 7] as [Int?])
    func everyConfiguredBarFollowsTheCollation(slots: Int?) throws {
        for emptySections in [IndexBar.Configuration.EmptySections.drop, .keep(jumpingTo: .previous)] {
            var counts = Array(repeating: 0, count: japanese.sectionTitles.count)
            counts[0] = 1; counts[unread] = 2; counts[last] = 3
            let configuration = IndexBar.Configuration(slots: slots, emptySections: emptySections, searchEntry: true)
            let bar = try #require(try IndexBar.make(for: japanese, sectionCounts: counts, configuration: configuration))
            for entry in bar.entries where entry.kind == .title {
                // Titles of empty sections jump elsewhere, but stand for their own.
                #expect(japanese.sectionTitles[entry.sections!.lowerBound] == entry.title, "\(String(describing: slots)) \(emptySections)")
                #expect(counts[entry.section!] > 0)
            }
            #expect(bar.entries.last == .title("#", section: last), "# jumps to the real # section")
        }
        expectEntriesMatchTheirSections(IndexBar.full(for: japanese), "full")
        if let slots { expectEntriesMatchTheirSections(try IndexBar.full(for: japanese).compacted(toSlots: slots), "\(slots) slots") }
    }

    @Test func droppingEmptySectionsKeepsKanjiAndNumbersApart() throws {
        var counts = Array(repeating: 0, count: japanese.sectionTitles.count)
        counts[unread] = 1; counts[last] = 1
        let bar = try #require(try IndexBar.make(for: japanese, sectionCounts: counts, configuration: .init(emptySections: .drop)))
        #expect(bar.titles == ["漢字", "#"])
        #expect(bar.mapping == [unread, last])
    }

    @Test func pageLinksReachTheKanjiAndNumberSections() throws {
        let sections = japanese.sections(of: ["山田", "123", "あおい"]) { $0 }
        #expect(sections.map(\.title) == ["あ", "漢字", "#"])
        let html = try HTMLIndexPage(collation: japanese, sections: sections, title: "t").render()
        #expect(html.contains("<section id=\"section-\(last)\""))
        #expect(html.contains("<a href=\"#section-\(last)\" aria-label=\"#\">#</a>"), "# reaches the # section")
        #expect(html.contains("<a href=\"#section-\(unread)\" aria-label=\"漢字\">漢字</a>"))
    }
}
