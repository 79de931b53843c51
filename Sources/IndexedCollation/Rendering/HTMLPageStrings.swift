#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The HTML page's own words: the filter box's label and placeholder, the
/// record count, the index's name, the search entry's and the "jumps to"
/// labels, the empty states. ``HTMLIndexPage`` picks the bundled words of
/// its language (``bundled(for:)``); a caller may pass its own
/// (``init(json:file:language:base:)``).
///
/// The record count takes the language's plural forms, by CLDR's plural
/// categories (`one`, `two`, `few`, `many`, `other`, `zero`), chosen by
/// ICU's plural rules; numbers are formatted by ICU for the language.
public struct HTMLPageStrings: Sendable, Equatable {
    /// The record count by plural category, `other` with `{count}` (a form
    /// for one number may spell it: he `one` "רשומה אחת"): `ru`
    /// `one` "{count} запись", `few` "{count} записи", `many` "{count} записей".
    public var records: [String: String]
    /// Shown when the page has no records.
    public var noRecords: String
    /// The filter box's label (for screen readers).
    public var filterLabel: String
    /// The filter box's placeholder.
    public var filterPlaceholder: String
    /// The count while filtering, with `{shown}` and `{total}`: "{shown} of {total}".
    public var filtered: String
    /// Shown when the filter matches nothing.
    public var noMatches: String
    /// The index bar's accessible name.
    public var sectionIndex: String
    /// The search entry's accessible name.
    public var search: String
    /// An index title that jumps to another section, with `{title}` and
    /// `{target}`: "{title}, jumps to {target}".
    public var jumpsTo: String

    /// The keys of a strings file, each a string but `records`, an object.
    static let keys = ["records", "noRecords", "filterLabel", "filterPlaceholder", "filtered", "noMatches", "sectionIndex", "search", "jumpsTo"]

    /// The placeholders each text must have.
    static let placeholders = ["records": ["{count}"], "filtered": ["{shown}", "{total}"], "jumpsTo": ["{title}", "{target}"]]

    /// English, the last fallback.
    public static let english: HTMLPageStrings = bundled["en"]!

    /// The languages with words of their own (`PageStrings/` in the
    /// repository), as BCP 47 tags.
    public static var bundledLanguages: [String] { bundled.keys.sorted() }

    /// The bundled words for `language` (a BCP 47 tag or ICU ID): its own,
    /// else its nearest parent's by CLDR's data in ICU (`de-AT` → `de`,
    /// `es-MX` → `es-419` → `es`; with its likely script, `zh-TW` →
    /// `zh-Hant`), else English (the chain is `LocaleIdentifier.wordsChain(of:)`).
    public static func bundled(for language: String) -> HTMLPageStrings {
        for candidate in LocaleIdentifier.wordsChain(of: language) {
            if let strings = bundled[candidate] { return strings }
        }
        return english
    }

    /// The bundled words, by language tag, decoded once.
    private static let bundled: [String: HTMLPageStrings] = {
        var result: [String: HTMLPageStrings] = [:]
        for (language, json) in embeddedPageStrings {
            // The bundled files are checked by the tests against ICU's plural rules.
            result[language] = try? HTMLPageStrings(decoding: json, file: "PageStrings/\(language).json", language: language, base: nil)
        }
        return result
    }()

    /// Reads words from a JSON object (the keys of ``HTMLPageStrings``;
    /// `records` an object of plural forms). Keys it leaves out come from
    /// `base`. The plural forms must be exactly the categories `language`
    /// has by ICU's rules.
    ///
    /// - Throws: ``HTMLPageStringsError``, naming the file, the line and the
    ///   key: malformed JSON, an unknown key, a value that is not a string,
    ///   a missing or unknown plural form, a missing placeholder.
    public init(json: String, file: String, language: String, base: HTMLPageStrings) throws(HTMLPageStringsError) {
        try self.init(decoding: json, file: file, language: language, base: base)
    }

    private init(decoding json: String, file: String, language: String, base: HTMLPageStrings?) throws(HTMLPageStringsError) {
        let reader = PageStringsReader(json: json, file: file)
        let object = try reader.object()
        func text(_ key: String, _ fallback: String?) throws(HTMLPageStringsError) -> String {
            guard let value = object[key] else {
                guard let fallback else { throw reader.failure("missing key '\(key)'", key: nil) }
                return fallback
            }
            guard let string = value as? String else { throw reader.failure("'\(key)' must be a string", key: key) }
            try reader.checkPlaceholders(string, of: key)
            return string
        }
        records = try reader.pluralForms(object["records"], fallback: base?.records, language: language)
        noRecords = try text("noRecords", base?.noRecords)
        filterLabel = try text("filterLabel", base?.filterLabel)
        filterPlaceholder = try text("filterPlaceholder", base?.filterPlaceholder)
        filtered = try text("filtered", base?.filtered)
        noMatches = try text("noMatches", base?.noMatches)
        sectionIndex = try text("sectionIndex", base?.sectionIndex)
        search = try text("search", base?.search)
        jumpsTo = try text("jumpsTo", base?.jumpsTo)
    }

    /// "5 записей": the count formatted for `language` by ICU, in the form
    /// its plural category takes (`other` when a form is missing).
    public func recordCount(_ count: Int, language: String) -> String {
        let id = (try? ICULocale.canonicalID(language)) ?? language
        let number = (try? ICUNumberFormatter(localeID: id).format(count)) ?? String(count)
        let category = (try? ICUPluralRules(localeID: id).category(of: count)) ?? "other"
        let form = records[category] ?? records["other"] ?? "{count}"
        return form.replacing("{count}", with: number)
    }

    /// `"{title}, jumps to {target}"` filled in.
    func jumps(from title: String, to target: String) -> String {
        jumpsTo.replacing("{title}", with: title).replacing("{target}", with: target)
    }
}

/// Words for an HTML page that cannot be used: what is wrong, and where
/// (`strings.json:4: unknown key 'filterLable'`).
public struct HTMLPageStringsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, the line when known, and what is wrong.
    public let description: String
}
