import Testing
@testable import IndexedCollation

/// Han characters that ICU's `Han-Latin` has no Mandarin reading for, in the
/// pinyin tables: Apple's model places the transformed string, which is
/// still Han, so they go to `#` (docs/apple-model.md, *Han without a
/// reading*); ICU's AlphabeticIndex, which follows the collator alone,
/// files them under `Z`.
@Suite struct UnreadHanTests {
    /// 桛 (U+685B, a Japanese kokuji): in ICU's own index test
    /// (`alphaindextst.cpp`, HackPinyinTest) it is in a lettered bucket.
    static let kokuji = "桛"
    /// 𠀀 (U+20000): Han-Latin reads it hē.
    static let extensionB = "\u{20000}"

    @Test func hanWithoutAReadingGoesToTheLastSection() throws {
        for locale in ["zh-Hans", "zh"] {
            let collation = try LocalizedIndexedCollation(locale: locale)
            #expect(collation.collationString(for: Self.kokuji) == Self.kokuji, "Han-Latin leaves it as it is")
            #expect(collation.sectionTitles[collation.section(for: Self.kokuji)] == "#", "\(locale)")
            #expect(collation.sectionTitles[collation.section(for: Self.extensionB)] == "H", "placed by its reading, hē")
            let batch = collation.collationKeyBatch(for: [Self.kokuji, Self.extensionB])
            #expect(batch[0] == collation.collationKey(for: Self.kokuji))
        }
    }

    /// The facts the choice rests on: the zh collator sorts every Han
    /// character its pinyin tailoring does not list after all it lists, past
    /// the `Z` boundary, whatever its reading, and ICU's index takes that
    /// place for a bucket. For 𠀀 that bucket contradicts its reading.
    @Test func icusIndexFilesThemUnderZByTheirPlaceInTheCollator() throws {
        let index = try ICUAlphabeticIndex(localeID: "zh")
        let collator = try ICUCollator(localeID: "zh")
        let zBoundary = String(Unicode.Scalar(0xFDD0)!) + "Z"
        for string in [Self.kokuji, Self.extensionB] {
            let bucket = try index.buckets[index.bucketIndex(of: string)]
            #expect(bucket.type == .normal && bucket.label == "Z", "\(string)")
            #expect(try collator.compare(zBoundary, string) == .ascending)
        }
        #expect(try index.buckets[index.bucketIndex(of: "哈")].label == "H", "a listed character with the same reading")
    }
}
