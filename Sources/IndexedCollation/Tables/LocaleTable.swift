/// One locale's indexed-collation table: Apple's six fields (the keys of
/// UIKit's `UITableViewLocalizedSectionIndex.plist`), plus where it came from.
///
/// A table is plain data. ``validated()`` checks it against ICU; every way
/// into ``LocalizedIndexedCollation`` validates, so a table that loads is usable.
public struct LocaleTable: Sendable, Hashable, Codable {
    /// Our name for the table, such as `en`, `zh-Hant` or `de@collation=phonebook`.
    public var id: String
    /// ICU locale ID of the collator, keywords allowed (`zh@collation=stroke`).
    /// Apple's `UICollationKey`.
    public var collator: String
    /// The section titles, in order. Apple's `UISectionTitles`.
    public var sectionTitles: [String]
    /// The smallest string of each section, strictly increasing under the
    /// collator. Apple's `UISectionStartStrings`; the titles when absent.
    ///
    /// When the last section is `#` (``otherSectionTitle``), its start
    /// string may be left out (one start string fewer than titles):
    /// validation fills in the first root script boundary after the last
    /// given start string, as the tables derived from ICU have it (`"\u{FDD1}Ω"`
    /// after Latin in English). That string begins with the noncharacter
    /// U+FDD1, which a Swift string literal cannot spell; in JSON it is
    /// `"\uFDD1Ω"`.
    public var sectionStartStrings: [String]?
    /// The titles of the index bar. Apple's `UIIndexTitles`; the section
    /// titles when absent.
    public var indexTitles: [String]?
    /// For each index title, the section it jumps to. Apple's
    /// `UIIndexMapping`; the identity when absent.
    public var indexMapping: [Int]?
    /// An ICU transliterator ID applied to every string before it is placed
    /// or sorted. Apple's `UITransform`.
    public var transform: String?
    /// Collation rules in ICU's syntax (`&h < ch`), applied on top of the
    /// collator's locale order: sorting, placement and the start strings'
    /// check all use the locale's order with these rules added. Not one of
    /// Apple's fields: Apple's property list has no such key, so a table read
    /// from one has none.
    public var rules: String?
    /// Where the content comes from (Apple's table, ICU's data, a person).
    public var source: String?

    /// A table from its fields, unvalidated; see ``validated()``.
    public init(
        id: String,
        collator: String,
        sectionTitles: [String],
        sectionStartStrings: [String]? = nil,
        indexTitles: [String]? = nil,
        indexMapping: [Int]? = nil,
        transform: String? = nil,
        rules: String? = nil,
        source: String? = nil
    ) {
        self.id = id
        self.collator = collator
        self.sectionTitles = sectionTitles
        self.sectionStartStrings = sectionStartStrings
        self.indexTitles = indexTitles
        self.indexMapping = indexMapping
        self.transform = transform
        self.rules = rules
        self.source = source
    }

    /// The start strings, with Apple's default (the titles) applied.
    package var effectiveStartStrings: [String] { sectionStartStrings ?? sectionTitles }
    /// The index titles, with Apple's default (the section titles) applied.
    package var effectiveIndexTitles: [String] { indexTitles ?? sectionTitles }
    /// The index mapping, with Apple's default (the identity) applied.
    package var effectiveIndexMapping: [Int] { indexMapping ?? Array(effectiveIndexTitles.indices) }

    /// The fields of the JSON schema; decoding refuses any other
    /// (`LocaleTable+Decoding.swift`).
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, source, collator, sectionTitles, sectionStartStrings, indexTitles, indexMapping, transform, rules
    }
}
