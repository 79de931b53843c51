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
}
