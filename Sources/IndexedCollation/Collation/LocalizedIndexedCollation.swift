#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Apple's `UILocalizedIndexedCollation`, on ICU: a locale's section titles,
/// index titles, the section of any string, and sorting by the locale's
/// collation.
///
/// ```swift
/// let collation = try LocalizedIndexedCollation(locale: "ru")
/// for section in collation.sections(of: people, by: \.name) {
///     print(section.title, section.elements.map(\.name))
/// }
/// ```
///
/// Thread safety: immutable after initialization and `Sendable`; every
/// method may be called from several threads at once.
public final class LocalizedIndexedCollation: Sendable {
    /// The table this collation follows.
    public let table: LocaleTable
    /// The choices this collation was made with: foreign scripts, readings,
    /// person names.
    public let options: Options
    /// The section titles: the table's, plus `漢字` before the last one for a
    /// Japanese table without readings (see ``readings``).
    public let sectionTitles: [String]
    /// Japanese readings in use: the provider reading kanji for this
    /// collation, or why there is none. Non-Japanese tables need none.
    public let readings: Result<any ReadingProvider, ReadingsUnavailable>?

    /// Whether strings are placed by Japanese readings (MeCab is available).
    package var readsJapanese: Bool {
        if case .success? = readings { true } else { false }
    }

    let collator: ICUCollator
    let transform: TransliteratorPool?
    /// Whether the transform is `Han-Latin` alone, which transliterates Han
    /// names piece by piece exactly as whole (``LatinSegments/init(splittingHan:)``).
    let transformSplitsHan: Bool
    /// Reads strings outside the table's alphabets into Latin: `Any-Latin`,
    /// preceded by `Han-Latin/Names` in person-names mode.
    let latinReading: LazyTransliteratorPool
    let startKeys: [[UInt8]]
    /// The table's last section (`#`): strings before the first start string go there.
    let lastSection: Int
    /// Whether strings outside the table's range can be placed other than as
    /// they are (readings, or transliteration).
    let placesForeignStrings: Bool
    /// The `漢字` section, where kanji strings go when they cannot be read
    /// (a Japanese table whose ``readings`` failed); nil otherwise.
    public let unreadKanjiSection: Int?
    /// The articles disregarded at the start of strings, when
    /// ``Options-swift.struct/ignoresLeadingArticles`` is on and the
    /// collator's language has a list; nil otherwise.
    let articles: LeadingArticles?

    /// The articles this collation disregards at the start of a string
    /// (`["a", "an", "the"]` for English with
    /// ``Options-swift.struct/ignoresLeadingArticles``); empty when it
    /// disregards none.
    public var leadingArticles: [String] {
        articles.map { LeadingArticles.articles(of: $0.language) } ?? []
    }

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

        /// Where readings of Japanese text come from, for Japanese tables.
        public enum Readings: Sendable {
            /// MeCab, when it is installed (``MeCabReadingProvider/system``).
            case system
            /// No readings: kanji names go to a `漢字` section of their own.
            case none
            /// Readings from your own provider (a dictionary of your users'
            /// names, another tokenizer).
            case provider(any ReadingProvider)
        }

        /// What happens to a string outside the table's alphabets;
        /// ``ForeignScripts-swift.enum/transliterate`` by default.
        public var foreignScripts: ForeignScripts
        /// Where readings of Japanese text come from, for Japanese tables;
        /// ``Readings-swift.enum/system`` by default.
        public var readings: Readings
        /// Person-names mode: Han text is read as a Chinese name, its first
        /// character as a surname (ICU's `Han-Latin/Names`), wherever it would
        /// be read as Mandarin: 曾国藩 → `Zēng` → `Z`, not `Céng` → `C`.
        public var personNames: Bool
        /// Filing rules: a string's leading article in the collation's
        /// language ("The", "Der", "L'") is disregarded, so "The Hobbit" is
        /// placed under H and sorted as "Hobbit" (the string itself is
        /// unchanged). An article counts only as a word of its own: "A Tale"
        /// loses its "A", "A-ha" and "Anna" keep theirs. The lists follow
        /// MARC 21's *Initial Definite and Indefinite Articles* (Library of
        /// Congress); a language without a list (see
        /// ``LocalizedIndexedCollation/leadingArticles``) is filed as it is.
        /// Off by default, as UIKit has no such rule.
        public var ignoresLeadingArticles: Bool

        /// Options as UIKit behaves (transliteration, the system's
        /// readings, names read as words, articles filed as they are)
        /// unless you say otherwise.
        public init(foreignScripts: ForeignScripts = .transliterate, readings: Readings = .system, personNames: Bool = false,
                    ignoresLeadingArticles: Bool = false) {
            self.foreignScripts = foreignScripts
            self.readings = readings
            self.personNames = personNames
            self.ignoresLeadingArticles = ignoresLeadingArticles
        }
    }

    /// A collation that follows `table`, after validating it.
    public convenience init(table: LocaleTable, options: Options = Options()) throws(IndexedCollationError) {
        try self.init(validated: ValidatedTable(table), options: options)
    }

    /// The collation for a locale identifier, BCP 47 (`zh-Hant-TW`,
    /// `de-DE-u-co-phonebk`) or ICU (`zh_TW@collation=stroke`). See
    /// ``LocaleCatalog`` for how the table is chosen.
    public convenience init(locale identifier: String, options: Options = Options()) throws(IndexedCollationError) {
        try self.init(validated: LocaleCatalog.validatedTable(for: identifier), options: options)
    }

    /// The collation that follows a table file (see ``LocaleTable/init(contentsOf:)``).
    public convenience init(contentsOf url: URL, options: Options = Options()) throws(IndexedCollationError) {
        try self.init(validated: ValidatedTable(LocaleTable.read(contentsOf: url)), options: options)
    }

    /// A collation that follows a table already validated, with its collator
    /// and start keys (the only place a collation is made).
    init(validated: ValidatedTable, options: Options) throws(IndexedCollationError) {
        let table = validated.table
        self.table = table
        self.options = options
        self.collator = validated.collator
        self.startKeys = validated.startKeys
        self.lastSection = table.sectionTitles.count - 1
        let surnames = "Han-Latin/Names"
        if options.personNames, let transform = table.transform {
            self.transform = try table.transliterator("\(surnames);\(transform)")
        } else {
            self.transform = validated.transform
        }
        self.transformSplitsHan = !options.personNames && table.transform == "Han-Latin"
        self.latinReading = LazyTransliteratorPool(id: options.personNames ? "\(surnames);Any-Latin" : "Any-Latin")

        let language = ICULocale.language(validated.collator.localeID)
        self.articles = options.ignoresLeadingArticles ? LeadingArticles(language: language) : nil
        let readings = language == "ja" ? Self.readings(options.readings) : nil
        self.readings = readings
        self.placesForeignStrings = readings != nil || options.foreignScripts == .transliterate
        if case .failure = readings {
            unreadKanjiSection = lastSection
            sectionTitles = table.sectionTitles.dropLast() + [JapaneseText.unreadSectionTitle, table.sectionTitles[lastSection]]
        } else {
            unreadKanjiSection = nil
            sectionTitles = table.sectionTitles
        }
    }

    private static func readings(_ choice: Options.Readings) -> Result<any ReadingProvider, ReadingsUnavailable> {
        switch choice {
        case .system: MeCabReadingProvider.system.map { $0 }
        case .none: .failure(ReadingsUnavailable(reason: "readings were turned off"))
        case let .provider(provider): .success(provider)
        }
    }

    /// The collation for a Foundation locale.
    public convenience init(locale: Locale, options: Options = Options()) throws(IndexedCollationError) {
        try self.init(locale: locale.identifier, options: options)
    }

    /// The collation of the process's locale: the first of `LC_ALL`,
    /// `LC_COLLATE` and `LANG` that is set, `en` when none is or it is `C`/`POSIX`.
    public static var current: LocalizedIndexedCollation {
        get throws(IndexedCollationError) {
            try LocalizedIndexedCollation(locale: environmentLocale(ProcessInfo.processInfo.environment))
        }
    }

    /// The locale identifier the POSIX environment asks for (`ru_RU.UTF-8` → `ru_RU`).
    package static func environmentLocale(_ environment: [String: String]) -> String {
        let value = ["LC_ALL", "LC_COLLATE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        var name = Substring(value)
        // A codeset follows a language: a value that starts with "." (a path
        // such as "../x") has none, and is kept whole so that it is refused.
        if let dot = name.firstIndex(of: "."), dot != name.startIndex {
            // Drop the codeset, keep a modifier such as "@latin".
            let modifier = name[dot...].firstIndex(of: "@").map { name[$0...] } ?? ""
            name = name[..<dot] + modifier
        }
        return name == "C" || name == "POSIX" || name.isEmpty ? "en" : String(name)
    }

    // MARK: Titles

    /// The titles of the index bar; the section titles when the table has
    /// none. A `漢字` section of its own (no readings) gets its own title.
    /// Complexity: O(t) for t titles (the array is made on each call).
    public var sectionIndexTitles: [String] {
        let titles = table.effectiveIndexTitles
        guard unreadKanjiSection != nil else { return titles }
        return titles.dropLast() + [JapaneseText.unreadSectionTitle, titles[titles.count - 1]]
    }

    /// The section an index title jumps to: a section number, an index of
    /// ``sectionTitles``. A list that leaves out empty sections needs
    /// positions instead: ``SectionedList/sectionPosition(forIndexTitleAt:)``.
    /// - Precondition: `index` is an index of ``sectionIndexTitles``.
    /// - Complexity: O(1).
    public func section(forSectionIndexTitleAt index: Int) -> Int {
        guard let unread = unreadKanjiSection else { return table.effectiveIndexMapping[index] }
        let mapping = table.effectiveIndexMapping
        if index == mapping.count - 1 { return unread }
        if index == mapping.count { return unread + 1 }
        return mapping[index] >= unread ? mapping[index] + 1 : mapping[index]
    }
}
