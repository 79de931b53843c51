import Foundation
import Testing
import TestSupport

/// `collate --locale X` for the locales with curated or derived tables, `collate locales`,
/// and the error for a locale nobody knows.
@Suite struct LocaleCommandTests {
    static let names = "Smith\nÅsa\nЖуков\nΑλέξης\nדוד\nأحمد\nرضا\nराम\nরবি\nสมชาย\nNguyễn\n山田\n김\n王芳\n42\n"

    @Test(arguments: [
        "sv", "de", "fr", "es", "pl", "cs", "tr", "uk", "el", "he", "ar", "fa", "hi", "bn", "th", "vi",
        "ja", "ko", "zh-Hans", "zh-Hant", "zh-HK", "sr-Latn",
    ])
    func everyNamedLocaleWorks(locale: String) throws {
        let result = try CollateRunner.run(["--locale", locale], stdin: Self.names)
        #expect(result.status == 0, "\(locale): \(result.stderr)")
        #expect(result.stderr.isEmpty, "\(locale): \(result.stderr)")
        // Every record is printed once.
        let records = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { $0.dropFirst(2) }
        #expect(records.sorted() == Self.names.split(separator: "\n").map { Substring($0) }.sorted(), "\(locale)")
    }

    @Test func nativeSectionsComeFirstWhereTheCollatorSaysSo() throws {
        let result = try CollateRunner.run(["--locale", "uk"], stdin: "Шевченко\nSmith\n")
        #expect(result.stdout == "Ш\n  Шевченко\n\nS\n  Smith\n")
    }

    @Test func aListOfLanguagesPicksTheBestMatch() throws {
        let swedish = try CollateRunner.run(["--locale", "i-klingon;q=0.2, sv-FI, en;q=0.5"], stdin: "Öberg\nZorn\n")
        #expect(swedish.status == 0, "\(swedish.stderr)")
        #expect(swedish.stdout == "Z\n  Zorn\n\nÖ\n  Öberg\n", "Ö after Z, as in Swedish")
        let none = try CollateRunner.run(["--locale", "qq, xx-unknown;q=0.5"], stdin: "a\n")
        #expect(none.status == 2)
        #expect(none.stderr.contains("no locale matches the preferred languages: tried 'qq', 'xx-unknown'"))
    }

    /// A collation type ICU has no data for in the locale (phonebook is
    /// German's) is ignored by ICU; collate says so, and sorts as without it.
    @Test(arguments: ["en@collation=phonebook", "en-u-co-phonebk", "sv@collation=pinyin"])
    func aCollationTypeTheLocaleLacksIsWarnedAbout(locale: String) throws {
        let result = try CollateRunner.run(["--locale", locale], stdin: "Zoë\nAnna\n")
        #expect(result.status == 0, "\(result.stderr)")
        let type = locale.hasSuffix("pinyin") ? "pinyin" : "phonebook"
        #expect(result.stderr == "collate: warning: locale '\(locale)': ICU has no '\(type)' collation for this language, "
            + "so the keyword is ignored and records are sorted in its default order\n")
        let plain = try CollateRunner.run(["--locale", String(locale.prefix(2))], stdin: "Zoë\nAnna\n")
        #expect(result.stdout == plain.stdout)
        let keys = try CollateRunner.run(["keys", "--locale", locale], stdin: "Anna\n")
        #expect(keys.stderr.contains("ICU has no '\(type)' collation"))
    }

    /// Types the locale has, `standard`, and Apple's `dictionary` (the
    /// compiled-in tables' own) are not warned about.
    @Test(arguments: ["de@collation=phonebook", "de-u-co-phonebk", "zh-TW-u-co-pinyin", "en@collation=standard",
                      "en@collation=dictionary", "es-u-co-trad"])
    func aCollationTypeTheLocaleHasIsNotWarnedAbout(locale: String) throws {
        let result = try CollateRunner.run(["--locale", locale], stdin: "Zoë\nAnna\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(locale): \(result.stderr)")
    }

    @Test func unknownLocaleIsAUsageErrorWithSuggestions() throws {
        let result = try CollateRunner.run(["--locale", "svv"], stdin: "a\n")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("unknown locale 'svv'"))
        #expect(result.stderr.contains("did you mean"))
        #expect(result.stderr.contains("sv"))
    }

    @Test func unknownLocaleFromTheEnvironmentNamesTheVariable() throws {
        let fromLang = try CollateRunner.run([], stdin: "a\n", environment: ["LANG": "xx_YY.UTF-8"])
        #expect(fromLang.status == 2)
        #expect(fromLang.stderr.contains("unknown locale 'xx_YY'"))
        #expect(fromLang.stderr.contains("the locale came from LANG=xx_YY.UTF-8, the first of LC_ALL, LC_COLLATE, LANG that is set; give --locale to choose another"))
        let fromCollate = try CollateRunner.run([], stdin: "a\n", environment: ["LANG": "en_US.UTF-8", "LC_COLLATE": "qq"])
        #expect(fromCollate.stderr.contains("the locale came from LC_COLLATE=qq"))
        let given = try CollateRunner.run(["--locale", "qq"], stdin: "a\n", environment: ["LANG": "qq"])
        #expect(!given.stderr.contains("came from"))
    }

    @Test func localesListsEveryTable() throws {
        let result = try CollateRunner.run(["locales"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("ID") == true)
        #expect(lines.count > 200)
        #expect(lines.contains { $0.hasPrefix("sr-Latn ") && $0.contains("Serbian (Latin)") })
        #expect(lines.contains { $0.hasPrefix("zh-Hant ") && $0.contains(" 52 ") && $0.contains("1 畫") })
    }

    @Test func localesAsJSON() throws {
        let result = try CollateRunner.run(["locales", "--json"])
        #expect(result.status == 0)
        let tables = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let swedish = try #require(tables.first { $0["id"] as? String == "sv" })
        #expect(swedish["sectionCount"] as? Int == 30)
        #expect(swedish["curated"] as? Bool == true)
        #expect(swedish["name"] as? String == "Swedish")
        #expect((swedish["sectionTitles"] as? [String])?.suffix(4) == ["Å", "Ä", "Ö", "#"])
        let unknown = try CollateRunner.run(["locales", "--bogus"])
        #expect(unknown.status == 2)
    }
}
