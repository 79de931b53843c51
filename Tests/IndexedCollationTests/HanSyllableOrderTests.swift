import Testing
import TestSupport
@testable import IndexedCollation

/// Han under a pinyin table sorted syllable by syllable (``HanSyllableOrder``,
/// docs/apple-model.md "Syllable by syllable"): against ICU's own `zh`
/// collation of the names, asked at test time.
@Suite struct HanSyllableOrderTests {
    static let hanLatin = try! TransliteratorPool(id: "Han-Latin", boundingReach: true)
    static let names = try! TransliteratorPool(id: "Han-Latin/Names;Han-Latin", boundingReach: true)

    @Test func sortingForms() {
        #expect(HanSyllableOrder.sortingForm(of: "白波东", reading: "bái bō dōng") == "bái 白 bō 波 dōng 东")
        // The text's spaces and the reading's are kept as they are.
        #expect(HanSyllableOrder.sortingForm(of: " 欧阳 修", reading: " ōu yáng  xiū") == " ōu 欧 yáng 阳  xiū 修")
        // An ideograph without a reading is not repeated.
        #expect(HanSyllableOrder.sortingForm(of: "桛王", reading: "桛 wáng") == "桛 wáng 王")
        // Anything but ideographs and spaces, or not one word per ideograph: the reading alone.
        for (text, reading) in [("王Tom", "wáng Tom"), ("王1号", "wáng1hào"), ("王、芳", "wáng、 fāng"),
                                ("王芳", "wáng"), ("王", "wáng fāng"), ("", ""), ("王\u{3000}芳", "wáng　fāng")] {
            #expect(HanSyllableOrder.sortingForm(of: text, reading: reading) == nil, "\(text)")
        }
    }

    /// The names of the report that asked for it, in ICU's `zh` order, and
    /// Latin names among them by their letters.
    @Test(arguments: [false, true])
    func namesSharingASyllableAreNotInterleaved(personNames: Bool) throws {
        let collation = try LocalizedIndexedCollation(locale: "zh-Hans", options: .init(personNames: personNames))
        let expected = ["Bai", "白", "白波东", "白波凯", "白波荣", "白波婷", "白博", "白博凤", "Bai Zhang", "Baidu"]
        var generator = SeededGenerator(seed: 61)
        let sorted = collation.sortedArray(from: expected.shuffled(using: &generator)) { $0 }
        #expect(sorted == expected)
        // One by one and in bulk alike.
        let batch = collation.collationKeyBatch(for: expected)
        for (index, name) in expected.enumerated() { #expect(collation.collationKey(for: name) == batch[index], "\(name)") }
    }

    /// Within each section, generated Han names under `zh-Hans` are in
    /// ICU's `zh` order, in both modes. The names are made of characters
    /// whose reading agrees with where ICU's `zh` tailoring lists them (a
    /// polyphone read otherwise, like the surname 单 shàn that ICU lists
    /// under dān, is placed and ordered by our reading, on purpose).
    @Test(arguments: [false, true])
    func withinASectionHanNamesAreInICUsZhOrder(personNames: Bool) throws {
        let collation = try LocalizedIndexedCollation(locale: "zh-Hans", options: .init(personNames: personNames))
        let zh = try ICUCollator(localeID: "zh")
        let characters = try Self.charactersReadInICUsOrder(by: zh)
        #expect(characters.count > 2000, "\(characters.count) characters")
        var generator = SeededGenerator(seed: 62)
        // Few surnames, so that many names share their first syllables.
        let surnames = (0..<60).map { _ in characters.randomElement(using: &generator)! }
        var texts: [String] = []
        while texts.count < 4000 {
            let name = surnames.randomElement(using: &generator)!
                + (0..<Int.random(in: 0...2, using: &generator)).map { _ in characters.randomElement(using: &generator)! }.joined()
            // A name the names transform reads otherwise than character by
            // character (万俟 mòqí) is left out.
            let byCharacter = name.map { Self.hanLatin.apply(String($0)) }.joined(separator: " ")
            guard !personNames || Self.names.apply(name) == byCharacter else { continue }
            texts.append(name)
        }
        let batch = collation.collationKeyBatch(for: texts)
        let order = (0..<texts.count).sorted { batch[$0] < batch[$1] }
        var sections: [Int: [String]] = [:]
        for index in order { sections[batch[index].section, default: []].append(texts[index]) }
        #expect(sections.count > 15)
        var pairs = 0
        for (section, names) in sections {
            for (a, b) in zip(names, names.dropFirst()) where a != b {
                #expect(try zh.compare(a, b) == .ascending, "\(a) before \(b) in section \(section)")
                pairs += 1
            }
        }
        #expect(pairs > 2500)
    }

    /// The characters of ICU's `zh` exemplars, in `zh` order, whose toneless
    /// `Han-Latin` readings never decrease in that order: the longest such
    /// run, found at test time.
    static func charactersReadInICUsOrder(by zh: ICUCollator) throws -> [String] {
        let toneless = try TransliteratorPool(id: "NFD; [:Nonspacing Mark:] Remove; NFC", boundingReach: true)
        let han = try ICULocaleData.exemplars("zh", .standard).filter { $0.unicodeScalars.count == 1 }
        let sorted = han.map { ($0, zh.sortKey($0)) }.sorted { $0.1.lexicographicallyPrecedes($1.1) }.map(\.0)
        let readings = sorted.map { toneless.apply(hanLatin.apply($0)) }
        // Longest non-decreasing subsequence (patience sorting), O(n log n).
        var tails: [Int] = [], previous = [Int](repeating: -1, count: sorted.count)
        for index in sorted.indices where readings[index] != sorted[index] {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if readings[tails[middle]] <= readings[index] { low = middle + 1 } else { high = middle }
            }
            previous[index] = low > 0 ? tails[low - 1] : -1
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var kept: [String] = [], index = tails.last ?? -1
        while index >= 0 {
            kept.append(sorted[index])
            index = previous[index]
        }
        return kept.reversed()
    }
}

extension LocalizedIndexedCollation {
    /// The sort key of `text` placed by `reading`, its table transform:
    /// the key of its sorting form (``HanSyllableOrder``) under a pinyin table.
    func sortKey(of text: String, readAs reading: String) -> [UInt8] {
        collator.sortKey(ordersHanBySyllable ? HanSyllableOrder.sortingForm(of: text, reading: reading) ?? reading : reading)
    }

    /// ``sortKey(of:readAs:)`` of a name in person-names mode: its surname
    /// in the form the names transform reads (``ChineseSurnameForm``), then
    /// read by `transform`.
    func sortKey(ofName name: String, readAs transform: (String) -> String) -> [UInt8] {
        let filed = filingRules?.filed(name) ?? name
        return sortKey(of: filed, readAs: transform(filed))
    }
}
