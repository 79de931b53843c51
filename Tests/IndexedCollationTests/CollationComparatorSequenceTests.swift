import Foundation
import IndexedCollation
import Testing
import TestSupport

/// `sorted(using:)` with a sequence of `CollationComparator`s, which sorts
/// by keys computed once, gives Foundation's order: the one its pairwise
/// sort gives calling `compare(_:_:)` comparator by comparator.
@Suite struct CollationComparatorSequenceTests {
    struct Person: Equatable {
        let id: Int
        let family: String?
        let given: String?
    }

    @Test(arguments: [("en", false), ("de", true), ("ru", false), ("zh-Hant", false)])
    func severalComparatorsSortAsFoundationDoes(locale: String, othersFirst: Bool) throws {
        let collation = try LocalizedIndexedCollation(locale: locale, options: .init(othersFirst: othersFirst))
        var generator = SeededGenerator(seed: UInt64(locale.utf8.count) + (othersFirst ? 100 : 0))
        let letters = Array("aAäbBzZ1!ЖжΩ日田ö ")
        func randomString() -> String? {
            if Int.random(in: 0..<8, using: &generator) == 0 { return nil }
            return String((0..<Int.random(in: 0...2, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
        }
        let people = (0..<400).map { Person(id: $0, family: randomString(), given: randomString()) }
        for (familyOrder, givenOrder) in [(SortOrder.forward, SortOrder.forward), (.reverse, .forward), (.forward, .reverse), (.reverse, .reverse)] {
            let comparators = [collation.comparator(by: \Person.family, order: familyOrder),
                               collation.comparator(by: \Person.given, order: givenOrder)]
            let expected = pairwiseSorted(people, comparators)
            #expect(people.sorted(using: comparators).map(\.id) == expected.map(\.id), "\(locale) \(familyOrder) \(givenOrder)")
            var inPlace = people
            inPlace.sort(using: comparators)
            #expect(inPlace == expected)
        }
        let one = [collation.comparator(by: \Person.family)]
        #expect(people.sorted(using: one) == pairwiseSorted(people, one))
        #expect(people.sorted(using: [CollationComparator<Person>]()) == people)
    }
}

/// Foundation's `sorted(using:)` with a sequence of comparators, which
/// compares pair by pair (a generic context does not see the library's own).
private func pairwiseSorted<Comparator: SortComparator>(_ values: [Comparator.Compared], _ comparators: [Comparator]) -> [Comparator.Compared] {
    values.sorted(using: comparators)
}
