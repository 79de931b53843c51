import Dispatch
@_spi(Generation) import IndexedCollation
import Synchronization

/// Which tables `Locales/` holds: one derived table for every locale ICU has
/// data for and every collation type CLDR defines for it, written only where
/// it differs from the table the locale would get without it (its parent's,
/// or a curated one), so that `de_AT` uses `de`, `zh_Hant_HK` uses `zh-Hant`
/// and `sr_Latn` gets its own.
///
/// Deterministic: the result depends only on ICU's data and the curated
/// tables, never on the order of work.
/// A table ICU's data does not yield, with the candidate it was for.
struct GenerationFailure: Error, CustomStringConvertible {
    let description: String
}

struct CatalogPlan {
    /// A locale to derive a table for, and the table's ID (`sr-Latn`,
    /// `de@collation=phonebook`).
    struct Candidate: Hashable {
        let localeID: String
        let tableID: String
    }

    /// The derived tables to write, by ID.
    private(set) var derivedTables: [String: LocaleTable] = [:]
    /// Every candidate, with what it resolves to once the plan is complete.
    private(set) var resolutions: [Candidate: String] = [:]

    /// Every available locale, plus `locale@collation=type` for the
    /// collation types ICU has for it beyond its default.
    static func allCandidates() -> [Candidate] {
        var candidates: [Candidate] = []
        for localeID in LocaleCatalog.icuAvailableLocales {
            let tableID = localeID.replacingOccurrences(of: "_", with: "-")
            candidates.append(Candidate(localeID: localeID, tableID: tableID))
            for type in LocaleCatalog.alternativeCollationTypes(of: localeID) {
                candidates.append(Candidate(localeID: "\(localeID)@collation=\(type)", tableID: "\(tableID)@collation=\(type)"))
            }
        }
        // Parents before children, base collations before variants.
        return candidates.sorted {
            ($0.tableID.split(separator: "-").count, $0.tableID.contains("@") ? 1 : 0, $0.tableID)
                < ($1.tableID.split(separator: "-").count, $1.tableID.contains("@") ? 1 : 0, $1.tableID)
        }
    }

    /// Derives every candidate's table (on every core), then keeps the ones
    /// that differ from what the candidate would resolve to without them.
    ///
    /// Complexity: one derivation per candidate (about 900, some 50 ms each),
    /// then a fixed point over the candidates that usually settles in two
    /// passes of cheap resolutions.
    init(candidates: [Candidate], curated: [String: LocaleTable]) throws {
        let derived = try Self.deriveAll(candidates)
        var kept = curated
        // A curated table is compared through what ICU would derive for it.
        func comparable(_ tableID: String) -> LocaleTable? { derived[tableID] ?? kept[tableID] }

        var changed = true
        while changed {
            changed = false
            for candidate in candidates where kept[candidate.tableID] == nil {
                let resolution = try LocaleCatalog.resolve(candidate.localeID, among: kept)
                let table = derived[candidate.tableID]!
                if resolution.isDerived || !Self.sortsAndSectionsAlike(comparable(resolution.tableID)!, table) {
                    kept[candidate.tableID] = table
                    changed = true
                }
            }
        }
        for candidate in candidates {
            resolutions[candidate] = try LocaleCatalog.resolve(candidate.localeID, among: kept).tableID
        }
        derivedTables = kept.filter { curated[$0.key] == nil }
    }

    /// Two tables that place and sort every string alike: the same sections
    /// and start strings, index, transform, and collation data.
    static func sortsAndSectionsAlike(_ a: LocaleTable, _ b: LocaleTable) -> Bool {
        a.sectionTitles == b.sectionTitles && a.effectiveStartStrings == b.effectiveStartStrings
            && a.effectiveIndexTitles == b.effectiveIndexTitles && a.effectiveIndexMapping == b.effectiveIndexMapping
            && a.transform == b.transform
            && LocaleCatalog.collationSignature(a.collator) == LocaleCatalog.collationSignature(b.collator)
    }

    private static func deriveAll(_ candidates: [Candidate]) throws -> [String: LocaleTable] {
        let results = Mutex<[String: Result<LocaleTable, IndexedCollationError>]>([:])
        DispatchQueue.concurrentPerform(iterations: candidates.count) { index in
            let candidate = candidates[index]
            let result = Result { () throws(IndexedCollationError) in
                try LocaleTable.derived(fromICU: candidate.localeID, id: candidate.tableID).validated()
            }
            results.withLock { $0[candidate.tableID] = result }
        }
        let all = results.withLock { $0 }
        var tables: [String: LocaleTable] = [:]
        for candidate in candidates {
            switch all[candidate.tableID]! {
            case let .success(table): tables[candidate.tableID] = table
            case let .failure(error):
                throw GenerationFailure(description: "deriving \(candidate.tableID) from \(candidate.localeID): \(error)")
            }
        }
        return tables
    }
}
