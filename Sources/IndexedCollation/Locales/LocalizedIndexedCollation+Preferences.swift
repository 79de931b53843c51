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
        let match = try LanguagePreferences.negotiate(LanguagePreferences(acceptLanguage: header))
        try self.init(validated: match.table, localeIdentifier: match.localeIdentifier, options: options)
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
        let match = try LanguagePreferences.negotiate(LanguagePreferences(languages: languages))
        try self.init(validated: match.table, localeIdentifier: match.localeIdentifier, options: options)
    }

    /// The collation for an HTTP `Accept-Language` header, or for `fallback`
    /// when the header is empty, missing (`nil`) or names no language ICU
    /// matches: what a server answers a client that did not say.
    ///
    /// ```swift
    /// let collation = try LocalizedIndexedCollation(acceptLanguage: request.headers["Accept-Language"], default: "en")
    /// ```
    ///
    /// - Throws: only when `fallback` itself finds no table
    ///   (as ``init(locale:options:)-(String,_)``).
    /// - Complexity: as ``init(acceptLanguage:options:)``.
    public convenience init(acceptLanguage header: String?, default fallback: String,
                            options: Options = Options()) throws(IndexedCollationError) {
        if let header, let match = try? LanguagePreferences.negotiate(LanguagePreferences(acceptLanguage: header)) {
            try self.init(validated: match.table, localeIdentifier: match.localeIdentifier, options: options)
        } else {
            try self.init(locale: fallback, options: options)
        }
    }
}
