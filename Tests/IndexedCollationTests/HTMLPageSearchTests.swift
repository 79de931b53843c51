import Testing
import TestSupport
@testable import IndexedCollation

/// The filter's keys: Latin forms and readings, made with ICU when the page
/// is rendered; the page's script folds what is typed the same way.
@Suite struct HTMLPageSearchTests {
    let keys = HTMLIndexPage.SearchKeys()

    func lines(_ text: String, reading: String? = nil) -> [String] {
        keys.keys(of: text, reading: reading).split(separator: "\n").map(String.init)
    }

    /// Keys made a word at a time, each distinct word once, are the keys of
    /// the whole text, byte for byte: words of one script, words `Any-Latin`
    /// leaves as they are (Latin with accents, digits, punctuation), and the
    /// texts that mix them or hold what no word may (then keyed whole).
    @Test func keysByWordsAreTheWholeTextsKeys() throws {
        let byWords = HTMLIndexPage.SearchKeys(), whole = HTMLIndexPage.SearchKeys(byWords: false)
        var texts = ["Müller Hans", "\u{301}Andrés Ñ", "Jean\u{A0}Luc Café", "ǅemal Džafić", "İstanbul Şahin", "Æsir ŒUVRE Æb",
                     "Straße Groß", "Ｍüller Ｍax", "O’Brien Zoë", " Åse  Øre ", "J.R.R. Tolkién", "ﬁnn ½", "Σοφία Ölz",
                     "A\u{485}b c\u{301}", "Łódź Łukasz", "Пётр Жуков", "Ivan Жуков", "Жуков 1990", "タナカ ハナコ"]
        var alphabet: [String] = [" ", " ", " ", "\u{301}", "\u{A0}", "-", "’", "1"]
        for locale in ["de", "fr", "pl", "tr", "is", "vi", "ru", "el", "uk"] {
            alphabet += try ICULocaleData.exemplars(locale, .standard)
        }
        var generator = SeededGenerator(seed: 71)
        for _ in 0..<1500 {
            texts.append((0..<Int.random(in: 1...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            #expect(byWords.keys(of: text, reading: nil) == whole.keys(of: text, reading: nil), "'\(text)'")
        }
    }

    @Test func asciiWithoutAReadingNeedsNoKey() {
        #expect(keys.keys(of: "Anna Miller", reading: nil) == "")
        #expect(keys.keys(of: "Anna Miller", reading: "Anna Miller") == "", "a reading equal to the text adds nothing")
    }

    @Test func accentsFoldTheSameAsTheScriptFoldsThem() {
        #expect(keys.folding("Zoë Schröder BJÖRN") == "zoe schroder bjorn")
        #expect(lines("Zoë").isEmpty, "its Latin form is its folded text: no key")
        #expect(lines("Straße") == ["strasse"])
        #expect(keys.folding("ＡＢＣ ﾔﾏﾄ") == "abc やまと", "width folded, half-width katakana as hiragana")
        #expect(keys.folding("ガッコウ ｶﾞｯｺｳ ぱん") == "がっこう がっこう ぱん", "kana keep their voicing marks")
    }

    @Test func cyrillicIsFoundByBothRomanizations() {
        #expect(lines("Жуков") == ["zukov", "zhukov"])
    }

    @Test func kanaFoldsToHiraganaAndReadingsAreKeys() {
        #expect(HTMLIndexPage.SearchKeys.hiragana("ヤマト") == "やまと")
        #expect(lines("ヤマト").contains("yamato"))
        #expect(lines("田中", reading: "タナカ") == ["tian zhong", "たなか", "tanaka"])
    }

    @Test func thePageCarriesTheKeysAndTheLanguagesWords() throws {
        let collation = try LocalizedIndexedCollation(locale: "ja")
        struct Person { let name: String; let reading: String? }
        let people = [Person(name: "田中", reading: "たなか"), Person(name: "ヤマト", reading: nil), Person(name: "Anna", reading: nil)]
        let sections = collation.sections(of: people) { $0.reading ?? $0.name }
        let page = HTMLIndexPage(collation: collation, sections: sections, title: "人", bars: [], display: { $0.name }, reading: { $0.reading })
        let html = page.render()
        #expect(html.contains("<li dir=\"auto\" data-search=\"tian zhong␊たなか␊tanaka\">田中</li>"))
        #expect(html.contains("<li dir=\"auto\" data-search=\"yamato\">ヤマト</li>"), "its hiragana is its folded text, which the script makes")
        #expect(html.contains("<li dir=\"auto\">Anna</li>"))
        #expect(html.contains(">3 件</span>"))
        #expect(html.contains("placeholder=\"絞り込み\""))
        #expect(!html.contains("records"))
    }

    @Test func aPersonNamesCollationFindsHanNamesByTheSurnameReadingThatPlacedThem() throws {
        let names = try LocalizedIndexedCollation(locale: "zh-Hans", options: .init(personNames: true))
        let sections = names.sections(of: ["曾国藩", "单田芳", "Anna"]) { $0 }
        #expect(sections.map(\.title) == ["A", "S", "Z"])
        let html = try HTMLIndexPage(collation: names, sections: sections, title: "人").render()
        // On a Chinese page the readings are pinyin syllables, the surname's first.
        #expect(html.contains("data-search=\"曾國藩\" data-pinyin=\"zeng guo fan␊ceng guo fan\">曾国藩</li>"), "zeng finds it under Z")
        #expect(html.contains("data-search=\"單田芳\" data-pinyin=\"shan tian fang␊dan tian fang\">单田芳</li>"))
        #expect(html.contains("<li dir=\"auto\">Anna</li>"))
        let words = try LocalizedIndexedCollation(locale: "zh-Hans")
        let plain = try HTMLIndexPage(collation: words, sections: words.sections(of: ["曾国藩"]) { $0 }, title: "t").render()
        #expect(plain.contains("data-pinyin=\"zeng guo fan␊ceng guo fan\">曾国藩</li>"), "placed under C as words, found by either reading")
    }

    struct Furigana: ReadingProvider {
        func reading(of string: String) -> String? { string == "東海林" ? "しょうじ" : nil }
    }

    @Test func kanjiWithoutAReadingAreReadAsTheCollationReadsThem() throws {
        let collation = try LocalizedIndexedCollation(locale: "ja", options: .init(readings: .provider(Furigana())))
        let sections = collation.sections(of: ["東海林", "田中"]) { $0 }
        let html = try HTMLIndexPage(collation: collation, sections: sections, title: "人").render()
        #expect(html.contains("data-search=\"dong hai lin␊しょうじ␊shouji\">東海林</li>"), "found by しょうじ, as it is placed")
        #expect(html.contains("data-search=\"tian zhong\">田中</li>"), "no reading: its Latin form only")
        let english = try LocalizedIndexedCollation(locale: "en")
        let plain = try HTMLIndexPage(collation: english, sections: english.sections(of: ["東海林"]) { $0 }, title: "t").render()
        #expect(plain.contains("data-search=\"dong hai lin\">東海林</li>"), "other collations read no kanji")
    }
}
