import Testing
import TestSupport
@testable import IndexedCollation

/// `Options.othersFirst`: the `#` section is section 0, everything else in
/// the table's order after it, in the titles, the index, placement, sorting
/// and lists alike.
@Suite struct OthersFirstTests {
    let names = ["Zoë", "adam", "42", "!bang", "Жуков", "王芳", "Ångström", "bob", ""]

    @Test func theOthersSectionIsSectionZeroAndTheRestFollowInTheTablesOrder() throws {
        let standard = try LocalizedIndexedCollation(locale: "en")
        let first = try LocalizedIndexedCollation(locale: "en", options: .init(othersFirst: true))
        #expect(standard.othersSection == 26)
        #expect(first.othersSection == 0)
        #expect(first.sectionTitles == ["#"] + standard.sectionTitles.dropLast())
        #expect(first.sectionIndexTitles == ["#"] + standard.sectionIndexTitles.dropLast())
        #expect(first.sectionIndexTitles.indices.map(first.section(forSectionIndexTitleAt:)) == Array(0..<27))
        for name in names {
            let section = standard.section(for: name)
            #expect(first.section(for: name) == (section == 26 ? 0 : section + 1), "\(name)")
            #expect(first.collationKey(for: name).section == first.section(for: name))
        }
    }

    @Test func sectionsAndSortingPutTheOthersFirst() throws {
        let standard = try LocalizedIndexedCollation(locale: "de")
        let first = try LocalizedIndexedCollation(locale: "de", options: .init(othersFirst: true))
        let mixed = (0..<400).map { index in names[index % names.count] + (index % 3 == 0 ? " \(index)" : "") }
        let expected = standard.sections(of: mixed) { $0 }
        let sections = first.sections(of: mixed) { $0 }
        #expect(sections.map(\.title) == [expected.last!.title] + expected.dropLast().map(\.title))
        #expect(sections.map(\.elements) == [expected.last!.elements] + expected.dropLast().map(\.elements))
        #expect(first.sortedArray(from: mixed) { $0 } == sections.flatMap(\.elements))
        // Batch keys agree with the one-string rule.
        let batch = first.collationKeyBatch(for: mixed)
        #expect(mixed.indices.allSatisfy { batch.section(at: $0) == first.section(for: mixed[$0]) })
    }

    @Test func nilStringsEndTheOthersSectionWhereverItIs() throws {
        let first = try LocalizedIndexedCollation(locale: "en", options: .init(othersFirst: true))
        let strings: [String?] = ["bob", nil, "42", "adam", nil]
        #expect(first.sortedArray(from: strings) { $0 } == ["42", nil, nil, "adam", "bob"])
        let sections = first.sections(of: strings) { $0 }
        #expect(sections.map(\.title) == ["#", "A", "B"])
        #expect(sections[0].elements == ["42", nil, nil])
        #expect(strings.sorted(using: first.comparator { (string: String?) in string }) == ["42", nil, nil, "adam", "bob"], "the comparator agrees")
        let reversed = strings.sorted(using: first.comparator(order: .reverse) { (string: String?) in string })
        #expect(reversed == ["bob", "adam", nil, nil, "42"], "reversed: nil before the strings of #, which come last")
        var shuffled = strings + ["!", "zed", nil]
        shuffled.reverse()
        #expect(shuffled.sorted(using: first.comparator(order: .reverse) { (string: String?) in string })
            == shuffled.sorted { lhs, rhs in first.comparator(order: .reverse) { (string: String?) in string }.compare(lhs, rhs) == .orderedAscending })
        let list = first.sectionedList(of: strings) { $0 }
        #expect(list.sections.map(\.elements) == sections.map(\.elements))
    }

    @Test func unreadKanjiKeepTheirSectionAfterTheTablesOwn() throws {
        let first = try LocalizedIndexedCollation(locale: "ja", options: .init(readings: .none, othersFirst: true))
        #expect(first.sectionTitles.first == "#")
        #expect(first.sectionTitles.last == "漢字")
        #expect(first.unreadKanjiSection == first.sectionTitles.count - 1)
        #expect(first.section(for: "田中") == first.unreadKanjiSection)
        #expect(first.section(for: "1") == 0)
        let standard = try LocalizedIndexedCollation(locale: "ja", options: .init(readings: .none))
        #expect(first.section(for: "あい") == standard.section(for: "あい") + 1)
        #expect(first.sectionTitles.dropFirst().elementsEqual(standard.sectionTitles.dropLast(2) + ["漢字"]))
        let index = first.sectionIndexTitles
        #expect(index.first == "#" && index.last == "漢字")
        #expect(first.section(forSectionIndexTitleAt: index.count - 1) == first.unreadKanjiSection)
        #expect(first.section(forSectionIndexTitleAt: 0) == 0)
    }
}
