extension LocaleCatalog {
    /// The collation type a locale identifier asks for that ICU has no data
    /// for in its locale, such as `phonebook` in `en@collation=phonebook`
    /// (`en-u-co-phonebk`): only German has a phonebook order, and ICU then
    /// quietly sorts by the locale's default order. Nil when the identifier
    /// names no type, names `standard`, names one of the types ICU lists for
    /// the locale (`ICULocale/collationTypes(of:)`: `de`'s phonebook,
    /// `zh-TW`'s pinyin), or names the type of `table`'s own collator (the
    /// compiled-in tables name Apple's `dictionary`, which ICU does not
    /// know either). A type ICU knows nowhere is refused earlier
    /// (``IndexedCollationError/invalidLocaleKeyword(locale:keyword:reason:)``),
    /// so such types are always names ICU has for some locale.
    ///
    /// Complexity: one look-up of ICU's collation data for the locale.
    package static func collationTypeICUIgnores(in identifier: String, table: LocaleTable) -> String? {
        let trimmed = identifier.trimming(\.isHorizontalWhitespace)
        guard let requested = try? LocaleIdentifier.icuID(trimmed),
              let type = Self.collationType(of: requested), type != "standard" else { return nil }
        guard !ICULocale.collationTypes(of: ICULocale.baseName(requested)).map({ $0.lowercased() }).contains(type),
              Self.collationType(of: table.collator) != type else { return nil }
        return type
    }

    /// The `collation` keyword's value in an ICU ID, in lower case.
    private static func collationType(of localeID: String) -> String? {
        CollatorKeywords.keywords(of: localeID).first { $0.key == "collation" }?.value.lowercased()
    }
}
