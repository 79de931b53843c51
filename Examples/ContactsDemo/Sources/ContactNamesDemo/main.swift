import Foundation
import IndexedCollation

// Contacts and person names, as an adopter files them: ContactName, name orders, optional key
// paths with readings and further keys, reloads and moves, one element per id, jump targets in
// the JSON, a server's default locale, and names whose Latin form starts with a modifier letter.
// Scripts/consumer-test compares each line it prints with contact-names-output.txt.

struct Person: Identifiable, Sendable, Codable {
    let id: Int
    var name: ContactName
}

func show<E>(_ list: SectionedList<E>, _ text: (E) -> String) -> String {
    list.sections.map { "\($0.title):" + $0.elements.map(text).joined(separator: "|") }.joined(separator: " ")
}

// 1. A contact's name as a contacts app files it: family, given, middle, readings per part,
//    nickname, organisation, phone and e-mail as fallbacks (CNContact's property names).
let ja = try LocalizedIndexedCollation(locale: "ja")
let people = [
    Person(id: 1, name: ContactName(givenName: "ひなた", familyName: "小鳥遊", phoneticGivenName: "ひなた", phoneticFamilyName: "たかなし")),
    Person(id: 2, name: ContactName(givenName: "太郎", familyName: "田中", phoneticGivenName: "たろう", phoneticFamilyName: "たなか")),
    Person(id: 3, name: ContactName(organizationName: "Acme")),
    Person(id: 4, name: ContactName(phoneNumber: "+81 90 1234 5678")),
    Person(id: 5, name: ContactName(givenName: "Anna", familyName: "Zeller")),
]
var list = ja.sectionedList(of: people, by: \.name)
print("ja", show(list) { ja.displayName(of: $0.name) })

// 2. Given-name order, as CNContactSortOrder.givenName.
let de = try LocalizedIndexedCollation(locale: "de")
let germans = [Person(id: 1, name: ContactName(givenName: "Hans", familyName: "Müller")),
               Person(id: 2, name: ContactName(givenName: "Anna", familyName: "Zeller"))]
print("family-first", show(de.sectionedList(of: germans, by: \.name)) { de.displayName(of: $0.name) })
print("given-first", show(de.sectionedList(of: germans, by: \.name, nameOrder: .givenName)) { de.displayName(of: $0.name) })

// 3. Optional key paths, readings and further keys combine on every entry point.
struct Row: Identifiable, Sendable { let id: Int; var family: String?; var given: String?; var reading: String? }
let rows = [Row(id: 1, family: "Müller", given: "Hans", reading: nil), Row(id: 2, family: "Müller", given: "Anna", reading: nil),
            Row(id: 3, family: nil, given: "Otto", reading: nil), Row(id: 4, family: "Ångström", given: "Eva", reading: "Angstrom")]
let a = de.sectionedList(of: rows, by: \.family, reading: \.reading, then: [\.given])
let b = rows.sorted(using: de.comparator(by: \.family, reading: \.reading, then: [\.given]))
let c = de.sections(of: rows, by: \.family, reading: \.reading, then: [\.given])
print("combined", show(a) { "\($0.given ?? "")" }, b.map(\.id), c.filter { !$0.elements.isEmpty }.map(\.title))

// 4. Changes that keep a row in place are reloads; a row that changes place is a move
//    (positions: reloads and move sources in the list before, move targets in the list after).
var live = de.sectionedList(of: germans + [Person(id: 3, name: ContactName(givenName: "Carl", familyName: "Zimmer"))], by: \.name)
let reload = live.update(Person(id: 1, name: ContactName(givenName: "Hans", familyName: "Müller", nickname: "Hansi")))
print("reload", reload.rowReloads.map(\.description), reload.rowMoves.count, reload.rowRemovals.count, reload.rowInsertions.count)
let move = live.update(Person(id: 2, name: ContactName(givenName: "Anna", familyName: "Meier")))
print("move", move.rowMoves.map { "\($0.from)>\($0.to)" }, move.rowRemovals.count, move.rowInsertions.count)

// 5. One element per id: the last one given wins, and it can be removed.
var dup = de.sectionedList(of: [Person(id: 1, name: ContactName(familyName: "Zeller")), Person(id: 1, name: ContactName(familyName: "Adams")),
                               Person(id: 2, name: ContactName(familyName: "Bob"))], by: \.name)
print("dup", dup.count, dup.contains(id: 1))
_ = dup.remove(id: 1)
print("dup-removed", dup.count, dup.contains(id: 1))

// 6. The encoded list carries where each index title jumps (positions in `sections`).
let encoded = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(list)) as? [String: Any] ?? [:]
let titlesCount = list.indexTitles.count
let jumpArrays = encoded.values.compactMap { $0 as? [Int] }.filter { $0.count == titlesCount && $0.allSatisfy { $0 >= 0 && $0 < list.sections.count } }
let expected = (0..<titlesCount).map { list.sectionPosition(forIndexTitleAt: $0) ?? 0 }
print("jumps", jumpArrays.contains(expected))

// 7. A server with no or an empty Accept-Language header gets its default.
print("default", try LocalizedIndexedCollation(acceptLanguage: "", default: "en").table.id,
      try LocalizedIndexedCollation(acceptLanguage: "xx-YY", default: "de").table.id)

// 8. Names whose Latin form starts with a modifier letter (ʿAyn, Aleph) are filed by the next letter,
//    as library filing rules disregard ʿ and ʾ: never in Z, Ż or #.
for locale in ["en", "de", "pl", "ru"] {
    let col = try LocalizedIndexedCollation(locale: locale)
    let names = ["علي", "עמוס", "אברהם"]
    print("filing", locale, names.map { col.sectionTitles[col.section(for: $0)] }.joined(separator: ","))
}
