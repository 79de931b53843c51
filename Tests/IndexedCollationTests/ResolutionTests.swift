import Testing
@testable import IndexedCollation

@Suite struct ResolutionTests {
    @Test(arguments: [
        ("en", "en"), ("en-AU", "en"), ("en_US", "en"), ("zh-TW", "zh-Hant"), ("zh_Hant_HK", "zh-Hant"),
        ("zh-Hant-TW", "zh-Hant"), ("zh_TW@collation=stroke", "zh-Hant"), ("ru_RU", "ru"), ("ru-RU", "ru"),
    ])
    func identifiersFindTheirTable(identifier: String, tableID: String) throws {
        #expect(try LocaleCatalog.resolve(identifier).tableID == tableID)
        #expect(try LocalizedIndexedCollation(locale: identifier).table.id == tableID)
    }

    @Test func unknownLocalesAreErrorsWithSuggestions() {
        for identifier in ["xx_YY", "qq", "", "english", "ru@collation=bogus"] {
            #expect(throws: IndexedCollationError.self, "\(identifier)") { try LocalizedIndexedCollation(locale: identifier) }
        }
        do {
            _ = try LocaleCatalog.resolve("rux")
            Issue.record("rux resolved")
        } catch let .unknownLocale(_, suggestions) {
            #expect(suggestions.contains("ru"))
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func localesWithoutAFileAreDerivedFromICU() throws {
        // ja-Latn has no table of its own (its parent, ja, is in another
        // script), so a table is derived from ICU's data on the spot.
        let resolution = try LocaleCatalog.resolve("ja-Latn")
        #expect(resolution.isDerived)
        let collation = try LocalizedIndexedCollation(locale: "ja-Latn")
        #expect(collation.table.source?.hasPrefix("Derived from ICU") == true)
        #expect(collation.sectionTitles[collation.section(for: "Tanaka")] == "T")
        // Derivation itself: Swedish keeps Å Ä Ö apart, German folds Ä into A.
        let swedish = try LocaleTable.derived(fromICU: "sv")
        #expect(swedish.sectionTitles.suffix(4) == ["Å", "Ä", "Ö", "#"])
        let german = try LocaleTable.derived(fromICU: "de")
        #expect(!german.sectionTitles.contains("Ä"))
        let sv = try LocalizedIndexedCollation(table: swedish)
        #expect(sv.sectionTitles[sv.section(for: "Östberg")] == "Ö")
        #expect(sv.sectionTitles[sv.section(for: "Ostberg")] == "O")
    }
}
