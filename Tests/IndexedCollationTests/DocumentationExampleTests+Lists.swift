import Foundation
import IndexedCollation
import IndexedCollationFoundation
import Testing

// The code of the DocC articles, continued from DocumentationExampleTests.swift:
// index bars, bulk keys, live lists and contacts, line for line.

/// IndexBars.md
@Suite struct IndexBarExamples {
    @Test func theCollationsOwnBarAndCompaction() throws {
        let english = try LocalizedIndexedCollation(locale: "en")
        let bar = IndexBar(collation: english)
        // bar.titles: A B C … Z #
        #expect(bar.titles.joined(separator: " ") == "A B C D E F G H I J K L M N O P Q R S T U V W X Y Z #")
        let three = try bar.compacted(toSlots: 3)                       // A • #
        let four = try IndexBar.full(for: english).compacted(toSlots: 4)  // A • Z #
        #expect(three.titles == ["A", "•", "#"])
        #expect(four.titles == ["A", "•", "Z", "#"])
        #expect(throws: IndexBarError.tooFewSlots(requested: 2, minimum: 3)) { try bar.compacted(toSlots: 2) }

        let russian = try LocalizedIndexedCollation(locale: "ru")
        let compact = try IndexBar.full(for: russian).compacted(toSlots: 21)
        // compact.titles: А • Ж • М • С • Ч • Я A • G • M • T • Z #
        #expect(compact.titles.joined(separator: " ") == "А • Ж • М • С • Ч • Я A • G • M • T • Z #")
    }

    @Test func emptySections() throws {
        let english = try LocalizedIndexedCollation(locale: "en")
        let counts = english.sections(of: ["Baker", "Davis", "Zoë"], by: \.self, includeEmpty: true).map(\.elements.count)
        let bar = IndexBar(collation: english)
        let previous = bar.mappingEmptySections(sectionCounts: counts, toward: .previous)
        let next = bar.mappingEmptySections(sectionCounts: counts, toward: .next)
        let dropped = bar.droppingEmptySections(sectionCounts: counts)
        func target(_ bar: IndexBar, _ title: String) -> String? {
            bar.entries.first { $0.title == title }?.section.map { english.sectionTitles[$0] }
        }
        // A → B, C → B, E → D, # → Z (previous); C → D, E → Z (next); dropped: B D Z
        #expect(["A", "C", "E", "#"].map { target(previous, $0) } == ["B", "B", "D", "Z"])
        #expect(["A", "C", "E", "#"].map { target(next, $0) } == ["B", "D", "Z", "Z"])
        #expect(dropped.titles == ["B", "D", "Z"])
    }

    @Test func aConfiguredBarSVGAndHTML() throws {
        let collation = try LocalizedIndexedCollation(locale: "zh-Hant")
        let contacts = ["王小明", "李大同", "陳美麗", "Alice", "Bob"]
        let sections = collation.sections(of: contacts, by: \.self, includeEmpty: true)
        let bar = try IndexBar.make(
            for: collation,
            sectionCounts: sections.map(\.elements.count),
            configuration: .init(slots: 21, emptySections: .keep(jumpingTo: .previous), searchEntry: true, minimumRowCount: 3)
        )
        let entries = try #require(bar).entries
        // 21 positions at most; the search entry first, then 1 • … A • … Z #
        #expect(entries.count <= 21)
        #expect(entries.first?.kind == .search && entries[1].title == "1" && entries.last?.title == "#")
        #expect(try IndexBar.make(for: collation, sectionCounts: [2] + Array(repeating: 0, count: 51),
                                  configuration: .init(minimumRowCount: 3)) == nil)

        let svg = bar?.svg(style: IndexBarSVGStyle(fontSize: 13), sectionTitles: collation.sectionTitles)
        #expect(svg?.hasPrefix("<svg") == true && svg?.contains("data-kind=\"search\"") == true)

        let page = try HTMLIndexPage(collation: collation, sections: collation.sections(of: contacts, by: \.self),
                                     title: "聯絡人", configuration: .init(searchEntry: true))
        let html = page.render()
        #expect(html.contains("<title>聯絡人</title>") && html.contains("王小明"))
    }

    @Test func aPageOfYourOwnElementsInItsLanguage() throws {
        struct Contact { let name: String; let reading: String?; let phone: String }
        let people = [Contact(name: "田中 太郎", reading: "たなか たろう", phone: "090-1234-5678"),
                      Contact(name: "ヤマト 運輸", reading: nil, phone: "")]
        let japanese = try LocalizedIndexedCollation(locale: "ja")
        let sections = japanese.sections(of: people) { $0.reading ?? $0.name }
        let bars = try IndexBar.pageVariants(for: japanese, shownSections: sections.map(\.number), rowCount: people.count,
                                             configuration: .init())
        var contactsPage = HTMLIndexPage(collation: japanese, sections: sections,
                                         title: "連絡先", bars: bars, display: \.name,
                                         links: { $0.phone.isEmpty ? [] : [.telephone($0.phone)] }, reading: \.reading)
        contactsPage.strings.filterPlaceholder = "名前で検索"
        let contactsHTML = contactsPage.render()   // "2 件", "名前で検索", data-search="…たなか たろう…tanaka tarou"
        #expect(contactsHTML.contains(">2 件</span>") && contactsHTML.contains("placeholder=\"名前で検索\""))
        #expect(contactsHTML.contains("たなか たろう␊tanaka tarou\">田中 太郎<span class=\"links\"><a href=\"tel:090-1234-5678\""))
    }
}

/// BulkKeys.md
@Suite struct BulkKeyExamples {
    @Test func aBatchOfKeys() throws {
        let collation = try LocalizedIndexedCollation(locale: "ru")
        let names = ["Жуков", "Smith", "Ёлкин", "Жуков", "42"]
        let batch = collation.collationKeyBatch(for: names)
        let sections = (0..<batch.count).map { collation.sectionTitles[batch.section(at: $0)] }
        // ["Ж", "S", "Е", "Ж", "#"]
        #expect(sections == ["Ж", "S", "Е", "Ж", "#"])
        #expect(batch.hasEqualKeys(0, 3))
        #expect(batch[1] == collation.collationKey(for: "Smith"))

        let order = batch.sortedPositions(bySection: true)
        // [2, 0, 3, 1, 4]: Ёлкин, Жуков, Жуков, Smith, 42
        #expect(order == [2, 0, 3, 1, 4])
        let spans = batch.sectionSpans(sectionCount: collation.sectionTitles.count)
        let ye = collation.sectionTitles.firstIndex(of: "Е")!
        #expect(spans[ye] == 0..<1)
        #expect(order[spans[collation.sectionTitles.firstIndex(of: "Ж")!]].map { names[$0] } == ["Жуков", "Жуков"])
    }

    @Test func aStreamInBatchesWithAMemo() throws {
        let collation = try LocalizedIndexedCollation(locale: "ru")
        let memo = ForeignStringMemo()
        var all = CollationKeyBatch()
        for chunk in [["王芳", "Ёлкин"], ["王芳", "Ωmega", "Жуков"]] {
            all.append(contentsOf: collation.collationKeyBatch(for: chunk, memo: memo))
        }
        // memo.count == 1: Ωmega was transliterated once; 王芳 is written from
        // its characters' transliterations, which the memo keeps too
        #expect(memo.count == 1)
        #expect(all.count == 5)
        #expect(all.hasEqualKeys(0, 2))
        #expect(collation.sectionTitles[all.section(at: 0)] == "W")
    }

    @Test func whatTheLibraryKeeps() throws {
        _ = try LocalizedIndexedCollation(locale: "ru").sections(of: ["王芳", "Ёлкин"], by: \String.self)
        let counts = LibraryReuse.shared.counts   // transforms, tables, memos and their bytes
        #expect(counts.tables >= 1 && counts.memoBytes >= 0)
    }
}

/// LiveLists.md
@Suite struct LiveListsExamples {
    struct Person: Identifiable, Hashable, Sendable {
        let id: Int
        var name: String
    }

    /// Records the calls a table view's batch update would get.
    final class RecordingView: BatchUpdatable, @unchecked Sendable {
        var calls: [String] = []
        func deleteSections(_ positions: [Int]) { calls.append("deleteSections \(positions)") }
        func insertSections(_ positions: [Int]) { calls.append("insertSections \(positions)") }
        func deleteRows(at rows: [RowPosition]) { calls.append("deleteRows \(rows)") }
        func insertRows(at rows: [RowPosition]) { calls.append("insertRows \(rows)") }
        func reloadRows(at rows: [RowPosition]) { calls.append("reloadRows \(rows)") }
        func moveRow(at from: RowPosition, to: RowPosition) { calls.append("moveRow \(from) \(to)") }
    }

    @Test func changesDifferencesAndAServer() throws {
        let collation = try LocalizedIndexedCollation(locale: "de")
        var list = collation.sectionedList(of: [Person(id: 1, name: "Baker"), Person(id: 2, name: "Zoë")], by: \.name)
        let added = list.insert(Person(id: 3, name: "Bäcker"))
        // added.rowInsertions == [RowPosition(section: 0, row: 0)]: Bäcker before Baker, in B
        #expect(added.rowInsertions == [RowPosition(section: 0, row: 0)])
        let renamed = list.update(Person(id: 1, name: "Xaver"))
        // renamed.rowRemovals: 0.1 (Baker); renamed.sectionInsertions: [1], the new section X
        #expect(renamed.rowRemovals.map(\.description) == ["0.1"] && renamed.sectionInsertions == [1])
        let removed = list.remove(id: 2)
        // removed.sectionRemovals == [2]: Zoë was the last in Z
        #expect(removed.sectionRemovals == [2])

        let view = RecordingView()
        apply(renamed, to: view)
        #expect(view.calls == ["deleteRows [0.1]", "deleteSections []", "insertSections [1]", "insertRows []", "reloadRows []"])

        let before = list
        list.insert(Person(id: 4, name: "Cem"))
        let change = list.difference(from: before)
        // change.sectionInsertions == [1]: C, between B and X
        #expect(change.sectionInsertions == [1])
        let replayed = before.applying(change) == list   // true
        #expect(replayed)

        let negotiated = try LocalizedIndexedCollation(acceptLanguage: "de-CH, fr;q=0.8, en;q=0.5")
        // negotiated.table.id == "de"; LocalizedIndexedCollation(preferredLanguages:) takes a list
        #expect(negotiated.table.id == "de")
        let payload = try JSONEncoder().encode(negotiated.sectionedList(of: ["Zoë", "Baker"], by: \.self))
        let object = try #require(try JSONSerialization.jsonObject(with: payload) as? [String: Any])
        #expect((object["sections"] as? [[String: Any]])?.map { $0["title"] as? String } == ["B", "Z"])

        let people = [Person(id: 5, name: "42 Street"), Person(id: 6, name: "Anna")]
        let sorted = people.sorted(using: collation.comparator(by: \.name))
        // Anna, 42 Street
        #expect(sorted.map(\.name) == ["Anna", "42 Street"])

        let byNameThenReverseID = [collation.comparator(by: \Person.name), collation.comparator(order: .reverse) { (person: Person) in "\(person.id)" }]
        let sortedTwice = (people + [Person(id: 7, name: "Anna")]).sorted(using: byNameThenReverseID)
        // Anna (7), Anna (6), 42 Street
        #expect(sortedTwice.map(\.id) == [7, 6, 5])
    }
}

protocol BatchUpdatable {
    func deleteSections(_ positions: [Int])
    func insertSections(_ positions: [Int])
    func deleteRows(at rows: [RowPosition])
    func insertRows(at rows: [RowPosition])
    func reloadRows(at rows: [RowPosition])
    func moveRow(at from: RowPosition, to: RowPosition)
}

func apply<Element>(_ difference: SectionedList<Element>.Difference, to view: some BatchUpdatable) {
    view.deleteRows(at: difference.rowRemovals)
    view.deleteSections(difference.sectionRemovals)
    view.insertSections(difference.sectionInsertions)
    view.insertRows(at: difference.rowInsertions)
    view.reloadRows(at: difference.rowReloads)
    for move in difference.rowMoves { view.moveRow(at: move.from, to: move.to) }
}

/// ContactsAndPersonNames.md
@Suite struct ContactsExamples {
    struct Friend: Identifiable, Sendable {
        let id: Int
        var name: ContactName
    }

    @Test func aContactsList() throws {
        let ja = try LocalizedIndexedCollation(locale: "ja")
        let friends = [
            Friend(id: 1, name: ContactName(givenName: "太郎", familyName: "田中", phoneticGivenName: "たろう", phoneticFamilyName: "たなか")),
            Friend(id: 2, name: ContactName(givenName: "Anna", familyName: "Zeller")),
            Friend(id: 3, name: ContactName(organizationName: "Acme")),
            Friend(id: 4, name: ContactName(phoneNumber: "+81 90 1234 5678")),
        ]
        let list = ja.sectionedList(of: friends, by: \.name)
        let shown = list.sections.map { "\($0.title): " + $0.elements.map { ja.displayName(of: $0.name) }.joined(separator: ", ") }
        // ["A: Acme", "Z: Anna Zeller", "た: 田中 太郎", "#: +81 90 1234 5678"]
        #expect(shown == ["A: Acme", "Z: Anna Zeller", "た: 田中 太郎", "#: +81 90 1234 5678"])
    }

    @Test func sortOrders() throws {
        let de = try LocalizedIndexedCollation(locale: "de")
        let germans = [Friend(id: 1, name: ContactName(givenName: "Hans", familyName: "Müller")),
                       Friend(id: 2, name: ContactName(givenName: "Anna", familyName: "Zeller"))]
        let byFamily = de.sortedArray(from: germans, by: \.name).map { de.displayName(of: $0.name) }
        // ["Hans Müller", "Anna Zeller"]
        #expect(byFamily == ["Hans Müller", "Anna Zeller"])
        let byGiven = germans.sorted(using: de.comparator(by: \.name, nameOrder: .givenName)).map(\.id)
        // [2, 1]
        #expect(byGiven == [2, 1])
    }

    @Test func personNameComponents() throws {
        var components = PersonNameComponents()
        components.familyName = "田中"
        components.givenName = "太郎"
        var reading = PersonNameComponents()
        reading.familyName = "たなか"
        components.phoneticRepresentation = reading
        let name = ContactName(components)
        // name.phoneticFamilyName == "たなか"
        #expect(name.phoneticFamilyName == "たなか")
        let ja = try LocalizedIndexedCollation(locale: "ja")
        #expect(ja.displayName(of: components) == "田中 太郎")
    }
}
