import Foundation
import IndexedCollation
import Testing
import TestSupport

/// A list that takes changes: each change returns its difference, and any
/// sequence of changes gives the list built from scratch.
@Suite struct LiveSectionedListTests {
    struct Person: Identifiable, Hashable, Sendable, Codable {
        let id: Int
        var name: String?
    }

    static func names(_ list: SectionedList<Person>) -> String {
        list.sections.map { "\($0.title):" + $0.elements.map { $0.name ?? "nil" }.joined(separator: "|") }.joined(separator: " ")
    }

    @Test func singleChangesAndTheirDifferences() throws {
        let de = try LocalizedIndexedCollation(locale: "de")
        let start = ["Zoë", "Baker", "Ölund", "Anna", "42 Street"].enumerated().map { Person(id: $0.offset, name: $0.element) }
        var list = de.sectionedList(of: start, by: \.name)
        #expect(Self.names(list) == "A:Anna B:Baker O:Ölund Z:Zoë #:42 Street")
        let before = list
        let inserted = list.insert(Person(id: 10, name: "Bäcker"))
        #expect(Self.names(list) == "A:Anna B:Bäcker|Baker O:Ölund Z:Zoë #:42 Street")
        #expect(inserted.sectionInsertions.isEmpty && inserted.rowInsertions == [RowPosition(section: 1, row: 0)])
        let newSection = list.insert(Person(id: 11, name: "Cem"))
        #expect(newSection.sectionInsertions == [2] && newSection.rowInsertions.isEmpty)
        #expect(list.sections.map(\.title) == ["A", "B", "C", "O", "Z", "#"])
        let renamed = list.update(Person(id: 1, name: "Xaver"))
        #expect(Self.names(list) == "A:Anna B:Bäcker C:Cem O:Ölund X:Xaver Z:Zoë #:42 Street")
        #expect(renamed.rowRemovals == [RowPosition(section: 1, row: 1)] && renamed.sectionInsertions == [4])
        let removed = list.remove(id: 3)
        #expect(removed.sectionRemovals == [0] && removed.rowRemovals.isEmpty)
        #expect(list.sections.map(\.title) == ["B", "C", "O", "X", "Z", "#"])
        #expect(list.remove(id: 3).isEmpty, "an id not in the list: no change")

        let difference = list.difference(from: before)
        #expect(difference.sectionRemovals == [0] && difference.sectionInsertions == [1, 3])
        #expect(difference.rowRemovals == [RowPosition(section: 1, row: 0)] && difference.rowInsertions == [RowPosition(section: 0, row: 0)])
        #expect(before.applying(difference) == list)
        #expect(list.indexTitles.firstIndex(of: "A").flatMap(list.sectionPosition(forIndexTitleAt:)) == 0)
        #expect(list.indexTitles.firstIndex(of: "Y").flatMap(list.sectionPosition(forIndexTitleAt:)) == 3, "Y: X, before it")
    }

    @Test func anUpdateInPlaceAndAMoveWithinASection() throws {
        let en = try LocalizedIndexedCollation(locale: "en")
        var list = en.sectionedList(of: [Person(id: 1, name: "Bob"), Person(id: 2, name: "Bea")], by: \.name)
        let same = list.update(Person(id: 1, name: "Bob"))
        #expect(same.rowReloads == [RowPosition(section: 0, row: 1)] && same.rowRemovals.isEmpty && same.rowInsertions.isEmpty)
        let moved = list.update(Person(id: 1, name: "Ba"))
        #expect(moved.rowMoves == [RowMove(from: RowPosition(section: 0, row: 1), to: RowPosition(section: 0, row: 0))])
        #expect(moved.rowRemovals.isEmpty && moved.rowInsertions.isEmpty)
        #expect(list.sections[0].elements.map(\.id) == [1, 2])
        let nilName = list.update(Person(id: 2, name: nil))
        #expect(nilName.sectionInsertions == [1] && list.sections.map(\.title) == ["B", "#"])
        let known = list.insert(Person(id: 1, name: "Cy"))
        #expect(known.sectionRemovals == [0] && known.sectionInsertions == [0], "a known id is updated: B goes, C comes")
        #expect(list.sections.map(\.title) == ["C", "#"])
        #expect(list.contains(id: 1) && !list.contains(id: 9))
    }

    /// Random inserts, updates and removes against the list built from
    /// scratch from the elements in the order they arrived.
    @Test(arguments: ["en", "de", "ru", "ja", "zh-Hant"])
    func randomChangesGiveTheListBuiltFromScratch(locale: String) throws {
        let collation = try LocalizedIndexedCollation(locale: locale)
        var generator = SeededGenerator(seed: UInt64(locale.utf8.reduce(0) { $0 &* 31 &+ Int($1) } & 0xFFFF))
        let alphabet = Array("aAbBäzZ1!ЖжΩ日田çö ")
        func randomName() -> String? {
            if Int.random(in: 0..<10, using: &generator) == 0 { return nil }
            return String((0..<Int.random(in: 0...3, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        func key(_ name: String?) -> CollationKey? { name.map(collation.collationKey(for:)) }
        var arrived = (0..<20).map { Person(id: $0, name: randomName()) }
        var list = collation.sectionedList(of: arrived, by: \.name)
        var snapshots = [list]
        var nextID = 100
        for step in 0..<400 {
            let before = list
            let difference: SectionedList<Person>.Difference
            let choice = Int.random(in: 0..<10, using: &generator)
            if choice < 3 || arrived.isEmpty {
                let person = Person(id: nextID, name: randomName())
                nextID += 1
                arrived.append(person)
                difference = list.insert(person)
            } else if choice < 8 {
                let index = Int.random(in: 0..<arrived.count, using: &generator)
                let name = Int.random(in: 0..<4, using: &generator) == 0 ? arrived[index].name : randomName()
                let person = Person(id: arrived[index].id, name: name)
                if key(name) == key(arrived[index].name) {
                    arrived[index] = person
                } else {
                    arrived.remove(at: index)
                    arrived.append(person)
                }
                difference = choice == 7 ? list.insert(person) : list.update(person)
            } else {
                let index = Int.random(in: 0..<arrived.count, using: &generator)
                difference = list.remove(id: arrived.remove(at: index).id)
            }
            let scratch = collation.sectionedList(of: arrived, by: \.name)
            #expect(list == scratch, "\(locale) step \(step): \(Self.names(list)) ≠ \(Self.names(scratch))")
            #expect(before.applying(difference) == list, "\(locale) step \(step): the change's difference")
            #expect(Self.appliedAsUIKit(difference, from: before, to: list), "\(locale) step \(step): as UIKit applies it")
            for positions in [difference.sectionRemovals, difference.sectionInsertions] {
                #expect(positions == positions.sorted())
            }
            #expect(difference.rowRemovals == difference.rowRemovals.sorted() && difference.rowInsertions == difference.rowInsertions.sorted())
            if step % 25 == 0 { snapshots.append(list) }
            if list != scratch { break }
        }
        for old in snapshots {
            #expect(old.applying(list.difference(from: old)) == list)
            #expect(list.applying(old.difference(from: list)) == old)
            #expect(Self.appliedAsUIKit(list.difference(from: old), from: old, to: list))
            #expect(Self.appliedAsUIKit(old.difference(from: list), from: list, to: old))
        }
        #expect(list.difference(from: list).isEmpty)
    }

    /// Whether `difference` takes `old` to `new` as `UITableView.performBatchUpdates`
    /// applies it: removals, reloads and move sources are rows of `old`, each
    /// named once; rows are deleted (from the last), sections deleted, then
    /// sections inserted and rows inserted and moved in (from the first) at
    /// positions of `new`; every row neither reloaded, moved nor inserted is
    /// unchanged, so the view shows `new`.
    static func appliedAsUIKit(_ difference: SectionedList<Person>.Difference, from old: SectionedList<Person>,
                               to new: SectionedList<Person>) -> Bool {
        var rows = old.sections.map { $0.elements }
        let sources = difference.rowRemovals + difference.rowReloads + difference.rowMoves.map(\.from)
        guard Set(sources).count == sources.count,
              sources.allSatisfy({ $0.section < rows.count && $0.row < rows[$0.section].count }),
              sources.allSatisfy({ !difference.sectionRemovals.contains($0.section) }),
              difference.rowMoves.allSatisfy({ !difference.sectionInsertions.contains($0.to.section) }) else { return false }
        let moved = difference.rowMoves.map { rows[$0.from.section][$0.from.row] }
        let reloaded = Set(difference.rowReloads.map { rows[$0.section][$0.row].id })
        for position in (difference.rowRemovals + difference.rowMoves.map(\.from)).sorted(by: >) {
            rows[position.section].remove(at: position.row)
        }
        for section in difference.sectionRemovals.sorted(by: >) { rows.remove(at: section) }
        for section in difference.sectionInsertions.sorted() where section <= rows.count && section < new.sections.count {
            rows.insert(new.sections[section].elements, at: section)
        }
        let inserted = difference.rowInsertions.map { ($0, new.sections[$0.section].elements[$0.row]) }
            + zip(difference.rowMoves.map(\.to), moved).map { ($0, $1) }
        for (position, element) in inserted.sorted(by: { $0.0 < $1.0 }) {
            guard position.section < rows.count, position.row <= rows[position.section].count else { return false }
            rows[position.section].insert(element, at: position.row)
        }
        guard rows.map({ $0.map(\.id) }) == new.sections.map({ $0.elements.map(\.id) }) else { return false }
        // What the view did not reload, insert or move in must not have changed.
        var oldByID: [Int: Person] = [:]
        for element in old.sections.flatMap(\.elements) { oldByID[element.id] = element }
        let insertedIDs = Set(inserted.map(\.1.id) + difference.sectionInsertions.flatMap { new.sections[$0].elements.map(\.id) })
        return new.sections.flatMap(\.elements).allSatisfy { current in
            reloaded.contains(current.id) || insertedIDs.contains(current.id) || oldByID[current.id] == current
        }
    }

    /// One element per id: building from or inserting an id already given
    /// keeps the last one, and it can be removed.
    @Test func oneElementPerID() throws {
        let de = try LocalizedIndexedCollation(locale: "de")
        var list = de.sectionedList(of: [Person(id: 1, name: "Zeller"), Person(id: 1, name: "Adams"), Person(id: 2, name: "Bob")], by: \.name)
        #expect(Self.names(list) == "A:Adams B:Bob" && list.count == 2 && list.contains(id: 1))
        list.remove(id: 1)
        #expect(Self.names(list) == "B:Bob" && !list.contains(id: 1))
        let strings = de.sectionedList(of: ["b", "a", "b"], by: \.self)
        #expect(strings.count == 3, "elements that are not Identifiable are all kept")
    }

    /// The encoding says where each index title jumps: positions in `sections`.
    @Test func theEncodingCarriesJumpTargets() throws {
        let en = try LocalizedIndexedCollation(locale: "en")
        let list = en.sectionedList(of: [Person(id: 1, name: "Bo"), Person(id: 2, name: "Dan"), Person(id: 3, name: "1")], by: \.name)
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(list)) as? [String: Any])
        let targets = try #require(object["indexTargets"] as? [Int])
        #expect(targets == list.indexTitles.indices.map { list.sectionPosition(forIndexTitleAt: $0)! })
        #expect(targets[list.indexTitles.firstIndex(of: "C")!] == 0 && targets[list.indexTitles.firstIndex(of: "Z")!] == 1)
    }

    /// Copies of a list change apart: the index by `id` is copied on write.
    @Test func copiesChangeApart() throws {
        let en = try LocalizedIndexedCollation(locale: "en")
        var first = en.sectionedList(of: [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bo")], by: \.name)
        first.insert(Person(id: 3, name: "Cy"))             // indexes the list
        var second = first
        first.remove(id: 1)
        second.update(Person(id: 1, name: "Zed"))
        #expect(first.contains(id: 3) && !first.contains(id: 1) && second.contains(id: 1))
        #expect(Self.names(first) == "B:Bo C:Cy" && Self.names(second) == "B:Bo C:Cy Z:Zed")
        #expect(second.remove(id: 1).sectionRemovals == [2] && first.remove(id: 1).isEmpty)
    }

    @Test func differencesListNoRowOfARemovedOrInsertedSection() throws {
        let en = try LocalizedIndexedCollation(locale: "en")
        let old = en.sectionedList(of: [Person(id: 1, name: "Ann"), Person(id: 2, name: "Abe"), Person(id: 3, name: "Bo")], by: \.name)
        let new = en.sectionedList(of: [Person(id: 3, name: "Bo"), Person(id: 4, name: "Cy"), Person(id: 5, name: "Cal")], by: \.name)
        let difference = new.difference(from: old)
        #expect(difference.sectionRemovals == [0] && difference.sectionInsertions == [1])
        #expect(difference.rowRemovals.isEmpty && difference.rowInsertions.isEmpty)
        #expect(difference.insertedSections.map(\.title) == ["C"])
        #expect(old.applying(difference) == new)
    }
}
