import Foundation
import IndexedCollation
import IndexedCollationFoundation
import Testing

// The code of the DocC articles in Sources/IndexedCollation/IndexedCollation.docc,
// line for line, with the results the articles state as expectations: an
// article's example that stops compiling or changes its answer fails here.
// Each suite is one article; keep the two in step.

/// Every line of every Swift example in the catalog appears in this file or its continuation
/// (within a line, so a test may add `private` or an expectation around it),
/// so an article cannot show code that these tests do not run. The
/// `Package.swift` fragment of GettingStarted.md is the one exception.
@Test func everyArticleExampleLineIsInTheseTests() throws {
    let catalog = repositoryRoot.appendingPathComponent("Sources/IndexedCollation/IndexedCollation.docc")
    // This file and its continuation, DocumentationExampleTests+Lists.swift.
    let here = URL(fileURLWithPath: #filePath)
    let files = [here, here.deletingLastPathComponent().appendingPathComponent("DocumentationExampleTests+Lists.swift")]
    let tests = try files.flatMap { try String(contentsOf: $0, encoding: .utf8).split(separator: "\n") }
        .map { $0.trimmingCharacters(in: .whitespaces) }
    let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }
    #expect(articles.count == 9)
    for article in articles {
        let text = try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
        let blocks = text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        for block in blocks where !block.hasPrefix("// Package.swift") {
            for line in block.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
                #expect(tests.contains { $0.contains(line) }, "\(article): \(line)")
            }
        }
    }
}

/// The contacts the articles sort.
private struct Contact: Hashable, Sendable {
    let name: String
    let nickname: String?
}

private let people = [
    Contact(name: "Zoë", nickname: nil), Contact(name: "Ёлкин", nickname: "Ёж"),
    Contact(name: "Baker", nickname: "Bee"), Contact(name: "Davis", nickname: nil),
]

/// GettingStarted.md
@Suite struct GettingStartedExamples {
    @Test func sectionsSortingAndPlacement() throws {
        let collation = try LocalizedIndexedCollation(locale: "en")
        let sections = collation.sections(of: people, by: \.name)
        // B: Baker, D: Davis, E: Ёлкин, Z: Zoë
        let summary = sections.map { "\($0.title): \($0.elements.map(\.name))" }
        // ["B: [\"Baker\"]", "D: [\"Davis\"]", "E: [\"Ёлкин\"]", "Z: [\"Zoë\"]"]
        #expect(summary == ["B: [\"Baker\"]", "D: [\"Davis\"]", "E: [\"Ёлкин\"]", "Z: [\"Zoë\"]"])

        #expect(collation.collationString(for: "Ёлкин") == "Ëlkin")

        let sorted = collation.sortedArray(from: people, collationStringKeyPath: \.name)
        // Baker, Davis, Ёлкин, Zoë
        #expect(sorted.map(\.name) == ["Baker", "Davis", "Ёлкин", "Zoë"])
        let alsoSorted = people.sorted(using: collation.comparator(by: \.name))
        #expect(alsoSorted == sorted)

        let section = collation.section(for: "Жуков")     // 25: Жуков → Žukov → Z
        #expect(section == 25)
        #expect(collation.sectionTitles[section] == "Z")
        let files = collation.sortedArray(from: ["file10", "file9"], collationStringKeyPath: \.self)
        // ["file9", "file10"]: numeric ordering
        #expect(files == ["file9", "file10"])
    }

    @Test func missingKeysAndErrors() throws {
        let collation = try LocalizedIndexedCollation(locale: "en")
        let byNickname = collation.sections(of: people, by: \.nickname)
        // B: Baker (Bee), E: Ёлкин (Ёж), #: Zoë, Davis (no nickname, in input order)
        #expect(byNickname.map(\.title) == ["B", "E", "#"])
        #expect(byNickname.last?.elements.map(\.name) == ["Zoë", "Davis"])

        struct Contact { let last: String, first: String }
        let contacts = [Contact(last: "Müller", first: "Hans"), Contact(last: "Muller", first: "Berta"), Contact(last: "Müller", first: "Anna")]
        let byLastThenFirst = collation.sections(of: contacts, by: \.last, then: [\.first])
        // M: Müller Anna, Muller Berta, Müller Hans
        #expect(byLastThenFirst.map(\.title) == ["M"])
        #expect(byLastThenFirst[0].elements.map(\.first) == ["Anna", "Berta", "Hans"])

        do {
            _ = try LocalizedIndexedCollation(locale: "svv")
            Issue.record("svv is not a locale")
        } catch {
            print(error.localizedDescription)
            // unknown locale 'svv': ICU has no data for it; did you mean sv?
            #expect(error.localizedDescription == "unknown locale 'svv': ICU has no data for it; did you mean sv?")
        }
    }
}

/// ListDataSource.md
@Suite struct ListDataSourceExamples {
    /// The article's data source, as a table view's methods would use it.
    private struct ContactsDataSource {
        let list: SectionedList<Contact>

        init(contacts: [Contact], collation: LocalizedIndexedCollation) {
            list = collation.sectionedList(of: contacts, by: \.name)
        }

        func numberOfSections() -> Int { list.sections.count }
        func numberOfRows(inSection position: Int) -> Int { list.sections[position].elements.count }
        func titleForHeader(inSection position: Int) -> String { list.sections[position].title }
        func contact(at position: Int, row: Int) -> Contact { list.sections[position].elements[row] }
        func sectionIndexTitles() -> [String] { list.indexTitles }
        func section(forSectionIndexTitleAt index: Int) -> Int { list.sectionPosition(forIndexTitleAt: index) ?? 0 }
    }

    @Test func positionsNotNumbers() throws {
        let collation = try LocalizedIndexedCollation(locale: "en")
        let list = collation.sectionedList(of: people, by: \.name)
        // list.sections: B, D, E, Z; list.indexTitles: A … Z, # (27)
        #expect(list.sections.map(\.title) == ["B", "D", "E", "Z"])
        #expect(list.indexTitles.count == 27)
        let a = list.sectionPosition(forIndexTitleAt: 0)   // 0: nothing before A, so the first section (B)
        let c = list.sectionPosition(forIndexTitleAt: 2)   // 0: C is empty, B is the nearest before it
        let f = list.sectionPosition(forIndexTitleAt: 5)   // 2: F is empty, E is at position 2
        let hash = list.sectionPosition(forIndexTitleAt: 26) // 3: # is empty, Z is at position 3
        #expect([a, c, f, hash] == [0, 0, 2, 3])

        let z = list.sections[3]
        // z.number == 25, its number in collation.sectionTitles; its position is 3
        #expect(z.number == 25)
        #expect(collation.section(forSectionIndexTitleAt: 25) == 25)

        let dataSource = ContactsDataSource(contacts: people, collation: collation)
        #expect(dataSource.numberOfSections() == 4)
        #expect(dataSource.titleForHeader(inSection: 2) == "E")
        #expect(dataSource.contact(at: 2, row: 0).name == "Ёлкин")
        #expect(dataSource.numberOfRows(inSection: 0) == 1)
        #expect(dataSource.sectionIndexTitles().last == "#")
        #expect(dataSource.section(forSectionIndexTitleAt: 12) == 2)
    }

    @Test func applesPatternWithEverySection() throws {
        let collation = try LocalizedIndexedCollation(locale: "en")
        let all = collation.sections(of: people, by: \.name, includeEmpty: true)
        // 27 sections, empty ones included: position == number == section(for:)
        #expect(all.count == 27)
        #expect(all.indices.allSatisfy { all[$0].number == $0 })
        let m = collation.section(forSectionIndexTitleAt: 12)   // 12: M, empty
        #expect(all[m].title == "M" && all[m].elements.isEmpty)
        #expect(all[collation.section(for: "Zoë")].title == "Z")
    }

    @Test func localesWithMore() throws {
        let russian = try LocalizedIndexedCollation(locale: "ru").sectionedList(of: [String](), by: \.self)
        #expect(russian.indexTitles.first == "А" && russian.indexTitles.suffix(2) == ["Z", "#"])
        let chinese = try LocalizedIndexedCollation(locale: "zh-Hant")
        #expect(chinese.sectionTitles.count == 52)
        #expect(chinese.sectionedList(of: [String](), by: \.self).indexTitles.prefix(3) == ["1", "•", "4"])
        #expect(chinese.sectionedList(of: [String](), by: \.self).indexTitles.count == 27)
    }
}

/// LocaleTables.md
@Suite struct LocaleTableExamples {
    @Test func identifiersAndTheCatalog() throws {
        let identifiers = ["pt-BR", "zh-TW", "zh_TW@collation=stroke", "de-DE-u-co-phonebk", "sr-Latn-RS"]
        let tableIDs = try identifiers.map { try LocaleCatalog.resolve($0).tableID }
        // ["pt", "zh-Hant", "zh-Hant", "de@collation=phonebook", "sr-Latn"]
        #expect(tableIDs == ["pt", "zh-Hant", "zh-Hant", "de@collation=phonebook", "sr-Latn"])
        #expect(LocaleCatalog.tableIDs.count == 254)

        let swedish = try LocaleCatalog.table(for: "sv-SE")
        // swedish.sectionTitles: A … Z, Å, Ä, Ö, #
        #expect(swedish.sectionTitles.suffix(4) == ["Å", "Ä", "Ö", "#"])
        #expect(LocaleCatalog.displayName(ofTableID: "sr-Latn") == "Serbian (Latin)")

        #expect(try LocalizedIndexedCollation(locale: "en-u-kr-grek-latn").table.id == "en@colreorder=grek-latn")
        #expect(throws: IndexedCollationError.self) { try LocalizedIndexedCollation(locale: "en-u-ks-level9") }
        let viaFoundation = try LocalizedIndexedCollation(locale: Locale(identifier: "ru_RU"))
        #expect(viaFoundation.table.id == "ru")
    }

    @Test func aTableInJSONIsValidatedByLocaleTableJSON() throws {
        let json = Data("""
        {
          "id": "abc",
          "collator": "en",
          "sectionTitles": ["A", "B", "C", "#"],
          "sectionStartStrings": ["a", "c", "b"]
        }
        """.utf8)
        // JSONDecoder checks the schema only: this decodes, start strings out of order.
        let unchecked = try JSONDecoder().decode(LocaleTable.self, from: json)
        #expect(unchecked.sectionStartStrings == ["a", "c", "b"])
        // LocaleTable(json:) decodes and validates:
        do {
            _ = try LocaleTable(json: json)
            Issue.record("the start strings do not increase")
        } catch {
            // invalid table 'abc': sectionStartStrings: …
            #expect(error.description.hasPrefix("invalid table 'abc': sectionStartStrings: "))
        }
        // So does a collation made from the decoded value:
        #expect(throws: IndexedCollationError.self) { try LocalizedIndexedCollation(table: unchecked) }
        #expect(throws: IndexedCollationError.self) { try unchecked.validated() }
    }

    @Test func aTableInSwiftMayLeaveOutTheLastStartString() throws {
        let table = LocaleTable(
            id: "en-AEZ",
            collator: "en",
            sectionTitles: ["A–E", "F–Z", "#"],
            sectionStartStrings: ["a", "f"]        // no start string for "#"
        )
        let collation = try LocalizedIndexedCollation(table: table)
        let titles = ["Adams", "Fox", "Zoë", "42", "Жуков"].map { collation.sectionTitles[collation.section(for: $0)] }
        // ["A–E", "F–Z", "F–Z", "#", "F–Z"]
        #expect(titles == ["A–E", "F–Z", "F–Z", "#", "F–Z"])
        let filled = try table.validated().sectionStartStrings
        // ["a", "f", "\uFDD1Ω"] in JSON: U+FDD1, then the first letter of the script after Latin
        #expect(filled?.count == 3)
        #expect(filled?.last?.unicodeScalars.first?.value == 0xFDD1)
        #expect(filled?.last?.unicodeScalars.dropFirst().map(String.init) == ["Ω"])
        // The same in JSON: one validation path.
        let json = Data(##"{"id": "en-AEZ", "collator": "en", "sectionTitles": ["A–E", "F–Z", "#"], "sectionStartStrings": ["a", "f"]}"##.utf8)
        #expect(try LocaleTable(json: json).sectionStartStrings == filled)
    }

    @Test func applesPropertyList() throws {
        let plist = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>UICollationKey</key><string>en@collation=dictionary</string>
          <key>UISectionTitles</key><array><string>A–M</string><string>N–Z</string><string>#</string></array>
          <key>UISectionStartStrings</key><array><string>a</string><string>n</string><string>ʒ</string></array>
        </dict>
        </plist>
        """.utf8)
        let table = try LocaleTable(applePropertyList: plist, id: "en-halves")
        let collation = try LocalizedIndexedCollation(table: table)
        #expect(collation.sectionTitles == ["A–M", "N–Z", "#"])
        #expect(collation.section(for: "Baker") == 0 && collation.section(for: "Zoë") == 1 && collation.section(for: "1") == 2)
    }
}

/// ReadingsOfNames.md
@Suite struct ReadingExamples {
    static let mecabInstalled = (try? MeCabReadingProvider.system.get()) != nil

    struct Person {
        var name: String
        var furigana: String?
    }

    @Test(.enabled(if: mecabInstalled, "MeCab is not installed (CI installs it)"))
    func japaneseThroughMeCab() throws {
        let collation = try LocalizedIndexedCollation(locale: "ja")
        let titles = ["田中", "佐藤", "青木"].map { collation.sectionTitles[collation.section(for: $0)] }
        // ["た", "さ", "あ"]: たなか, さとう, あおき
        #expect(titles == ["た", "さ", "あ"])
    }

    @Test(.enabled(if: mecabInstalled, "MeCab is not installed (CI installs it)"))
    func namesMeCabCannotReadAndTheRemedy() throws {
        let collation = try LocalizedIndexedCollation(locale: "ja")
        let people = [
            Person(name: "髙橋一郎", furigana: "たかはしいちろう"),
            Person(name: "𠮷野家", furigana: "よしのや"),
            Person(name: "田中", furigana: nil),
        ]
        let byName = collation.sections(of: people, by: \.name)
        // た: 田中; #: 𠮷野家, 髙橋一郎 (MeCab leaves them unread)
        #expect(byName.map(\.title) == ["た", "#"])
        #expect(byName.last?.elements.map(\.name) == ["𠮷野家", "髙橋一郎"])

        let byReading = collation.sections(of: people, by: \.name, reading: \.furigana)
        // た: 髙橋一郎, 田中; や: 𠮷野家
        #expect(byReading.map(\.title) == ["た", "や"])
        #expect(byReading[0].elements.map(\.name) == ["髙橋一郎", "田中"])
    }

    @Test func withoutReadingsKanjiGoToTheirOwnSection() throws {
        let collation = try LocalizedIndexedCollation(locale: "ja", options: .init(readings: .none))
        // collation.sectionTitles: A … Z, あ … わ, 漢字, #
        #expect(collation.sectionTitles.suffix(2) == ["漢字", "#"])
        #expect(collation.sectionTitles[collation.section(for: "田中")] == "漢字")
        if case .failure(let unavailable)? = collation.readings {
            #expect(unavailable.reason == "readings were turned off")
        } else {
            Issue.record("readings were turned off")
        }
    }

    /// The article's provider: readings from the caller's own list.
    struct KnownNames: ReadingProvider {
        let readings: [String: String]
        func reading(of string: String) -> String? { readings[string] }
    }

    @Test func aProviderOfYourOwn() throws {
        let names = KnownNames(readings: ["東海林": "しょうじ"])
        let collation = try LocalizedIndexedCollation(locale: "ja", options: .init(readings: .provider(names)))
        // 東海林 → しょうじ → さ
        #expect(collation.sectionTitles[collation.section(for: "東海林")] == "さ")
    }

    @Test func chineseSurnamesInPersonNamesMode() throws {
        let words = try LocalizedIndexedCollation(locale: "zh-Hans")
        let names = try LocalizedIndexedCollation(locale: "zh-Hans", options: .init(personNames: true))
        let surnames = ["曾国藩", "单田芳", "仇英", "解缙", "区志贤"]
        // As words: C, D, C, J, Q (céng, dān, chóu, jiě, qū)
        #expect(surnames.map { words.sectionTitles[words.section(for: $0)] } == ["C", "D", "C", "J", "Q"])
        // As names: Z, S, Q, X, O (Zēng, Shàn, Qiú, Xiè, Ōu)
        #expect(surnames.map { names.sectionTitles[names.section(for: $0)] } == ["Z", "S", "Q", "X", "O"])
    }

    @Test func readingsSuppliedWithTheRecords() throws {
        let collation = try LocalizedIndexedCollation(locale: "ja")
        let contacts = [Person(name: "東海林", furigana: "しょうじ"), Person(name: "青木", furigana: "あおき")]
        let sections = collation.sections(of: contacts, by: \.name, reading: \.furigana)
        // あ: 青木; さ: 東海林
        #expect(sections.map(\.title) == ["あ", "さ"])
        let sorted = collation.sortedArray(from: contacts, collationStringKeyPath: \.name, reading: \.furigana)
        #expect(sorted.map(\.name) == ["青木", "東海林"])
    }
}
