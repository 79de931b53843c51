import Foundation
import IndexedCollation

struct Contact: Hashable, Sendable {
    let name: String
    let nickname: String?
}

let people: Set<Contact> = [
    Contact(name: "Zoë", nickname: nil), Contact(name: "Ёлкин", nickname: "Ёж"),
    Contact(name: "Baker", nickname: "Bee"), Contact(name: "Davis", nickname: nil),
]

let collation: LocalizedIndexedCollation = try LocalizedIndexedCollation(locale: "en")

let sections: [IndexedCollation.Section<Contact>] = collation.sections(of: people, by: \.name)
print("sections", sections.map { "\($0.title):\($0.elements.map(\.name).joined(separator: ","))" }.joined(separator: " "))

let list = collation.sectionedList(of: people, by: \.name)
print("list", list.sections.map(\.title).joined(separator: ","), list.indexTitles.count)
print("jump", [0, 2, 5, 26].map { list.sectionPosition(forIndexTitleAt: $0).map(String.init) ?? "nil" }.joined(separator: ","))

let byNickname = collation.sections(of: people, by: \.nickname)
print("nickname-last", byNickname.last!.title, byNickname.last!.elements.count)

let sorted = people.sorted(using: collation.comparator(by: \.name))
print("sorted", sorted.map(\.name).joined(separator: ","))

do {
    _ = try LocalizedIndexedCollation(locale: "qq-ZZ")
} catch {
    print("error", error.localizedDescription)
}

let first: IndexedCollation.Section<String> = collation.sections(of: ["Ann", "Bob"], by: \.self)[0]
let identified: any Identifiable = first
_ = identified
print("json", String(decoding: try JSONEncoder().encode(first), as: UTF8.self))
