/// The one owner of a locale's identity: how an identifier is spelt (BCP 47
/// for everything the library writes, ICU's IDs for ICU), what the POSIX
/// environment asks for, and which locales a locale falls back to. Every
/// other place asks here rather than splitting or joining subtags itself.
///
/// - BCP 47 ↔ ICU: ``languageTag(_:)`` and ``icuID(_:)``, both ICU's
///   (`uloc_toLanguageTag`, `uloc_forLanguageTag`, `uloc_canonicalize`).
/// - The environment: ``environment(_:)`` (`LC_ALL`, `LC_COLLATE`, `LANG`).
/// - Fallback chains: ``tableChain(of:)`` for tables and ``wordsChain(of:)``
///   for the HTML page's words, both over CLDR's parent locales as ICU's
///   data holds them (`es_MX` → `es_419` → `es`; `en_GB` → `en_001` → `en`).
///
/// Thread safety: stateless; call from any thread.
package enum LocaleIdentifier {
    /// The canonical BCP 47 tag of an identifier in either spelling:
    /// `ru_RU` → `ru-RU`, `ru_RU.UTF-8` → `ru-RU`, `zh_TW@collation=stroke`
    /// → `zh-TW-u-co-stroke`, `sr_RS@latin` → `sr-Latn-RS`; nil when ICU
    /// cannot read it. Complexity: O(length), in ICU.
    package static func languageTag(_ identifier: String) -> String? {
        guard let id = try? icuID(identifier) else { return nil }
        return ICULocale.languageTag(id)
    }

    /// ``languageTag(_:)``, else the identifier with its underscores as
    /// hyphens (a table file's own ID, which need not be a locale).
    package static func spelledAsTag(_ identifier: String) -> String {
        languageTag(identifier) ?? identifier.replacing("_", with: "-")
    }

    /// The canonical ICU ID of an identifier in either spelling, with a
    /// POSIX modifier applied (``posixModifierApplied(_:)``) and surrounding
    /// spaces trimmed.
    package static func icuID(_ identifier: String) throws(ICUError) -> String {
        try ICULocale.canonicalID(posixModifierApplied(identifier.trimming(\.isHorizontalWhitespace)))
    }

    /// A table's ID for an ICU base name: its subtags joined by hyphens
    /// (`zh_Hant` → `zh-Hant`), the spelling of the files in `Locales/`.
    static func tableID(ofICU baseName: String) -> String {
        baseName.replacing("_", with: "-")
    }

    /// Whether `tag` is language, script and region only (`de`, `zh-Hant`,
    /// `pt-BR`, `es-419`), of a language ICU has data for: a tag a page's
    /// `lang` and a browser's `Intl` accept, which a table's ID need not be
    /// (`t`, `my_table`). Complexity: O(length), and ICU's lookup.
    static func isLanguageTag(_ tag: String) -> Bool {
        tag.wholeMatch(of: /[a-zA-Z]{2,3}(-[a-zA-Z]{4})?(-([a-zA-Z]{2}|[0-9]{3}))?/) != nil && ICULocale.isKnown(tag.replacing("-", with: "_"))
    }

    // MARK: The environment

    /// The POSIX variables that name the collation locale, strongest first.
    package static let environmentVariables = ["LC_ALL", "LC_COLLATE", "LANG"]

    /// The locale the POSIX environment asks for (the first of
    /// ``environmentVariables`` that is set and not empty), with its codeset
    /// dropped (`ru_RU.UTF-8` → `ru_RU`, a modifier such as `@latin` kept),
    /// and the variable it came from; `en` for `C`, `POSIX` or nothing set.
    package static func environment(_ environment: [String: String]) -> (identifier: String, variable: String?) {
        guard let variable = environmentVariables.first(where: { !(environment[$0] ?? "").isEmpty }) else { return ("en", nil) }
        var name = Substring(environment[variable] ?? "")
        // A codeset follows a language: a value that starts with "." (a path
        // such as "../x") has none, and is kept whole so that it is refused.
        if let dot = name.firstIndex(of: "."), dot != name.startIndex {
            let modifier = name[dot...].firstIndex(of: "@").map { name[$0...] } ?? ""
            name = name[..<dot] + modifier
        }
        return (name == "C" || name == "POSIX" || name.isEmpty ? "en" : String(name), variable)
    }

    /// A POSIX locale's modifier (`sr_RS@latin`, `uz_UZ@cyrillic`,
    /// `ca_ES@valencia`, `de_DE@euro`, as `LANG` spells them) in ICU's terms:
    /// a script subtag, a variant, or nothing. ICU keywords (`@collation=…`)
    /// have an `=` and pass unchanged.
    static func posixModifierApplied(_ identifier: String) -> String {
        guard let at = identifier.firstIndex(of: "@"), !identifier[at...].contains("="),
              !identifier.contains("-") else { return identifier }
        let base = identifier[..<at].split(separator: "_").map(String.init)
        let modifier = identifier[identifier.index(after: at)...].lowercased()
        let scripts = ["latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab", "iqtelif": "Latn"]
        guard let language = base.first else { return identifier }
        if let script = scripts[modifier] {
            return ([language, script] + base.dropFirst()).joined(separator: "_")
        }
        if modifier == "valencia" { return (base + ["VALENCIA"]).joined(separator: "_") }
        return base.joined(separator: "_") // @euro and the like say nothing about sorting
    }
}
