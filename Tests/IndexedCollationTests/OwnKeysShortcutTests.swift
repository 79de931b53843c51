import Testing
import TestSupport
@testable import IndexedCollation

/// The first pass's two shortcuts: texts told outside the table's range
/// without their sort key (`OutsideRangeCheck`), and parts of the pass
/// computed ahead by another thread (`OwnKeysAhead`). Neither may change a key.
@Suite struct OwnKeysShortcutTests {
    /// Scripts the `ru` table places by transliteration, scripts `Any-Latin`
    /// leaves as they are (Tifinagh, Vai, Cherokee: placed by their own key
    /// after all), the table's own alphabets, digits and the empty string.
    static let texts = ["王小明", "Παπαδόπουλος", "محمد", "김민준", "สมชาย", "ⵜⵉⴼⵉⵏⴰⵖ", "ꕙꔤ", "ᏣᎳᎩ", "Ёлкин", "Иван",
                        "Smith", "Ωmega A", "42", "", "-", "ß", "ǅ", "\u{0301}a"]

    /// For each text, what the collation's ``OutsideRangeCheck`` says, and
    /// whether its sort key lies in the table's range.
    static func verdicts(of collation: LocalizedIndexedCollation, on texts: [String]) throws
        -> [(text: String, outside: Bool, inRange: Bool)] {
        let check = try #require(collation.outsideRangeCheck)
        return texts.map { text in
            var bytes = text
            let outside = bytes.withUTF8 { check.liesOutside(utf8: $0) }
            return (text, outside, collation.collator.sortKey(text).withUnsafeBufferPointer(collation.isInTableRange))
        }
    }

    @Test func outsideMeansTheKeyLiesOutside() throws {
        let collation = try LocalizedIndexedCollation(locale: "ru")
        let check = try #require(collation.outsideRangeCheck)
        for (text, outside, inRange) in try Self.verdicts(of: collation, on: Self.texts) {
            if outside { #expect(!inRange, "\(text)") }
        }
        #expect(Self.texts.prefix(8).allSatisfy { text in var text = text; return text.withUTF8(check.liesOutside) })
    }

    @Test func onlyWhereTransliterationAlonePlaces() throws {
        #expect(try LocalizedIndexedCollation(locale: "zh-Hans").outsideRangeCheck == nil)
        // Without readings, a Japanese table keys kanji by themselves (`漢字`).
        #expect(try LocalizedIndexedCollation(locale: "ja", options: .init(readings: .none)).outsideRangeCheck == nil)
        #expect(try LocalizedIndexedCollation(locale: "ru", options: .init(foreignScripts: .lastSection)).outsideRangeCheck == nil)
    }

    @Test func keysEqualKeysOneByOne() throws {
        let names = CollationKeyBatchTests.repeatedNames(count: 5000, distinct: 300, seed: 41) + Self.texts
        for options in [LocalizedIndexedCollation.Options(), .init(othersFirst: true)] {
            let collation = try LocalizedIndexedCollation(locale: "ru", options: options)
            let batch = collation.collationKeyBatch(for: names + Self.texts.reversed())
            let mismatch = (names + Self.texts.reversed()).enumerated().first { batch[$0.offset] != collation.collationKey(for: $0.element) }
            #expect(mismatch == nil, "\(mismatch?.element ?? "")")
        }
    }

    @Test func partsComputedAheadGiveTheSameKeys() throws {
        let names = CollationKeyBatchTests.repeatedNames(count: 20_000, distinct: 900, seed: 42) + Self.texts
        let texts = UTF8TextBatchTests.batch(names)
        for (label, collation) in try CollationKeyBatchTests.collations() {
            var whole = CollationKeyBatch()
            _ = collation.collationKeys(forUTF8: texts, memo: ForeignStringMemo(), appendingTo: &whole)
            for partsAhead in [0, 1, 3, 1000] {
                var asked = 0
                let ahead = collation.ownKeysAhead(forUTF8: texts) { asked += 1; return asked <= partsAhead }
                var keys = CollationKeyBatch()
                _ = collation.collationKeys(forUTF8: texts, ahead: ahead, memo: ForeignStringMemo(), appendingTo: &keys)
                #expect(keys.keys.bytes == whole.keys.bytes && keys.sections == whole.sections, "\(label), \(partsAhead) parts ahead")
            }
        }
    }
}
