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

    /// `Han-Latin` runs `Fullwidth-Halfwidth` under a filter of ideographs,
    /// so the kana, jamo and fullwidth letters that step rewrites are outside
    /// the reach, and a kana name under `zh-Hans` opens no transform. Every
    /// character of those blocks, alone, doubled and beside Latin and
    /// another of them, that the reach leaves out comes back unchanged.
    @Test func filteredStepsNarrowTheReach() throws {
        let blocks: [ClosedRange<UInt32>] = [0x1100...0x11FF, 0x2190...0x21FF, 0x2500...0x25FF, 0x3000...0x30FF, 0xFF00...0xFFEF]
        let characters = blocks.flatMap { $0.compactMap(Unicode.Scalar.init).map { String(Character($0)) } }
        var generator = SeededGenerator(seed: 20261207)
        var outside = 0
        for character in characters {
            let other = characters.randomElement(using: &generator)!
            for text in [character, character + character, "Ann" + character, character + " " + other, other + character + "a"] {
                for pool in [Self.hanLatin, Self.names] where pool.leavesUnchanged(text) {
                    #expect(pool.apply(text) == text, "'\(text)'")
                    outside += 1
                }
            }
        }
        #expect(outside > 3000, "\(outside) texts outside the reach")
        for name in ["カタカナ", "さくら", "ｶﾀｶﾅ", "ㄱㄴ", "ＡＢＣ"] {
            #expect(Self.hanLatin.leavesUnchanged(name) && Self.names.leavesUnchanged(name), "'\(name)'")
        }
        // Punctuation that the spacing rules read stays inside.
        #expect(!Self.hanLatin.leavesUnchanged("（") && !Self.hanLatin.leavesUnchanged("、"))
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
            guard let segments = LatinSegments(splittingHan: text, context: hanLatinContext) else { continue }
            #expect(segments.joined { Self.hanLatin.apply(String($0)) } == Self.hanLatin.apply(text), "'\(text)'")
            split += 1
        }
        #expect(split > 1500, "\(split) split")
        #expect(LatinSegments(splittingHan: "藏文", context: hanLatinContext) == nil && LatinSegments(splittingHan: "Smith", context: hanLatinContext) == nil)
        // A compatibility ideograph that NFKC makes 沈, one of the four.
        #expect(LatinSegments(splittingHan: "\u{F972}阳", context: hanLatinContext) == nil)
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
            let key = collation.sortKey(of: text, readAs: Self.hanLatin.apply(text))
            #expect(batch[index] == CollationKey(section: collation.section(forSortKey: key), bytes: key), "'\(text)'")
            #expect(collation.collationKey(for: text) == batch[index], "'\(text)'")
        }
        #expect(memo.latinPieces.count > 0)
    }

    /// Chinese names by pieces (docs/transliteration.md, "Names by pieces"):
    /// the first character by the person-names transform, the rest by
    /// `Han-Latin`, against the person-names transform of the whole name.
    /// Names are drawn with the characters the names pass reads (surnames
    /// such as 曾 单 长, and 令狐 万俟 澹台) often, so both the split and
    /// its exclusions are exercised.
    @Test func namePiecesJoinToTheNamesTransform() throws {
        let sets = try #require(LibraryReuse.shared.nameSplit(of: Self.names))
        // A clone (what a pool lends when several threads transform) reads the same.
        let clone = try ICUTransliterator(id: "Han-Latin/Names;Han-Latin").clone()
        #expect(clone.nameSplit()?.later.ranges == sets.later.ranges)
        #expect(!Array("王".utf8).withUnsafeBufferPointer { sets.initial.containsSome(utf8: $0) })
        let han = try ICULocaleData.exemplars("zh", .standard)
        let special = ["曾", "单", "长", "孙", "令", "狐", "万", "俟", "澹", "台", "干", "葛", "仇", "翟", "解", "查", "重", "藏", "文"]
        var generator = SeededGenerator(seed: 2026)
        var split = 0, surnameRead = 0
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                text += Int.random(in: 0..<4, using: &generator) == 0 ? special.randomElement(using: &generator)! : han.randomElement(using: &generator)!
            }
            guard let segments = LatinSegments(splittingHanName: text, context: hanLatinContext, split: sets) else { continue }
            let whole = Self.names.apply(text)
            let first = String(segments.pieces[0])
            #expect(segments.joined(surname: { Self.names.apply(String($0)) }) { Self.hanLatin.apply(String($0)) } == whole, "'\(text)'")
            split += 1
            if Self.names.apply(first) != Self.hanLatin.apply(first) { surnameRead += 1 }
        }
        #expect(split > 1500 && surnameRead > 50, "\(split) split, \(surnameRead) read as surnames")
        // Split: a later character the names pass reads anywhere takes that
        // pass's reading (长 cháng, not Han-Latin's zhǎng), and a first one
        // whose reading depends on the next when the next is another.
        #expect(sets.laterReading(of: "长") == Self.names.apply("王长").split(separator: " ").last.map(String.init))
        for text in ["王曾", "王长", "李曾国", "翟干葛", "令明", "长春", "万里"] {
            let segments = LatinSegments(splittingHanName: text, context: hanLatinContext, split: sets)
            #expect(segments?.joined(surname: { Self.names.apply(String($0)) }) { Self.hanLatin.apply(String($0)) }
                    == Self.names.apply(text), "'\(text)'")
        }
        // Excluded: a character directly followed by the one its rule looks
        // for (first or later), spaces, one character, a compatibility ideograph.
        for text in ["令狐冲", "长孙无忌", "王令狐", "万俟", "王 小明", "王", "\u{F9A8}狐"] {
            #expect(LatinSegments(splittingHanName: text, context: hanLatinContext, split: sets) == nil, "'\(text)'")
        }
        // U+F9A8 is 令 after NFKC: split naively, 令狐 would lose líng.
        #expect(Self.names.apply("\u{F9A8}狐") != Self.names.apply("\u{F9A8}") + " " + Self.hanLatin.apply("狐"))
        // Splitting 长孙无忌 naively would read 长 as cháng, not zhǎng.
        #expect(Self.names.apply("长孙无忌").hasPrefix("zhǎng"))
    }

    /// The bulk path in person-names mode against the transform of each
    /// whole text, keyed one by one.
    @Test func zhHansNamesBatchEqualsTheTransformOfEachText() throws {
        let collation = try LocalizedIndexedCollation(locale: "zh-Hans", options: .init(personNames: true))
        let han = try ICULocaleData.exemplars("zh", .standard)
        var generator = SeededGenerator(seed: 12)
        let texts = (0..<3000).map { index in
            index % 3 == 0 ? Self.randomText(using: &generator)
                : (0..<Int.random(in: 2...3, using: &generator)).map { _ in han.randomElement(using: &generator)! }.joined()
        }
        let memo = ForeignStringMemo()
        let batch = collation.collationKeyBatch(for: texts, memo: memo)
        for (index, text) in texts.enumerated() {
            let key = collation.sortKey(ofName: text, readAs: Self.names.apply)
            #expect(batch[index] == CollationKey(section: collation.section(forSortKey: key), bytes: key), "'\(text)'")
        }
        #expect(memo.surnamePieces.count > 50 && memo.latinPieces.count > 50)
    }
}
