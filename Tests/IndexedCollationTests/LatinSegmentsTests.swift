import Testing
import TestSupport
@testable import IndexedCollation

/// `LatinSegments` against whole-string `Any-Latin` (docs/transliteration.md):
/// wherever it splits, the pieces' transliterations joined must be the
/// whole string's, byte for byte.
@Suite struct LatinSegmentsTests {
    static let anyLatin = LibraryReuse.shared.builtInTransform(id: "Any-Latin")

    static func segments(_ text: String) -> LatinSegments? {
        LatinSegments(splitting: text, hanContext: hanLatinContext)
    }

    /// Letters of every script the benchmark's names use, from CLDR's
    /// exemplar characters (standard and auxiliary sets), one alphabet per script.
    static func scriptLetters() throws -> [[String]] {
        var letters: [String: Set<String>] = [:]
        for locale in ["ru", "uk", "el", "ar", "fa", "he", "hi", "ko", "ja", "zh", "zh_Hant", "th", "de",
                       "bn", "gu", "pa", "or", "ta", "te", "kn", "ml", "ka", "hy"] {
            for letter in try ICULocaleData.exemplars(locale, .standard) + ICULocaleData.exemplars(locale, .auxiliary)
            where letter.unicodeScalars.count == 1 {
                letters[ICUCharacter.script(of: letter.unicodeScalars.first!).code, default: []].insert(letter)
            }
        }
        return letters.keys.sorted().map { letters[$0]!.sorted() }
    }

    /// Edge cases mixed in: combining marks, digits, punctuation, separators
    /// other than the space, the kana prolonged sound and iteration marks,
    /// the Han characters read differently before another, final sigma.
    static let oddities = ["\u{0301}", "\u{0308}", "\u{0306}", "\u{0345}", "\u{0314}", "\u{094D}", "\u{05B8}", "\u{064E}",
                           "1", "٣", "-", "'", ",", ".", "\u{3000}", "\u{00A0}", "ー", "ヽ", "ゝ", "・",
                           "藏", "文", "重", "庆", "沈", "阳", "秘", "鲁", "々", "ς", "Σ", "ᄋ", "ᅩ", "ㅇ"]

    static func randomString(_ alphabets: [[String]], using generator: inout SeededGenerator) -> String {
        let home = alphabets.randomElement(using: &generator)!
        var text = Bool.random(using: &generator) && Int.random(in: 0..<4, using: &generator) == 0 ? " " : ""
        for word in 0..<Int.random(in: 1...4, using: &generator) {
            if word > 0 { text += [" ", " ", " ", "  ", "   "].randomElement(using: &generator)! }
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                switch Int.random(in: 0..<20, using: &generator) {
                case 0: text += oddities.randomElement(using: &generator)!
                case 1: text += alphabets.randomElement(using: &generator)!.randomElement(using: &generator)!
                default: text += home.randomElement(using: &generator)!
                }
            }
        }
        if Int.random(in: 0..<6, using: &generator) == 0 { text += " " }
        return text
    }

    @Test func piecesJoinToTheWholeStringsTransliteration() throws {
        let alphabets = try Self.scriptLetters()
        var generator = SeededGenerator(seed: 20261130)
        var splitByScript: [String: Int] = [:]
        for _ in 0..<25_000 {
            let text = Self.randomString(alphabets, using: &generator)
            guard let segments = LatinSegments(splitting: text, hanContext: hanLatinContext) else { continue }
            let joined = segments.joined { Self.anyLatin.apply(String($0)) }
            #expect(joined == Self.anyLatin.apply(text), "'\(text)'")
            let script = ICUCharacter.script(of: text.unicodeScalars.first { $0 != " " }!).code
            if segments.pieces.count > 1 { splitByScript[script, default: 0] += 1 }
        }
        // Not vacuous: every proven script was split many times.
        for script in ["Cyrl", "Grek", "Arab", "Hebr", "Deva", "Hang", "Hira", "Kana", "Hani", "Thai",
                       "Beng", "Gujr", "Guru", "Orya", "Taml", "Telu", "Knda", "Mlym", "Geor", "Armn"] {
            #expect(splitByScript[script, default: 0] >= 30, "\(script): \(splitByScript)")
        }
    }

    /// The words case read from bytes (for the keying pass) splits where
    /// the `String`'s does, and nowhere else: not Han, not unchanged text,
    /// not a text the `String`'s refuses.
    @Test func wordsOfUTF8SplitAsTheString() throws {
        let alphabets = try Self.scriptLetters()
        var generator = SeededGenerator(seed: 20261207)
        var split = 0
        for _ in 0..<10_000 {
            let text = Self.randomString(alphabets, using: &generator)
            let bytes = Array(text.utf8)
            let words = bytes.withUnsafeBufferPointer(LatinSegments.words(ofUTF8:))
            let first = text.unicodeScalars.first { $0 != " " }.map(ICUCharacter.script(of:))
            let segments = Self.segments(text)
            if let segments, let first, first != .han, LatinSegments.wordScripts.contains(first) {
                let pieces = try #require(words, "'\(text)'").words.map { String(decoding: bytes[$0], as: UTF8.self) }
                #expect(pieces == segments.pieces.map(String.init), "'\(text)'")
                #expect(words?.script == first)
                split += 1
            } else {
                #expect(words == nil, "'\(text)'")
            }
        }
        #expect(split > 1000)
    }

    /// Splits the proof excludes, and why: each would change the result.
    @Test func excludedSplitsWouldDiffer() {
        let naive: [(whole: String, pieces: [String], glue: String)] = [
            // 藏 reads zàng before 文, cáng alone.
            ("藏文", ["藏", "文"], " "),
            // The kana iteration mark copies the character before it: the space.
            ("ア ヽ", ["ア", "ヽ"], " "),
        ]
        for (whole, pieces, glue) in naive {
            #expect(LatinSegments(splitting: whole, hanContext: hanLatinContext) == nil, "\(whole)")
            let split = pieces.map { Self.anyLatin.apply($0) }.joined(separator: glue)
            #expect(split != Self.anyLatin.apply(whole), "\(whole)")
        }
        for unsplit in ["สมชาย ๑", "ก\u{0301} ข", "\u{0E31}ก ข", "Иван 3", "Иван-Петров", "Иван Ἀλέξανδρος", "中文 1", "中", "Jean Ἀλέξανδρος"] {
            #expect(LatinSegments(splitting: unsplit, hanContext: hanLatinContext) == nil, "\(unsplit)")
        }
    }

    /// Thai names of words ICU's dictionary knows, run together as Thai
    /// writes them (`สมชายใจดี`), with stray letters and marks: each
    /// space-separated word's `Any-Latin`, joined by the spaces, is the
    /// whole name's, though the transform cuts words by the dictionary and
    /// its break iterator reads the whole text (docs/transliteration.md, "Thai").
    @Test func thaiWordsJoinToTheWholeName() throws {
        var generator = SeededGenerator(seed: 38)
        var split = 0
        for name in ThaiNames.names(count: 3_000, using: &generator) {
            guard let segments = Self.segments(name) else { continue }
            split += 1
            #expect(segments.joined { Self.anyLatin.apply(String($0)) } == Self.anyLatin.apply(name), "'\(name)'")
        }
        #expect(split > 2_000)
        // The dictionary cut words within a piece, as in the whole.
        #expect(Self.anyLatin.apply("สมชายใจดี") == "s̄mchāy cıdī")
    }

    @Test func splitsWordsAndHanCharacters() throws {
        let words = try #require(Self.segments(" Иван  Петров "))
        #expect(words.pieces == ["Иван", "Петров"])
        #expect(words.joined { "<\($0)>" } == " <Иван>  <Петров> ")
        let han = try #require(Self.segments("王小明"))
        #expect(han.pieces == ["王", "小", "明"])
        #expect(han.joined { "<\($0)>" } == "<王> <小> <明>")
        let hanWords = try #require(Self.segments(" 王小  明 "))
        #expect(hanWords.pieces == ["王", "小", "明"])
        #expect(hanWords.joined { "<\($0)>" } == " <王> <小>  <明> ")
        for unchanged in ["John Smith", "O'Brien-Søren 3", "Zoë\u{0301}", "+42 357", " ", ""] {
            let segments = try #require(Self.segments(unchanged))
            #expect(segments.pieces.isEmpty && segments.joined { _ in "?" } == unchanged)
            #expect(Self.anyLatin.apply(unchanged) == unchanged)
        }
    }

    /// The bulk path transliterates by pieces, the one-string path whole.
    @Test func batchByPiecesEqualsKeysOneByOne() throws {
        let alphabets = try Self.scriptLetters()
        var generator = SeededGenerator(seed: 7)
        let names = (0..<3000).map { _ in Self.randomString(alphabets, using: &generator) }
        let collation = try LocalizedIndexedCollation(locale: "ru")
        let memo = ForeignStringMemo()
        for half in [names[..<1500], names[1500...]] {
            let batch = collation.collationKeyBatch(for: Array(half), memo: memo)
            let mismatch = half.indices.first { batch[$0 - half.startIndex] != collation.collationKey(for: half[$0]) }
            #expect(mismatch == nil, "'\(mismatch.map { names[$0] } ?? "")'")
        }
        #expect(memo.latinPieces.count > 0)
    }

    /// Han words with letters that are no ideographs (the iteration marks
    /// 々 and 〻) beside ideographs, at a word's start or end, and side by
    /// side: wherever split (for `Any-Latin` and for `Han-Latin`), the join
    /// is the whole text's, byte for byte; two side by side are not split,
    /// nor is a name for the person-names transform. The keys under `de`
    /// and `zh-Hans` in bulk equal each text's alone.
    @Test func hanLettersBesideIdeographsJoinToTheWhole() throws {
        let han = try ICULocaleData.exemplars("zh", .standard).prefix(300)
        let marks = ["々", "〻"]
        let hanLatin = LibraryReuse.shared.builtInTransform(id: "Han-Latin")
        var generator = SeededGenerator(seed: 20261207)
        var texts: [String] = [], split = 0
        for _ in 0..<2000 {
            var text = ""
            for word in 0..<Int.random(in: 1...3, using: &generator) {
                if word > 0 { text += [" ", "  "].randomElement(using: &generator)! }
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    text += Int.random(in: 0..<3, using: &generator) == 0 ? marks.randomElement(using: &generator)! : han.randomElement(using: &generator)!
                }
            }
            texts.append(text)
            let sideBySide = marks.contains { first in marks.contains { text.contains(first + $0) } }
            let segments = Self.segments(text)
            if sideBySide { #expect(segments == nil, "'\(text)'") }
            if let segments {
                #expect(Array(segments.joined { Self.anyLatin.apply(String($0)) }.utf8) == Array(Self.anyLatin.apply(text).utf8), "'\(text)'")
                if text.contains("々") || text.contains("〻") { split += 1 }
            }
            if let byHan = LatinSegments(splittingHan: text, context: hanLatinContext) {
                #expect(Array(byHan.joined { hanLatin.apply(String($0)) }.utf8) == Array(hanLatin.apply(text).utf8), "'\(text)'")
            }
        }
        #expect(split > 300, "\(split) texts with a mark split")
        #expect(Self.segments("佐々木")?.pieces == ["佐", "々", "木"])
        #expect(Self.segments("佐々々木") == nil)
        #expect(LatinSegments(wholeHanName: "佐々木", context: hanLatinContext) == nil, "names: ideographs only")
        for locale in ["de", "zh-Hans"] {
            let collation = try LocalizedIndexedCollation(locale: locale)
            let batch = collation.collationKeyBatch(for: texts, memo: ForeignStringMemo())
            let mismatch = texts.indices.first { batch[$0] != collation.collationKey(for: texts[$0]) }
            #expect(mismatch == nil, "\(locale): '\(mismatch.map { texts[$0] } ?? "")'")
        }
    }

    /// Han readings depend on the next character only for 藏 重 沈 秘 before
    /// 文 庆 阳 鲁: anywhere else they split, and join to the whole.
    @Test func contextualCharactersSplitUnlessTheirNextOneFollows() throws {
        let han = try ICULocaleData.exemplars("zh", .standard)
        let hanLatin = LibraryReuse.shared.builtInTransform(id: "Han-Latin")
        let contextual = ["藏", "重", "沈", "秘", "文", "庆", "阳", "鲁"]
        var generator = SeededGenerator(seed: 4)
        var split = 0
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<Int.random(in: 2...5, using: &generator) {
                if Int.random(in: 0..<6, using: &generator) == 0 { text += [" ", "  "].randomElement(using: &generator)! }
                text += Bool.random(using: &generator) ? contextual.randomElement(using: &generator)! : han.randomElement(using: &generator)!
            }
            guard let segments = LatinSegments(splittingHan: text, context: hanLatinContext) else { continue }
            #expect(segments.joined { hanLatin.apply(String($0)) } == hanLatin.apply(text), "'\(text)'")
            split += 1
        }
        #expect(split > 1000, "\(split) split")
        for text in ["秘鲁", "秘 鲁", "秘  鲁", "重庆市", "在沈阳", "藏文"] {
            #expect(LatinSegments(splittingHan: text, context: hanLatinContext) == nil, "'\(text)'")
        }
        for text in ["秘书", "重要", "沈从文", "文藏"] { #expect(LatinSegments(splittingHan: text, context: hanLatinContext) != nil, "'\(text)'") }
    }
}
