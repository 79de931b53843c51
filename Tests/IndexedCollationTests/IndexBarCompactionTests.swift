import Testing
@testable import IndexedCollation

/// Compaction of index bars, against Apple's zh-Hant index (docs/apple-model.md).
@Suite struct IndexBarCompactionTests {
    let zhHant: LocalizedIndexedCollation
    let english: LocalizedIndexedCollation

    /// Apple's 27 titles and mapping, as docs/apple-model.md gives them (not read from our table file).
    let appleTitles = "1 • 4 • 7 • 10 • 13 • 16 • 19 A • E • I • M • R • V • Z #".split(separator: " ").map(String.init)
    let appleMapping = [0, 1, 3, 4, 6, 7, 9, 10, 12, 13, 15, 16, 18, 25, 26, 29, 30, 33, 34, 37, 38, 42, 43, 46, 47, 50, 51]

    init() throws {
        zhHant = try LocalizedIndexedCollation(locale: "zh-Hant")
        english = try LocalizedIndexedCollation(locale: "en")
    }

    @Test func fullBarOfACompactedTableHasOneShortTitlePerSection() {
        let full = IndexBar.full(for: zhHant)
        #expect(full.entries.count == 52)
        #expect(full.titles.prefix(3) == ["1", "2", "3"])
        #expect(full.titles[24] == "25", "25 畫以上 shortens to its first word")
        #expect(full.titles.suffix(2) == ["Z", "#"])
        #expect(full.mapping == (0..<52).map { $0 })
    }

    @Test func fullBarOfAnUncompactedTableIsItsOwnIndex() {
        #expect(IndexBar.full(for: english) == IndexBar(collation: english))
    }

    @Test func ownIndexReadsApplesBulletsAsBullets() {
        let own = IndexBar(collation: zhHant)
        #expect(own.titles == appleTitles)
        #expect(own.mapping == appleMapping)
        #expect(own.entries[1] == .bullet(section: 1, sections: 1...2))
        #expect(own.entries[12] == .title("19", section: 18))
    }

    /// From all 52 sections, 27 slots: Latin and `#` come out exactly as
    /// Apple's; the stroke run differs because Apple's keeps neither 25 畫以上
    /// nor a bullet for 20–25 畫 (see docs/index-bars.md).
    @Test func zhHantFrom52To27() throws {
        let bar = try IndexBar.full(for: zhHant).compacted(toSlots: 27)
        #expect(bar.titles == "1 • 5 • 9 • 13 • 17 • 21 • 25 A • E • I • M • R • V • Z #".split(separator: " ").map(String.init))
        #expect(bar.mapping == [0, 1, 4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 26, 29, 30, 33, 34, 37, 38, 42, 43, 46, 47, 50, 51])
        #expect(Array(bar.titles.suffix(14)) == Array(appleTitles.suffix(14)))
        #expect(Array(bar.mapping.suffix(14)) == Array(appleMapping.suffix(14)).map { Optional($0) })
    }

    /// Apple's index exactly: the same rules over the sections Apple's index
    /// reaches (1–19 畫, A–Z, #).
    @Test func applesIndexIsTheCompactionOfTheSectionsItReaches() throws {
        let full = IndexBar.full(for: zhHant)
        let reached = IndexBar(entries: full.entries.filter { !(19...24).contains($0.section!) })
        let bar = try reached.compacted(toSlots: 27)
        #expect(bar.titles == appleTitles)
        #expect(bar.mapping == appleMapping.map { Optional($0) })
    }

    @Test func englishInFourteenSlots() throws {
        let bar = try IndexBar(collation: english).compacted(toSlots: 14)
        #expect(bar.titles.joined(separator: " ") == "A • E • I • M • R • V • Z #")
        #expect(bar.entries[1].sections == 1...3)
    }

    @Test func anOddSlotThatCannotHoldATitleAndABulletStaysEmpty() throws {
        let bar = try IndexBar(collation: english).compacted(toSlots: 15)
        #expect(bar.entries.count == 14)
    }

    @Test func aBarThatFitsIsUnchanged() throws {
        #expect(try IndexBar(collation: english).compacted(toSlots: 27) == IndexBar(collation: english))
        #expect(try IndexBar(collation: english).compacted(toSlots: 100) == IndexBar(collation: english))
    }

    @Test func theSearchEntryStaysOnTopAndTakesASlot() throws {
        let bar = try IndexBar(collation: english).withSearchEntry().compacted(toSlots: 15)
        #expect(bar.titles.joined(separator: " ") == "{search} A • E • I • M • R • V • Z #")
        #expect(bar.mapping.first! == nil)
    }

    @Test func tooFewSlotsIsAnError() throws {
        #expect(IndexBar.full(for: zhHant).minimumSlots == 5, "1 • A • Z # would drop the last Latin title: 1 • A • #")
        #expect(throws: IndexBarError.tooFewSlots(requested: 2, minimum: 5)) {
            try IndexBar.full(for: zhHant).compacted(toSlots: 2)
        }
        #expect(IndexBar(collation: english).minimumSlots == 3)
        #expect(try IndexBar(collation: english).compacted(toSlots: 3).titles == ["A", "•", "#"])
    }

    /// "First, last and # stay": the last is the bar's last title (`#`); a
    /// script's last letter needs a slot more, as the `•` must stand for
    /// what lies between.
    @Test func threeSlotsKeepTheFirstTheLastAndHashAndZComesWithFour() throws {
        let three = try IndexBar(collation: english).compacted(toSlots: 3)
        #expect(three.titles == ["A", "•", "#"])
        #expect(three.entries[1].sections == 1...25, "the • stands for B…Z")
        #expect(three.mapping == [0, 1, 26])
        #expect(try IndexBar(collation: english).compacted(toSlots: 4).titles == ["A", "•", "Z", "#"])
        #expect(IndexBarError.tooFewSlots(requested: 2, minimum: 3).description
            == "an index bar of 2 slots cannot hold this index: it needs at least 3 (the first title of each script, '#' being one of its own; a '•' for each gap; the bar's last title; the search entry, if any)")
    }

    @Test func spreadKeepsTheEndsAndRoundsTiesTowardTheStart() {
        #expect(IndexBar.spread(7, over: 26) == [0, 4, 8, 12, 17, 21, 25])
        #expect(IndexBar.spread(7, over: 19) == [0, 3, 6, 9, 12, 15, 18])
        #expect(IndexBar.spread(2, over: 5) == [0, 4])
        #expect(IndexBar.spread(1, over: 5) == [0])
        #expect(IndexBar.spread(5, over: 5) == [0, 1, 2, 3, 4])
    }

    /// The rules hold for every table and every slot count.
    @Test(arguments: ["en", "ru", "zh-Hant", "ja", "ko", "ar", "sv"])
    func invariants(locale: String) throws {
        let collation = try LocalizedIndexedCollation(locale: locale)
        for search in [false, true] {
            let full = search ? IndexBar.full(for: collation).withSearchEntry() : IndexBar.full(for: collation)
            for slots in full.minimumSlots...(full.entries.count + 1) {
                let bar = try full.compacted(toSlots: slots)
                let body = bar.entries.filter { $0.kind != .search }
                #expect(bar.entries.count <= slots)
                #expect(bar.hasSearchEntry == search)
                #expect(body.first == full.entries.first { $0.kind == .title }, "\(locale) \(slots): first title stays")
                #expect(body.last == full.entries.last, "\(locale) \(slots): last title stays")
                #expect(body.filter { $0.title == "#" }.count == full.entries.filter { $0.title == "#" }.count)
                // The entries stand for every section exactly once, in order.
                let covered = body.flatMap { Array($0.sections!) }
                #expect(covered == Array(0..<collation.sectionTitles.count), "\(locale) \(slots)")
                for (position, entry) in body.enumerated() where entry.kind == .bullet {
                    #expect(entry.sections!.contains(entry.section!))
                    #expect(position > 0 && body[position - 1].kind == .title, "no two bullets in a row")
                }
            }
        }
    }
}
