import ByteMachinery
import Testing
import TestSupport
@testable import IndexedCollation

/// Texts of letters written position by position (``ContextLetterReadings``,
/// Hangul under ICU 72): against `Any-Latin` of each whole text, and the
/// keys that gives against the key of each text alone.
@Suite struct ContextLetterReadingsTests {
    static let anyLatin = LibraryReuse.shared.builtInTransform(id: "Any-Latin")

    /// A syllable from its initial, vowel and final (0: none) indexes.
    static func syllable(_ initial: Int, _ vowel: Int, _ final: Int) -> Unicode.Scalar {
        Unicode.Scalar(0xAC00 + (initial * 21 + vowel) * 28 + final)!
    }

    /// Syllables drawn so that the separators' rules meet what they read:
    /// often the silent initial ㅇ (index 11), the vowels a, eo, e, o, u, eu,
    /// i alone, and finals that read as two letters; now and then a
    /// compatibility jamo (ㄱ ㅏ), which decomposes to one conjoining jamo.
    static func randomLetter(using generator: inout SeededGenerator) -> Unicode.Scalar {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: return Unicode.Scalar(UInt32.random(in: 0x3131...0x3163, using: &generator))!
        case 1...4:
            return syllable(11, [0, 4, 5, 8, 13, 18, 20, 9, 14, 2].randomElement(using: &generator)!,
                            Int.random(in: 0..<28, using: &generator) < 14 ? 0 : Int.random(in: 1..<28, using: &generator))
        default:
            return syllable(Int.random(in: 0..<19, using: &generator), Int.random(in: 0..<21, using: &generator),
                            Int.random(in: 0..<2, using: &generator) == 0 ? 0 : Int.random(in: 1..<28, using: &generator))
        }
    }

    static func randomText(using generator: inout SeededGenerator) -> String {
        var text = Int.random(in: 0..<8, using: &generator) == 0 ? " " : ""
        for word in 0..<Int.random(in: 1...3, using: &generator) {
            if word > 0 { text += Int.random(in: 0..<4, using: &generator) == 0 ? "  " : " " }
            text += String(String.UnicodeScalarView((0..<Int.random(in: 1...5, using: &generator)).map { _ in randomLetter(using: &generator) }))
        }
        return text + (Int.random(in: 0..<8, using: &generator) == 0 ? " " : "")
    }

    static func learn(_ text: String, into table: inout ContextLetterReadings, reuse: LibraryReuse) -> Bool {
        var buffers = ContextLetterReadings.Buffers()
        return Array(text.utf8).withUnsafeBufferPointer { utf8 in
            table.learn(utf8, buffers: &buffers) { LocalizedIndexedCollation.contextPass(of: $0, reuse: reuse) }
        }
    }

    static func latin(_ text: String, by table: ContextLetterReadings) -> String? {
        var out: [UInt8] = [], buffers = ContextLetterReadings.Buffers()
        let written = Array(text.utf8).withUnsafeBufferPointer { table.appendLatin(ofUTF8: $0, to: &out, buffers: &buffers) }
        return written ? String(decoding: out, as: UTF8.self) : nil
    }

    /// Hangul's transliterator is read position by position; those of the
    /// scripts whose keys reach across letters or read context are not.
    @Test func hangulAloneIsReadByPosition() {
        let reuse = LibraryReuse()
        #expect(reuse.contextLetters(of: .hangul) != nil)
        for script: ICUScript in [.cyrillic, .greek, .arabic, .hebrew, .devanagari, .georgian, .armenian, .hiragana] {
            #expect(reuse.contextLetters(of: script) == nil, "\(script.code)")
        }
    }

    /// On random texts of Hangul, learned one after another into one table,
    /// the one pass gives `Any-Latin` of the whole text, byte for byte, and
    /// separators are among them; a text the table cannot write is refused.
    @Test func positionsJoinToTheWholeTransliteration() throws {
        let reuse = LibraryReuse()
        var generator = SeededGenerator(seed: 61)
        var table = ContextLetterReadings(), separated = 0
        for _ in 0..<6000 {
            let text = Self.randomText(using: &generator)
            let whole = Self.anyLatin.apply(text)
            guard Self.learn(text, into: &table, reuse: reuse) else {
                // Only a text with a letter outside the pass's inputs (a
                // compatibility jamo with no rule of its own) is refused.
                #expect(text.unicodeScalars.contains { (0x3131...0x3163).contains($0.value) }, "'\(text)'")
                continue
            }
            #expect(Self.latin(text, by: table).map { Array($0.utf8) } == Array(whole.utf8), "'\(text)' → '\(whole)'")
            if whole.contains("-") { separated += 1 }
        }
        #expect(separated > 500, "\(separated) texts with a separator")
        #expect(table.count > 200 && table.count < 20_000, "\(table.count) questions")
        let refused = ["  ", "가 a", "가 Ж", "가!"]
        #expect(refused.map { Self.latin($0, by: table) } == [nil, nil, nil, nil], "no letter, another script, punctuation")
    }

    /// The owner's one pass serves two tables learning on two threads at
    /// once (each question a rule pass of ICU's over a text of its own):
    /// both write every text as `Any-Latin` does.
    @Test func onePassServesTwoThreadsAtOnce() {
        let reuse = LibraryReuse()
        var generator = SeededGenerator(seed: 63)
        let texts = (0..<4000).map { _ in
            String(Self.randomText(using: &generator).unicodeScalars.filter { !(0x3131...0x3163).contains($0.value) })
        }.filter { $0.contains { $0 != " " } }
        let expected = texts.map { Array(Self.anyLatin.apply($0).utf8) }
        let wrong = Parallel.map(2) { part in
            var table = ContextLetterReadings()
            return stride(from: part, to: texts.count, by: 2).filter { index in
                !Self.learn(texts[index], into: &table, reuse: reuse)
                    || Self.latin(texts[index], by: table).map { Array($0.utf8) } != expected[index]
            }
        }.joined()
        #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(5).map { "'\(texts[$0])'" })")
    }

    /// Hangul names among Cyrillic, Greek, Latin and mixed ones, keyed in
    /// bulk under `de` in two calls with one memo (positions learned in the
    /// first, read in the first pass of the second): each key equals the key
    /// of the name alone, which transliterates it whole. Hangul names take
    /// no entry in the memo and no word of its table.
    @Test func keysByPositionEqualTheKeyOfEachText() throws {
        let collation = try LocalizedIndexedCollation(locale: "de", reuse: LibraryReuse())
        var generator = SeededGenerator(seed: 62)
        let others = ["Anna Berg", "Иван Петров", "Ωμέγα", "김 ヤマダ", "가1", "가 Smith"]
        let memo = ForeignStringMemo()
        for _ in 0..<2 {
            let texts = (0..<3000).map { index in
                index % 10 == 0 ? others.randomElement(using: &generator)!
                    : String(Self.randomText(using: &generator).unicodeScalars.filter { !(0x3131...0x3163).contains($0.value) })
            }
            let batch = collation.collationKeyBatch(for: texts, memo: memo)
            for (index, text) in texts.enumerated() {
                #expect(batch[index] == collation.collationKey(for: text), "'\(text)'")
            }
        }
        #expect(memo.contextLetterReadings.count > 200)
        #expect(memo.wordReadings.count < 10, "\(memo.wordReadings.count) words")
        #expect(memo.count < 20, "\(memo.count) texts in the memo")
    }
}
