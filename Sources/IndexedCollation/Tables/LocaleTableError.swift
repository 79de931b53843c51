/// Why a table, a locale or a table file was refused.
public enum IndexedCollationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No table matches the locale, and ICU does not know it either.
    /// `suggestions` are the nearest table IDs.
    case unknownLocale(String, suggestions: [String])
    /// A keyword of a locale identifier (`@colReorder=…`, `-u-ks-…`) is
    /// unknown, has a value ICU does not know, or does not suit the table the
    /// locale resolves to (its start strings would not increase). `keyword`
    /// is ICU's name for it (`colreorder`); `reason` names it too.
    case invalidLocaleKeyword(locale: String, keyword: String, reason: String)
    /// A field of a table is wrong. `field` uses the JSON schema's names.
    case invalidTable(id: String, field: String, reason: String)
    /// A table file could not be read or parsed.
    case unreadableTable(path: String, reason: String)
    /// None of a user's preferred languages (an `Accept-Language` header,
    /// a list of languages) matches a locale ICU has data for; `tried` are
    /// the languages, most preferred first.
    case noPreferredLocale(tried: [String])
    /// ICU itself failed.
    case icu(ICUError)

    /// The message `collate` prints: `unknown locale 'svv': ICU has no data for it; did you mean sv?`.
    public var description: String {
        switch self {
        case let .unknownLocale(locale, suggestions):
            let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: ", "))?"
            return "unknown locale '\(Self.visible(locale))': ICU has no data for it\(hint)"
        case let .invalidLocaleKeyword(locale, _, reason):
            return "invalid locale '\(Self.visible(locale))': \(reason)"
        case let .invalidTable(id, field, reason):
            return "invalid table '\(Self.visible(id))': \(field): \(reason)"
        case let .unreadableTable(path, reason):
            return "cannot read table \(MessageText.quoted(path, limit: 4096)): \(reason)"
        case let .noPreferredLocale(tried):
            return "no locale matches the preferred languages: " + Self.triedList(tried)
        case let .icu(error):
            return error.description
        }
    }

    /// The most languages a message lists: a header of thousands would
    /// otherwise fill the terminal.
    static let listedLanguages = 10

    /// `tried 'qq', 'xx'`, the first ``listedLanguages`` and how many more;
    /// for none, what leaves a language out.
    private static func triedList(_ tried: [String]) -> String {
        guard !tried.isEmpty else {
            return "no language was given (a language with q=0, or with a q that is not a number from 0 to 1, is left out)"
        }
        let listed = tried.prefix(listedLanguages).map { "'\(visible($0))'" }.joined(separator: ", ")
        let more = tried.count - listedLanguages
        let bound = tried.count >= LanguagePreferences.maximumLanguages
            ? " (the first \(LanguagePreferences.maximumLanguages) languages are considered, no more)" : ""
        return "tried " + listed + (more > 0 ? " and \(more) more" : "") + bound
    }

    /// `text` as a message quotes it (``MessageText/quoted(_:limit:)``): a
    /// locale identifier is echoed as given, and what a user typed must not
    /// reach a terminal as an escape sequence, vanish from the message, or
    /// fill it.
    package static func visible(_ text: String) -> String {
        MessageText.quoted(text)
    }
}
