@testable import CollateKit
import Foundation
import IndexedCollation
import TestSupport
import Testing

/// `collate locales` shows which tables carry collation rules.
struct LocalesCommandTests {
    static let tables = [
        LocaleTable(id: "en", collator: "en", sectionTitles: ["A", "B"]),
        LocaleTable(id: "cs-ch", collator: "en", sectionTitles: ["H", "CH", "I"], rules: "&h < ch <<< Ch <<< CH"),
    ]

    private func written(_ write: (CollateKit.OutputStream) -> Void) throws -> String {
        let path = try CollateRunner.directory().appendingPathComponent("locales.txt").path
        let stream = try CollateKit.OutputStream.file(path)
        write(stream)
        try stream.finish()
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func theJSONListingGivesATablesRules() throws {
        let json = try written { LocalesCommand.writeJSON(Self.tables, to: $0) }
        let objects = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(objects[0]["rules"] == nil)
        #expect(objects[1]["rules"] as? String == "&h < ch <<< Ch <<< CH")
    }

    @Test func theTextListingMarksATableWithRules() throws {
        let lines = try written { LocalesCommand.writeText(Self.tables, to: $0) }.split(separator: "\n")
        #expect(!lines[1].contains("+ rules"))
        #expect(lines[2].contains("+ rules"), "\(lines[2])")
    }
}
