import Foundation
import Synchronization

/// The tables compiled into the library (from `Locales/`), and how a locale
/// identifier finds its table.
///
/// Resolution: the identifier (BCP 47 or ICU) is canonicalized and given its
/// likely subtags (`zh-TW` → `zh_Hant_TW`), then its parent chain is tried
/// from the most specific (`zh-Hant-TW`, `zh-Hant`, `zh`), preferring a table
/// whose collation type matches a requested one (`@collation=stroke`,
/// `-u-co-phonebk`). A locale ICU knows but no file covers gets a table
/// derived from ICU's data on the spot; a locale ICU does not know is an
/// error with suggestions.
public enum LocaleCatalog {
    /// The IDs of the compiled-in tables, sorted.
    public static var tableIDs: [String] { embeddedTables.map(\.id) }

    /// A compiled-in table by its exact ID (`en`, `zh-Hant`), or nil.
    public static func table(id: String) -> LocaleTable? {
        if let cached = cache.withLock({ $0[id] }) { return cached }
        guard let json = embeddedJSON[id] else { return nil }
        // The embedded tables are validated by the test suite and CI.
        guard let table = try? LocaleTable(json: Data(json.utf8), origin: "Locales/\(id).json") else { return nil }
        cache.withLock { $0[id] = table }
        return table
    }

    /// The table for a locale identifier: `ru`, `pt-BR`, `zh_TW@collation=stroke`.
    public static func table(for identifier: String) throws(IndexedCollationError) -> LocaleTable {
        let resolution = try resolve(identifier)
        if let table = table(id: resolution.tableID) { return table }
        return try LocaleTable.derived(fromICU: resolution.localeID, id: resolution.tableID)
    }

    /// What an identifier resolves to: a compiled-in table ID, or the ICU
    /// locale a table is derived for (`isDerived`).
    public struct Resolution: Sendable, Equatable {
        public var tableID: String
        public var localeID: String
        public var isDerived: Bool
    }

    public static func resolve(_ identifier: String) throws(IndexedCollationError) -> Resolution {
        let trimmed = identifier.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, let canonical = try? ICULocale.canonicalID(trimmed), ICULocale.isKnown(canonical),
              !ICULocale.language(canonical).isEmpty || canonical.hasPrefix("root")
        else {
            throw .unknownLocale(identifier, suggestions: suggestions(for: identifier))
        }
        let collation = ICULocale.keyword("collation", of: canonical)
        let chain = parentChain(of: canonical)
        for base in chain {
            let tableID = base.replacingOccurrences(of: "_", with: "-")
            if let collation {
                if embeddedJSON["\(tableID)@collation=\(collation)"] != nil {
                    return Resolution(tableID: "\(tableID)@collation=\(collation)", localeID: canonical, isDerived: false)
                }
                if let table = table(id: tableID), ICULocale.keyword("collation", of: table.collator) == collation {
                    return Resolution(tableID: tableID, localeID: canonical, isDerived: false)
                }
            } else if embeddedJSON[tableID] != nil {
                return Resolution(tableID: tableID, localeID: canonical, isDerived: false)
            }
        }
        let base = ICULocale.baseName(canonical).replacingOccurrences(of: "_", with: "-")
        let derivedID = collation.map { "\(base)@collation=\($0)" } ?? base
        return Resolution(tableID: derivedID, localeID: canonical, isDerived: true)
    }

    /// `zh_TW` → [zh_Hant_TW, zh_Hant, zh, zh_TW]: the maximized locale's
    /// chain first, so that the script decides before the bare language.
    static func parentChain(of localeID: String) -> [String] {
        let base = ICULocale.baseName(localeID)
        let maximized = ICULocale.baseName((try? ICULocale.addingLikelySubtags(base)) ?? base)
        var chain: [String] = []
        for start in [maximized, base] {
            var parts = start.split(separator: "_").map(String.init)
            while !parts.isEmpty {
                let candidate = parts.joined(separator: "_")
                if !chain.contains(candidate) { chain.append(candidate) }
                parts.removeLast()
            }
        }
        return chain
    }

    /// The table IDs nearest to a mistyped identifier (edit distance on the
    /// language part), at most three.
    static func suggestions(for identifier: String) -> [String] {
        let wanted = identifier.lowercased().split(whereSeparator: { "-_@.".contains($0) }).first.map(String.init) ?? ""
        let languages = Set(ICULocale.available.map { ICULocale.language($0) } + tableIDs)
        return languages
            .map { ($0, editDistance(wanted, $0.lowercased())) }
            .filter { $0.1 <= max(1, wanted.count / 2) }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(3)
            .map(\.0)
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    private static let embeddedJSON: [String: String] = Dictionary(
        uniqueKeysWithValues: embeddedTables.map { ($0.id, $0.json) }
    )
    private static let cache = Mutex<[String: LocaleTable]>([:])
}
