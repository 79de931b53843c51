import Testing
import TestSupport
@testable import IndexedCollation

/// Texts of words keyed by their words' `Any-Latin` in one pass
/// (``WordReadings``): against `Any-Latin` of each whole text, and the keys
/// that gives against the key of each text alone.
@Suite struct WordReadingsTests {
    static let anyLatin = LibraryReuse.shared.builtInTransform(id: "Any-Latin")

    /// The scripts whose words split but whose letters do not stand alone:
    /// the texts only words key.
    static let scripts: [ICUScript] = [.greek, .hangul, .devanagari, .hiragana, .katakana]

    /// The letters of `script` among CLDR's exemplars of `locale` that may
    /// start a word (not the kana iteration marks).
    static func alphabet(_ locale: String, _ script: ICUScript) throws -> [Unicode.Scalar] {
        try (ICULocaleData.exemplars(locale, .standard) + ICULocaleData.exemplars(locale, .auxiliary))
            .filter { $0.unicodeScalars.count == 1 }.map { $0.unicodeScalars.first! }
            .filter { ICUCharacter.isLetter($0) && ICUCharacter.script(of: $0) == script }
            .filter { !["\u{309D}", "\u{309E}", "\u{30FD}", "\u{30FE}"].contains($0) }
    }

    static let alphabets: [(locale: String, script: ICUScript)] = [("el", .greek), ("ko", .hangul), ("hi", .devanagari),
                                                                     ("ja", .hiragana), ("ja", .katakana)]

    /// Words of a few letters from a small set (so that they repeat),
    /// separated by runs of spaces, now and then with spaces around.
    static func randomText(_ words: [String], using generator: inout SeededGenerator) -> String {
        var text = Int.random(in: 0..<8, using: &generator) == 0 ? " " : ""
        for word in 0..<Int.random(in: 1...3, using: &generator) {
            if word > 0 { text += Int.random(in: 0..<4, using: &generator) == 0 ? "  " : " " }
            text += words.randomElement(using: &generator)!
        }
        return text + (Int.random(in: 0..<8, using: &generator) == 0 ? " " : "")
    }

    static func words(of alphabet: [Unicode.Scalar], count: Int, using generator: inout SeededGenerator) -> [String] {
        (0..<count).map { _ in
            String(String.UnicodeScalarView((0..<Int.random(in: 1...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
    }

    static func latin(_ text: String, by table: WordReadings) -> String? {
        var out: [UInt8] = []
        let written = Array(text.utf8).withUnsafeBufferPointer { table.appendLatin(ofUTF8: $0, to: &out) }
        return written ? String(decoding: out, as: UTF8.self) : nil
    }

    /// On random texts of every script's words, the one pass gives
    /// `Any-Latin` of the whole text, byte for byte; a text mixing two
    /// scripts, holding a word the table lacks, or no word, is refused.
    @Test func wordsJoinToTheWholeTransliteration() throws {
        var generator = SeededGenerator(seed: 51)
        var table = WordReadings()
        var words: [[String]] = []
        for (locale, script) in Self.alphabets {
            let scriptWords = Self.words(of: try Self.alphabet(locale, script), count: 300, using: &generator)
            var admitted: [String] = []
            for word in scriptWords {
                let bytes = Array(word.utf8)
                guard let (script, _) = bytes.withUnsafeBufferPointer(LatinSegments.words(ofUTF8:)) else { continue }
                let latin = Self.anyLatin.apply(word)
                guard WordReadings.admits(latin: latin, script: script) else { continue }
                bytes.withUnsafeBufferPointer { table.add(word: $0, of: script, latin: latin) }
                admitted.append(word)
            }
            #expect(admitted.count > 200, "\(script): \(admitted.count)")
            words.append(admitted)
        }
        for _ in 0..<3000 {
            let text = Self.randomText(words.randomElement(using: &generator)!, using: &generator)
            let latin = Self.latin(text, by: table)
            #expect(latin.map { Array($0.utf8) } == Array(Self.anyLatin.apply(text).utf8), "'\(text)'")
        }
        let refused = ["\(words[0][0]) \(words[1][0])", "\(words[0][0]) αβγδεζηθ", "  "]
        #expect(refused.map { Self.latin($0, by: table) } == [nil, nil, nil], "two scripts, a word the table lacks, no word")
    }

    /// Names of the five scripts, with Cyrillic, Thai, Latin and
    /// mixed ones, keyed in bulk under `de` in two calls with one memo
    /// (words learned in the first, read in the first pass of the second):
    /// each key equals the key of the name alone, which transliterates it
    /// whole. Names keyed by words take no entry in the memo.
    @Test func keysByWordsEqualTheKeyOfEachText() throws {
        let collation = try LocalizedIndexedCollation(locale: "de", reuse: LibraryReuse())
        var generator = SeededGenerator(seed: 52)
        let words = try Self.alphabets.map { Self.words(of: try Self.alphabet($0, $1), count: 400, using: &generator) }
        let others = ["Ἀλέξανδρος Smith", "Anna Berg", "Иван Петров", "สมชาย สมใจ", "ʿAli", "Ἀλέξ 2", "김 ヤマダ", " Ωμέγα ", "ア ヽ"]
        let memo = ForeignStringMemo()
        var byWords = 0
        for _ in 0..<2 {
            let texts = (0..<3000).map { index in
                index % 10 == 0 ? others.randomElement(using: &generator)! : Self.randomText(words.randomElement(using: &generator)!, using: &generator)
            }
            byWords += texts.count - texts.count / 10
            let batch = collation.collationKeyBatch(for: texts, memo: memo)
            for (index, text) in texts.enumerated() {
                #expect(batch[index] == collation.collationKey(for: text), "'\(text)'")
            }
        }
        #expect(memo.wordReadings.count > 1000)
        #expect(memo.count < 100, "\(memo.count) texts in the memo, of \(byWords) keyed by words")
    }
}
