// A live list, a comparator, a locale from a user's languages and the JSON
// shape, as an app or a server would use them (Scripts/consumer-test builds
// it in release mode and checks what it prints against live-list-output.txt;
// the perf line is printed for the caller to judge).
import Foundation
import IndexedCollation

struct Person: Identifiable, Hashable, Sendable, Codable {
    let id: Int
    var name: String
}

func titles<E>(_ list: SectionedList<E>) -> String { list.sections.map(\.title).joined(separator: ",") }
func names(_ list: SectionedList<Person>) -> String {
    list.sections.map { "\($0.title):" + $0.elements.map(\.name).joined(separator: "|") }.joined(separator: " ")
}

let de = try LocalizedIndexedCollation(locale: "de")
let start = ["Zoë", "Baker", "Ölund", "Anna", "42 Street"].enumerated().map { Person(id: $0.offset, name: $0.element) }

// 1. A live list keeps its collation and key, and takes single changes.
var list = de.sectionedList(of: start, by: \.name)
print("start", names(list))
let before = list
let inserted: SectionedList<Person>.Difference = list.insert(Person(id: 10, name: "Bäcker"))
print("insert", names(list))
print("insert-diff", inserted.sectionInsertions.count, inserted.rowInsertions.map { "\($0.section).\($0.row)" }.joined(separator: ","))
_ = list.insert(Person(id: 11, name: "Cem"))             // a new section C
print("new-section", titles(list))
_ = list.update(Person(id: 1, name: "Xaver"))            // Baker renamed: B keeps Bäcker, X appears
print("rename", names(list))
_ = list.remove(id: 3)                                    // Anna gone: section A disappears
print("remove", titles(list))

// 2. The difference between any two lists, for a table or collection view's batch update.
let diff = list.difference(from: before)
print("diff", diff.sectionRemovals.count, diff.sectionInsertions.count, diff.rowRemovals.count, diff.rowInsertions.count)
print("applied", names(before.applying(diff)) == names(list))

// 3. The index bar follows: jump targets are positions in `sections`.
print("jump", list.indexTitles.firstIndex(of: "A").flatMap { list.sectionPosition(forIndexTitleAt: $0) }.map(String.init) ?? "nil")

// 4. Codable in the shape `collate -f json` prints.
let json = String(decoding: try JSONEncoder().encode(list), as: UTF8.self)
print("json", json.contains("\"sections\""), json.contains("\"indexTitles\"") || json.contains("\"index\""))

// 5. A locale from what a user prefers: an Accept-Language header or a list of languages.
let fromHeader = try LocalizedIndexedCollation(acceptLanguage: "de-CH, fr;q=0.8, en;q=0.5")
let fromList = try LocalizedIndexedCollation(preferredLanguages: ["i-klingon", "sv-FI", "en"])
print("negotiated", fromHeader.table.id, fromList.table.id)

// 6. Speed on 50,000 contacts (printed, judged by the caller).
let syllables = ["ba", "ce", "dö", "fa", "gü", "ha", "ka", "lo", "mä", "ne", "pa", "ri", "sa", "tü", "wo", "ze"]
func randomName() -> String { (0..<3).map { _ in syllables.randomElement()! }.joined().capitalized }
let many = (0..<50_000).map { Person(id: $0, name: randomName()) }
var big = de.sectionedList(of: many, by: \.name)
let clock = ContinuousClock()
let inserts = clock.measure { for i in 0..<1_000 { _ = big.insert(Person(id: 100_000 + i, name: randomName())) } }
let flat = clock.measure { _ = de.sortedArray(from: many, collationStringKeyPath: \.name) }
let viaComparator = clock.measure { _ = many.sorted(using: de.comparator(by: \.name)) }
func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
let insertMicros = seconds(inserts) * 1e6 / 1_000
print("perf insert-us", String(format: "%.1f", insertMicros), "comparator-ratio", String(format: "%.2f", seconds(viaComparator) / seconds(flat)))
