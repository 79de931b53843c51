@testable import IndexedCollation
import Foundation
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

    /// A served language is found wherever it is in the first 100, however
    /// many valid but unserved ones come before it (ICU's matcher alone
    /// gives up after about ten); the 101st is not considered, and the
    /// message says so.
    @Test func aServedLanguageIsFoundAfterManyUnservedOnes() throws {
        for unserved in [10, 12, 50, 99] {
            let header = Array(repeating: "zz", count: unserved).joined(separator: ",") + ",de"
            #expect(try LocalizedIndexedCollation(acceptLanguage: header).table.id == "de", "\(unserved) before it")
        }
        // The order of preference still holds: the first served language wins.
        #expect(try LocalizedIndexedCollation(acceptLanguage: Array(repeating: "xx", count: 12).joined(separator: ",") + ",ru,de").table.id == "ru")
        let tooFar = Array(repeating: "zz", count: 100).joined(separator: ",") + ",de"
        #expect(LanguagePreferences(acceptLanguage: tooFar).languages.count == LanguagePreferences.maximumLanguages)
        #expect(throws: IndexedCollationError.self) { try LocalizedIndexedCollation(acceptLanguage: tooFar) }
        do {
            _ = try LocalizedIndexedCollation(acceptLanguage: tooFar)
        } catch {
            #expect(error.description.hasSuffix("and 90 more (the first 100 languages are considered, no more)"), "\(error)")
        }
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
            + many.prefix(10).map { "'\($0)'" }.joined(separator: ", ") + " and 4990 more (the first 100 languages are considered, no more)")
    }
}

/// The library's messages quote what they were given visibly and briefly.
@Suite struct LibraryMessageQuotingTests {
    @Test func controlsAndBidiAreEscapedAndLongTextIsCut() throws {
        #expect(MessageText.quoted("a\u{1B}[2J\u{202E}b\nc\td") == "a\\u{1B}[2J\\u{202E}b\\u{A}c\\u{9}d")
        #expect(MessageText.quoted(String(repeating: "é", count: 500)) == String(repeating: "é", count: 200) + "…")
        #expect(MessageText.diagnostic("one\ttwo\nthree\u{7}") == "one\ttwo\nthree\\u{7}")
        let tag = String(repeating: "x", count: 1_000_000) + "\u{0}"
        do {
            _ = try LocalizedIndexedCollation(preferredLanguages: [tag])
            Issue.record("a megabyte tag matched")
        } catch {
            #expect(error.description.utf8.count < 500, "\(error.description.utf8.count) bytes")
        }
    }

    @Test func aListsLongLocaleIsQuotedBriefly() throws {
        struct Person: Codable { let name: String }
        let collation = try LocalizedIndexedCollation(locale: "en")
        let json = #"{"locale": ""# + String(repeating: "x", count: 1_000_000) + #"\u0000", "collator": "en", "sections": []}"#
        let decoder = JSONDecoder()
        decoder.userInfo[SectionedList<Person>.decodingContextKey] = SectionedList<Person>.DecodingContext(collation: collation, by: \.name)
        do {
            _ = try decoder.decode(SectionedList<Person>.self, from: Data(json.utf8))
            Issue.record("a megabyte locale was accepted")
        } catch {
            let text = "\(error)"
            #expect(text.utf8.count < 2_000 && !text.contains("\u{0}"), "\(text.utf8.count) bytes")
        }
    }
}
