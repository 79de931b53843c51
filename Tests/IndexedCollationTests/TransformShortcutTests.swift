import Testing
import TestSupport
@testable import IndexedCollation

/// The two shortcuts of a table transform (docs/transliteration.md, "Texts a
/// transform cannot change" and the Han case): a text outside the
/// transform's reach is its own transform, and `Han-Latin` of Han words is
/// the join of its characters'. Each is checked against ICU transforming
/// the whole text.
@Suite struct TransformShortcutTests {
    static let hanLatin = try! TransliteratorPool(id: "Han-Latin", boundingReach: true)
    static let names = try! TransliteratorPool(id: "Han-Latin/Names;Han-Latin", boundingReach: true)

    /// Punctuation Han-Latin's spacing rules look at, fullwidth and
    /// halfwidth forms it rewrites, and compatibility ideographs.
    static let oddities = [".", ",", "(", ")", "（", "）", "。", "、", "«", "»", "“", "”", "!", "?", ":", ";", "ｱ", "ａ",
                           "\u{FF61}", "\u{F900}", "\u{3220}", "々", "藏", "文", "重", "庆"]

    static let alphabets = try! LatinSegmentsTests.scriptLetters()

    static func randomText(using generator: inout SeededGenerator) -> String {
        LatinSegmentsTests.randomString(alphabets, using: &generator)
            + (Int.random(in: 0..<3, using: &generator) == 0 ? oddities.randomElement(using: &generator)! : "")
            + (Int.random(in: 0..<3, using: &generator) == 0 ? "Smith" : "")
    }

    @Test func textsOutsideTheReachComeBackUnchanged() throws {
        var generator = SeededGenerator(seed: 20261201)
        var unchanged = 0, touched = 0
        for _ in 0..<3000 {
            let text = Self.randomText(using: &generator)
            for pool in [Self.hanLatin, Self.names] {
                if pool.leavesUnchanged(text) {
                    #expect(pool.apply(text) == text, "'\(text)'")
                    unchanged += 1
                } else {
                    touched += 1
                }
            }
        }
        // Not vacuous: both answers were given many times.
        #expect(unchanged > 1500 && touched > 500, "\(unchanged) unchanged, \(touched) touched")
        // What the reach is for: Latin names skip the transform, and
        // punctuation Han-Latin respaces does not.
        #expect(Self.hanLatin.leavesUnchanged("Müller-Lüdenscheidt Hans"))
        #expect(!Self.hanLatin.leavesUnchanged("J.R.R. Tolkien") && Self.hanLatin.apply("J.R.R. Tolkien") != "J.R.R. Tolkien")
        #expect(!Self.hanLatin.leavesUnchanged("王"))
    }

    @Test func hanPiecesJoinToHanLatin() throws {
        let han = try ICULocaleData.exemplars("zh", .standard) + ICULocaleData.exemplars("zh_Hant", .standard)
        var generator = SeededGenerator(seed: 33)
        var split = 0
        for _ in 0..<3000 {
            var text = Int.random(in: 0..<5, using: &generator) == 0 ? " " : ""
            for word in 0..<Int.random(in: 1...3, using: &generator) {
                if word > 0 { text += [" ", " ", "  "].randomElement(using: &generator)! }
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    text += Int.random(in: 0..<25, using: &generator) == 0
                        ? Self.oddities.randomElement(using: &generator)! : han.randomElement(using: &generator)!
                }
            }
            guard let segments = LatinSegments(splittingHan: text) else { continue }
            #expect(segments.joined { Self.hanLatin.apply(String($0)) } == Self.hanLatin.apply(text), "'\(text)'")
            split += 1
        }
        #expect(split > 1500, "\(split) split")
        #expect(LatinSegments(splittingHan: "藏文") == nil && LatinSegments(splittingHan: "Smith") == nil)
    }

    /// The bulk path (reach, Han pieces, memo) against the transform of
    /// each whole text, keyed one by one.
    @Test func zhHansBatchEqualsTheTransformOfEachText() throws {
        let collation = try LocalizedIndexedCollation(locale: "zh-Hans")
        var generator = SeededGenerator(seed: 11)
        let texts = (0..<3000).map { _ in Self.randomText(using: &generator) }
        let memo = ForeignStringMemo()
        let batch = collation.collationKeyBatch(for: texts, memo: memo)
        for (index, text) in texts.enumerated() {
            let key = collation.collator.sortKey(Self.hanLatin.apply(text))
            #expect(batch[index] == CollationKey(section: collation.section(forSortKey: key), bytes: key), "'\(text)'")
            #expect(collation.collationKey(for: text) == batch[index], "'\(text)'")
        }
        #expect(memo.latinPieces.count > 0)
    }
}
