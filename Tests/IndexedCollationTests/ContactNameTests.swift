import Foundation
import IndexedCollation
import IndexedCollationFoundation
import Testing

/// Contacts filed by the contact rule: names in parts with their readings,
/// fallbacks, name orders, display names, and Foundation's PersonNameComponents.
@Suite struct ContactNameTests {
    struct Person: Identifiable, Sendable, Codable, Equatable {
        let id: Int
        var name: ContactName
    }

    static func show<E>(_ sections: [IndexedCollation.Section<E>], _ text: (E) -> String) -> String {
        sections.map { "\($0.title):" + $0.elements.map(text).joined(separator: "|") }.joined(separator: " ")
    }

    @Test func aContactsAppsFiling() throws {
        let ja = try LocalizedIndexedCollation(locale: "ja")
        let people = [
            Person(id: 1, name: ContactName(givenName: "ひなた", familyName: "小鳥遊", phoneticGivenName: "ひなた", phoneticFamilyName: "たかなし")),
            Person(id: 2, name: ContactName(givenName: "太郎", familyName: "田中", phoneticGivenName: "たろう", phoneticFamilyName: "たなか")),
            Person(id: 3, name: ContactName(organizationName: "Acme")),
            Person(id: 4, name: ContactName(phoneNumber: "+81 90 1234 5678")),
            Person(id: 5, name: ContactName(givenName: "Anna", familyName: "Zeller")),
            Person(id: 6, name: ContactName(nickname: "Kiki", organizationName: "Zed Inc.")),
            Person(id: 7, name: ContactName(emailAddress: "bo@example.org")),
        ]
        let list = ja.sectionedList(of: people, by: \.name)
        #expect(Self.show(list.sections) { ja.displayName(of: $0.name) }
                == "A:Acme B:bo@example.org K:Kiki Z:Anna Zeller た:小鳥遊 ひなた|田中 太郎 #:+81 90 1234 5678")
        #expect(ja.sortedArray(from: people, by: \.name).map(\.id) == [3, 7, 6, 5, 1, 2, 4])
        #expect(ja.sections(of: people, by: \.name).map(\.title) == list.sections.map(\.title))
        #expect(people.sorted(using: ja.comparator(by: \.name)).map(\.id) == [3, 7, 6, 5, 1, 2, 4])
    }

    @Test func nameOrders() throws {
        let de = try LocalizedIndexedCollation(locale: "de")
        let germans = [Person(id: 1, name: ContactName(givenName: "Hans", familyName: "Müller")),
                       Person(id: 2, name: ContactName(givenName: "Anna", familyName: "Zeller"))]
        #expect(Self.show(de.sections(of: germans, by: \.name)) { de.displayName(of: $0.name) } == "M:Hans Müller Z:Anna Zeller")
        #expect(Self.show(de.sections(of: germans, by: \.name, nameOrder: .givenName)) { de.displayName(of: $0.name) }
                == "A:Anna Zeller H:Hans Müller")
        var comparator = de.comparator(by: \Person.name, nameOrder: .givenName)
        #expect(germans.sorted(using: comparator).map(\.id) == [2, 1])
        comparator.order = .reverse
        #expect(germans.sorted(using: comparator).map(\.id) == [1, 2])
    }

    /// Han family names are read as surnames (曾 as Zēng, not Céng), as contacts apps do.
    @Test func hanFamilyNamesAreReadAsSurnames() throws {
        let en = try LocalizedIndexedCollation(locale: "en")
        let zeng = [Person(id: 1, name: ContactName(givenName: "国藩", familyName: "曾"))]
        #expect(en.sections(of: zeng, by: \.name).map(\.title) == ["Z"])
        #expect(en.sections(of: ["曾国藩"], by: \.self).map(\.title) == ["C"], "a plain string is read as a word")
    }

    /// Optional key paths, readings and further keys combine on every entry point.
    @Test func keyPathsReadingsAndFurtherKeysCombine() throws {
        struct Row: Identifiable, Sendable { let id: Int; var family: String?; var given: String?; var reading: String? }
        let de = try LocalizedIndexedCollation(locale: "de")
        let rows = [Row(id: 1, family: "Müller", given: "Hans", reading: nil), Row(id: 2, family: "Müller", given: "Anna", reading: nil),
                    Row(id: 3, family: nil, given: "Otto", reading: nil), Row(id: 4, family: "Ångström", given: "Eva", reading: "Angstrom")]
        let list = de.sectionedList(of: rows, by: \.family, reading: \.reading, then: [\.given])
        #expect(Self.show(list.sections) { $0.given ?? "" } == "A:Eva M:Anna|Hans #:Otto")
        #expect(rows.sorted(using: de.comparator(by: \.family, reading: \.reading, then: [\.given])).map(\.id) == [4, 2, 1, 3])
        #expect(de.sortedArray(from: rows, by: \.family, reading: \.reading, then: [\.given]).map(\.id) == [4, 2, 1, 3])
        #expect(de.sections(of: rows, by: \.family, reading: \.reading, then: [\.given]).map(\.title) == ["A", "M", "#"])
        var live = list
        live.insert(Row(id: 5, family: "Müller", given: "Berta", reading: nil))
        #expect(Self.show(live.sections) { $0.given ?? "" } == "A:Eva M:Anna|Berta|Hans #:Otto", "later keys hold for later changes")
    }

    /// Foundation's PersonNameComponents, its phonetic representation as readings.
    @Test func personNameComponents() throws {
        struct P: Identifiable, Sendable { let id: Int; var name: PersonNameComponents }
        func name(_ family: String, _ given: String, _ phoneticFamily: String? = nil) -> PersonNameComponents {
            var components = PersonNameComponents()
            components.familyName = family
            components.givenName = given
            if let phoneticFamily {
                var reading = PersonNameComponents()
                reading.familyName = phoneticFamily
                reading.givenName = given
                components.phoneticRepresentation = reading
            }
            return components
        }
        let ja = try LocalizedIndexedCollation(locale: "ja")
        let people = [P(id: 1, name: name("田中", "太郎", "たなか")), P(id: 2, name: name("小鳥遊", "ひなた", "たかなし")), P(id: 3, name: name("Zeller", "Anna"))]
        let list = ja.sectionedList(of: people, by: \.name)
        #expect(Self.show(list.sections) { String($0.id) } == "Z:3 た:2|1")
        #expect(ja.sortedArray(from: people, by: \.name).map(\.id) == [3, 2, 1])
        #expect(ja.displayName(of: people[0].name) == "田中 太郎")
    }

    /// A contact encodes and decodes with CNContact's property names, and
    /// encodes its display name too, as `displayName(of:)` gives it.
    @Test func contactNamesAreCodable() throws {
        let name = ContactName(givenName: "Anna", familyName: "Zeller", phoneNumber: "+49 1")
        let json = try JSONEncoder().encode(name)
        #expect(try JSONDecoder().decode(ContactName.self, from: json) == name)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: String])
        #expect(object == ["givenName": "Anna", "familyName": "Zeller", "phoneNumber": "+49 1", "displayName": "Anna Zeller"])

        // In a list's JSON, each contact carries the name the list shows.
        struct Person: Codable { let id: Int; let name: ContactName }
        let zh = try LocalizedIndexedCollation(locale: "zh-Hans")
        let people = [Person(id: 1, name: ContactName(givenName: "芳", familyName: "王")),
                      Person(id: 2, name: ContactName(organizationName: "Siemens"))]
        let list = zh.sectionedList(of: people, by: \.name)
        let encoded = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(list)) as? [String: Any])
        let records = (encoded["sections"] as? [[String: Any]] ?? []).flatMap { $0["records"] as? [[String: Any]] ?? [] }
        let shown = records.map { ($0["name"] as? [String: Any])?["displayName"] as? String }
        #expect(shown == list.sections.flatMap(\.elements).map { zh.displayName(of: $0.name) }, "\(records)")
    }

    /// Chinese and Korean names are one word (王芳, 김민준, as iOS and
    /// Android show them); Japanese ones keep the space, by kana in the name
    /// or by a Japanese table; a middle name follows the given name.
    @Test(arguments: [
        ("zh-Hans", ContactName(givenName: "芳", familyName: "王"), "王芳"),
        ("zh-Hans", ContactName(givenName: "修", familyName: "欧阳"), "欧阳修"),
        ("zh-TW", ContactName(givenName: "國藩", familyName: "曾"), "曾國藩"),
        ("ko", ContactName(givenName: "민준", familyName: "김"), "김민준"),
        ("en", ContactName(givenName: "민준", familyName: "김"), "김민준"),
        ("ja", ContactName(givenName: "太郎", familyName: "田中"), "田中 太郎"),
        ("ja@collation=unihan", ContactName(givenName: "太郎", familyName: "田中"), "田中 太郎"),
        ("zh-Hans", ContactName(givenName: "ひなた", familyName: "小鳥遊"), "小鳥遊 ひなた"),
        ("en", ContactName(givenName: "太郎", familyName: "田中", phoneticGivenName: "たろう"), "田中 太郎"),
        ("zh-Hans", ContactName(givenName: "芳", familyName: "王", phoneticGivenName: "fāng", phoneticFamilyName: "wáng"), "王芳"),
        ("zh-Hans", ContactName(givenName: "Anna", familyName: "王"), "王 Anna"),
        ("zh-Hans", ContactName(givenName: "芳", middleName: "明", familyName: "王"), "王芳明"),
        ("en", ContactName(givenName: "Anna", middleName: "Maria", familyName: "Zeller"), "Anna Maria Zeller"),
        ("ja", ContactName(givenName: "Anna", familyName: "Zeller"), "Anna Zeller"),
    ])
    func displayNamesAsEachLanguageWritesThem(locale: String, name: ContactName, shown: String) throws {
        #expect(try LocalizedIndexedCollation(locale: locale).displayName(of: name) == shown)
    }

    /// A Japanese list's JSON carries the Japanese display name.
    @Test func aJapaneseListEncodesJapaneseNames() throws {
        struct Person: Codable { let name: ContactName }
        let name = ContactName(givenName: "太郎", familyName: "田中")
        for (locale, shown) in [("ja", "田中 太郎"), ("zh-Hans", "田中太郎")] {
            let collation = try LocalizedIndexedCollation(locale: locale)
            let list = collation.sectionedList(of: [Person(name: name)], by: \.name)
            let json = String(decoding: try JSONEncoder().encode(list), as: UTF8.self)
            #expect(json.contains("\"displayName\":\"\(shown)\""), "\(locale): \(json)")
        }
        // Outside a list the name's scripts alone decide.
        #expect(String(decoding: try JSONEncoder().encode(name), as: UTF8.self).contains("\"displayName\":\"田中太郎\""))
    }

    /// A Chinese name is keyed as written, one word (王芳, not 王 芳): it is
    /// filed and ordered as the same name in one string in person-names
    /// mode, whose Han is read by pieces.
    @Test func aChineseNameIsKeyedAsOneWord() throws {
        let zh = try LocalizedIndexedCollation(locale: "zh-Hans")
        let names = try LocalizedIndexedCollation(locale: "zh-Hans", options: .init(personNames: true))
        struct P { let id: Int; let name: ContactName; var written: String { (name.familyName ?? "") + (name.givenName ?? "") } }
        let people = [("丹", "王"), ("曾", "王"), ("国藩", "曾"), ("田芳", "单"), ("修", "欧阳"), ("芳", "王"), ("娜", "李"), ("英", "仇")]
            .enumerated().map { P(id: $0.offset, name: ContactName(givenName: $0.element.0, familyName: $0.element.1)) }
        #expect(zh.sortedArray(from: people, by: \.name).map(\.id) == names.sortedArray(from: people, by: \.written).map(\.id))
        let titles = zh.sections(of: people, by: \.name).map { "\(zh.sectionTitles[$0.number]):\($0.elements.map(\.written).joined(separator: ","))" }
        #expect(titles == ["L:李娜", "O:欧阳修", "Q:仇英", "S:单田芳", "W:王丹,王芳,王曾", "Z:曾国藩"], "\(titles)")
    }

    /// A stroke table places a Han name by its characters whatever its
    /// phonetic name (王芳 read `Wang Fang` stays under 4 畫, 陳明 read in
    /// Bopomofo under 11 畫); a pinyin table reads a Bopomofo phonetic name
    /// through ICU's Bopomofo-Latin (ㄔㄣˊ under C, not `#`); a zhuyin table
    /// places the name by its characters' zhuyin.
    @Test(arguments: [
        ("zh-TW", ["4 畫", "11 畫"]), ("yue", ["4 畫", "11 畫"]), ("zh-Hans", ["W", "C"]),
        ("zh@collation=zhuyin", ["ㄨ", "ㄔ"]), ("en", ["W", "C"]),
    ])
    func phoneticNamesAsTheTableReadsHan(locale: String, titles: [String]) throws {
        let collation = try LocalizedIndexedCollation(locale: locale)
        let names = [ContactName(givenName: "芳", familyName: "王", phoneticGivenName: "Fang", phoneticFamilyName: "Wang"),
                     ContactName(givenName: "明", familyName: "陳", phoneticFamilyName: "ㄔㄣˊ")]
        for (name, title) in zip(names, titles) {
            let section = try #require(collation.sections(of: [name], by: \.self).first)
            #expect(collation.sectionTitles[section.number] == title, "\(locale): \(collation.displayName(of: name))")
        }
    }
}
