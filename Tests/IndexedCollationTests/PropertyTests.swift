import Testing
import TestSupport
@testable import IndexedCollation

/// Invariants over random mixed-script input, for each first table.
@Suite struct PropertyTests {
    static let locales = ["en", "ru", "zh-Hant", "sv", "ja"]

    @Test(arguments: locales)
    func everyRecordLandsInExactlyOneSection(locale: String) throws {
        let collation = try LocalizedIndexedCollation(locale: locale)
        let names = randomNames(count: 3000, seed: 1)
        let sections = collation.sections(of: Array(names.enumerated()), includeEmpty: true) { $0.element }
        #expect(sections.map(\.number) == Array(collation.sectionTitles.indices))
        let placed = sections.flatMap { $0.elements.map(\.offset) }.sorted()
        #expect(placed == Array(names.indices), "each record exactly once")
        for section in sections {
            for element in section.elements {
                #expect(collation.section(for: element.element) == section.number)
            }
        }
    }

    @Test(arguments: locales)
    func sortingIsStableAndAgreesWithPairwiseComparison(locale: String) throws {
        let collation = try LocalizedIndexedCollation(locale: locale)
        // Few distinct names, so that many are equal and stability matters.
        let names = randomNames(count: 400, seed: 2).map { String($0.prefix(2)) }
        let sorted = collation.sortedArray(from: Array(names.enumerated())) { $0.element }
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            let ka = collation.collationKey(for: a.element), kb = collation.collationKey(for: b.element)
            #expect(!(kb < ka), "\(a.element) sorted before \(b.element)")
            if ka.bytes == kb.bytes { #expect(a.offset < b.offset, "equal keys keep input order") }
        }
        // The comparison agrees with the collator's own string comparison.
        for (a, b) in zip(names, names.dropFirst()) {
            let (sa, sb) = (collation.collationString(for: a), collation.collationString(for: b))
            let byKey = collation.collationKey(for: a).bytes.lexicographicallyPrecedes(collation.collationKey(for: b).bytes)
            #expect(try byKey == (collation.collator.compare(sa, sb) == .ascending), "\(a) vs \(b)")
        }
    }

    @Test(arguments: locales)
    func sectionsNeverDecreaseInSortedInRangeLists(locale: String) throws {
        let collation = try LocalizedIndexedCollation(locale: locale)
        let starts = collation.table.effectiveStartStrings
        // In-range names: each start string (but the last) followed by letters.
        var generator = SeededGenerator(seed: 3)
        let names = (0..<2000).map { _ in
            starts.dropLast().randomElement(using: &generator)! + String("abcxyz".randomElement(using: &generator)!)
        }
        let sections = collation.sortedArray(from: names, collationStringKeyPath: \.self).map(collation.section(for:))
        #expect(zip(sections, sections.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func parallelKeysEqualSerialKeys() throws {
        let collation = try LocalizedIndexedCollation(locale: "ru")
        let names = randomNames(count: 20_000, seed: 4)
        #expect(collation.collationKeys(for: names) == names.map(collation.collationKey(for:)))
    }
}
