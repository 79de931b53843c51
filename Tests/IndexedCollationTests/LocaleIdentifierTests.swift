@testable import IndexedCollation
import Testing

/// The owner of a locale's identity: spellings, the environment, fallback chains.
@Suite struct LocaleIdentifierTests {
    @Test func environment() {
        #expect(LocaleIdentifier.environment(["LANG": "ru_RU.UTF-8"]) == ("ru_RU", "LANG"))
        #expect(LocaleIdentifier.environment(["LANG": "ru_RU.UTF-8", "LC_COLLATE": "sv_SE.UTF-8"]) == ("sv_SE", "LC_COLLATE"))
        #expect(LocaleIdentifier.environment(["LC_ALL": "de_DE", "LC_COLLATE": "sv_SE"]) == ("de_DE", "LC_ALL"))
        #expect(LocaleIdentifier.environment(["LC_ALL": "", "LANG": "C.UTF-8"]) == ("en", "LANG"))
        #expect(LocaleIdentifier.environment([:]) == ("en", nil))
        #expect(LocaleIdentifier.environment(["LANG": "sr_RS.UTF-8@latin"]).identifier == "sr_RS@latin")
        #expect(LocaleIdentifier.environment(["LANG": "../../etc/passwd"]).identifier == "../../etc/passwd",
                "not a locale name: kept, to be refused, rather than emptied into en")
    }

    @Test func spellings() throws {
        #expect(LocaleIdentifier.languageTag("ru_RU") == "ru-RU")
        #expect(LocaleIdentifier.languageTag("ru_RU.UTF-8") == "ru-RU")
        #expect(LocaleIdentifier.languageTag("sr_RS@latin") == "sr-Latn-RS")
        #expect(LocaleIdentifier.languageTag("de@collation=phonebook") == "de-u-co-phonebk")
        #expect(LocaleIdentifier.languageTag("fr-CA") == "fr-CA")
        #expect(try LocaleIdentifier.icuID("de-DE-u-co-phonebk") == "de_DE@collation=phonebook")
    }

    @Test func fallbackFollowsCLDRParents() {
        #expect(LocaleIdentifier.tableChain(of: "es_MX") == ["es_Latn_MX", "es_MX", "es_419", "es_Latn", "es"])
        #expect(LocaleIdentifier.tableChain(of: "zh_TW") == ["zh_Hant_TW", "zh_TW", "zh_Hant"])
        #expect(LocaleIdentifier.tableChain(of: "sr_Latn_BA") == ["sr_Latn_BA", "sr_Latn"])
        #expect(LocaleIdentifier.wordsChain(of: "es-MX").prefix(2) == ["es-MX", "es-419"])
        #expect(LocaleIdentifier.wordsChain(of: "en-GB").prefix(2) == ["en-GB", "en-001"])
    }
}
