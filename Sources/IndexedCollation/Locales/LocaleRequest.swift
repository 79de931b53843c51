/// How a program asks for its locale: one value that makes the collation
/// and says where the locale came from, so that a command line decides the
/// locale once (the collation then names it: ``LocalizedIndexedCollation/localeIdentifier``).
package enum LocaleRequest: Equatable, Sendable {
    /// One locale identifier, BCP 47 or ICU (`ru_RU`, `zh-Hant-TW`).
    case identifier(String)
    /// A list of languages, as an `Accept-Language` header (`de-CH, fr;q=0.8`).
    case languages(String)
    /// The POSIX environment's locale: the identifier it asks for and the
    /// variable it came from (nil: none set, so `en`).
    case environment(identifier: String, variable: String?)

    /// The request a `--locale` value makes (a list of languages when it
    /// is one, ``LanguagePreferences/isLanguageList(_:)``), or without one
    /// the environment's.
    package init(option: String?, environment: [String: String]) {
        if let option {
            self = LanguagePreferences.isLanguageList(option) ? .languages(option) : .identifier(option)
        } else {
            let (identifier, variable) = LocaleIdentifier.environment(environment)
            self = .environment(identifier: identifier, variable: variable)
        }
    }

    /// The collation the request asks for.
    /// - Throws: as ``LocalizedIndexedCollation/init(locale:options:)-(String,_)``
    ///   or ``LocalizedIndexedCollation/init(acceptLanguage:options:)``.
    package func collation(options: LocalizedIndexedCollation.Options) throws(IndexedCollationError) -> LocalizedIndexedCollation {
        switch self {
        case let .identifier(identifier), let .environment(identifier, _):
            try LocalizedIndexedCollation(locale: identifier, options: options)
        case let .languages(list):
            try LocalizedIndexedCollation(acceptLanguage: list, options: options)
        }
    }
}
