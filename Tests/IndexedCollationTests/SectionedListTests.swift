import Dispatch
import Foundation
import Synchronization
@testable import IndexedCollation
import Testing
import TestSupport

/// The data source of a list view: positions in the non-empty sections, not
/// section numbers.
@Suite struct SectionedListTests {
    let english = try! LocalizedIndexedCollation(locale: "en")

    @Test func indexTitlesJumpToPositionsAmongTheNonEmptySections() {
        let list = english.sectionedList(of: ["Baker", "Davis", "Mills", "Zoë"], by: \.self)
        #expect(list.sections.map(\.title) == ["B", "D", "M", "Z"])
        #expect(list.indexTitles == english.sectionIndexTitles)
        let jumps = list.indexTitles.indices.map { list.sectionPosition(forIndexTitleAt: $0) }
        #expect(jumps[0] == 0, "A: nothing before it, so the first section")
        #expect(jumps[1] == 0 && jumps[2] == 0, "B is position 0, C falls back to B")
        #expect(jumps[12] == 2, "M is section 12 but position 2")
        #expect(jumps[25] == 3 && jumps[26] == 3, "Z, and # falls back to Z")
        #expect(jumps.allSatisfy { $0.map(list.sections.indices.contains) == true })
    }

    @Test func everyIndexTitleReachesASectionWithElements() {
        var generator = SeededGenerator(seed: 12)
        let names = (0..<200).map { _ in String((0..<5).map { _ in "AaBbЖжMmXxZz1ç".randomElement(using: &generator)! }) }
        for collation in [english, try! LocalizedIndexedCollation(locale: "ru"), try! LocalizedIndexedCollation(locale: "zh-Hant")] {
            let list = collation.sectionedList(of: names.prefix(7), by: \.self)
            for index in list.indexTitles.indices {
                let position = list.sectionPosition(forIndexTitleAt: index)
                #expect(position.map { !list.sections[$0].elements.isEmpty } == true, "\(collation.table.id) \(list.indexTitles[index])" as Comment)
            }
        }
    }

    @Test func anEmptyListJumpsNowhere() {
        let list = english.sectionedList(of: [String](), by: \.self)
        #expect(list.sections.isEmpty)
        #expect(list.indexTitles.count == 27)
        #expect(list.sectionPosition(forIndexTitleAt: 5) == nil)
    }
}

/// Inputs of any sequence, and keys that may be missing.
@Suite struct SequenceAndOptionalKeyTests {
    struct Person: Hashable {
        let name: String
        let nickname: String?
    }

    let english = try! LocalizedIndexedCollation(locale: "en")
    let people = [
        Person(name: "Zoë", nickname: nil), Person(name: "Baker", nickname: "Bee"),
        Person(name: "Davis", nickname: nil), Person(name: "Adams", nickname: "ace"),
    ]

    @Test func nilKeysGoLastInTheLastSectionInInputOrder() {
        let sections = english.sections(of: people, by: \.nickname)
        #expect(sections.map(\.title) == ["A", "B", "#"])
        #expect(sections.last?.elements.map(\.name) == ["Zoë", "Davis"])
        #expect(english.sortedArray(from: people, collationStringKeyPath: \.nickname).map(\.name) == ["Adams", "Baker", "Zoë", "Davis"])
        let withEmpty = english.sections(of: people, by: \.nickname, includeEmpty: true)
        #expect(withEmpty.count == 27 && withEmpty.map(\.number) == Array(0..<27))
    }

    @Test func aNilKeyFollowsRecordsThatAreInTheLastSectionByTheirOwnKey() {
        let sections = english.sections(of: ["42", nil, "7"] as [String?]) { $0 }
        #expect(sections.map(\.title) == ["#"])
        #expect(sections[0].elements == ["7", "42", nil])
    }

    @Test func anySequenceWorksAsAnArrayDoes() {
        let names = ["Zoë", "Ёлкин", "Baker", "Davis", "ábel"]
        let expected = english.sections(of: names, by: \.self)
        #expect(english.sections(of: names[...], by: \.self) == expected, "a slice")
        #expect(english.sections(of: names.lazy.map { $0 }, by: \.self) == expected, "a lazy sequence")
        #expect(english.sortedArray(from: Set(names), collationStringKeyPath: \.self) == english.sortedArray(from: names, collationStringKeyPath: \.self))
        #expect(english.sectionedList(of: AnySequence(names), by: \.self).sections == expected)
    }

    @Test func sectionsAreIdentifiedByNumberAndCodable() throws {
        let section = english.sections(of: ["Ann", "Abe"], by: \.self)[0]
        #expect(section.id == 0 && section.number == 0)
        let json = try JSONEncoder().encode(section)
        #expect(try JSONDecoder().decode(IndexedCollation.Section<String>.self, from: json) == section)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["title"] as? String == "A" && object["records"] as? [String] == ["Abe", "Ann"] && object["index"] as? Int == 0)
    }

    /// A list encodes as `collate -f json` writes it.
    @Test func aListEncodesAsCollateWritesJSON() throws {
        let german = try LocalizedIndexedCollation(locale: "de")
        let list = german.sectionedList(of: ["Zoë", "Baker", "42 Street"], by: \.self)
        let json = try JSONEncoder().encode(list)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(Set(object.keys) == ["locale", "collator", "sections", "indexTitles", "indexMapping", "indexTargets"])
        #expect(object["locale"] as? String == "de" && object["collator"] as? String == german.table.collator)
        let sections = try #require(object["sections"] as? [[String: Any]])
        #expect(sections.map { $0["index"] as? Int } == [1, 25, 26])
        #expect(sections.map { $0["records"] as? [String] } == [["Baker"], ["Zoë"], ["42 Street"]])
        #expect(object["indexTitles"] as? [String] == list.indexTitles)
        #expect(object["indexMapping"] as? [Int] == Array(0..<27))

        let decoder = JSONDecoder()
        #expect(throws: DecodingError.self) { try decoder.decode(SectionedList<String>.self, from: json) }
        decoder.userInfo[SectionedList<String>.decodingContextKey] = SectionedList<String>.DecodingContext(collation: german, by: \.self)
        let decoded = try decoder.decode(SectionedList<String>.self, from: json)
        #expect(decoded == list)
        decoder.userInfo[SectionedList<String>.decodingContextKey] = SectionedList<String>.DecodingContext(collation: english, by: \.self)
        #expect(throws: DecodingError.self) { try decoder.decode(SectionedList<String>.self, from: json) }
        struct Tag: Identifiable, Hashable, Codable { var id: String { name }; let name: String }
        // A decoded list is live: it takes changes.
        let tags = german.sectionedList(of: [Tag(name: "b")], by: \.name)
        let tagDecoder = JSONDecoder()
        tagDecoder.userInfo[SectionedList<Tag>.decodingContextKey] = SectionedList<Tag>.DecodingContext(collation: german, by: \.name)
        var liveTags = try tagDecoder.decode(SectionedList<Tag>.self, from: try JSONEncoder().encode(tags))
        #expect(liveTags.insert(Tag(name: "a")).sectionInsertions == [0] && liveTags.sections.map(\.title) == ["A", "B"])
    }
}

/// Foundation's `SortComparator`, in the order of `sortedArray`.
@Suite struct CollationComparatorTests {
    @Test func sortedUsingTheComparatorIsSortedArray() {
        var generator = SeededGenerator(seed: 3)
        let alphabet = Array("aAbBäÄzZžŽ 1-2ЖжЁё日本ΩωçÇ")
        let names = (0..<400).map { _ in String((0..<Int.random(in: 0...5, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }) }
        for locale in ["en", "de", "ru", "sv"] {
            let collation = try! LocalizedIndexedCollation(locale: locale)
            let expected = collation.sortedArray(from: names, collationStringKeyPath: \.self)
            #expect(names.sorted(using: collation.comparator(by: \String.self)) == expected, "\(locale)")
            #expect(names.sorted(using: collation.comparator(by: \String.self, order: .reverse)) == expected.reversedStably(collation), "\(locale) reverse")
        }
    }

    /// One order everywhere: `sortedArray`, `sorted(using:)`, `CollationKey`'s
    /// `<` and the sections flattened, digits and symbols (`#`) last.
    @Test func everyEntryPointGivesTheSectionsOrder() throws {
        var generator = SeededGenerator(seed: 7)
        let fixed = ["!bang", "42nd Street Deli", "Жуков", "Zoë", "Baker", "ärger", "日本", "田中", "", "file10", "file9", "Ωmega"]
        let alphabet = Array("aAbäÄzZž 1-!#ЖжΩ日田中çÇ")
        let names = fixed + (0..<300).map { _ in
            String((0..<Int.random(in: 0...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        let options = LocalizedIndexedCollation.Options(readings: .none)
        for collation in try ["de", "en", "ru", "ja", "zh-Hans"].map({ try LocalizedIndexedCollation(locale: $0) })
            + [try LocalizedIndexedCollation(locale: "ja", options: options)] {
            let id = collation.table.id
            let flattened = collation.sections(of: names, by: \.self).flatMap(\.elements)
            #expect(collation.sortedArray(from: names, collationStringKeyPath: \.self) == flattened, "\(id)")
            #expect(names.sorted(using: collation.comparator(by: \String.self)) == flattened, "\(id)")
            #expect(names.sorted(using: collation.comparator { (name: String) in name }) == flattened, "\(id) closure")
            #expect(genericSorted(names, collation.comparator(by: \String.self)) == flattened, "\(id) compare(_:_:)")
            let reversed = genericSorted(names, collation.comparator(by: \String.self, order: .reverse))
            #expect(names.sorted(using: collation.comparator(by: \String.self, order: .reverse)) == reversed, "\(id) reverse")
            let optional: [String?] = names.enumerated().map { $0.offset % 7 == 3 ? nil : $0.element }
            for order in [SortOrder.forward, .reverse] {
                let comparator = collation.comparator(by: \String?.self, order: order)
                #expect(optional.sorted(using: comparator) == genericSorted(optional, comparator), "\(id) nil \(order)")
            }
            let keys = names.map(collation.collationKey(for:))
            let byKey = names.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }.map { names[$0] }
            #expect(byKey == flattened, "\(id) CollationKey <")
        }
        let de = try LocalizedIndexedCollation(locale: "de")
        #expect(de.sortedArray(from: ["!bang", "42nd Street Deli", "Zoë", "Baker"], collationStringKeyPath: \.self)
            == ["Baker", "Zoë", "!bang", "42nd Street Deli"])
    }

    /// The cache starts afresh past its limit and keeps comparing right.
    @Test func theKeyCacheStartsAfreshPastItsLimit() throws {
        let collation = try LocalizedIndexedCollation(locale: "en")
        let comparator = collation.comparator(by: \String.self)
        let names = (0..<(CollationKeyCache.limit + 10)).map { "n\($0)" }
        for (a, b) in zip(names, names.dropFirst()) where comparator.compare(a, b) != .orderedAscending {
            Issue.record("\(a) !< \(b)")
            break
        }
        #expect(comparator.compare("b", "a") == .orderedDescending)
    }

    /// Copies of one comparator share its cache, from several threads at once.
    @Test func oneComparatorOnSeveralThreads() throws {
        let collation = try LocalizedIndexedCollation(locale: "ru")
        let comparator = collation.comparator(by: \String.self)
        var generator = SeededGenerator(seed: 9)
        let names = (0..<2_000).map { _ in String((0..<3).map { _ in "аБвЖжzZ1ёЁ".randomElement(using: &generator)! }) }
        let expected = collation.sortedArray(from: names, collationStringKeyPath: \.self)
        let results = Mutex<[[String]]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let sorted = genericSorted(names, comparator)
            results.withLock { $0.append(sorted) }
        }
        #expect(results.withLock { $0 }.allSatisfy { $0 == expected })
    }

    /// The tie-breaker of `CollationComparator`'s documentation.
    @Test func aTieBreakerInAKeyPathComparator() throws {
        struct Person { let id: Int; let name: String }
        let collation = try LocalizedIndexedCollation(locale: "en")
        let people = [Person(id: 3, name: "b"), Person(id: 2, name: "a"), Person(id: 1, name: "b")]
        let byNameThenID = [
            KeyPathComparator(\Person.name, comparator: collation.comparator(by: \String.self)),
            KeyPathComparator(\Person.id),
        ]
        #expect(people.sorted(using: byNameThenID).map(\.id) == [2, 1, 3])
    }

    @Test func nilSortsLastAndComparatorsAreEqualWhenTheyOrderAlike() {
        let collation = try! LocalizedIndexedCollation(locale: "en")
        let values: [String?] = [nil, "b", "a", nil]
        #expect(values.sorted(using: collation.comparator(by: \String?.self)) == ["a", "b", nil, nil])
        #expect(collation.comparator(by: \String.self) == collation.comparator(by: \String.self))
        #expect(collation.comparator(by: \String.self) != collation.comparator(by: \String.self, order: .reverse))
        let byClosure = collation.comparator { (value: String?) in value }
        #expect(byClosure == byClosure && byClosure != collation.comparator { (value: String?) in value })
        #expect(values.sorted(using: byClosure) == ["a", "b", nil, nil])
    }
}

/// Foundation's `sorted(using:)`, which calls `compare(_:_:)` for each
/// comparison (a generic context does not see `CollationComparator`'s own
/// `sorted(using:)`).
private func genericSorted<Comparator: SortComparator>(_ values: [Comparator.Compared], _ comparator: Comparator) -> [Comparator.Compared] {
    values.sorted(using: comparator)
}

private extension Array where Element == String {
    /// Descending by collation, equal keys kept in input order (what a stable
    /// sort with a reversed comparator gives).
    func reversedStably(_ collation: LocalizedIndexedCollation) -> [String] {
        var groups: [[String]] = []
        for name in self {
            if let last = groups.last?.last, collation.collationKey(for: last).bytes == collation.collationKey(for: name).bytes {
                groups[groups.count - 1].append(name)
            } else {
                groups.append([name])
            }
        }
        return groups.reversed().flatMap { $0 }
    }
}

/// Errors print the message `collate` prints, through `localizedDescription` too.
@Suite struct LocalizedErrorTests {
    @Test func localizedDescriptionIsTheMessage() {
        do {
            _ = try LocalizedIndexedCollation(locale: "qq-ZZ")
            Issue.record("qq-ZZ was accepted")
        } catch {
            let any: any Error = error
            #expect(any.localizedDescription == error.description)
            #expect(any.localizedDescription.contains("qq-ZZ"))
        }
        let barError: any Error = IndexBarError.tooFewSlots(requested: 1, minimum: 3)
        #expect(barError.localizedDescription == "\(barError)")
    }
}
