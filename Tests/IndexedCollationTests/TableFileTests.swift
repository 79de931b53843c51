import Foundation
import Testing
@testable import IndexedCollation

/// Tables from JSON, from Apple's property lists (XML and binary), and
/// the compiled-in copies of Locales/.
@Suite struct TableFileTests {
    let names = ["Zoë", "Ångström", "Жуков", "王芳", "42 Street", "!bang", "", "file10", "file9", "ʒ", "ärger", "Émile"]

    func behaviour(_ collation: LocalizedIndexedCollation) -> [String] {
        collation.sortedArray(from: names, collationStringKeyPath: \.self).map { "\(collation.section(for: $0)):\($0)" }
    }

    @Test func applesXMLPlistBehavesLikeTheJSONTable() throws {
        let table = try LocaleTable(contentsOf: fixtures.appendingPathComponent("en.plist"))
        let fromPlist = try LocalizedIndexedCollation(table: table)
        let fromJSON = try LocalizedIndexedCollation(locale: "en")
        #expect(fromPlist.sectionTitles == fromJSON.sectionTitles)
        #expect(fromPlist.table.effectiveStartStrings == fromJSON.table.effectiveStartStrings)
        #expect(behaviour(fromPlist) == behaviour(fromJSON))
    }

    @Test func applesBinaryPlistBehavesLikeTheJSONTable() throws {
        let json = try #require(LocaleCatalog.table(id: "zh-Hant"))
        let data = try PropertyListSerialization.data(fromPropertyList: json.applePropertyList, format: .binary, options: 0)
        #expect(data.starts(with: Array("bplist".utf8)))
        let table = try LocaleTable(applePropertyList: data, id: "zh-Hant")
        #expect(table.sectionTitles == json.sectionTitles)
        #expect(table.indexTitles == json.indexTitles)
        #expect(table.indexMapping == json.indexMapping)
        #expect(behaviour(try LocalizedIndexedCollation(table: table)) == behaviour(try LocalizedIndexedCollation(table: json)))
    }

    /// Found by fuzzing: a binary plist whose section titles are a set (not
    /// an array) crashed Foundation's bridging on Linux; it is a wrong type.
    @Test func binaryPlistWithASetIsRejectedNotACrash() throws {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Fuzz/Regressions/table-plist/binary-set-of-strings.plist"))
        #expect(throws: IndexedCollationError.invalidTable(id: "x", field: "UISectionTitles", reason: "not an array of strings")) {
            try LocaleTable(applePropertyList: data, id: "x")
        }
    }

    @Test func everyLocalesFileIsCompiledIn() throws {
        let directory = repositoryRoot.appendingPathComponent("Locales")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.map { String($0.dropLast(5)) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } == LocaleCatalog.tableIDs)
        for file in files {
            let url = directory.appendingPathComponent(file)
            let fromFile = try LocaleTable(contentsOf: url)
            #expect(LocaleCatalog.table(id: fromFile.id) == fromFile, "\(file) differs from the embedded copy: run Scripts/embed-locales")
            #expect(fromFile.formattedJSON == (try String(contentsOf: url, encoding: .utf8)), "\(file) is not in the canonical layout")
        }
    }

    @Test func malformedJSONSaysWhere() {
        #expect(throws: IndexedCollationError.unreadableTable(path: "t.json", reason: "missing field 'collator'")) {
            try LocaleTable(json: Data(#"{"id": "x", "sectionTitles": ["A"]}"#.utf8), origin: "t.json")
        }
        #expect(throws: IndexedCollationError.self) {
            try LocaleTable(json: Data("{".utf8), origin: "t.json")
        }
    }

    @Test func missingFileIsAnError() {
        #expect(throws: IndexedCollationError.self) {
            try LocaleTable(contentsOf: URL(fileURLWithPath: "/nonexistent/table.json"))
        }
    }
}

/// Validation names the field at fault, and never falls back to ICU's root.
@Suite struct ValidationTests {
    let good = LocaleTable(id: "t", collator: "en", sectionTitles: ["A", "B", "#"], sectionStartStrings: ["a", "b", "\u{0292}"])

    func field(of table: LocaleTable) -> String? {
        do {
            _ = try table.validated()
            return nil
        } catch let IndexedCollationError.invalidTable(_, field, _) {
            return field
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test func goodTablePasses() { #expect(field(of: good) == nil) }

    @Test func eachDefectNamesItsField() {
        var table = good
        table.collator = ""
        #expect(field(of: table) == "collator")
        table = good
        table.collator = "xx_YY"
        #expect(field(of: table) == "collator", "an unknown locale is not silently the root order")
        table = good
        table.collator = "de@collation=strok"
        #expect(field(of: table) == "collator")
        table = good
        // One fewer than the titles is fine when the last is "#" (its start
        // string is filled in); two fewer is not.
        table.sectionStartStrings = ["a"]
        #expect(field(of: table) == "sectionStartStrings")
        table = good
        table.sectionStartStrings = ["b", "a", "\u{0292}"]
        #expect(field(of: table) == "sectionStartStrings", "start strings must increase")
        table = good
        table.indexTitles = ["A", "#"]
        table.indexMapping = [0, 3]
        #expect(field(of: table) == "indexMapping")
        table = good
        table.indexMapping = [0, 1]
        #expect(field(of: table) == "indexMapping")
        table = good
        table.transform = "Any-Nowhere"
        #expect(field(of: table) == "transform")
        table = good
        table.sectionTitles = []
        table.sectionStartStrings = []
        #expect(field(of: table) == "sectionTitles")
    }

    @Test func rootOrderLocalesAreStillKnown() {
        var table = good
        table.collator = "de"
        #expect(field(of: table) == nil, "de uses the root order but is a real locale")
        table.collator = "en@collation=dictionary"
        #expect(field(of: table) == nil)
        table.collator = "ko@colReorder=latn-hang"
        table.sectionStartStrings = ["a", "b", "\u{0292}"]
        #expect(field(of: table) == nil)
    }
}
