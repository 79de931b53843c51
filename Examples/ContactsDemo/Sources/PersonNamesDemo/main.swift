import Foundation
import IndexedCollation
import IndexedCollationFoundation

// Scripts/consumer-test compares what this prints with person-names-output.txt.
// Foundation's PersonNameComponents, with its phoneticRepresentation as the readings,
// through the compatibility module (the CLI and the core library do not link Foundation).
struct P: Identifiable, Sendable { let id: Int; var name: PersonNameComponents }
func name(_ family: String, _ given: String, _ phoneticFamily: String? = nil) -> PersonNameComponents {
    var n = PersonNameComponents(); n.familyName = family; n.givenName = given
    if let phoneticFamily { var r = PersonNameComponents(); r.familyName = phoneticFamily; r.givenName = given; n.phoneticRepresentation = r }
    return n
}
let ja = try LocalizedIndexedCollation(locale: "ja")
let people = [P(id: 1, name: name("田中", "太郎", "たなか")), P(id: 2, name: name("小鳥遊", "ひなた", "たかなし")), P(id: 3, name: name("Zeller", "Anna"))]
let list = ja.sectionedList(of: people, by: \.name)
print("pnc", list.sections.map { "\($0.title):" + $0.elements.map { String($0.id) }.joined(separator: "|") }.joined(separator: " "))
print("pnc-sorted", ja.sortedArray(from: people, by: \.name).map(\.id))
