import Testing
@testable import IndexedCollation

/// Only a string's first PlacementBound.maximumScalars scalars are
/// transliterated or read: a long string is placed and sorted as its
/// beginning is, whatever its length.
@Suite struct PlacementBoundTests {
    let bound = PlacementBound.maximumScalars

    @Test func shortStringsAreWhole() {
        #expect(PlacementBound.prefix(of: "王芳") == "王芳")
        let exact = String(repeating: "王", count: bound)
        #expect(PlacementBound.prefix(of: exact) == exact)
    }

    @Test func longStringsAreCutAtAGraphemeBoundary() {
        let kanji = String(repeating: "漢", count: bound + 10)
        #expect(PlacementBound.prefix(of: kanji) == String(repeating: "漢", count: bound))
        // e + combining acute: two scalars a grapheme; the bound (even) falls
        // between graphemes; one scalar later it would fall inside one.
        let accented = "x" + String(repeating: "e\u{0301}", count: bound)
        let prefix = PlacementBound.prefix(of: accented)
        #expect(prefix.unicodeScalars.count == bound - 1)
        #expect(accented.hasPrefix(prefix))
        #expect(prefix.unicodeScalars.last == "\u{0301}")
        // A single grapheme longer than the bound is cut at the bound.
        let oneGrapheme = "a" + String(repeating: "\u{0301}", count: bound + 5)
        #expect(PlacementBound.prefix(of: oneGrapheme).unicodeScalars.count == bound)
    }

    @Test(arguments: ["en", "ja", "zh-Hans", "ru"])
    func aLongStringIsPlacedAndSortedAsItsBeginning(locale: String) throws {
        let collation = try LocalizedIndexedCollation(locale: locale)
        let names = ["山田太郎", "王芳", "Жуков", "ひらがな"]
        for name in names {
            let long = String(repeating: name, count: 2 * bound / name.count)
            let beginning = PlacementBound.prefix(of: long)
            #expect(beginning.count < long.count)
            #expect(collation.section(for: long) == collation.section(for: beginning), "\(locale) \(name)")
            // A string placed by its own key (in the table's alphabets) keeps
            // the key of all of it; one placed by a replacement has the
            // replacement of its beginning.
            guard collation.collationString(for: beginning) != beginning else { continue }
            #expect(collation.collationKey(for: long) == collation.collationKey(for: beginning), "\(locale) \(name)")
            let batch = collation.collationKeyBatch(for: [long, beginning])
            #expect(batch[0] == batch[1], "\(locale) \(name)")
        }
    }

    @Test(arguments: ["en", "ja"])
    func aMillionKanjiArePlacedAsTheirBeginning(locale: String) throws {
        let collation = try LocalizedIndexedCollation(locale: locale)
        let long = String(repeating: "漢字", count: 500_000)
        let beginning = String(repeating: "漢字", count: bound / 2)
        #expect(collation.collationKey(for: long) == collation.collationKey(for: beginning), "\(locale)")
        // The section does not depend on the length (it did, under ja, with MeCab).
        let shorter = String(repeating: "漢字", count: 100_000)
        #expect(collation.section(for: long) == collation.section(for: shorter))
    }

    @Test func stringsPlacedByThemselvesKeepTheirWholeKey() throws {
        let collation = try LocalizedIndexedCollation(locale: "en")
        let latin = String(repeating: "ab", count: bound)
        #expect(collation.collationKey(for: latin) != collation.collationKey(for: PlacementBound.prefix(of: latin)))
        let digits = String(repeating: "12", count: bound)
        #expect(collation.collationKey(for: digits).bytes == collation.collator.sortKey(digits))
    }
}
