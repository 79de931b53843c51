import Foundation

/// Apple's `UILocalizedIndexedCollation`, on ICU: a locale's section titles,
/// index titles, the section of any string, and sorting by the locale's
/// collation.
///
/// ```swift
/// let collation = try IndexedCollation(locale: "ru")
/// for section in collation.sections(of: people, by: \.name) {
///     print(section.title, section.elements.map(\.name))
/// }
/// ```
///
/// Thread safety: immutable after initialization and `Sendable`; every
/// method may be called from several threads at once.
public final class IndexedCollation: Sendable {
    /// The table this collation follows.
    public let table: LocaleTable
    public let options: Options
    /// Whether strings are placed through a ``ReadingProvider`` (Japanese tables
    /// with a provider in ``Options/readingProvider``).
    public let usesReadings: Bool

    let collator: ICUCollator
    let transform: TransliteratorPool?
    let startKeys: [[UInt8]]
    let lastSection: Int

    /// Choices beyond the table.
    public struct Options: Sendable {
        /// What happens to a string outside the table's alphabets.
        public enum ForeignScripts: Sendable {
            /// Transliterate it to Latin (`Any-Latin`) and place it by that,
            /// as current UIKit does: `Жуков` → `Žukov` → `Z`.
            case transliterate
            /// Place it as it is, so it lands in the last section (`#`), as
            /// older UIKit did.
            case lastSection
        }

        public var foreignScripts: ForeignScripts
        /// Readings for Japanese tables (see ``ReadingProvider``).
        public var readingProvider: (any ReadingProvider)?

        public init(foreignScripts: ForeignScripts = .transliterate, readingProvider: (any ReadingProvider)? = nil) {
            self.foreignScripts = foreignScripts
            self.readingProvider = readingProvider
        }
    }

    /// A collation that follows `table`, after validating it.
    public init(table: LocaleTable, options: Options = Options()) throws(IndexedCollationError) {
        let validated = try ValidatedTable(table)
        self.table = table
        self.options = options
        self.collator = validated.collator
        self.transform = validated.transform
        self.startKeys = validated.startKeys
        self.lastSection = table.sectionTitles.count - 1
        self.usesReadings = options.readingProvider != nil && ICULocale.language(validated.collator.localeID) == "ja"
    }

    /// The collation for a locale identifier, BCP 47 (`zh-Hant-TW`,
    /// `de-DE-u-co-phonebk`) or ICU (`zh_TW@collation=stroke`). See
    /// ``LocaleCatalog`` for how the table is chosen.
    public convenience init(locale identifier: String, options: Options = Options()) throws(IndexedCollationError) {
        try self.init(table: LocaleCatalog.table(for: identifier), options: options)
    }

    /// The collation for a Foundation locale.
    public convenience init(locale: Locale, options: Options = Options()) throws(IndexedCollationError) {
        try self.init(locale: locale.identifier, options: options)
    }

    /// The collation of the process's locale: the first of `LC_ALL`,
    /// `LC_COLLATE` and `LANG` that is set, `en` when none is or it is `C`/`POSIX`.
    public static var current: IndexedCollation {
        get throws(IndexedCollationError) {
            try IndexedCollation(locale: environmentLocale(ProcessInfo.processInfo.environment))
        }
    }

    /// The locale identifier the POSIX environment asks for (`ru_RU.UTF-8` → `ru_RU`).
    public static func environmentLocale(_ environment: [String: String]) -> String {
        let value = ["LC_ALL", "LC_COLLATE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        var name = Substring(value)
        if let dot = name.firstIndex(of: ".") {
            // Drop the codeset, keep a modifier such as "@latin".
            let modifier = name[dot...].firstIndex(of: "@").map { name[$0...] } ?? ""
            name = name[..<dot] + modifier
        }
        return name == "C" || name == "POSIX" || name.isEmpty ? "en" : String(name)
    }

    // MARK: Titles

    /// The section titles, in order (`A`…`Z`, `#` in English).
    public var sectionTitles: [String] { table.sectionTitles }

    /// The titles of the index bar; the section titles when the table has none.
    public var sectionIndexTitles: [String] { table.effectiveIndexTitles }

    /// The section an index title jumps to.
    /// - Precondition: `index` is an index of ``sectionIndexTitles``.
    public func section(forSectionIndexTitleAt index: Int) -> Int {
        table.effectiveIndexMapping[index]
    }

    // MARK: Placing strings

    /// The section of a string (SPEC §2): transform it, then binary-search the
    /// section start strings with the table's collator; a string before the
    /// first start string goes to the last section (`#`).
    ///
    /// Complexity: O(n + log s) for a string of length n and s sections, plus
    /// a transliteration for strings outside the table's alphabets.
    public func section(for string: String) -> Int {
        collationKey(for: string).section
    }

    public func section<T>(for object: T, collationStringKeyPath keyPath: KeyPath<T, String>) -> Int {
        section(for: object[keyPath: keyPath])
    }

    public func section<T>(for object: T, collationString: (T) throws -> String) rethrows -> Int {
        section(for: try collationString(object))
    }

    /// The string a record is placed and sorted by: the table's transform, a
    /// reading, or Latin transliteration for foreign scripts (SPEC §2).
    public func collationString(for string: String) -> String {
        collationStringAndKey(for: string).string
    }

    /// The section and sort key of a string; compute it once per record and
    /// sort by it.
    public func collationKey(for string: String) -> CollationKey {
        let key = collationStringAndKey(for: string).key
        return CollationKey(section: section(forSortKey: key), bytes: key)
    }

    private func collationStringAndKey(for string: String) -> (string: String, key: [UInt8]) {
        if let transform {
            let transformed = transform.apply(string)
            return (transformed, collator.sortKey(transformed))
        }
        let key = collator.sortKey(string)
        if isInTableRange(key) { return (string, key) }
        if usesReadings, let reader = options.readingProvider, let reading = reader.reading(of: string) {
            return (reading, collator.sortKey(reading))
        }
        guard options.foreignScripts == .transliterate else { return (string, key) }
        let latin = TransliteratorPool.shared(id: "Any-Latin").apply(string)
        return latin == string ? (string, key) : (latin, collator.sortKey(latin))
    }

    /// Within [first start string, last start string): the table's own alphabets.
    private func isInTableRange(_ key: [UInt8]) -> Bool {
        !key.lexicographicallyPrecedes(startKeys[0]) && key.lexicographicallyPrecedes(startKeys[lastSection])
    }

    /// Binary search over the start strings' sort keys: the last start string
    /// at or before the key; none (digits, symbols, "") means the last section.
    func section(forSortKey key: [UInt8]) -> Int {
        var low = 0, high = startKeys.count // count of start keys <= key lies in low...high
        while low < high {
            let middle = (low + high) / 2
            if key.lexicographicallyPrecedes(startKeys[middle]) { high = middle } else { low = middle + 1 }
        }
        return low == 0 ? lastSection : low - 1
    }
}
