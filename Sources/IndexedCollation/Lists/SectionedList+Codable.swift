import ByteMachinery
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The JSON names of a list's fields: those of `collate -f json`.
private enum CodingKeys: String, CodingKey {
    case locale, collator, sections, indexTitles, indexMapping, indexTargets
}

/// A section of a list: ``Section``'s fields, and where it lies in the list.
private enum ListSectionKeys: String, CodingKey {
    case index, title, count, offset, records
}

extension SectionedList: Encodable where Element: Encodable {
    /// Encodes the list in the shape `collate -f json` writes:
    /// `{"locale", "collator", "sections": [{"index", "title", "count",
    /// "offset", "records"}], "indexTitles", "indexMapping"}` — the
    /// collation's locale (BCP 47, ``LocalizedIndexedCollation/localeIdentifier``)
    /// and collator, the non-empty sections (``Section/encode(to:)``, with
    /// their number of records and the position of their first in the whole
    /// list, as `collate -f json` writes them), the index titles and the
    /// section *number* each jumps to (Apple's mapping), and `"indexTargets"`:
    /// for each index title, the *position* in `"sections"` it jumps to
    /// (``sectionPosition(forIndexTitleAt:)``; `null` only in an empty list),
    /// so that a client needs no rule of its own.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(collation.localeIdentifier, forKey: .locale)
        try container.encode(collation.table.collator, forKey: .collator)
        var list = container.nestedUnkeyedContainer(forKey: .sections)
        var offset = 0
        for section in sections {
            var entry = list.nestedContainer(keyedBy: ListSectionKeys.self)
            try entry.encode(section.number, forKey: .index)
            try entry.encode(section.title, forKey: .title)
            try entry.encode(section.elements.count, forKey: .count)
            try entry.encode(offset, forKey: .offset)
            // A contact's displayName is written as displayName(of:) shows it under this table.
            try ContactName.$encodesForJapanese.withValue(collation.nameConventions.japanese) {
                try entry.encode(section.elements, forKey: .records)
            }
            offset += section.elements.count
        }
        try container.encode(indexTitles, forKey: .indexTitles)
        try container.encode(bar.mapping, forKey: .indexMapping)
        try container.encode(positions, forKey: .indexTargets)
    }
}

extension SectionedList: Decodable where Element: Decodable {
    /// What decoding a list needs besides its JSON: the collation and how it
    /// reads an element's string, which JSON cannot carry. Put one in the
    /// decoder's `userInfo` under ``SectionedList/decodingContextKey``:
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.userInfo[SectionedList<Person>.decodingContextKey] =
    ///     SectionedList<Person>.DecodingContext(collation: collation, by: \.name)
    /// let list = try decoder.decode(SectionedList<Person>.self, from: json)
    /// ```
    public struct DecodingContext: @unchecked Sendable {
        // @unchecked: as SectionedList's own conformance.
        let collation: LocalizedIndexedCollation
        let strings: CollationStrings<Element>

        /// Elements read as ``LocalizedIndexedCollation/sectionedList(of:by:reading:then:)``
        /// reads them, under `collation`.
        public init<Value: CollationStringValue>(collation: LocalizedIndexedCollation, by keyPath: KeyPath<Element, Value>,
                                                 reading: KeyPath<Element, String?>? = nil, then later: [KeyPath<Element, Value>] = []) {
            self.collation = collation
            strings = CollationStrings(keyPath, reading: reading, then: later)
        }

        /// Contacts filed by their names, as
        /// ``LocalizedIndexedCollation/sectionedList(of:by:nameOrder:)`` files them, under `collation`.
        public init(collation: LocalizedIndexedCollation, by keyPath: KeyPath<Element, ContactName>,
                    nameOrder: ContactName.Order = .familyName) {
            self.collation = collation
            strings = .contactNames({ $0[keyPath: keyPath] }, order: nameOrder, identity: keyPath)
        }

        /// Elements read by the strings `collationString` gives, under `collation`.
        public init(collation: LocalizedIndexedCollation, collationString: @escaping @Sendable (Element) -> String?) {
            self.collation = collation
            strings = CollationStrings(first: collationString)
        }
    }

    /// The `userInfo` key of a decoder's ``DecodingContext``.
    public static var decodingContextKey: CodingUserInfoKey { CodingUserInfoKey(rawValue: "IndexedCollation.SectionedList.DecodingContext")! }

    /// Decodes a list from the shape ``encode(to:)`` writes, under the
    /// ``DecodingContext`` in the decoder's `userInfo`: its elements, in the
    /// order of the sections, are placed again (so the list is consistent
    /// with its collation whatever the JSON says of sections), equal keys
    /// kept in that order.
    ///
    /// - Throws: `DecodingError.dataCorrupted` without a context, or when
    ///   the JSON's `locale` does not find the context collation's table
    ///   (`ru-RU` and `ru` both find `ru`'s).
    /// - Complexity: as ``LocalizedIndexedCollation/sectionedList(of:by:reading:then:)``.
    public init(from decoder: any Decoder) throws {
        guard let context = decoder.userInfo[Self.decodingContextKey] as? DecodingContext else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription:
                "a SectionedList decodes with a SectionedList.DecodingContext in the decoder's userInfo (decodingContextKey)"))
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let locale = try container.decode(String.self, forKey: .locale)
        guard Self.names(locale, context.collation) else {
            throw DecodingError.dataCorruptedError(forKey: .locale, in: container, debugDescription:
                "the list's locale '\(MessageText.quoted(locale))' does not find the context collation's table '\(context.collation.table.id)'")
        }
        let sections = try container.decode([Section<Element>].self, forKey: .sections)
        self = context.collation.sectionedList(of: sections.flatMap(\.elements), strings: context.strings)
    }

    /// Whether a JSON `locale` names `collation`: its own identifier, or
    /// one whose table (``LocaleCatalog``) is the collation's.
    private static func names(_ locale: String, _ collation: LocalizedIndexedCollation) -> Bool {
        // No locale identifier is longer (ICU's own bound is 157 bytes).
        guard locale.utf8.count <= 256 else { return false }
        if LocaleIdentifier.spelledAsTag(locale) == collation.localeIdentifier || locale == collation.table.id { return true }
        return (try? LocaleCatalog.validatedTable(for: locale))?.table.id == collation.table.id
    }
}
