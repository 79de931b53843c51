import Foundation
import Testing
@testable import IndexedCollation

/// A table is validated (a collator opened, its start keys computed) once:
/// the catalog keeps compiled-in tables validated, and a collation is made
/// from the validated table rather than checking it again.
@Suite struct ValidatedOnceTests {
    /// A broken compiled-in table would surface here, not as a missing table.
    @Test func everyCompiledInTableValidates() throws {
        for id in LocaleCatalog.tableIDs {
            let validated = try #require(try LocaleCatalog.validatedTable(id: id), "\(id)")
            #expect(validated.table.id == id)
        }
    }

    @Test func aBrokenCompiledInTableIsAnErrorNamingItsFile() {
        #expect(throws: IndexedCollationError.unreadableTable(path: "Locales/xx.json", reason: "missing field 'collator'")) {
            try LocaleCatalog.validatedTable(json: #"{"id": "xx", "sectionTitles": ["A"]}"#, id: "xx")
        }
        let invalid = #"{"id": "xx", "collator": "en", "sectionTitles": ["B", "A"]}"#
        #expect(throws: IndexedCollationError.self) { try LocaleCatalog.validatedTable(json: invalid, id: "xx") }
    }

    @Test func collationsOfATableShareItsValidatedCollator() throws {
        let first = try LocalizedIndexedCollation(locale: "ru")
        let second = try LocalizedIndexedCollation(locale: "ru-RU", options: .init(foreignScripts: .lastSection))
        let cached = try #require(try LocaleCatalog.validatedTable(id: "ru"))
        #expect(first.collator === cached.collator)
        #expect(second.collator === cached.collator)
        #expect(first.startKeys == cached.startKeys)
    }

    @Test func aTableFileMakesACollationDirectly() throws {
        let url = fixtures.appendingPathComponent("en.plist")
        let direct = try LocalizedIndexedCollation(contentsOf: url)
        let viaTable = try LocalizedIndexedCollation(table: LocaleTable(contentsOf: url))
        #expect(direct.table == viaTable.table)
        let names = ["Zoë", "Жуков", "王芳", "42", ""]
        #expect(names.map(direct.collationKey(for:)) == names.map(viaTable.collationKey(for:)))

        let missing = URL(fileURLWithPath: "/nonexistent/table.json")
        #expect(throws: IndexedCollationError.unreadableTable(path: missing.path, reason: "no such file or not readable")) {
            try LocalizedIndexedCollation(contentsOf: missing)
        }
    }
}
