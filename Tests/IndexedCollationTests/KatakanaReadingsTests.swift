import Foundation
import Testing
import ByteMachinery
@testable import IndexedCollation

/// MeCab's katakana readings turned into hiragana character by character
/// (``KatakanaReadings``) must equal ICU's `Katakana-Hiragana` of the whole
/// reading, wherever the shortcut is taken.
@Suite struct KatakanaReadingsTests {
    static let kana = LibraryReuse.shared.katakanaReadings

    /// Every character of the Katakana block, the space, kanji (with 々, a
    /// compatibility ideograph and one outside the BMP), and characters the
    /// shortcut must leave to ICU: the long-vowel mark's neighbours, hiragana,
    /// combining and spacing voicing marks, half-width katakana, Latin.
    static let alphabet: [String] = (0x30A0...0x30FF).map { String(Unicode.Scalar($0)!) }
        + [" ", "田", "々", "〆", "\u{F900}", "𠮷", "あ", "か", "\u{3099}", "\u{309A}", "゛", "ｶ", "ﾞ", "a", "-", "・"]

    /// The shortcut's join equals ICU on every pair, so on every string
    /// whose characters' transliterations do not reach past them.
    @Test func everyPairJoinsAsICUTransliteratesIt() {
        var joined = 0
        var differences: [String] = []
        for first in Self.alphabet {
            for second in Self.alphabet {
                let text = first + second
                guard let shortcut = Self.shortcut(text) else { continue }
                joined += 1
                let whole = Self.kana.transliterator.apply(text)
                if shortcut != whole { differences.append("\(text): \(shortcut) ≠ \(whole)") }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(20))")
        // The shortcut is taken: nearly all of the block's letters join.
        #expect(joined > 80 * 80, "only \(joined) pairs joined")
    }

    @Test func readingsOfNamesTakeTheShortcut() {
        #expect(Self.shortcut("タナカ タロウ") == "たなか たろう")
        #expect(Self.shortcut("ヴァイオリン") == "ゔぁいおりん")
        // Unread kanji stay as they are.
        #expect(Self.shortcut("髙ハシ") == "髙はし")
    }

    /// The long-vowel mark reads the letter before it (サトー → さとお), and
    /// a combining voicing mark joins the letter before it: ICU decides.
    @Test func contextAndCombiningMarksGoToICU() {
        #expect(Self.shortcut("サトー") == nil)
        #expect(Self.kana.hiragana(ofKatakana: "サトー") == "さとお")
        #expect(Self.shortcut("カ\u{3099}") == nil)
        #expect(Self.kana.hiragana(ofKatakana: "カ\u{3099}") == "が")
        #expect(Self.shortcut("ｶﾞ") == nil)
        #expect(Self.kana.hiragana(ofKatakana: "ｶﾞ") == Self.kana.transliterator.apply("ｶﾞ"))
        #expect(Self.shortcut("Tanaka") == nil)
    }

    /// The table read back from its kept file is the table ICU makes; a
    /// file altered after it was written is ignored.
    @Test func theKeptTableReadsBackAsICUMakesIt() throws {
        let made = KatakanaReadings.hiraganaFromICU(Self.kana.transliterator)
        #expect(Self.kana.hiragana == made)
        #expect(made.filter { !$0.isEmpty }.count > 80)
        let text = KeptCodecs.text(of: KeptCodecs.lines(ofKatakana: made), kind: .katakana, id: KeptCodecs.katakanaID)
        func parse(_ text: String) -> [[UInt8]]? {
            KeptCodecs.lines(of: text, kind: .katakana, id: KeptCodecs.katakanaID).flatMap(KeptCodecs.katakana)
        }
        #expect(parse(text) == made)
        // ア's line (e3 82 a2 → あ, e3 81 82) altered: the checksum no longer matches.
        let altered = text.replacingOccurrences(of: "\ne38182\n", with: "\ne38184\n")
        #expect(altered != text)
        #expect(parse(altered) == nil)
    }

    /// The join written to a reused buffer (as keying reads) is the join
    /// made as a `String`, on every pair and on readings of names.
    @Test func theJoinIntoABufferIsTheStringJoin() {
        let buffer = ScratchBuffer()
        for text in Self.alphabet.flatMap({ first in Self.alphabet.map { first + $0 } }) + ["タナカ タロウ", "ヴァイオリン 髙ハシ"] {
            var text = text
            let written = text.withUTF8 { bytes in
                buffer.write(capacity: KatakanaReadings.joinedCapacity(bytes.count)) { Self.kana.join(bytes, into: $0) }.map(Array.init)
            }
            #expect(written.map { String(decoding: $0, as: UTF8.self) } == Self.shortcut(text), "\(text)")
        }
    }

    static func shortcut(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { kana.joined($0) }
    }
}
