/// A user's languages, most preferred first.
///
/// The owner of language lists: a `--locale` value that is one
/// (``isLanguageList(_:)``), an `Accept-Language` header, and the
/// negotiation over ICU's `LocaleMatcher`.
struct LanguagePreferences: Equatable {
    /// The languages, as given (trimmed), in order of preference.
    var languages: [String]
    /// Whether `*` (any language) is acceptable.
    var acceptsAny = false

    /// The most languages considered: those after the 100th (in order of
    /// preference) are left out, so that negotiation stays bounded whatever
    /// a header holds (docs/locales.md).
    static let maximumLanguages = 100

    init(languages: [String], acceptsAny: Bool = false) {
        let given = languages.map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
        self.acceptsAny = acceptsAny || given.contains("*")
        self.languages = Array(given.lazy.filter { $0 != "*" }.prefix(Self.maximumLanguages))
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

    /// Whether a `--locale` value is a list of languages (`de-CH, fr;q=0.8`)
    /// rather than one locale: it has a comma or a `;q=`, and no `@` (an
    /// ICU ID separates its keywords with `;`: `zh@collation=pinyin;colnumeric=no`).
    package static func isLanguageList(_ value: String) -> Bool {
        !value.contains("@") && (value.contains(",") || value.lowercased().contains(";q="))
    }

    /// The table of the best match and the matched locale as a BCP 47 tag,
    /// ICU's locale matching choosing among the languages; a match whose
    /// locale finds no table (a keyword that does not suit it) is passed
    /// over for the next best.
    static func negotiate(_ preferences: LanguagePreferences) throws(IndexedCollationError)
        -> (table: ValidatedTable, localeIdentifier: String) {
        let matcher: ICULocaleMatcher
        switch ICULocaleMatcher.shared {
        case let .success(shared): matcher = shared
        case let .failure(error): throw .icu(error)
        }
        // BCP 47 for the matcher: an ICU ID (`sv_FI`) with its underscores as hyphens.
        var candidates = preferences.languages.map { $0.contains("@") ? $0 : LocaleIdentifier.languageTag($0) ?? $0 }
        while !candidates.isEmpty {
            var match: (localeID: String, tagIndex: Int)?
            do {
                match = try matcher.bestMatch(for: candidates)
                if match == nil { match = try firstMatchAlone(candidates, matcher) }
            } catch { throw .icu(error) }
            guard let match else { break }
            if let table = try? LocaleCatalog.validatedTable(for: match.localeID) {
                return (table, LocaleIdentifier.spelledAsTag(match.localeID))
            }
            candidates.remove(at: match.tagIndex)
        }
        if preferences.acceptsAny { return (try LocaleCatalog.validatedTable(for: "en"), "en") }
        throw .noPreferredLocale(tried: preferences.languages)
    }

    /// The first language that ICU matches on its own, in order: ICU's
    /// matcher demotes each language after the first, so that after some ten
    /// valid but unserved ones (`xx`, `zz`) no later language reaches its
    /// threshold, though it would alone. O(languages) matcher calls.
    private static func firstMatchAlone(_ candidates: [String], _ matcher: ICULocaleMatcher) throws(ICUError)
        -> (localeID: String, tagIndex: Int)? {
        for (index, candidate) in candidates.enumerated() {
            if let match = try matcher.bestMatch(for: [candidate]) { return (match.localeID, index) }
        }
        return nil
    }
}

private extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
