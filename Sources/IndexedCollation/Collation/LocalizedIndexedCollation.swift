#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

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
    /// The locale this collation was made for, as a canonical BCP 47 tag
    /// (`ru-RU` for `ru_RU` or `ru_RU.UTF-8`, `zh-TW-u-co-stroke` for
    /// `zh_TW@collation=stroke`): the identifier asked for, the language an
    /// `Accept-Language` header matched, or a table's own ID. The `locale`
    /// field of a ``SectionedList``'s JSON (and of `collate -f json`).
    public let localeIdentifier: String
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

    /// The MeCab reader of ``readings``, when it is MeCab (Japanese texts are
    /// then read straight from their bytes while keying); nil otherwise.
    let mecabReader: MeCabReadingProvider?

    let collator: ICUCollator
    /// The validated table, kept to make ``forPersonNames``.
    let validated: ValidatedTable
    /// The owner of what is kept between calls: the table's.
    var reuse: LibraryReuse { validated.reuse }
    /// ``forPersonNames``, made on first use.
    private let personNamesSibling = Mutex<LocalizedIndexedCollation?>(nil)
    /// What places a string outside the table's alphabets under a table
    /// transform: the table's own (`validated.tableTransform`), or in
    /// person-names mode the surname reading before it.
    let placementTransform: TransliteratorPool?
    /// Whether the transform is `Han-Latin` alone, which transliterates Han
    /// names piece by piece exactly as whole (``LatinSegments/init(splittingHan:context:)``).
    let transformSplitsHan: Bool
    /// Whether the transform is `Han-Latin` in person-names mode, which
    /// transforms some Han names by pieces (``LatinSegments/init(splittingHanName:context:split:)``).
    let transformSplitsHanNames: Bool
    /// Whether Han text is sorted syllable by syllable, each ideograph after
    /// its reading (``HanSyllableOrder``): the transform is `Han-Latin`.
    var ordersHanBySyllable: Bool { transformSplitsHan || transformSplitsHanNames }
    /// Reads strings outside the table's alphabets into Latin: `Any-Latin`,
    /// preceded by `Han-Latin/Names` in person-names mode.
    let latinReading: LazyTransliteratorPool
    /// What the table asks of a contact's name (ContactName.swift, ``nameConventions(of:reuse:)``).
    package let nameConventions: ContactFiling.Conventions
    let startKeys: [[UInt8]]
    /// The table's last section (`#`): strings before the first start string go there.
    let lastSection: Int
    /// Whether strings outside the table's range can be placed other than as
    /// they are (readings, or transliteration).
    let placesForeignStrings: Bool
    /// Tells texts outside the table's range without their sort key, when
    /// their transliteration or reading alone places and sorts them (no
    /// transform; under readings, kanji texts only); nil otherwise.
    let outsideRangeCheck: OutsideRangeCheck?
    /// The `漢字` section, where kanji strings go when they cannot be read
    /// (a Japanese table whose ``readings`` failed); nil otherwise.
    public let unreadKanjiSection: Int?
    /// What the collation does to a text before placing it (articles, a
    /// Chinese surname's form; ``FiledTexts``); nil when nothing.
    let filingRules: FilingRules?

    /// The filing rules a collation applies to every text it keys.
    struct FilingRules: Sendable {
        /// The articles disregarded at the start of strings, when
        /// ``Options-swift.struct/ignoresLeadingArticles`` is on and the
        /// collator's language has a list.
        var articles: LeadingArticles?
        /// Person-names mode under a table that reads Han as pinyin: a
        /// text's first Han character in its surname's form.
        var surnames: ChineseSurnameForm?

        /// `text` as it is keyed.
        func filed(_ text: String) -> String {
            let stripped = articles?.stripping(text) ?? text
            return surnames?.rewritten(stripped) ?? stripped
        }
    }

    /// The articles this collation disregards at the start of a string
    /// (`["a", "an", "the"]` for English with
    /// ``Options-swift.struct/ignoresLeadingArticles``); empty when it
    /// disregards none.
    public var leadingArticles: [String] {
        filingRules?.articles.map { LeadingArticles.articles(of: $0.language) } ?? []
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
        /// The section of digits, symbols and whatever no letter places
        /// (`#`, the table's last) comes first instead: section 0, first in
        /// ``LocalizedIndexedCollation/sectionTitles``, in the index titles
        /// and in every list, the table's other sections after it in their
        /// order (CLDR's order, and some contacts apps' "symbols first").
        /// Off by default, as UIKit puts `#` last.
        public var othersFirst: Bool

        /// Options as UIKit behaves (transliteration, the system's
        /// readings, names read as words, articles filed as they are, `#`
        /// last) unless you say otherwise.
        public init(foreignScripts: ForeignScripts = .transliterate, readings: Readings = .system, personNames: Bool = false,
                    ignoresLeadingArticles: Bool = false, othersFirst: Bool = false) {
            self.foreignScripts = foreignScripts
            self.readings = readings
            self.personNames = personNames
            self.ignoresLeadingArticles = ignoresLeadingArticles
            self.othersFirst = othersFirst
        }
    }

    /// A collation that follows `table`, after validating it.
    public convenience init(table: LocaleTable, options: Options = Options()) throws(IndexedCollationError) {
        try self.init(validated: ValidatedTable(table), localeIdentifier: LocaleIdentifier.spelledAsTag(table.id), options: options)
    }

    /// The collation for a locale identifier, BCP 47 (`zh-Hant-TW`,
    /// `de-DE-u-co-phonebk`) or ICU (`zh_TW@collation=stroke`). See
    /// ``LocaleCatalog`` for how the table is chosen.
    public convenience init(locale identifier: String, options: Options = Options()) throws(IndexedCollationError) {
        try self.init(locale: identifier, options: options, reuse: .shared)
    }

    /// ``init(locale:options:)-(String,_)`` with an owner of kept state of
    /// its own (tests: kept files in a directory of the test's, memos apart).
    convenience init(locale identifier: String, options: Options = Options(), reuse: LibraryReuse) throws(IndexedCollationError) {
        let table = try LocaleCatalog.validatedTable(for: identifier, reuse: reuse)
        try self.init(validated: table, localeIdentifier: LocaleIdentifier.languageTag(identifier) ?? table.table.id, options: options)
    }

    /// The collation that follows a table file (see ``LocaleTable/init(contentsOf:)``).
    public convenience init(contentsOf url: URL, options: Options = Options()) throws(IndexedCollationError) {
        let table = try ValidatedTable(LocaleTable.read(contentsOf: url))
        try self.init(validated: table, localeIdentifier: LocaleIdentifier.spelledAsTag(table.table.id), options: options)
    }

    /// A collation that follows a table already validated, with its collator
    /// and start keys (the only place a collation is made), named
    /// `localeIdentifier` (BCP 47).
    init(validated: ValidatedTable, localeIdentifier: String, options: Options) throws(IndexedCollationError) {
        let table = validated.table
        self.table = table
        self.localeIdentifier = localeIdentifier
        self.validated = validated
        self.options = options
        self.collator = validated.collator
        self.startKeys = validated.startKeys
        self.lastSection = table.sectionTitles.count - 1
        let surnames = "Han-Latin/Names"
        if options.personNames, let transform = table.transform {
            self.placementTransform = try table.transliterator("\(surnames);\(transform)", reuse: validated.reuse)
        } else {
            self.placementTransform = validated.tableTransform
        }
        self.transformSplitsHan = !options.personNames && table.transform == "Han-Latin"
        self.transformSplitsHanNames = options.personNames && table.transform == "Han-Latin"
        self.latinReading = LazyTransliteratorPool(id: options.personNames ? "\(surnames);Any-Latin" : "Any-Latin", reuse: validated.reuse)
        self.nameConventions = Self.nameConventions(of: table, reuse: validated.reuse)

        let language = ICULocale.language(validated.collator.localeID)
        let articles = options.ignoresLeadingArticles ? LeadingArticles(language: language) : nil
        let surnameForm = options.personNames ? nameConventions.surnameForm : nil
        self.filingRules = articles == nil && surnameForm == nil ? nil : FilingRules(articles: articles, surnames: surnameForm)
        let readings = language == "ja" ? Self.readings(options.readings) : nil
        self.readings = readings
        if case let .success(reader)? = readings { mecabReader = reader as? MeCabReadingProvider } else { mecabReader = nil }
        self.placesForeignStrings = readings != nil || options.foreignScripts == .transliterate
        self.outsideRangeCheck = Self.outsideRangeCheck(table: table, collator: validated.collator, readings: readings,
                                                        transliterates: options.foreignScripts == .transliterate)
        var titles = table.sectionTitles
        if case .failure = readings {
            unreadKanjiSection = options.othersFirst ? lastSection + 1 : lastSection
            titles = table.sectionTitles.dropLast() + [JapaneseText.unreadSectionTitle, table.sectionTitles[lastSection]]
        } else {
            unreadKanjiSection = nil
        }
        sectionTitles = options.othersFirst ? [titles[titles.count - 1]] + titles.dropLast() : titles
    }

    /// The section of digits, symbols and strings no letter places, and of
    /// `nil` strings (`#` in most tables): the last section, or the first
    /// with ``Options-swift.struct/othersFirst``.
    public var othersSection: Int {
        options.othersFirst ? 0 : sectionTitles.count - 1
    }

    /// A section number in the table's order (its sections, `漢字` when
    /// added, then `#`) as this collation numbers it: the same, or with
    /// ``Options-swift.struct/othersFirst`` `#` as 0 and the others one on.
    /// Complexity: O(1).
    func numbered(tableOrderSection section: Int) -> Int {
        guard options.othersFirst else { return section }
        return section == sectionTitles.count - 1 ? 0 : section + 1
    }

    /// The first pass's ``OutsideRangeCheck``: for every script but the
    /// table's when foreign strings are transliterated and nothing else
    /// places them; for kanji only when readings place them (a kanji text
    /// its reading places needs no key of its own; a kana text lies in the
    /// range, and any other is placed as it would be without readings);
    /// none under a transform, or when readings are unavailable (kanji texts
    /// then keep their own key, in the `漢字` section).
    private static func outsideRangeCheck(table: LocaleTable, collator: ICUCollator,
                                          readings: Result<any ReadingProvider, ReadingsUnavailable>?,
                                          transliterates: Bool) -> OutsideRangeCheck? {
        guard table.transform == nil else { return nil }
        switch readings {
        case nil: return transliterates ? OutsideRangeCheck(collator: collator, startStrings: table.effectiveStartStrings) : nil
        case .success?: return OutsideRangeCheck(collator: collator, startStrings: table.effectiveStartStrings, onlyScript: .han)
        case .failure?: return nil
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
            try LocalizedIndexedCollation(locale: LocaleIdentifier.environment(ProcessInfo.processInfo.environment).identifier)
        }
    }

    /// This collation in person-names mode (``Options-swift.struct/personNames``:
    /// Han read as a surname), with the same table and sections: what names
    /// of people (``ContactName``) are keyed by. Itself when the mode is on;
    /// made once, on first use. Thread-safe.
    package var forPersonNames: LocalizedIndexedCollation {
        if options.personNames { return self }
        return personNamesSibling.withLock { sibling in
            if let sibling { return sibling }
            var named = options
            named.personNames = true
            guard let made = try? LocalizedIndexedCollation(validated: validated, localeIdentifier: localeIdentifier, options: named)
            else { return self }
            sibling = made
            return made
        }
    }

    // MARK: Titles

    /// The titles of the index bar; the section titles when the table has
    /// none. A `漢字` section of its own (no readings) gets its own title.
    /// Complexity: O(t) for t titles (the array is made on each call).
    public var sectionIndexTitles: [String] {
        var titles = table.effectiveIndexTitles
        if unreadKanjiSection != nil { titles = titles.dropLast() + [JapaneseText.unreadSectionTitle, titles[titles.count - 1]] }
        // Others first: the index's last title (`#`) moves to the top.
        return options.othersFirst ? [titles[titles.count - 1]] + titles.dropLast() : titles
    }

    /// The section an index title jumps to: a section number, an index of
    /// ``sectionTitles``. A list that leaves out empty sections needs
    /// positions instead: ``SectionedList/sectionPosition(forIndexTitleAt:)``.
    /// - Precondition: `index` is an index of ``sectionIndexTitles``.
    /// - Complexity: O(1).
    public func section(forSectionIndexTitleAt index: Int) -> Int {
        guard options.othersFirst else { return tableOrderSection(forIndexTitleAt: index) }
        let count = table.effectiveIndexTitles.count + (unreadKanjiSection == nil ? 0 : 1)
        return numbered(tableOrderSection: tableOrderSection(forIndexTitleAt: index == 0 ? count - 1 : index - 1))
    }

    /// ``section(forSectionIndexTitleAt:)`` with `#` last (in the table's order).
    private func tableOrderSection(forIndexTitleAt index: Int) -> Int {
        // Without a mapping, title i jumps to section i: no array is made
        // (`effectiveIndexMapping` would make one per call, quadratic over a bar).
        func mapped(_ index: Int) -> Int { table.indexMapping?[index] ?? index }
        guard unreadKanjiSection != nil else { return mapped(index) }
        let unread = lastSection, count = table.effectiveIndexTitles.count
        if index == count - 1 { return unread }
        if index == count { return unread + 1 }
        return mapped(index) >= unread ? mapped(index) + 1 : mapped(index)
    }
}
