import Testing
import TestSupport
@testable import IndexedCollation

/// Han text keyed by its characters' readings in one pass (``HanReadings``),
/// and the characters whose reading depends on the next one read from ICU's
/// rules (``HanContext``): against `Han-Latin` of each whole text.
@Suite struct HanReadingsTests {
    static let hanLatin = try! TransliteratorPool(id: "Han-Latin", boundingReach: true)
    static let contextual = ["藏", "重", "沈", "秘", "文", "庆", "阳", "鲁"]

    /// Han texts with spaces, the contextual characters, and now and then
    /// a compatibility ideograph, a full stop, a Latin letter or an
    /// ideographic space, which keep a text from being split.
    static func randomHan(_ han: [String], using generator: inout SeededGenerator) -> String {
        var text = Int.random(in: 0..<8, using: &generator) == 0 ? " " : ""
        for _ in 0..<Int.random(in: 1...5, using: &generator) {
            if Int.random(in: 0..<5, using: &generator) == 0 { text += [" ", "  "].randomElement(using: &generator)! }
            switch Int.random(in: 0..<40, using: &generator) {
            case 0: text += ["\u{F972}", "\u{F9A8}", ".", "a", "\u{3000}", "\u{20BB7}"].randomElement(using: &generator)!
            case 1..<12: text += contextual.randomElement(using: &generator)!
            default: text += han.randomElement(using: &generator)!
            }
        }
        return text + (Int.random(in: 0..<8, using: &generator) == 0 ? " " : "")
    }

    /// The one pass gives a result exactly where ``LatinSegments`` splits,
    /// and that result is `Han-Latin` of the whole text, byte for byte.
    @Test func readingsJoinToTheWholeTransform() throws {
        let han = try ICULocaleData.exemplars("zh", .standard)
        var readings = HanReadings()
        for character in han + Self.contextual + ["\u{20BB7}", "\u{F972}", "a", "."] {
            readings.add(piece: character[...], reading: Self.hanLatin.apply(character))
        }
        // A compatibility ideograph, a letter and punctuation never enter.
        #expect(!readings.contains("\u{F972}") && !readings.contains("a") && !readings.contains("."))
        #expect(readings.contains("\u{20BB7}") && readings.contains("藏"))
        let context = try #require(LibraryReuse.shared.hanContext)
        var generator = SeededGenerator(seed: 33)
        var keyed = 0, refused = 0
        for _ in 0..<4000 {
            let text = Self.randomHan(han, using: &generator)
            var out: [UInt8] = []
            let done = Array(text.utf8).withUnsafeBufferPointer { readings.appendTransform(ofUTF8: $0, to: &out, context: context) }
            #expect(done == (LatinSegments(splittingHan: text, context: hanLatinContext) != nil), "'\(text)'")
            if done {
                #expect(String(decoding: out, as: UTF8.self) == Self.hanLatin.apply(text), "'\(text)'")
                keyed += 1
            } else {
                refused += 1
            }
        }
        #expect(keyed > 1500 && refused > 500, "\(keyed) keyed, \(refused) refused")
        // A character the table lacks ends the pass.
        var out: [UInt8] = []
        #expect(!Array("王小明".utf8).withUnsafeBufferPointer { HanReadings().appendTransform(ofUTF8: $0, to: &out, context: context) })
    }

    /// Keys in bulk, by readings learned in a first call and used in the
    /// first pass of a second, equal the key of each text alone (which
    /// transforms it whole): under `zh-Hans` by `Han-Latin`, under tables
    /// that place foreign strings by `Any-Latin` (`de`, `en`) by that. Han
    /// names so keyed take no entry in the memo.
    @Test(arguments: ["zh-Hans", "de", "en"])
    func keysByReadingsEqualTheKeyOfEachText(locale: String) throws {
        let collation = try LocalizedIndexedCollation(locale: locale, reuse: LibraryReuse())
        let han = try ICULocaleData.exemplars("zh", .standard)
        var generator = SeededGenerator(seed: 34)
        let memo = ForeignStringMemo()
        for _ in 0..<2 {
            let texts = (0..<2000).map { _ in Self.randomHan(han, using: &generator) }
            let batch = collation.collationKeyBatch(for: texts, memo: memo)
            for (index, text) in texts.enumerated() {
                #expect(batch[index] == collation.collationKey(for: text), "'\(text)'")
            }
        }
        #expect(memo.hanReadings.count > 1000)
        #expect(memo.count < 1000, "\(memo.count) texts in the memo")
    }

    /// The same in person-names mode: a name's first character by the names
    /// transform, the others by `Han-Latin` or the names pass's own reading,
    /// where the proof lets them stand.
    @Test func namesByReadingsEqualTheTransformOfEachText() throws {
        let collation = try LocalizedIndexedCollation(locale: "zh-Hans", options: .init(personNames: true))
        let names = try TransliteratorPool(id: "Han-Latin/Names;Han-Latin", boundingReach: true)
        let han = try ICULocaleData.exemplars("zh", .standard) + ["曾", "单", "长", "孙", "令", "狐", "万", "俟", "干", "葛"]
        var generator = SeededGenerator(seed: 35)
        let memo = ForeignStringMemo()
        for _ in 0..<2 {
            let texts = (0..<2000).map { _ in
                (0..<Int.random(in: 1...3, using: &generator)).map { _ in han.randomElement(using: &generator)! }.joined()
            }
            let batch = collation.collationKeyBatch(for: texts, memo: memo)
            for (index, text) in texts.enumerated() {
                let key = collation.sortKey(ofName: text, readAs: names.apply)
                #expect(batch[index] == CollationKey(section: collation.section(forSortKey: key), bytes: key), "'\(text)'")
            }
        }
        #expect(memo.surnameReadings.count > 500 && memo.hanReadings.count > 500)
        // 令 begins a name unless 狐 follows; 曾 after the first takes the
        // names pass's zēng (the keys above check which reading).
        #expect(memo.surnameReadings.contains("令") && memo.hanReadings.contains("曾"))
    }

    /// The pairs are read from `Han-Latin`'s rules, kept and read back; a
    /// transliterator not built as the proof reads it has none.
    @Test func contextIsReadFromICUsRules() throws {
        let expected = HanContext(characters: [0x85CF, 0x91CD, 0x6C88, 0x79D8], followers: [0x6587, 0x5E86, 0x9633, 0x9C81])
        let hanLatin = try ICUTransliterator(id: "Han-Latin")
        #expect(hanLatin.hanContext() == expected)
        #expect(try hanLatin.clone().hanContext() == expected)
        #expect(LibraryReuse.shared.hanContext == expected)
        for other in ["Any-Latin", "Han-Latin/Names;Han-Latin", "Hiragana-Katakana", "Greek-Latin"] {
            #expect(try ICUTransliterator(id: other).hanContext() == nil, "\(other)")
        }
        #expect(KeptCodecs.hanContext(KeptCodecs.lines(ofHanContext: expected).map { Substring($0) }) == expected)
        #expect(KeptCodecs.hanContext(["pairs 2", "85cf 6587"]) == nil)
        #expect(KeptCodecs.hanContext(["pairs 1", "85cf"]) == nil)
        #expect(expected.follower(of: 0x85CF) == 0x6587 && expected.follower(of: 0x6587) == nil)
    }
}
