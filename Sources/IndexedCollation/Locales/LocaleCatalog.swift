#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tables compiled into the library (from `Locales/`), and how a locale
/// identifier finds its table.
///
/// Resolution (see `docs/locales.md`): the identifier (BCP 47 or ICU) is
/// canonicalized and given its likely subtags (`zh-TW` → `zh_Hant_TW`), then
/// its parent chain is tried from the most specific (`zh-Hant-TW`, `zh-Hant`,
/// `zh`). With a collation keyword (`@collation=stroke`, `-u-co-phonebk`) a
/// table must also load the same collation data as the request
/// (`de@collation=phonebook`, or a table such as `zh-Hant` whose default is
/// the requested type). The identifier's other collation keywords
/// (`-u-kr-grek-latn`) are set in the chosen table's collator, which is
/// validated again (see `CollatorKeywords`; unknown keywords are refused).
/// A locale ICU knows but no table covers gets a table
/// derived from ICU's data on the spot; a locale ICU does not know is an
/// error with suggestions.
public enum LocaleCatalog {
    /// The IDs of the compiled-in tables, sorted.
    public static var tableIDs: [String] { embeddedTableIDs }

    /// A compiled-in table by its exact ID (`en`, `zh-Hant`), or nil.
    ///
    /// - Precondition: the table is not broken (it decodes and validates),
    ///   which the test suite checks for every compiled-in table; the other
    ///   ways to a table (``table(for:)``, ``LocalizedIndexedCollation/init(locale:options:)-(String,_)``)
    ///   throw its error instead.
    public static func table(id: String) -> LocaleTable? {
        do {
            return try validatedTable(id: id)?.table
        } catch {
            preconditionFailure("the compiled-in table \(id) is broken: \(error)")
        }
    }

    /// The table for a locale identifier: `ru`, `pt-BR`, `zh_TW@collation=stroke`.
    /// Resolution is described above; a compiled-in table is validated once
    /// per process and then cached. Thread-safe.
    public static func table(for identifier: String) throws(IndexedCollationError) -> LocaleTable {
        try validatedTable(for: identifier).table
    }

    /// A compiled-in table by its exact ID, validated; validated once per
    /// process and then cached (with its collator, shared by every collation
    /// of the table). Thread-safe.
    static func validatedTable(id: String, reuse: LibraryReuse = .shared) throws(IndexedCollationError) -> ValidatedTable? {
        try reuse.table(id: id) { () throws(IndexedCollationError) in
            try embeddedTable(id: id).map { table throws(IndexedCollationError) in
                try ValidatedTable(table, compiledIn: true, reuse: reuse)
            }
        }
    }

    /// Whether `id` is a compiled-in table's ID (``embeddedTableIDs`` is
    /// sorted by bytes, as every ID is ASCII).
    static func hasEmbeddedTable(id: String) -> Bool {
        var low = 0, high = embeddedTableIDs.count
        while low < high {
            let middle = (low + high) / 2
            if embeddedTableIDs[middle].utf8.lexicographicallyPrecedes(id.utf8) { low = middle + 1 } else { high = middle }
        }
        return low < embeddedTableIDs.count && embeddedTableIDs[low] == id
    }

    /// The validated table for a locale identifier: a compiled-in one
    /// (cached), or one derived from ICU's data.
    static func validatedTable(for identifier: String, reuse: LibraryReuse = .shared) throws(IndexedCollationError) -> ValidatedTable {
        let resolution = try resolve(identifier)
        let table: ValidatedTable
        if let compiledIn = try validatedTable(id: resolution.tableID, reuse: reuse) {
            table = compiledIn
        } else {
            table = try ValidatedTable(LocaleTable.derived(fromICU: resolution.localeID, id: resolution.tableID), reuse: reuse)
        }
        guard !resolution.collatorKeywords.isEmpty else { return table }
        return try variant(of: table, adding: resolution.collatorKeywords, for: identifier)
    }

    /// `table` with a locale's collation keywords (`colreorder=grek-latn`)
    /// set in its collator ID, validated under that collator (its start
    /// strings still increase, and no case form of one moved before it);
    /// cached like the compiled-in tables.
    /// Its ID is the table's with the keywords (`en@colreorder=grek-latn`).
    private static func variant(of original: ValidatedTable, adding keywords: [String], for identifier: String)
        throws(IndexedCollationError) -> ValidatedTable {
        let table = original.table
        var variant = table
        variant.id = table.id + (table.id.contains("@") ? ";" : "@") + keywords.joined(separator: ";")
        let made = try original.reuse.table(id: variant.id, variant: true) { () throws(IndexedCollationError) in
            try validated(variant: variant, of: original, adding: keywords, for: identifier)
        }
        guard let made else { preconditionFailure("a variant is always made or its error thrown") }
        return made
    }

    /// ``variant(of:adding:for:)`` made and checked.
    private static func validated(variant: LocaleTable, of original: ValidatedTable, adding keywords: [String],
                                  for identifier: String) throws(IndexedCollationError) -> ValidatedTable {
        let table = original.table
        var variant = variant
        variant.collator = CollatorKeywords.setting(keywords, in: (try? ICULocale.canonicalID(table.collator)) ?? table.collator)
        let asked = keywords.joined(separator: ";")
        func unsuitable(_ reason: String) -> IndexedCollationError {
            .invalidLocaleKeyword(locale: identifier, keyword: asked, reason: "\(asked) does not suit table '\(table.id)': \(reason)")
        }
        let validated: ValidatedTable
        do {
            validated = try ValidatedTable(variant, reuse: original.reuse)
        } catch {
            guard case let .invalidTable(_, field, reason) = error else { throw error }
            throw unsuitable("\(field): \(reason)")
        }
        if let (index, form) = validated.firstCaseFormMovedBeforeItsStart(comparedTo: original) {
            let start = validated.table.effectiveStartStrings[index]
            throw unsuitable("'\(form)' would sort before '\(start)', the start of section '\(validated.table.sectionTitles[index])'")
        }
        return validated
    }

    /// The English name of a table's locale and collation ("Serbian (Latin)",
    /// "German (Sort Order=Phonebook Sort Order)", as ICU names it); the ID itself when ICU has no name.
    public static func displayName(ofTableID id: String, in displayLocale: String = "en") -> String {
        guard let localeID = try? ICULocale.canonicalID(id) else { return id }
        return ICULocale.displayName(localeID, in: displayLocale)
    }

    /// What an identifier resolves to: a compiled-in table ID, or the ICU
    /// locale a table is derived for (`isDerived`).
    public struct Resolution: Sendable, Equatable {
        /// The table's ID: a compiled-in table's, or for a derived table the
        /// ICU locale it is derived for.
        public var tableID: String
        /// The locale without the keywords in ``collatorKeywords``.
        public var localeID: String
        /// Whether no compiled-in table covers the locale, so one is derived
        /// from ICU's data.
        public var isDerived: Bool
        /// The identifier's collation keywords other than `collation`
        /// (`colreorder=grek-latn`), which the table's collator gets.
        public var collatorKeywords: [String] = []
    }

    /// Which table an identifier gets among the compiled-in tables.
    public static func resolve(_ identifier: String) throws(IndexedCollationError) -> Resolution {
        try resolve(identifier, hasTable: hasEmbeddedTable(id:), table: { id throws(IndexedCollationError) in try validatedTable(id: id)?.table })
    }

    /// Which table an identifier gets among `tables` (keyed by ID): the table
    /// generator asks this to decide whether a sub-locale needs its own file.
    @_spi(Generation)
    public static func resolve(_ identifier: String, among tables: [String: LocaleTable]) throws(IndexedCollationError) -> Resolution {
        try resolve(identifier, hasTable: { tables[$0] != nil }, table: { tables[$0] })
    }

    private static func resolve(
        _ identifier: String,
        hasTable: @escaping (String) -> Bool,
        table: @escaping (String) throws(IndexedCollationError) -> LocaleTable?
    ) throws(IndexedCollationError) -> Resolution {
        let trimmed = identifier.trimming(\.isHorizontalWhitespace)
        guard !trimmed.isEmpty, !trimmed.contains("\0"), let requested = try? LocaleIdentifier.icuID(trimmed),
              ICULocale.isKnown(requested), !ICULocale.language(requested).isEmpty || requested.hasPrefix("root")
        else {
            throw .unknownLocale(identifier, suggestions: suggestions(for: identifier))
        }
        let keywords: CollatorKeywords
        do {
            keywords = try CollatorKeywords(ofCanonicalID: requested)
        } catch {
            throw .invalidLocaleKeyword(locale: identifier, keyword: error.keyword, reason: error.message)
        }
        // The table is chosen by the locale and its collation type; the other
        // keywords are set in the chosen table's collator.
        let collation = keywords.collationType
        let canonical = ICULocale.baseName(requested) + (collation.map { "@collation=\($0)" } ?? "")
        func resolution(_ tableID: String, isDerived: Bool) -> Resolution {
            Resolution(tableID: tableID, localeID: canonical, isDerived: isDerived, collatorKeywords: keywords.attributes)
        }
        // With a collation keyword, the collation data the request loads
        // decides which tables qualify.
        let search = TableSearch(collation: collation, wantedCollation: collation.map { _ in collationSignature(canonical) },
                                 hasTable: hasTable, table: table)
        if let tableID = try search.first(along: canonical) {
            return resolution(tableID, isDerived: false)
        }
        // zh-Hant@collation=pinyin: no Traditional Chinese table sorts by
        // pinyin, but the locale whose collation that is (zh) may have one.
        if let wanted = search.wantedCollation, let dataLocale = try? ICULocale.canonicalID(wanted),
           ICULocale.baseName(dataLocale) != "root", let tableID = try search.first(along: dataLocale) {
            return resolution(tableID, isDerived: false)
        }
        let base = LocaleIdentifier.tableID(ofICU: ICULocale.baseName(canonical))
        return resolution(collation.map { "\(base)@collation=\($0)" } ?? base, isDerived: true)
    }

    /// The search of a locale's table chain for a table: any table of the
    /// locale, or with a collation type one that loads the same collation
    /// data as the request (`zh@collation=stroke` for
    /// `zh_TW@collation=stroke`, `zh` for `zh@collation=pinyin`).
    private struct TableSearch {
        let collation: String?
        /// The signature (``collationSignature(_:)``) of what the request loads.
        let wantedCollation: String?
        let hasTable: (String) -> Bool
        let table: (String) throws(IndexedCollationError) -> LocaleTable?

        func first(along localeID: String) throws(IndexedCollationError) -> String? {
            for base in LocaleIdentifier.tableChain(of: localeID) {
                let tableID = LocaleIdentifier.tableID(ofICU: base)
                guard let collation, let wanted = wantedCollation else {
                    if hasTable(tableID) { return tableID }
                    continue
                }
                let variantID = "\(tableID)@collation=\(collation)"
                if hasTable(variantID) { return variantID }
                // A table with rules sorts otherwise than its collator ID
                // says, so it never stands for a collation type.
                if let candidate = try table(tableID), candidate.rules == nil,
                   collationSignature(candidate.collator) == wanted {
                    return tableID
                }
            }
            return nil
        }
    }

    /// What makes two collator IDs sort alike: the collation data ICU loads
    /// for them (its actual locale and type, such as `zh@collation=stroke` or
    /// `root`) and the attribute keywords (`colReorder=latn-hang`).
    /// `de_AT` and `de` agree (both load the root collation); `de` and
    /// `de@collation=phonebook` do not. Cached; opening a collator is cheap
    /// but not free.
    @_spi(Generation)
    public static func collationSignature(_ collatorID: String) -> String {
        LibraryReuse.shared.signature(of: collatorID) {
            let canonical = (try? ICULocale.canonicalID(collatorID)) ?? collatorID
            let actual = (try? ICUCollator(localeID: canonical))?.actualLocale ?? canonical
            let attributes = canonical.split(separator: "@", maxSplits: 1).dropFirst().first
                .map { $0.split(separator: ";").map { $0.lowercased() }.filter { !$0.hasPrefix("collation=") }.sorted() } ?? []
            return ([actual] + attributes).joined(separator: ";")
        }
    }

    /// The table IDs nearest to a mistyped identifier (edit distance on the
    /// language part), at most three.
    static func suggestions(for identifier: String) -> [String] {
        let wanted = identifier.lowercased().split(whereSeparator: { "-_@.".contains($0) }).first.map(String.init) ?? ""
        let languages = Set(ICULocale.available.map { ICULocale.language($0) } + tableIDs.filter { !$0.contains("@") })
        let allowed = max(1, wanted.count / 2)
        // Two strings whose lengths differ by more than `allowed` are further
        // apart than that: skipping them keeps a 100,000-character LANG from
        // costing seconds of O(length × name) distances, with the same result.
        return languages
            .filter { abs($0.count - wanted.count) <= allowed }
            .map { ($0, EditDistance.between(wanted, $0.lowercased())) }
            .filter { $0.1 <= allowed }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(3)
            .map(\.0)
    }
}

extension LocaleCatalog {
    /// Every locale ICU has data for (805 in ICU 72), as ICU IDs.
    @_spi(Generation)
    public static var icuAvailableLocales: [String] { ICULocale.available }

    /// The collation types that make another index for a locale: ICU's
    /// types for it minus its default, the generic ones every locale has
    /// (`standard`, `search…`, `emoji`, `eor`, `private-…`) and the legacy
    /// character-set orders `big5han` and `gb2312han` (CLDR deprecates them;
    /// they order Han by code table, which no index follows). `de`:
    /// phonebook; `zh`: stroke, unihan, zhuyin; `ru`: none.
    @_spi(Generation)
    public static func alternativeCollationTypes(of localeID: String) -> [String] {
        let types = ICULocale.collationTypes(of: localeID)
        let notAnIndex: Set<String> = ["standard", "emoji", "eor", "big5han", "gb2312han"]
        return types.dropFirst().filter { !notAnIndex.contains($0) && !$0.hasPrefix("search") && !$0.hasPrefix("private-") }
    }

    /// Whether a table's content was made by hand rather than derived: its
    /// `source` starts with "Curated:". The generator never overwrites it.
    @_spi(Generation)
    public static func isCurated(_ table: LocaleTable) -> Bool {
        table.source?.hasPrefix("Curated:") == true
    }
}
