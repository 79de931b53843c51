@testable import IndexedCollation
import Testing

/// A collation from an `Accept-Language` header or a list of languages,
/// chosen by ICU's locale matching.
@Suite struct PreferredLanguagesTests {
    @Test func theHeaderIsReadByQuality() {
        #expect(LanguagePreferences(acceptLanguage: "de-CH, fr;q=0.8, en;q=0.5").languages == ["de-CH", "fr", "en"])
        #expect(LanguagePreferences(acceptLanguage: "en;q=0.5, fr;q=0.8,de-CH").languages == ["de-CH", "fr", "en"])
        #expect(LanguagePreferences(acceptLanguage: "ja;q=0.9, ko;q=0.9, xx;q=0, yy;q=high, zz;q=2").languages == ["ja", "ko"])
        #expect(LanguagePreferences(acceptLanguage: " sv ;Q=1 , *;q=0.1").languages == ["sv"])
        #expect(LanguagePreferences(acceptLanguage: "sv, *;q=0.1").acceptsAny)
        #expect(LanguagePreferences(acceptLanguage: "").languages.isEmpty)
    }

    @Test func theBestMatchWins() throws {
        #expect(try LocalizedIndexedCollation(acceptLanguage: "de-CH, fr;q=0.8, en;q=0.5").table.id == "de")
        #expect(try LocalizedIndexedCollation(acceptLanguage: "fr;q=0.8, de-CH").table.id == "de")
        #expect(try LocalizedIndexedCollation(preferredLanguages: ["i-klingon", "sv-FI", "en"]).table.id == "sv")
        // ICU's matching data serves Klingon (i-klingon is tlh) with English.
        #expect(try LocalizedIndexedCollation(preferredLanguages: ["i-klingon"]).table.id == "en")
        #expect(try LocalizedIndexedCollation(preferredLanguages: ["zh-TW"]).table.id == "zh-Hant")
        #expect(try LocalizedIndexedCollation(preferredLanguages: ["zh_TW", "en"]).table.id == "zh-Hant", "an ICU ID")
        #expect(try LocalizedIndexedCollation(preferredLanguages: ["de-DE-u-co-phonebk"]).table.id == "de@collation=phonebook")
        #expect(try LocalizedIndexedCollation(acceptLanguage: "xx-unknown, *").table.id == "en", "* accepts any language")
    }

    /// A server's default serves a missing, empty or unmatched header; a
    /// header that matches wins over it.
    @Test func aDefaultServesNoHeader() throws {
        #expect(try LocalizedIndexedCollation(acceptLanguage: nil, default: "de").table.id == "de")
        #expect(try LocalizedIndexedCollation(acceptLanguage: "", default: "en").table.id == "en")
        #expect(try LocalizedIndexedCollation(acceptLanguage: "xx-YY", default: "sv").table.id == "sv")
        #expect(try LocalizedIndexedCollation(acceptLanguage: "ru, en;q=0.5", default: "de").table.id == "ru")
        #expect(throws: IndexedCollationError.self) { try LocalizedIndexedCollation(acceptLanguage: nil, default: "qq-ZZ") }
    }

    @Test func aLocaleListIsTellableFromOneLocale() {
        #expect(LanguagePreferences.isLanguageList("de-CH, fr;q=0.8"))
        #expect(LanguagePreferences.isLanguageList("de-CH;Q=0.9"))
        #expect(!LanguagePreferences.isLanguageList("zh@collation=pinyin;colnumeric=no"))
        #expect(!LanguagePreferences.isLanguageList("de-DE-u-co-phonebk"))
    }

    @Test func noMatchNamesWhatWasTried() {
        #expect(throws: IndexedCollationError.noPreferredLocale(tried: ["qq", "xx-unknown", "not a tag"])) {
            try LocalizedIndexedCollation(acceptLanguage: "qq, not a tag;q=0.4, xx-unknown;q=0.5")
        }
        #expect(throws: IndexedCollationError.noPreferredLocale(tried: [])) { try LocalizedIndexedCollation(preferredLanguages: []) }
        let message = IndexedCollationError.noPreferredLocale(tried: ["i-klingon", "qq"]).description
        #expect(message == "no locale matches the preferred languages: tried 'i-klingon', 'qq'")
    }

    /// A header whose every quality is invalid says why nothing was tried;
    /// thousands of unknown languages are not all echoed.
    @Test func noMatchSaysWhyNothingWasTriedAndListsAFew() throws {
        #expect(throws: IndexedCollationError.noPreferredLocale(tried: [])) { try LocalizedIndexedCollation(acceptLanguage: "en;q=NaN") }
        let none = IndexedCollationError.noPreferredLocale(tried: []).description
        #expect(none.contains("a q that is not a number from 0 to 1"))
        let many = (0..<5000).map { "q\($0)" }
        let message = IndexedCollationError.noPreferredLocale(tried: many).description
        #expect(message == "no locale matches the preferred languages: tried "
            + many.prefix(10).map { "'\($0)'" }.joined(separator: ", ") + " and 4990 more")
    }
}
