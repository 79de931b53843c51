import Testing
@testable import IndexedCollation

/// The three first tables, against Apple's tables as docs/apple-model.md gives them.
@Suite struct GoldenTableTests {
    let latin = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

    @Test func englishIsApplesTable() throws {
        let collation = try LocalizedIndexedCollation(locale: "en")
        #expect(collation.table.collator == "en@collation=dictionary")
        #expect(collation.sectionTitles == latin + ["#"])
        #expect(collation.table.effectiveStartStrings == latin.map { $0.lowercased() } + ["\u{0292}"])
        #expect(collation.sectionIndexTitles == collation.sectionTitles)
        #expect((0..<27).map(collation.section(forSectionIndexTitleAt:)) == Array(0..<27))
    }

    @Test(arguments: [
        ("Жуков", "Z"), ("王芳", "W"), ("42 Street", "#"), ("!bang", "#"), ("", "#"),
        (" leading space", "#"), ("Ångström", "A"), ("a", "A"), ("A", "A"), ("zebra", "Z"),
        ("Ölund", "O"), ("ʒ", "#"), ("Smith", "S"), ("Ёлкин", "E"),
    ])
    func englishPlacement(name: String, title: String) throws {
        let collation = try LocalizedIndexedCollation(locale: "en")
        #expect(collation.sectionTitles[collation.section(for: name)] == title, "\(name)")
    }

    @Test func russianSectionsComeFromCLDR() throws {
        let collation = try LocalizedIndexedCollation(locale: "ru")
        let cyrillic = "А Б В Г Д Е Ж З И Й К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ Ы Э Ю Я".split(separator: " ").map(String.init)
        #expect(collation.sectionTitles == cyrillic + latin + ["#"])
        #expect(!collation.sectionTitles.contains("Ё"), "Ё folds into Е in Russian")
    }

    @Test(arguments: [
        ("Ёлкин", "Е"), ("Smith", "S"), ("Жуков", "Ж"), ("ёж", "Е"), ("Яковлев", "Я"),
        ("王芳", "W"), ("Ωmega", "O"), ("42 Street", "#"), ("", "#"), ("а", "А"), ("a", "A"),
    ])
    func russianPlacement(name: String, title: String) throws {
        let collation = try LocalizedIndexedCollation(locale: "ru")
        #expect(collation.sectionTitles[collation.section(for: name)] == title, "\(name)")
    }

    @Test func traditionalChineseIsApplesStrokeTable() throws {
        let collation = try LocalizedIndexedCollation(locale: "zh-Hant")
        let strokes = (1...24).map { "\($0) 畫" } + ["25 畫以上"]
        #expect(collation.table.collator == "zh@collation=stroke")
        #expect(collation.sectionTitles == strokes + latin + ["#"])
        #expect(collation.sectionIndexTitles == "1 • 4 • 7 • 10 • 13 • 16 • 19 A • E • I • M • R • V • Z #".split(separator: " ").map(String.init))
        let mapping = [0, 1, 3, 4, 6, 7, 9, 10, 12, 13, 15, 16, 18, 25, 26, 29, 30, 33, 34, 37, 38, 42, 43, 46, 47, 50, 51]
        #expect(collation.sectionIndexTitles.indices.map(collation.section(forSectionIndexTitleAt:)) == mapping)
    }

    @Test(arguments: [
        ("一", "1 畫"), ("王芳", "4 畫"), ("林", "8 畫"), ("陳", "11 畫"), ("廳", "25 畫以上"),
        ("Smith", "S"), ("Жуков", "Z"), ("42", "#"),
    ])
    func traditionalChinesePlacement(name: String, title: String) throws {
        let collation = try LocalizedIndexedCollation(locale: "zh-Hant")
        #expect(collation.sectionTitles[collation.section(for: name)] == title, "\(name)")
    }

    @Test func numericOrdering() throws {
        let collation = try LocalizedIndexedCollation(locale: "en")
        #expect(collation.sortedArray(from: ["file10", "file9", "file1"], collationStringKeyPath: \.self) == ["file1", "file9", "file10"])
    }

    @Test func olderUIKitPutsForeignScriptsLast() throws {
        let collation = try LocalizedIndexedCollation(locale: "en", options: .init(foreignScripts: .lastSection))
        #expect(collation.section(for: "Жуков") == 26)
        #expect(collation.section(for: "王芳") == 26)
        #expect(collation.section(for: "Smith") == 18)
    }

    @Test func keyPathAndClosureFormsAgree() throws {
        struct Person { let name: String }
        let people = ["Ölund", "Zoë", "王芳", "Adam"].map(Person.init)
        let collation = try LocalizedIndexedCollation(locale: "en")
        let byKeyPath = collation.sortedArray(from: people, collationStringKeyPath: \.name).map(\.name)
        let byClosure = collation.sortedArray(from: people) { $0.name }.map(\.name)
        #expect(byKeyPath == ["Adam", "Ölund", "王芳", "Zoë"])
        #expect(byKeyPath == byClosure)
        #expect(collation.section(for: people[1], collationStringKeyPath: \.name) == 25)
        let sections = collation.sections(of: people, by: \.name)
        #expect(sections.map(\.title) == ["A", "O", "W", "Z"])
        #expect(collation.sections(of: people, by: \.name, includeEmpty: true).count == 27)
    }
}
