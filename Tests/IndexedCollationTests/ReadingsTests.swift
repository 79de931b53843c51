import Foundation
import Testing
@testable import IndexedCollation

/// Japanese readings through MeCab, Chinese surnames, and readings supplied
/// with the records.
@Suite struct ReadingsTests {
    /// Common Japanese surnames with their usual reading.
    static let surnames: [(String, String)] = [
        ("佐藤", "さとう"), ("鈴木", "すずき"), ("高橋", "たかはし"), ("田中", "たなか"), ("伊藤", "いとう"),
        ("渡辺", "わたなべ"), ("山本", "やまもと"), ("中村", "なかむら"), ("小林", "こばやし"), ("加藤", "かとう"),
        ("吉田", "よしだ"), ("山田", "やまだ"), ("佐々木", "ささき"), ("山口", "やまぐち"), ("松本", "まつもと"),
        ("井上", "いのうえ"), ("木村", "きむら"), ("林", "はやし"), ("斎藤", "さいとう"), ("清水", "しみず"),
        ("山崎", "やまざき"), ("森", "もり"), ("池田", "いけだ"), ("橋本", "はしもと"), ("阿部", "あべ"),
        ("石川", "いしかわ"), ("山下", "やました"), ("中島", "なかじま"), ("石井", "いしい"), ("小川", "おがわ"),
        ("前田", "まえだ"), ("岡田", "おかだ"), ("長谷川", "はせがわ"), ("藤田", "ふじた"), ("後藤", "ごとう"),
        ("近藤", "こんどう"), ("村上", "むらかみ"), ("遠藤", "えんどう"), ("青木", "あおき"), ("坂本", "さかもと"),
        ("福田", "ふくだ"), ("太田", "おおた"), ("西村", "にしむら"), ("藤井", "ふじい"), ("金子", "かねこ"),
        ("岡本", "おかもと"), ("藤原", "ふじわら"), ("中野", "なかの"), ("三浦", "みうら"), ("原田", "はらだ"),
        ("中川", "なかがわ"), ("松田", "まつだ"), ("竹内", "たけうち"), ("小野", "おの"), ("田村", "たむら"),
        ("中山", "なかやま"), ("和田", "わだ"), ("石田", "いしだ"), ("森田", "もりた"), ("上田", "うえだ"),
        ("原", "はら"), ("内田", "うちだ"), ("柴田", "しばた"), ("酒井", "さかい"), ("工藤", "くどう"),
        ("横山", "よこやま"), ("宮崎", "みやざき"), ("宮本", "みやもと"), ("内藤", "ないとう"), ("高木", "たかぎ"),
        ("安藤", "あんどう"), ("島田", "しまだ"), ("谷口", "たにぐち"), ("大野", "おおの"), ("高田", "たかだ"),
        ("丸山", "まるやま"), ("今井", "いまい"), ("河野", "こうの"), ("藤本", "ふじもと"), ("村田", "むらた"),
        ("武田", "たけだ"), ("上野", "うえの"), ("杉山", "すぎやま"), ("増田", "ますだ"), ("小山", "こやま"),
        ("大塚", "おおつか"), ("平野", "ひらの"), ("菅原", "すがわら"), ("久保", "くぼ"), ("松井", "まつい"),
        ("千葉", "ちば"), ("岩崎", "いわさき"), ("桜井", "さくらい"), ("木下", "きのした"), ("野口", "のぐち"),
        ("松尾", "まつお"), ("菊地", "きくち"), ("野村", "のむら"), ("新井", "あらい"), ("東", "ひがし"),
    ]

    static let mecab = try? MeCabReadingProvider.system.get()

    @Test(.enabled(if: mecab != nil, "MeCab is not installed (CI installs it)"))
    func japaneseSurnamesLandInTheRowOfTheirReading() throws {
        let collation = try LocalizedIndexedCollation(locale: "ja")
        #expect((try? collation.readings?.get()) != nil)
        var agree = 0
        var disagreements: [String] = []
        for (kanji, reading) in Self.surnames {
            let expected = collation.sectionTitles[collation.section(for: reading)]
            let actual = collation.sectionTitles[collation.section(for: kanji)]
            if expected == actual { agree += 1 } else { disagreements.append("\(kanji): \(actual), expected \(expected)") }
        }
        print("Japanese surnames in the row of their usual reading: \(agree)/\(Self.surnames.count) \(disagreements)")
        #expect(Self.surnames.count >= 50)
        #expect(agree >= Self.surnames.count * 95 / 100, "\(disagreements)")
        // Sorted by reading: あ before か before さ.
        #expect(collation.sortedArray(from: ["田中", "佐藤", "青木"], collationStringKeyPath: \.self) == ["青木", "佐藤", "田中"])
    }

    @Test(.enabled(if: mecab != nil, "MeCab is not installed (CI installs it)"))
    func readingsAreHiragana() throws {
        let provider = try #require(Self.mecab)
        #expect(provider.reading(of: "田中") == "たなか")
        #expect(provider.reading(of: "田中John") == "たなかJohn")
    }

    /// MeCab's lattice keeps the nodes of the longest text it has read; the
    /// tagger replaces it after a long one, so a record of 4,096 kanji does
    /// not leave megabytes behind in every thread's tagger.
    @Test(.enabled(if: mecab != nil, "MeCab is not installed (CI installs it)"))
    func aLongTextLeavesNoLargeLattice() throws {
        // A provider of its own: one tagger, which no other test borrows.
        let provider = try MeCabReadingProvider.load(libraryPath: nil).get()
        let short = String(repeating: "田中", count: 150) // 900 bytes: kept
        #expect(provider.reading(of: short) == String(repeating: "たなか", count: 150))
        #expect(provider.longestTextOfAnIdleTagger == short.utf8.count)
        let long = String(repeating: "山田", count: 2048) // 4,096 kanji, 12,288 bytes
        #expect(provider.reading(of: long)?.hasPrefix("やまだ") == true)
        #expect(provider.longestTextOfAnIdleTagger == 0)
        // The fresh lattice reads as the old one did.
        #expect(provider.reading(of: "佐藤") == "さとう")
        #expect(provider.longestTextOfAnIdleTagger == "佐藤".utf8.count)
    }

    @Test func withoutReadingsKanjiGetASectionOfTheirOwn() throws {
        let collation = try LocalizedIndexedCollation(locale: "ja", options: .init(readings: .none))
        let titles = collation.sectionTitles
        #expect(titles.suffix(2) == ["漢字", "#"])
        #expect(titles[collation.section(for: "田中")] == "漢字")
        #expect(titles[collation.section(for: "たなか")] == "た")
        #expect(titles[collation.section(for: "Tanaka")] == "T")
        #expect(titles[collation.section(for: "42")] == "#")
        // The index bar has the section too, and every title maps to its own.
        let index = collation.sectionIndexTitles
        #expect(index.suffix(2) == ["漢字", "#"])
        for (position, title) in index.enumerated() {
            #expect(titles[collation.section(forSectionIndexTitleAt: position)] == title)
        }
        let sections = collation.sections(of: ["田中", "たなか", "42"], by: \.self)
        #expect(sections.map(\.title) == ["た", "漢字", "#"])
    }

    @Test func aMissingMeCabLibraryIsReportedNotFatal() {
        guard case let .failure(error) = MeCabReadingProvider.load(libraryPath: "/nonexistent/libmecab.so.2") else {
            Issue.record("loaded a library that does not exist")
            return
        }
        #expect(error.description.contains("apt-get install libmecab2 mecab-ipadic-utf8"))
    }

    @Test func nonJapaneseTablesNeedNoReadings() throws {
        #expect(try LocalizedIndexedCollation(locale: "en").readings == nil)
        #expect(try LocalizedIndexedCollation(locale: "en").sectionTitles.count == 27)
    }

    static let chineseNames = [("曾国藩", "Z"), ("单田芳", "S"), ("仇英", "Q"), ("解缙", "X"), ("区志贤", "O"), ("王芳", "W")]

    @Test(arguments: ["en", "zh-Hans"])
    func chineseSurnamesInNamesMode(locale: String) throws {
        let names = try LocalizedIndexedCollation(locale: locale, options: .init(personNames: true))
        for (name, title) in Self.chineseNames {
            #expect(names.sectionTitles[names.section(for: name)] == title, "\(name) in \(locale)")
        }
        // Without the mode, the plain reading applies: 曾 is céng.
        let plain = try LocalizedIndexedCollation(locale: locale)
        #expect(plain.sectionTitles[plain.section(for: "曾国藩")] == "C")
    }

    @Test func suppliedReadingsPlaceAndSortButDoNotReplace() throws {
        struct Contact: Equatable { let name: String; let furigana: String? }
        let contacts = [
            Contact(name: "東海林", furigana: "しょうじ"), Contact(name: "Zeta", furigana: nil),
            Contact(name: "青木", furigana: ""), Contact(name: "曾国藩", furigana: "zeng guofan"),
        ]
        let collation = try LocalizedIndexedCollation(locale: "ja", options: .init(readings: .none))
        let sections = collation.sections(of: contacts, by: \.name, reading: \.furigana)
        let placed = Dictionary(uniqueKeysWithValues: sections.flatMap { section in section.elements.map { ($0.name, section.title) } })
        #expect(placed["東海林"] == "さ")
        #expect(placed["曾国藩"] == "Z")
        #expect(placed["Zeta"] == "Z")
        #expect(placed["青木"] == "漢字", "an empty reading falls back to the name")
        #expect(sections.flatMap(\.elements).count == contacts.count)
        let z = try #require(sections.first { $0.title == "Z" })
        #expect(z.elements.map(\.name) == ["曾国藩", "Zeta"], "sorted by reading: zeng before zeta")
    }
}
