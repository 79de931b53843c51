import Testing
@testable import IndexedCollation

/// The page's own words: the bundled files, their fallback, plural forms
/// and numbers by ICU, and words a caller passes.
@Suite struct HTMLPageStringsTests {
    @Test func everyBundledFileIsValidForItsLanguage() throws {
        #expect(HTMLPageStrings.embeddedPageStrings.count >= 35)
        for (language, json) in HTMLPageStrings.embeddedPageStrings {
            // Strict: every key, and exactly the plural forms ICU's rules give the language.
            let strings = try HTMLPageStrings(json: json, file: language, language: language, base: .english)
            #expect(HTMLPageStrings.bundled(for: language) == strings, "\(language) is bundled")
            if language != "en" && !language.hasPrefix("en-") {
                #expect(strings.filterLabel != HTMLPageStrings.english.filterLabel, "\(language) has words of its own")
            }
        }
    }

    @Test func pluralFormsFollowICU() {
        let russian = HTMLPageStrings.bundled(for: "ru")
        #expect(russian.recordCount(1, language: "ru") == "1 запись")
        #expect(russian.recordCount(2, language: "ru") == "2 записи")
        #expect(russian.recordCount(5, language: "ru") == "5 записей")
        #expect(russian.recordCount(21, language: "ru") == "21 запись")
        #expect(russian.recordCount(10_000, language: "ru") == "10\u{A0}000 записей")
        let english = HTMLPageStrings.english
        #expect(english.recordCount(1, language: "en") == "1 record")
        #expect(english.recordCount(1234, language: "en") == "1,234 records")
    }

    @Test func numbersTakeTheLanguagesDigits() {
        let arabic = HTMLPageStrings.bundled(for: "ar")
        #expect(arabic.recordCount(25, language: "ar") == "٢٥ سجلًا")
        #expect(arabic.recordCount(3, language: "ar") == "٣ سجلات")
        #expect(HTMLPageStrings.bundled(for: "de").recordCount(1234, language: "de") == "1.234 Einträge")
    }

    @Test func otherLocalesFallBackThroughTheirParents() {
        #expect(HTMLPageStrings.bundled(for: "de-AT") == HTMLPageStrings.bundled(for: "de"))
        #expect(HTMLPageStrings.bundled(for: "de_CH@collation=phonebook") == HTMLPageStrings.bundled(for: "de"))
        #expect(HTMLPageStrings.bundled(for: "zh-TW") == HTMLPageStrings.bundled(for: "zh-Hant"), "by its likely script")
        #expect(HTMLPageStrings.bundled(for: "zh") == HTMLPageStrings.bundled(for: "zh-Hans"))
        #expect(HTMLPageStrings.bundled(for: "pt-BR") == HTMLPageStrings.bundled(for: "pt"))
        #expect(HTMLPageStrings.bundled(for: "en-GB") == .english)
        #expect(HTMLPageStrings.bundled(for: "kl") == .english, "no words of its own: English")
        #expect(LocaleIdentifier.wordsChain(of: "zh-TW") == ["zh-TW", "zh-Hant-TW", "zh-Hant", "zh"])
    }

    func failure(_ json: String, language: String = "ru") -> String? {
        do {
            _ = try HTMLPageStrings(json: json, file: "words.json", language: language, base: .english)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aCallersWordsAreCheckedAndMergedWithTheBase() throws {
        let words = try HTMLPageStrings(json: #"{"filterPlaceholder": "Suche"}"#, file: "w.json", language: "de", base: .bundled(for: "de"))
        #expect(words.filterPlaceholder == "Suche")
        #expect(words.filterLabel == "Einträge filtern", "the rest from the base")
        #expect(failure("{\n  \"filterLable\": \"x\"\n}") == "words.json:2: unknown key 'filterLable'; the keys are: records, noRecords, filterLabel, filterPlaceholder, filtered, noMatches, sectionIndex, search, jumpsTo")
        #expect(failure("{\n\"records\": {\"one\": \"{count} запись\", \"other\": \"{count} записи\"}}") == "words.json:2: 'records' lacks the plural form 'few' of ru; its forms are: few, many, one, other")
        #expect(failure(#"{"records": {"one": "{count} 件", "other": "{count} 件"}}"#, language: "ja") == "words.json:1: 'records' has the plural form 'one', which ja does not use; its forms are: other")
        #expect(failure(#"{"filtered": "{shown} of"}"#) == "words.json:1: 'filtered' must contain {total}: \"{shown} of\"")
        #expect(failure(#"{"search": 3}"#) == "words.json:1: 'search' must be a string")
        #expect(failure("[1]") == "words.json: must hold one JSON object")
        #expect(failure("{").map { $0.hasPrefix("words.json: not valid JSON") } == true)
        // A key given twice was accepted, the last winning.
        #expect(failure("{\"search\": \"a\",\n\"search\": \"b\"}") == "words.json:1: key 'search' appears more than once")
    }
}
