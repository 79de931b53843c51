import Testing
@testable import IndexedCollation

/// Keying under a Japanese table with MeCab's readings takes shortcuts: a
/// kanji text is told outside the table's range without its own key
/// (`OutsideRangeCheck`, kanji only), and the memo's new strings are read
/// and keyed straight from their bytes (`newPlacements`). Neither may change
/// a key, a section, or the count of unread kanji.
@Suite(.enabled(if: ReadingsTests.mecab != nil, "MeCab is not installed (CI installs it)"))
struct JapaneseKeyingTests {
    /// Kanji names (one whose reading has a long-vowel mark, which ICU joins;
    /// one with a kanji MeCab lacks), kana, Latin, Cyrillic, Hangul, digits,
    /// the empty string, and a kanji text longer than `PlacementBound` reads.
    static let texts = ["田中 太郎", "佐藤", "珈琲", "髙橋 一郎", "𠮷田", "々木", "タナカ", "たなか", "ヨーコ", "Smith", "Иван", "김민준",
                        "42", "", "東京 John", "John 東京", String(repeating: "漢字", count: 1500)]

    @Test func onlyKanjiAreToldOutsideTheRange() throws {
        let collation = try LocalizedIndexedCollation(locale: "ja")
        for (text, outside, inRange) in try OwnKeysShortcutTests.verdicts(of: collation, on: Self.texts) {
            if outside { #expect(!inRange, "\(text)") }
            #expect(outside == (JapaneseText.startsWithKanji(text) && !inRange), "\(text)")
        }
    }

    @Test func batchEqualsKeysOneByOne() throws {
        let collation = try LocalizedIndexedCollation(locale: "ja")
        let names = CollationKeyBatchTests.repeatedNames(count: 3000, distinct: 200, seed: 43) + Self.texts + Self.texts.reversed()
        let batch = collation.collationKeyBatch(for: names, memo: ForeignStringMemo())
        let mismatch = names.enumerated().first { batch[$0.offset] != collation.collationKey(for: $0.element) }
        #expect(mismatch == nil, "\(mismatch?.element ?? "")")
    }

    /// The bytes' path and the strings' path find the same unread kanji.
    @Test func unreadKanjiAreCountedAsBefore() throws {
        let collation = try LocalizedIndexedCollation(locale: "ja")
        let texts = UTF8TextBatchTests.batch(Self.texts)
        var keys = CollationKeyBatch()
        let report = collation.collationKeys(forUTF8: texts, memo: ForeignStringMemo(), appendingTo: &keys)
        let othersSection = Int32(collation.othersSection)
        let unread = Self.texts.filter { text in
            collation.collationKey(for: text).section == Int(othersSection) && JapaneseText.startsWithJapanese(text)
                && (ReadingsTests.mecab?.reading(of: text) ?? text).unicodeScalars.contains(where: \.properties.isIdeographic)
        }
        #expect(report.unreadKanjiCount == unread.count, "\(unread)")
        #expect(report.unreadKanjiCount > 0)
    }
}
