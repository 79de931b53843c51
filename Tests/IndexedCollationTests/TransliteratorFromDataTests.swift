import ByteMachinery
import Testing
import TestSupport
@testable import IndexedCollation

/// A script's transliterator to Latin built from ICU's transliteration data
/// without ICU's registry (``ICUTransliterator/anyLatin(ofScript:)``,
/// docs/transliteration.md, "Without the registry"): against `Any-Latin` on
/// texts of that script, and against ICU's own transform of the same ID on
/// texts that mix scripts (which its filters and its parts' filters decide).
@Suite struct TransliteratorFromDataTests {
    static let anyLatin = try! TransliteratorPool(id: "Any-Latin")

    /// The scripts of the benchmark's corpora whose transliterator the shim
    /// builds under ICU 72 (``agreesWithAnyLatinOnEveryScript()`` checks the others).
    static let built: [ICUScript] = [.hiragana, .katakana, .cyrillic, .greek, .arabic, .hebrew, .devanagari, .hangul, thai]

    /// Thai's script, which the library names nowhere else.
    static let thai = ICUCharacter.script(of: "\u{0E01}")

    /// The characters of `script` in the Basic Multilingual Plane, with the
    /// Common and Inherited ones kana and Greek texts hold (the prolonged
    /// sound mark, the voicing marks, the combining acute).
    static func characters(of script: ICUScript) -> [Unicode.Scalar] {
        let own = (0..<0x10000).compactMap { Unicode.Scalar(UInt32($0)) }.filter { ICUCharacter.script(of: $0) == script }
        return own + ["\u{30FC}", "\u{3099}", "\u{309A}", "\u{309B}", "\u{FF70}", "\u{0301}", " "]
    }

    static func pool(_ script: ICUScript) throws -> TransliteratorPool {
        try TransliteratorPool(of: #require(ICUTransliterator.anyLatin(ofScript: script), "\(script)"))
    }

    /// Every text of one or two characters, and random texts of up to
    /// eight, that `Any-Latin` reads as one run of the script: the same result.
    @Test(arguments: built)
    func agreesWithAnyLatin(script: ICUScript) throws {
        let fromData = try Self.pool(script)
        let characters = Self.characters(of: script)
        var texts = characters.map { String($0) }
        if script == .hiragana || script == .katakana {
            // Kana's rules look at the next character: every pair of the kana blocks.
            let kana = characters.filter { (0x3000...0x30FF).contains($0.value) || (0xFF61...0xFF9F).contains($0.value) }
            texts += kana.flatMap { first in kana.map { String(first) + String($0) } }
        }
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<3000 {
            texts.append(String(String.UnicodeScalarView((0..<Int.random(in: 1...8, using: &generator)).map { _ in
                characters.randomElement(using: &generator)!
            })))
        }
        var compared = 0
        for text in texts where ICUCharacter.onlyScript(of: text) == script {
            compared += 1
            // Bytes, not `String`s: `==` would take canonical equivalents as equal.
            #expect(Array(fromData.apply(text).utf8) == Array(Self.anyLatin.apply(text).utf8), "'\(text)'")
        }
        #expect(compared > 3000)
    }

    /// Every script whose transliterator the shim builds (26 under ICU 72,
    /// Bopomofo among them, whose rules end with a pass read backwards, and
    /// Thai, whose word break is a step of the shim's): each of its characters in
    /// the Basic Multilingual Plane and random texts of it, as `Any-Latin`
    /// reads them. Han is left to `Any-Latin` (``LibraryReuse/anyLatin(ofScript:)``).
    @Test func agreesWithAnyLatinOnEveryScript() throws {
        var built: [ICUScript] = []
        var generator = SeededGenerator(seed: 9)
        for code in Int32(0)..<Int32(200) {
            let script = ICUScript(rawValue: code)
            guard ![.latin, .common, .inherited, .han].contains(script), let transliterator = ICUTransliterator.anyLatin(ofScript: script) else { continue }
            // Some codes name no script of their own (Jamo: every jamo is Hangul).
            let characters = (0..<0x10000).compactMap { Unicode.Scalar(UInt32($0)) }.filter { ICUCharacter.script(of: $0) == script }
            guard !characters.isEmpty else { continue }
            built.append(script)
            let fromData = try TransliteratorPool(of: transliterator)
            var texts = characters.map { String($0) }
            for _ in 0..<500 {
                texts.append(String(String.UnicodeScalarView((0..<Int.random(in: 1...6, using: &generator)).map { _ in
                    Int.random(in: 0..<6, using: &generator) == 0 ? " " : characters.randomElement(using: &generator)!
                })))
            }
            for text in texts where ICUCharacter.onlyScript(of: text) == script {
                #expect(Array(fromData.apply(text).utf8) == Array(Self.anyLatin.apply(text).utf8), "\(script) '\(text)'")
            }
        }
        #expect(built.count >= 20, "\(built)")
        #expect(built.contains(.bopomofo) && built.contains(Self.thai))
        #expect(LibraryReuse().anyLatin(ofScript: .han) == nil)
    }

    /// Random texts of kana of both kinds, Latin letters, marks and spaces
    /// (which the parts' filters split into runs): ICU's own transform of
    /// the same ID gives the same result. (`Katakana-Latin`'s first part
    /// filters its decomposition too: hiragana after it stay whole.)
    @Test(arguments: [("Hiragana-Latin", ICUScript.hiragana), ("Katakana-Latin", .katakana)])
    func agreesWithICUOnMixedText(id: String, script: ICUScript) throws {
        let fromData = try Self.pool(script), icu = try TransliteratorPool(id: id)
        let pool = Self.characters(of: .hiragana) + Self.characters(of: .katakana) + ["a", "k", "ヽ", "ヾ", "ゝ"]
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<4000 {
            let text = String(String.UnicodeScalarView((0..<Int.random(in: 1...6, using: &generator)).map { _ in
                pool.randomElement(using: &generator)!
            }))
            #expect(Array(fromData.apply(text).utf8) == Array(icu.apply(text).utf8), "'\(text)'")
        }
        #expect(fromData.apply("がヽ") == icu.apply("がヽ"))
    }

    /// Texts that are not in normal form (letters composed and decomposed,
    /// combining marks in every order, conjoining jamo): the built
    /// transliterator's normalization steps, which normalize a whole range
    /// at once where ICU's go stretch by stretch, leave the same bytes as
    /// ICU's own transform of the same ID.
    @Test(arguments: [("Greek-Latin", ICUScript.greek), ("Hangul-Latin", .hangul), ("Devanagari-Latin", .devanagari),
                      ("Katakana-Latin", .katakana)])
    func normalizesAsICUDoes(id: String, script: ICUScript) throws {
        let fromData = try Self.pool(script), icu = try TransliteratorPool(id: id)
        let marks: [Unicode.Scalar] = ["\u{0300}", "\u{0301}", "\u{0308}", "\u{0313}", "\u{0314}", "\u{0342}", "\u{0345}",
                                       "\u{093C}", "\u{094D}", "\u{3099}", "\u{309A}", "\u{0327}", " ", "a"]
        let jamo = (0x1100...0x1112).compactMap(Unicode.Scalar.init) + (0x1161...0x1175).compactMap(Unicode.Scalar.init)
            + (0x11A8...0x11C2).compactMap(Unicode.Scalar.init)
        let letters = Self.characters(of: script) + (script == .hangul ? jamo : [])
        var generator = SeededGenerator(seed: 13)
        var changed = 0 // texts a normalization step may change
        for _ in 0..<4000 {
            let text = String(String.UnicodeScalarView((0..<Int.random(in: 1...8, using: &generator)).map { _ in
                Int.random(in: 0..<3, using: &generator) == 0 ? marks.randomElement(using: &generator)! : letters.randomElement(using: &generator)!
            }))
            if text.unicodeScalars.contains(where: { ICUCharacter.isMark($0) || jamo.contains($0) }) { changed += 1 }
            #expect(Array(fromData.apply(text).utf8) == Array(icu.apply(text).utf8), "'\(text)'")
        }
        #expect(changed > 1000, "texts with a combining mark or a jamo: \(changed)")
    }

    /// Two threads transliterating at once (each with its own clone from
    /// the pool) give what one thread gives: the clones share the rule
    /// passes, whose segments (`$1`, the iteration marks) a copy of ICU's
    /// would read wrong.
    /// Thai names on two threads at once: each clone has its own copy of
    /// the word-break part. Shared (ICU's own), it wrote one thread's breaks and stale
    /// characters into the other's text, a few names in 30,000 a round
    /// (`ตศฅษศณฃฯซแ` read `t 횆ន䣂ꩠ…`), so the names are many and of every
    /// Thai character, and the rounds three.
    @Test func thaiClonesAgreeOnTwoThreadsAtOnce() throws {
        let fromData = try Self.pool(Self.thai)
        let letters = Self.characters(of: Self.thai).filter { $0 != " " && ICUCharacter.script(of: $0) == Self.thai }
        var generator = SeededGenerator(seed: 6)
        let names = (0..<30_000).map { _ in
            (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                String(String.UnicodeScalarView((0..<Int.random(in: 2...10, using: &generator)).map { _ in letters.randomElement(using: &generator)! }))
            }.joined(separator: " ")
        }
        let expected = names.map { Array(Self.anyLatin.apply($0).utf8) }
        for round in 1...3 {
            let results = Parallel.map(2) { part in
                stride(from: part, to: names.count, by: 2).map { (index: $0, latin: fromData.apply(names[$0])) }
            }
            let wrong = results.joined().filter { Array($0.latin.utf8) != expected[$0.index] }
            #expect(wrong.isEmpty, "round \(round): \(wrong.count) wrong, the first '\(wrong.first.map { names[$0.index] } ?? "")'")
        }
    }

    /// Thai's word break is a step of the shim's, not ICU's own (which
    /// only ICU's registry opens): on names of words the dictionary cuts,
    /// in every context the step may meet (a Latin word, digits,
    /// punctuation, a mark of no script that cuts a word in two runs, a
    /// word that starts with a mark), it breaks as ICU's `Thai-Latin` does.
    @Test func thaiWordBreakAgreesWithICUs() throws {
        let fromData = try Self.pool(Self.thai), icu = try TransliteratorPool(id: "Thai-Latin")
        var generator = SeededGenerator(seed: 16)
        let contexts = ["Smith ", " 12", "(", ")", "\u{0301}", "\u{0E31}", "-", " ๑๒", "ก ", ". "]
        let names = ThaiNames.names(count: 3_000, using: &generator).map { name in
            var name = name
            if Bool.random(using: &generator) {
                let context = contexts.randomElement(using: &generator)!
                let at = name.index(name.startIndex, offsetBy: Int.random(in: 0...name.count, using: &generator))
                name.insert(contentsOf: context, at: at)
            }
            return name
        }
        for name in names {
            #expect(Array(fromData.apply(name).utf8) == Array(icu.apply(name).utf8), "'\(name)'")
        }
        #expect(icu.apply("สมชายใจดี") == "s̄mchāy cıdī")
    }

    @Test func clonesAgreeOnTwoThreadsAtOnce() throws {
        let fromData = try Self.pool(.katakana)
        let kana = Self.characters(of: .katakana).filter { (0x30A1...0x30FE).contains($0.value) }
        var generator = SeededGenerator(seed: 5)
        // Words of two to five kana, half of them with an iteration mark.
        let words = (0..<12_000).map { number in
            var word = String.UnicodeScalarView((0..<Int.random(in: 2...5, using: &generator)).map { _ in kana.randomElement(using: &generator)! })
            if number % 2 == 0 { word.insert(["\u{30FD}", "\u{30FE}"].randomElement(using: &generator)!, at: word.index(after: word.startIndex)) }
            return String(word)
        }
        let expected = words.map { Self.anyLatin.apply($0) }
        let results = Parallel.map(2) { part in
            stride(from: part, to: words.count, by: 2).map { (index: $0, latin: fromData.apply(words[$0])) }
        }
        for (index, latin) in results.joined() {
            #expect(latin == expected[index], "'\(words[index])'")
        }
    }

    /// `Katakana-Hiragana`, which turns MeCab's katakana readings into
    /// hiragana (``KatakanaReadings``), built from data: every text of one or
    /// two characters of the kana blocks and the halfwidth forms, and random
    /// texts with Latin, digits and spaces, as ICU's own.
    @Test func katakanaToHiraganaAgreesWithICU() throws {
        let fromData = try TransliteratorPool(of: #require(ICUTransliterator.fromData(id: "Katakana-Hiragana")))
        let icu = try TransliteratorPool(id: "Katakana-Hiragana")
        let kana = ((0x3041...0x30FF).map { $0 } + (0xFF61...0xFF9F).map { $0 }).compactMap { Unicode.Scalar(UInt32($0)) }
        var texts = kana.map { String($0) } + kana.flatMap { first in kana.map { String(first) + String($0) } }
        let pool = kana + ["a", "1", " ", "\u{3099}"]
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<3000 {
            texts.append(String(String.UnicodeScalarView((0..<Int.random(in: 1...7, using: &generator)).map { _ in pool.randomElement(using: &generator)! })))
        }
        for text in texts {
            #expect(fromData.apply(text) == icu.apply(text), "'\(text)'")
        }
    }

    /// The katakana table (``LibraryReuse/katakanaReadings``) opens no
    /// transliterator by ID, which would build ICU's registry.
    @Test func katakanaReadingsOpenNoTransliteratorByID() {
        let reuse = LibraryReuse()
        let readings = reuse.katakanaReadings
        #expect(readings.hiragana.count == 96)
        let (opened, built) = reuse.state.withLock { ($0.transforms.keys.sorted(), $0.builtFromData.compactMapValues { $0 }.keys.sorted()) }
        #expect(opened.isEmpty, "\(opened)")
        #expect(built == ["Katakana-Hiragana"])
    }

    /// Which letters stand alone (``LibraryReuse/lettersAlone(of:)``) is
    /// read from the transliterator built from data as from ICU's own.
    @Test(arguments: LatinSegments.wordScripts.sorted { $0.rawValue < $1.rawValue })
    func lettersAloneAsFromICU(script: ICUScript) throws {
        let fromICU = try TransliteratorPool(id: "\(script.code)-Latn").lettersAlone()
        let fromData = try Self.pool(script).lettersAlone()
        #expect((fromICU == nil) == (fromData == nil), "\(script)")
        guard let fromICU, let fromData else { return }
        for scalar in Self.characters(of: script) {
            #expect(fromICU.letterStandsAloneOutside(scalar) == fromData.letterStandsAloneOutside(scalar), "\(scalar)")
        }
    }

    /// Kana names under `ru` are keyed with no `Any-Latin` opened (which
    /// would build ICU's registry), each kana script's transliterator built once.
    @Test func kanaNamesOpenNoAnyLatin() throws {
        let reuse = LibraryReuse()
        let names = ["やまだ", "サトウ", "すずき はなこ", "タナカ", "きょうこ", "ジョン"]
        let collation = try LocalizedIndexedCollation(locale: "ru", reuse: reuse)
        let keys = collation.collationKeyBatch(for: names, memo: ForeignStringMemo())
        let opened = reuse.state.withLock { ($0.transforms.keys.sorted(), $0.builtFromData.count) }
        #expect(!opened.0.contains("Any-Latin"), "\(opened.0)")
        #expect(opened.1 == 2)
        let sections = collation.sectionTitles
        #expect(sections[keys.section(at: 0)] == "Y")
        #expect(sections[keys.section(at: 1)] == "S")
    }
}
