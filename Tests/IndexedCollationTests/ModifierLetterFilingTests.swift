@testable import IndexedCollation
import Testing

/// Transliterations that start with a modifier letter (ʿayn, ʾalif) are
/// filed by the next letter, as library filing rules (ALA-LC) disregard them.
@Suite struct ModifierLetterFilingTests {
    @Test(arguments: ["en", "de", "pl", "ru", "sv", "ja"])
    func arabicAndHebrewNamesAreFiledByTheirFirstLetter(locale: String) throws {
        let collation = try LocalizedIndexedCollation(locale: locale, options: .init(readings: .none))
        let names = ["علي", "عمر", "עמוס", "אברהם"]
        #expect(names.map { collation.sectionTitles[collation.section(for: $0)] } == ["L", "M", "M", "B"])
        let batch = collation.collationKeyBatch(for: names)
        #expect((0..<batch.count).map { collation.sectionTitles[batch.section(at: $0)] } == ["L", "M", "M", "B"], "bulk keys alike")
        #expect(collation.sortedArray(from: names + ["Lea", "Zoe"], collationStringKeyPath: \.self)
                == ["אברהם", "Lea", "علي", "عمر", "עמוס", "Zoe"], "sorted by the letters after the ʿayn")
    }

    @Test func onlyLeadingModifierLettersGo() {
        #expect(LocalizedIndexedCollation.filingForm(ofLatin: "ʿly") == "ly")
        #expect(LocalizedIndexedCollation.filingForm(ofLatin: "ʻʼmws") == "mws")
        #expect(LocalizedIndexedCollation.filingForm(ofLatin: "daʿwa") == "daʿwa")
        #expect(LocalizedIndexedCollation.filingForm(ofLatin: "ʿ") == "ʿ", "nothing else: kept")
    }
}
