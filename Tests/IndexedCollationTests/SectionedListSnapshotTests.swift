import Foundation
@testable import IndexedCollation
import Testing
import TestSupport

/// Snapshots of a live list share their storage (the keys of a section in
/// one buffer, the index by `id` in small copy-on-write pieces): every kept
/// snapshot must still be the list it was, with keys and index that agree
/// with its elements, whatever was changed after it.
@Suite struct SectionedListSnapshotTests {
    struct Person: Identifiable, Hashable, Sendable {
        let id: Int
        var name: String?
    }

    /// A section's keys against a plain array of keys, through random
    /// inserts, removals and replacements that keep the rows in order;
    /// enough rows that they are cut into chunks, and chunks joined.
    @Test func sectionKeysAgreeWithAnArrayOfKeys() {
        var generator = SeededGenerator(seed: 41)
        func randomKey() -> ListKey {
            if Int.random(in: 0..<6, using: &generator) == 0 { return ListKey(section: 3, bytes: nil) }
            return ListKey(section: 3, bytes: (0..<Int.random(in: 1...4, using: &generator)).map { _ in UInt8.random(in: 1...4, using: &generator) })
        }
        func precedes(_ a: ListKey, _ b: ListKey) -> Bool {
            switch (a.bytes, b.bytes) {
            case let (x?, y?): return x.lexicographicallyPrecedes(y)
            case (_?, nil): return true
            case (nil, _): return false
            }
        }
        var reference: [ListKey] = [], keys = SectionKeys(section: 3, keys: [ListKey]())
        for step in 0..<2_400 {
            let key = randomKey()
            let lower = reference.firstIndex { !precedes($0, key) } ?? reference.count
            let upper = reference.firstIndex { precedes(key, $0) } ?? reference.count
            #expect(keys.lowerBound(of: key) == lower && keys.upperBound(of: key) == upper, "step \(step)")
            switch Int.random(in: 0..<(step < 1_600 ? 4 : 2), using: &generator) {
            case 0 where !reference.isEmpty:
                let row = Int.random(in: 0..<reference.count, using: &generator)
                reference.remove(at: row)
                keys.remove(at: row)
            case 1 where !reference.isEmpty:
                let row = Int.random(in: 0..<reference.count, using: &generator)
                let same = reference[row]
                keys.replace(at: row, with: same)
            default:
                let row = Int.random(in: lower...upper, using: &generator)
                reference.insert(key, at: row)
                keys.insert(key, at: row)
            }
            guard step % 20 == 0 else { continue }
            #expect(keys.count == reference.count && reference.indices.allSatisfy { keys[$0] == reference[$0] }, "step \(step)")
            #expect(reference.indices.allSatisfy { keys.key(at: $0, equals: reference[$0]) }, "step \(step)")
        }
        #expect(SectionKeys(section: 3, keys: reference) == keys)
    }

    /// Thousands of elements (so the index's every piece holds some), a
    /// snapshot kept at every change: at the end each snapshot is still the
    /// list built from scratch from its elements, its keys are its
    /// elements' keys and its index finds exactly its ids; a change to an
    /// old snapshot leaves the current list alone.
    @Test func everyKeptSnapshotStaysItself() throws {
        let de = try LocalizedIndexedCollation(locale: "de")
        var generator = SeededGenerator(seed: 7)
        let syllables = ["ba", "ce", "dö", "fa", "gü", "ha", "ka", "lo", "1", "Ж"]
        func randomName() -> String? {
            if Int.random(in: 0..<40, using: &generator) == 0 { return nil }
            return (0..<3).map { _ in syllables.randomElement(using: &generator)! }.joined()
        }
        var arrived = (0..<6_000).map { Person(id: $0, name: randomName()) }
        var list = de.sectionedList(of: arrived, by: \.name)
        var kept: [(list: SectionedList<Person>, arrived: [Person])] = []
        var nextID = 10_000
        for _ in 0..<150 {
            kept.append((list, arrived))
            let choice = Int.random(in: 0..<3, using: &generator)
            if choice == 0 {
                let person = Person(id: nextID, name: randomName())
                nextID += 1
                arrived.append(person)
                list.insert(person)
            } else if choice == 1 {
                // A new key goes after its equals, as an insertion would; the same key keeps its place.
                let index = Int.random(in: 0..<arrived.count, using: &generator)
                let person = Person(id: arrived[index].id, name: randomName())
                if person.name.map(de.collationKey(for:)) == arrived[index].name.map(de.collationKey(for:)) {
                    arrived[index] = person
                } else {
                    arrived.remove(at: index)
                    arrived.append(person)
                }
                list.update(person)
            } else {
                list.remove(id: arrived.remove(at: Int.random(in: 0..<arrived.count, using: &generator)).id)
            }
        }
        kept.append((list, arrived))
        for (step, snapshot) in kept.enumerated() where step % 10 == 0 || step == kept.count - 1 {
            #expect(snapshot.list == de.sectionedList(of: snapshot.arrived, by: \.name), "snapshot \(step)")
            #expect(Self.keysAgree(snapshot.list), "snapshot \(step): keys")
            let ids = Set(snapshot.arrived.map(\.id))
            #expect(ids.allSatisfy { snapshot.list.contains(id: $0) }, "snapshot \(step): index")
            #expect(!(0..<nextID).contains { !ids.contains($0) && snapshot.list.contains(id: $0) }, "snapshot \(step): index")
        }
        var old = kept[40].list
        let removed = kept[40].arrived[0].id
        old.remove(id: removed)
        old.insert(Person(id: 99_999, name: "Zeller"))
        #expect(!old.contains(id: removed) && old.contains(id: 99_999) && !list.contains(id: 99_999))
        #expect(list == de.sectionedList(of: arrived, by: \.name) && Self.keysAgree(list))
        #expect(kept[40].list == de.sectionedList(of: kept[40].arrived, by: \.name))
    }

    /// Whether each row's key is its element's key under the list's collation.
    static func keysAgree(_ list: SectionedList<Person>) -> Bool {
        list.keys.count == list.sections.count && zip(list.sections, list.keys).allSatisfy { section, keys in
            keys.count == section.elements.count && section.elements.indices.allSatisfy { keys[$0] == list.key(of: section.elements[$0]) }
        }
    }
}
