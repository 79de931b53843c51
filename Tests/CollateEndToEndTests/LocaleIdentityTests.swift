import Foundation
import IndexedCollation
import Testing
import TestSupport

/// One spelling of the locale in every JSON the project writes (BCP 47),
/// and `collate -f json` read back by the library.
@Suite struct LocaleIdentityTests {
    struct Name: Codable, Equatable, Sendable { let name: String }

    @Test(arguments: [("ru_RU", "ru-RU"), ("fr_CA", "fr-CA"), ("ru_RU.UTF-8", "ru-RU"), ("fr-CA", "fr-CA"), ("ru", "ru"),
                      ("zh_TW@collation=stroke", "zh-TW-u-co-stroke")])
    func jsonLocaleIsBCP47(given: String, written: String) throws {
        let result = try CollateRunner.run(["--locale", given, "-f", "json"], stdin: "Жуков\nAnna\n")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        #expect(document["locale"] as? String == written)
        #expect(try LocalizedIndexedCollation(locale: given).localeIdentifier == written, "the library names it alike")
    }

    @Test func environmentLocaleIsBCP47() throws {
        let result = try CollateRunner.run(["-f", "json"], stdin: "Anna\n", environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": "", "LC_COLLATE": ""])
        let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        #expect(document["locale"] as? String == "fr-FR")
    }

    @Test func theLibraryDecodesCollatesJSON() throws {
        let result = try CollateRunner.run(["--locale", "ru_RU", "-f", "json", "-i", "jsonl", "--key", "name"],
                                           stdin: "{\"name\":\"Жуков\"}\n{\"name\":\"Anna\"}\n{\"name\":\"Борис\"}\n")
        #expect(result.status == 0, "\(result.stderr)")
        let collation = try LocalizedIndexedCollation(locale: "ru")
        let decoder = JSONDecoder()
        decoder.userInfo[SectionedList<Name>.decodingContextKey] = SectionedList<Name>.DecodingContext(collation: collation, by: \.name)
        let list = try decoder.decode(SectionedList<Name>.self, from: result.output)
        #expect(list.sections.map(\.title) == ["Б", "Ж", "A"])
        let encoded = try JSONEncoder().encode(collation.sectionedList(of: [Name(name: "Anna")], by: \.name))
        let again = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        #expect(again["locale"] as? String == "ru")
        let russian = try LocalizedIndexedCollation(locale: "ru_RU")
        let fromRU = try JSONEncoder().encode(russian.sectionedList(of: [Name(name: "Anna")], by: \.name))
        #expect((try JSONSerialization.jsonObject(with: fromRU) as? [String: Any])?["locale"] as? String == "ru-RU")
    }

    /// A `SectionedList` encodes as `collate -f json` writes the same records:
    /// every field they share, `count` and `offset` of each section included.
    @Test func theLibrarysJSONIsCollatesJSON() throws {
        let names = ["Борис", "Анна", "Zoë", "王芳", "42", "Вера", "анна"]
        let cli = try CollateRunner.run(["-l", "ru", "-f", "json"], stdin: names.joined(separator: "\n") + "\n")
        let list = try LocalizedIndexedCollation(locale: "ru").sectionedList(of: names, by: \.self)
        let fromCLI = try #require(JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? NSDictionary)
        let fromLibrary = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(list)) as? NSDictionary)
        for key in ["locale", "collator", "sections", "indexTitles", "indexMapping", "indexTargets"] {
            #expect(fromCLI[key] as? NSObject == fromLibrary[key] as? NSObject, "\(key)")
        }
        let sections = try #require(fromLibrary["sections"] as? [NSDictionary])
        #expect(sections.map { $0["offset"] as? Int } == [0, 2, 3, 4, 5, 6])
    }
}

