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

    /// Compiled-in tables skip mapping their keyword values to ICU's
    /// spelling (it loads ICU's key and type data): every one must spell
    /// them as ICU does already, and so get the collator a table file would.
    @Test func compiledInCollatorIDsSpellTheirKeywordValuesAsICUDoes() throws {
        for id in LocaleCatalog.tableIDs {
            let collator = try #require(LocaleCatalog.table(id: id)).collator
            #expect(try ICULocale.canonicalIDKeepingValues(collator) == ICULocale.canonicalID(collator), "\(id): \(collator)")
        }
        // What the check above would catch: a value ICU spells otherwise.
        #expect(try ICULocale.canonicalIDKeepingValues("de@collation=PhoneBook") == "de@collation=PhoneBook")
        #expect(try ICULocale.canonicalID("de@collation=PhoneBook") == "de@collation=phonebook")
        let compiledIn = try #require(try LocaleCatalog.validatedTable(id: "ko"))
        let checkedFully = try ValidatedTable(compiledIn.table)
        let names = ["Zoë", "한국", "김", "ㄱ", "42", ""]
        #expect(names.map(compiledIn.collator.sortKey) == names.map(checkedFully.collator.sortKey))
    }

    /// Compiled-in tables skip checking their collator's keywords (knowing a
    /// collation type asks ICU for every locale's types): every one must
    /// pass the check a table file's collator gets.
    @Test func compiledInCollatorKeywordsPassTheCheck() throws {
        for id in LocaleCatalog.tableIDs {
            let collator = try #require(LocaleCatalog.table(id: id)).collator
            do {
                _ = try CollatorKeywords(ofCanonicalID: ICULocale.canonicalIDKeepingValues(collator))
            } catch {
                Issue.record("\(id): \(collator): \(error)")
            }
        }
        // What the check above would catch, and a table file still meets.
        #expect(throws: CollatorKeywords.Refusal.self) { try CollatorKeywords(ofCanonicalID: "en@collation=nonesuch") }
        var file = try #require(LocaleCatalog.table(id: "en"))
        file.collator = "en@collation=nonesuch"
        #expect(throws: IndexedCollationError.self) { try ValidatedTable(file) }
    }

    /// The catalog finds a table ID by binary search over the generated
    /// list, which must be sorted as bytes and name exactly the tables the
    /// generated lookup builds.
    @Test func compiledInIDsAreSortedAndEachFindsItsTable() throws {
        let ids = LocaleCatalog.embeddedTableIDs
        #expect(ids.count > 250)
        #expect(zip(ids, ids.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        for id in ids {
            #expect(LocaleCatalog.hasEmbeddedTable(id: id), "\(id)")
            #expect(LocaleCatalog.embeddedTable(id: id)?.id == id, "\(id)")
        }
        for missing in ["", "a", "zz", "de@collation", "en-", "EN", "zh-hant", "zu0"] {
            #expect(!LocaleCatalog.hasEmbeddedTable(id: missing), "\(missing)")
            #expect(LocaleCatalog.embeddedTable(id: missing) == nil, "\(missing)")
        }
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
