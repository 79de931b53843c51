#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IndexedCollation

@_spi(Fuzzing) extension FuzzingEntryPoints {
    /// How a table file is read (`--table FILE`).
    public enum TableFormat: Sendable {
        /// Our JSON schema (`Locales/*.json`).
        case json
        /// Apple's property list, XML or binary.
        case propertyList
    }

    /// Loads `data` as a table file. A loader may reject the file with an
    /// error; a table it accepts must be usable: it makes a collation, every
    /// index title leads to a section, and every title is placed in a section.
    /// Returns the invariants broken (empty when none).
    public static func loadTable(_ data: Data, as format: TableFormat) -> [String] {
        let table: LocaleTable
        do {
            switch format {
            case .json: table = try LocaleTable(json: data)
            case .propertyList: table = try LocaleTable(applePropertyList: data, id: "fuzz")
            }
        } catch {
            return []
        }
        let collation: LocalizedIndexedCollation
        do {
            collation = try LocalizedIndexedCollation(table: table)
        } catch {
            return ["a validated table makes no collation: \(error)"]
        }
        let sections = 0..<collation.sectionTitles.count
        var violations: [String] = []
        for index in collation.sectionIndexTitles.indices where !sections.contains(collation.section(forSectionIndexTitleAt: index)) {
            violations.append("index title \(index) leads to section \(collation.section(forSectionIndexTitleAt: index)) of \(sections.count)")
        }
        for title in table.sectionTitles where !sections.contains(collation.section(for: title)) {
            violations.append("title \(title.debugDescription) placed in section \(collation.section(for: title)) of \(sections.count)")
        }
        return violations
    }
}
