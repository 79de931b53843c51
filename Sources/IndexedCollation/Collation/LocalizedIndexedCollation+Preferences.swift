/// A collation from what a user prefers: an HTTP `Accept-Language` header, or
/// a list of languages such as `Locale.preferredLanguages`. ICU's locale
/// matching (`LocaleMatcher`, over every locale ICU has data for) picks the
/// language it serves best, weighing the user's order; that locale then
/// finds its table as ``LocalizedIndexedCollation/init(locale:options:)-(String,_)``
/// does. A language ICU has no data for (`i-klingon`) is passed over for the
/// next one.
extension LocalizedIndexedCollation {
    /// The collation for an HTTP `Accept-Language` header
    /// (`de-CH, fr;q=0.8, en;q=0.5`): languages in order of their quality
    /// (`q`, 1 when absent; equal ones in the header's order), `q=0` ones
    /// left out. `*` accepts any language: when nothing before it matches,
    /// the collation is English's, as for the `C` locale.
    ///
    /// ```swift
    /// let collation = try LocalizedIndexedCollation(acceptLanguage: "de-CH, fr;q=0.8, en;q=0.5")
    /// // collation.table.id == "de"
    /// ```
    ///
    /// - Throws: ``IndexedCollationError/noPreferredLocale(tried:)`` when no
    ///   language matches, naming those tried.
    /// - Complexity: O(languages) matches in ICU's tables, then as
    ///   ``init(locale:options:)-(String,_)``.
    public convenience init(acceptLanguage header: String, options: Options = Options()) throws(IndexedCollationError) {
        let preferences = LanguagePreferences(acceptLanguage: header)
        try self.init(validated: LanguagePreferences.negotiate(preferences), options: options)
    }

    /// The collation for a list of languages, most preferred first, as
    /// `Locale.preferredLanguages` gives them (`["sv-FI", "en"]`): BCP 47
    /// tags or ICU IDs.
    ///
    /// ```swift
    /// let collation = try LocalizedIndexedCollation(preferredLanguages: ["i-klingon", "sv-FI", "en"])
    /// // collation.table.id == "sv": ICU has no Klingon
    /// ```
    ///
    /// - Throws: ``IndexedCollationError/noPreferredLocale(tried:)`` when no
    ///   language matches.
    /// - Complexity: as ``init(acceptLanguage:options:)``.
    public convenience init(preferredLanguages languages: [String], options: Options = Options()) throws(IndexedCollationError) {
        try self.init(validated: LanguagePreferences.negotiate(LanguagePreferences(languages: languages)), options: options)
    }

    /// Whether a `--locale` value is a list of languages (`de-CH, fr;q=0.8`)
    /// rather than one locale: it has a comma or a `;q=`, and no `@` (an
    /// ICU ID separates its keywords with `;`: `zh@collation=pinyin;colnumeric=no`).
    package static func isLanguageList(_ value: String) -> Bool {
        !value.contains("@") && (value.contains(",") || value.lowercased().contains(";q="))
    }
}

/// A user's languages, most preferred first.
struct LanguagePreferences: Equatable {
    /// The languages, as given (trimmed), in order of preference.
    var languages: [String]
    /// Whether `*` (any language) is acceptable.
    var acceptsAny = false

    init(languages: [String], acceptsAny: Bool = false) {
        self.languages = languages.map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
        self.acceptsAny = acceptsAny || self.languages.contains("*")
        self.languages.removeAll { $0 == "*" }
    }

    /// The languages of an `Accept-Language` header, sorted by quality
    /// (stable); `q=0` and items whose quality is not a number in 0…1 are left out.
    init(acceptLanguage header: String) {
        var weighted: [(language: String, quality: Double)] = []
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
            guard let language = parts.first, !language.isEmpty else { continue }
            var quality = 1.0
            var valid = true
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { String($0).trimmingWhitespace }
                guard pair.count == 2, pair[0].lowercased() == "q" else { continue }
                guard let value = Double(pair[1]), (0...1).contains(value) else { valid = false; break }
                quality = value
            }
            if valid, quality > 0 { weighted.append((language, quality)) }
        }
        let ordered = weighted.enumerated().sorted { a, b in
            a.element.quality != b.element.quality ? a.element.quality > b.element.quality : a.offset < b.offset
        }
        self.init(languages: ordered.map(\.element.language))
    }

    /// The table of the best match, ICU's locale matching choosing among
    /// the languages; a match whose locale finds no table (a keyword that
    /// does not suit it) is passed over for the next best.
    static func negotiate(_ preferences: LanguagePreferences) throws(IndexedCollationError) -> ValidatedTable {
        let matcher: ICULocaleMatcher
        switch ICULocaleMatcher.shared {
        case let .success(shared): matcher = shared
        case let .failure(error): throw .icu(error)
        }
        // BCP 47 for the matcher: an ICU ID (`sv_FI`) with its underscores as hyphens.
        var candidates = preferences.languages.map { $0.contains("@") ? $0 : $0.replacingUnderscores }
        while !candidates.isEmpty {
            let match: (localeID: String, tagIndex: Int)?
            do { match = try matcher.bestMatch(for: candidates) } catch { throw .icu(error) }
            guard let match else { break }
            if let table = try? LocaleCatalog.validatedTable(for: match.localeID) { return table }
            candidates.remove(at: match.tagIndex)
        }
        if preferences.acceptsAny { return try LocaleCatalog.validatedTable(for: "en") }
        throw .noPreferredLocale(tried: preferences.languages)
    }
}

private extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    var replacingUnderscores: String { String(map { $0 == "_" ? "-" : $0 }) }
}
