import Testing
@testable import IndexedCollation

/// Which table a locale gets: likely subtags, parent chains,
/// collation keywords, and every locale ICU has.
@Suite struct LocaleResolutionTests {
    @Test(arguments: [
        ("en", "en"), ("en_US", "en"), ("zh-Hant-TW", "zh-Hant"), ("ru_RU", "ru"), ("ru-RU", "ru"),
        ("pt-BR", "pt"), ("sr-Latn-RS", "sr-Latn"), ("sr-Latn", "sr-Latn"), ("sr", "sr"), ("sr-RS", "sr"),
        ("zh-TW", "zh-Hant"), ("zh_Hant_HK", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-SG", "zh-Hans"),
        ("zh", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh@collation=pinyin", "zh-Hans"), ("zh-Hant@collation=pinyin", "zh-Hans"),
        ("zh_TW@collation=stroke", "zh-Hant"), ("zh@collation=stroke", "zh@collation=stroke"), ("zh-u-co-zhuyin", "zh@collation=zhuyin"),
        ("de-DE-u-co-phonebk", "de@collation=phonebook"), ("de@collation=phonebook", "de@collation=phonebook"), ("de-AT", "de"),
        ("ja_JP", "ja"), ("ja", "ja"), ("ko-KR", "ko"), ("en-AU", "en"), ("en_US_POSIX", "en-US-POSIX"),
        ("es-MX", "es"), ("es-u-co-trad", "es@collation=traditional"), ("sv-FI", "sv"), ("ar-EG", "ar"), ("fr-CA", "fr-CA"),
        ("ru@collation=phonebook", "ru"), ("uk", "uk"), ("th-TH", "th"),
        ("zh-TW-u-co-zhuyin", "zh@collation=zhuyin"), ("zh_Hant@collation=unihan", "zh@collation=unihan"), ("yue-HK", "yue"),
        ("sr-Cyrl-BA", "sr"), ("uz-Arab-AF", "uz-Arab"), ("pa-PK", "pa-Arab"), ("de-CH-u-co-phonebk", "de@collation=phonebook"),
        ("es-419", "es"), ("en-150", "en"), ("ru_RU.UTF-8", "ru"),
        // POSIX modifiers, as LANG spells them.
        ("sr_RS@latin", "sr-Latn"), ("uz_UZ@cyrillic", "uz-Cyrl"), ("de_DE@euro", "de"), ("ca_ES@valencia", "ca"),
    ])
    func identifiersFindTheirTable(identifier: String, tableID: String) throws {
        let resolution = try LocaleCatalog.resolve(identifier)
        #expect(resolution.tableID == tableID, "\(identifier)")
        #expect(!resolution.isDerived, "\(identifier)")
        #expect(try LocalizedIndexedCollation(locale: identifier).table.id == tableID, "\(identifier)")
    }

    /// Every one of ICU's available locales (805 in ICU 72) resolves to a
    /// compiled-in table, which loads and validates: none falls back to a
    /// table derived on the spot, and none is an error.
    @Test func everyICULocaleHasATable() throws {
        let locales = ICULocale.available
        #expect(locales.count >= 800)
        var tablesUsed = Set<String>()
        for locale in locales {
            let resolution = try LocaleCatalog.resolve(locale)
            #expect(!resolution.isDerived, "\(locale) has no compiled-in table")
            let table = try #require(LocaleCatalog.table(id: resolution.tableID), "\(locale) → \(resolution.tableID)")
            _ = try table.validated()
            tablesUsed.insert(table.id)
        }
        // Variant tables (de@collation=phonebook) are reached by keyword only.
        let unreached = Set(LocaleCatalog.tableIDs.filter { !$0.contains("@") }).subtracting(tablesUsed)
        #expect(unreached.isEmpty, "tables no locale resolves to: \(unreached.sorted())")
    }

    /// Every table is what its own ID asks for (`de@collation=phonebook`,
    /// `sr-Latn`, `en-US-POSIX`), so each can be chosen with `--locale`.
    @Test func everyTableIsReachedByItsID() throws {
        for id in LocaleCatalog.tableIDs {
            #expect(try LocaleCatalog.resolve(id).tableID == id)
        }
    }

    @Test(arguments: ["xx", "xx_YY", "qq", "english", "klingon", "ru@collation=bogus", "", "  "])
    func unknownLocalesAreErrors(identifier: String) {
        #expect(throws: IndexedCollationError.self) { try LocaleCatalog.resolve(identifier) }
        #expect(throws: IndexedCollationError.self) { try LocalizedIndexedCollation(locale: identifier) }
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


    @Test(arguments: [("rux", "ru"), ("sve", "sv"), ("jp", "ja")])
    func unknownLocalesSuggestNearOnes(identifier: String, suggestion: String) {
        do {
            let resolution = try LocaleCatalog.resolve(identifier)
            Issue.record("\(identifier) resolved to \(resolution.tableID)")
        } catch let .unknownLocale(_, suggestions) {
            #expect(suggestions.contains(suggestion), "\(identifier): \(suggestions)")
        } catch {
            Issue.record("\(identifier): \(error)")
        }
    }

    /// Suggestions skip names whose length alone puts them too far away (so a
    /// 100,000-character `LANG` costs no seconds): the same as measuring all.
    @Test(arguments: ["rux", "sve", "jp", "englsh", "portugese", "x", "qqqqqqqqqqqq", String(repeating: "x", count: 40)])
    func suggestionsSkipOnlyWhatIsTooFarAway(identifier: String) {
        let wanted = identifier.lowercased()
        let languages = Set(ICULocale.available.map { ICULocale.language($0) } + LocaleCatalog.tableIDs.filter { !$0.contains("@") })
        let measuringAll = languages
            .map { ($0, EditDistance.between(wanted, $0.lowercased())) }
            .filter { $0.1 <= max(1, wanted.count / 2) }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(3).map(\.0)
        #expect(LocaleCatalog.suggestions(for: identifier) == Array(measuringAll))
        #expect(LocaleCatalog.suggestions(for: String(repeating: "x", count: 100_000)).isEmpty)
    }
}
