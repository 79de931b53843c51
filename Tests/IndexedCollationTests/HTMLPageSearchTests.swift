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

    /// Han texts transliterated a character at a time (each once per
    /// page), then made ASCII and lowercase, have the keys of the whole
    /// text: the characters whose pinyin depends on the next one among
    /// them, compatibility ideographs, and texts that mix Han with Latin
    /// or digits (keyed whole).
    @Test func hanByCharactersHasTheWholeTextsKeys() throws {
        let byCharacters = HTMLIndexPage.SearchKeys(), whole = HTMLIndexPage.SearchKeys(byWords: false)
        var alphabet = try ICULocaleData.exemplars("zh", .standard) + ICULocaleData.exemplars("zh_Hant", .standard)
        alphabet += ["藏", "重", "沈", "秘", "文", "庆", "阳", "鲁", "\u{F972}", " ", " ", "a", "1"]
        var generator = SeededGenerator(seed: 43)
        var texts = ["王芳", "重庆 重庆", "西藏文", "沈阳", "張 偉", "王 芳明"]
        for _ in 0..<1500 {
            texts.append((0..<Int.random(in: 1...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            #expect(byCharacters.keys(of: text, reading: nil) == whole.keys(of: text, reading: nil), "'\(text)'")
        }
        // A Chinese page's syllables as words, the same way.
        let chineseByCharacters = HTMLIndexPage.SearchKeys(chinese: true), chineseWhole = HTMLIndexPage.SearchKeys(chinese: true, byWords: false)
        for text in texts {
            #expect(chineseByCharacters.syllables(of: text) == chineseWhole.syllables(of: text), "'\(text)'")
        }
    }

    /// `Latin-ASCII; Any-Lower` a cluster at a time is ICU's of the
    /// whole text: on Latin with accents, stacked and lone combining marks
    /// (after Latin letters, digits and spaces), Greek with its sigma,
    /// ligatures, full-width and other compatibility characters, and what
    /// `Any-Latin` makes of eight scripts.
    @Test func asciiLowercasingByClustersIsICUsOfTheWhole() throws {
        var alphabet: [String] = [" ", "1", "A", "z", "\u{301}", "\u{308}\u{301}", "\u{34F}", "\u{20DD}", "Σ", "σ", "ς", "İ", "ǅ", "ﬁ",
                                  "Ｍ", "½", "™", "≠", "ŉ", "ẞ", "Å", "Ω", "\u{1F110}", "\u{0B47}", "\u{0B57}", "\u{1100}", "\u{1161}"]
        for locale in ["de", "fr", "pl", "vi", "tr", "is", "el", "ro", "cs"] {
            alphabet += try ICULocaleData.exemplars(locale, .standard) + ICULocaleData.exemplars(locale, .auxiliary)
        }
        let anyLatin = try ICUTransliterator(id: "Any-Latin")
        for locale in ["ru", "el", "ar", "he", "hi", "th", "ko", "ja"] {
            alphabet += try ICULocaleData.exemplars(locale, .standard).map { try anyLatin.apply($0) }
        }
        var generator = SeededGenerator(seed: 17)
        var byCharacters = ASCIILowercasing()
        let whole = try ICUTransliterator(id: "Latin-ASCII; Any-Lower")
        var texts = ["AΣ", "ΑΣ 1", "Zoë Σ", "ΣA", "e\u{301}", "1\u{301}", " \u{301}", "Ｍüller", "ﬁnn", "Straße", "\u{301}a", "p\u{304}h a\u{0323}\u{0302}"]
        // Whole words of scripts whose Latin carries combining marks.
        texts += try ["ภาษาไทย สมชาย", "देवनागरी नमस्ते", "Ελληνικά", "עברית", "العربية"].map { try anyLatin.apply($0) }
        for _ in 0..<3000 {
            texts.append((0..<Int.random(in: 1...10, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            #expect(try byCharacters.apply(text) == whole.apply(text), "'\(text)'")
        }
    }

    /// A page long enough to be marked up on several threads, each with
    /// search keys of its own, has every row once, in order, with the keys
    /// one thread keying each text whole gives it.
    @Test func aLongPageHasTheRowsOneThreadWouldMake() throws {
        let collation = try LocalizedIndexedCollation(locale: "ru")
        let first = ["Пётр", "王", "Müller", "Ελένη", "김", "Anna", "田中", "שרה", "Zoë & <b>"]
        let last = ["Жуков", "芳明", "Hans", "Παππά", "민준", "", "太郎", "לוי", "1990"]
        var generator = SeededGenerator(seed: 9)
        let names = (0..<(3 * HTMLIndexPage.rowsPerChunk + 17)).map { _ in
            first.randomElement(using: &generator)! + " " + last.randomElement(using: &generator)!
        }
        let page = HTMLIndexPage(collation: collation, sections: [Section(number: 0, title: "A", elements: names),
                                                                   Section(number: 1, title: "B", elements: ["Борис"])],
                                 title: "t", bars: [])
        let rows = page.render().split(separator: "\n").filter { $0.hasPrefix("<li dir=") }.map(String.init)
        let reference = HTMLIndexPage.SearchKeys(byWords: false)
        let expected = (names + ["Борис"]).map { name in
            "<li dir=\"auto\"" + reference.attribute(of: name, reading: nil, placement: nil) + ">" + Markup.escape(name) + "</li>"
        }
        #expect(rows.count == expected.count)
        #expect(rows == expected)
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
