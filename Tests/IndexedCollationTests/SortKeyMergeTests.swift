import ICUShim
import Testing
@testable import IndexedCollation

/// Merged sort keys (`ucol_mergeSortkeys` through the shim): they order by
/// the first text, then by the second, as ICU's own comparison does.
@Suite struct SortKeyMergeTests {
    /// (last name, first name) pairs with ties at each level: the same last
    /// name, last names equal but for accents or case, a last name that
    /// starts another, empty names.
    static let names: [(String, String)] = [
        ("Müller", "Hans"), ("Muller", "Berta"), ("Müller", "Anna"), ("müller", "Anna"), ("Li", "Zoe"),
        ("Lin", "Ada"), ("Li", ""), ("", "Ada"), ("Zoë", "Smith"), ("Zoe", "Smith"), ("Öberg", "Per"),
        ("Oberg", "Per"), ("Müller", "Berta"), ("Ng", "Ann"), ("Ng", "ann"), ("Ng", "Änn"), ("王", "小明"),
    ]

    static func merged(_ name: (String, String), under collator: ICUCollator) -> [UInt8] {
        ICUSortKeyMerge.merged(collator.sortKey(name.0), collator.sortKey(name.1))
    }

    /// ICU's own comparison of the two texts joined by U+FFFE, its merge
    /// separator: the order the merged keys must give.
    @Test(arguments: ["de", "sv", "en"])
    func mergedKeysCompareAsICUComparesTheJoinedTexts(locale: String) throws {
        let collator = try ICUCollator(localeID: locale)
        for a in Self.names {
            for b in Self.names {
                let byKeys = Self.merged(a, under: collator).lexicographicallyPrecedes(Self.merged(b, under: collator))
                let same = Self.merged(a, under: collator) == Self.merged(b, under: collator)
                let expected = try collator.compare(a.0 + "\u{FFFE}" + a.1, b.0 + "\u{FFFE}" + b.1)
                #expect((same ? .same : byKeys ? .ascending : .descending) == expected, "\(a) \(b) under \(locale)")
            }
        }
    }

    /// Where ICU tells the first texts apart at the base letters, the first
    /// decides; where the first texts are the same, ICU's comparison of the
    /// second decides.
    @Test func theFirstTextDecidesThenTheSecond() throws {
        let collator = try ICUCollator(localeID: "de")
        for a in Self.names {
            for b in Self.names {
                let order = Self.merged(a, under: collator).lexicographicallyPrecedes(Self.merged(b, under: collator))
                if a.0 == b.0 {
                    #expect(order == (try collator.compare(a.1, b.1) == .ascending), "\(a) \(b)")
                } else if collator.sortKey(a.0).prefix(while: { $0 != 1 }) != collator.sortKey(b.0).prefix(while: { $0 != 1 }) {
                    #expect(order == (try collator.compare(a.0, b.0) == .ascending), "\(a) \(b)")
                }
            }
        }
        // Equal base letters: the first names decide before the accents do.
        let muller = Self.merged(("Muller", "Berta"), under: collator), mueller = Self.merged(("Müller", "Anna"), under: collator)
        #expect(mueller.lexicographicallyPrecedes(muller))
        // A shorter last name sorts first, whatever the first names.
        #expect(Self.merged(("Li", "Zoe"), under: collator).lexicographicallyPrecedes(Self.merged(("Lin", "Ada"), under: collator)))
        #expect(Self.merged(("Li", ""), under: collator).lexicographicallyPrecedes(Self.merged(("Li", "Zoe"), under: collator)))
    }

    /// The buffer rule, and keys too long for the stack buffer.
    @Test func theShimFollowsTheBufferRuleAndLongKeysAreWhole() throws {
        let collator = try ICUCollator(localeID: "ru")
        let a = collator.sortKey("Ёлкин"), b = collator.sortKey("Анна")
        let needed = Int(icushim_merge_sort_keys(a, Int32(a.count), b, Int32(b.count), nil, 0))
        #expect(needed > 0 && needed <= a.count + b.count + 1)
        var buffer = [UInt8](repeating: 0xAA, count: needed + 2)
        #expect(Int(icushim_merge_sort_keys(a, Int32(a.count), b, Int32(b.count), &buffer, Int32(needed))) == needed)
        #expect(buffer.allSatisfy { $0 == 0xAA }, "no room for the terminator: nothing written")
        #expect(Int(icushim_merge_sort_keys(a, Int32(a.count), b, Int32(b.count), &buffer, Int32(needed + 1))) == needed)
        #expect(buffer[needed] == 0 && Array(buffer[..<needed]) == ICUSortKeyMerge.merged(a, b))
        let long = String(repeating: "Ёлкин 𠮷 ", count: 60)
        let longKey = collator.sortKey(long)
        #expect(longKey.count > ICUSortKeyMerge.stackKeyCapacity)
        let merged = ICUSortKeyMerge.merged(longKey, b)
        #expect(merged.count > ICUSortKeyMerge.stackKeyCapacity && !merged.contains(0))
        let expected = try collator.compare(long + "\u{FFFE}Анна", long + "\u{FFFE}Борис")
        #expect(expected == .ascending && merged.lexicographicallyPrecedes(ICUSortKeyMerge.merged(longKey, collator.sortKey("Борис"))))
        #expect(ICUSortKeyMerge.merged([], []).count <= 1)
    }

    struct Person { let last: String, first: String, id: Int }

    /// The library: sections by the last name, sorted by last name, then
    /// first name, then input order.
    @Test func sectionsByLastNameThenFirstName() throws {
        let collation = try LocalizedIndexedCollation(locale: "de")
        let people = [("Müller", "Hans"), ("Muller", "Berta"), ("Müller", "Anna"), ("Abel", "Zoe"), ("Müller", "Anna"),
                      ("Öberg", "Per"), ("Li", "Zoe"), ("Lin", "Ada"), ("Müller", "")]
            .enumerated().map { Person(last: $1.0, first: $1.1, id: $0) }
        let sections = collation.sections(of: people, by: \.last, then: [\.first])
        #expect(sections.map(\.title) == ["A", "L", "M", "O"])
        #expect(sections[1].elements.map(\.id) == [6, 7])
        #expect(sections[2].elements.map(\.id) == [8, 2, 4, 1, 0], "empty first name first; equal names in input order")
        let flat = collation.sortedArray(from: people, by: \.last, then: [\.first])
        #expect(flat.map(\.id) == sections.flatMap(\.elements).map(\.id))
        let batch = collation.collationKeyBatch(for: people.map(\.last), then: [people.map(\.first)])
        let merged = collation.collationKeyBatch(for: people.map(\.last)).merging(collation.collationKeyBatch(for: people.map(\.first)))
        #expect((0..<batch.count).map { batch[$0] } == (0..<merged.count).map { merged[$0] })
        #expect((0..<batch.count).map(batch.section(at:)) == collation.collationKeyBatch(for: people.map(\.last)).sections.map(Int.init))
        #expect(collation.sections(of: people, by: \.last, then: []).flatMap(\.elements).map(\.id)
            == collation.sections(of: people, by: \.last).flatMap(\.elements).map(\.id))
    }
}
