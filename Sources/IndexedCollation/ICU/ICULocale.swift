import ICUShim

/// ICU's locale services: parsing, canonical forms, likely subtags, names,
/// and the list of locales ICU has data for.
enum ICULocale {
    /// An ICU locale ID from a BCP 47 tag (`zh-Hant-TW`) or an ICU ID
    /// (`zh_TW@collation=stroke`), canonicalized (`zh_TW@collation=stroke`).
    static func canonicalID(_ identifier: String) throws(ICUError) -> String {
        // A BCP 47 tag uses hyphens and "-u-" extensions; an ICU ID uses
        // underscores and "@" keywords. POSIX names ("ru_RU.UTF-8") come
        // through uloc_canonicalize, which drops the codeset.
        let looksLikeTag = identifier.contains("-") && !identifier.contains("@") && !identifier.contains("_")
        let icuID: String
        if looksLikeTag {
            icuID = try icuString("parsing language tag \(identifier)") { out, capacity, status in
                icushim_locale_from_language_tag(identifier, out, capacity, status)
            }
        } else {
            icuID = identifier
        }
        return try icuString("canonicalizing locale \(identifier)") { out, capacity, status in
            icushim_locale_canonicalize(icuID, out, capacity, status)
        }
    }

    /// ICU's canonical form of an ICU ID with its keyword values as given
    /// (`hi@colReorder=deva-latn` → `hi@colreorder=deva-latn`): what
    /// ``canonicalID(_:)`` gives for an ID whose values are spelt as ICU
    /// spells them, as in the compiled-in tables (the test suite checks
    /// every one). Mapping the values loads ICU's key and type data (some 58
    /// million instructions, once per process); this does not.
    static func canonicalIDKeepingValues(_ localeID: String) throws(ICUError) -> String {
        try icuString("canonicalizing locale \(localeID)") { out, capacity, status in
            icushim_locale_canonicalize_keeping_values(localeID, out, capacity, status)
        }
    }

    /// `zh_TW` → `zh_Hant_TW`; keywords are kept.
    static func addingLikelySubtags(_ localeID: String) throws(ICUError) -> String {
        try icuString("adding likely subtags to \(localeID)") { out, capacity, status in
            icushim_locale_add_likely_subtags(localeID, out, capacity, status)
        }
    }

    /// The ID without keywords.
    static func baseName(_ localeID: String) -> String {
        (try? icuString("reading base name of \(localeID)") { out, capacity, status in
            icushim_locale_base_name(localeID, out, capacity, status)
        }) ?? localeID
    }

    /// The parent by truncation (`de_AT` → `de`, `de` → empty).
    static func parent(_ localeID: String) -> String {
        (try? icuString("reading the parent of \(localeID)") { out, capacity, status in
            icushim_locale_parent(localeID, out, capacity, status)
        }) ?? ""
    }

    /// The parent in CLDR's inheritance (`es_MX` → `es_419`, `zh_Hant` →
    /// `root`), else by truncation; empty past the language.
    static func cldrParent(_ localeID: String) -> String {
        (try? icuString("reading the CLDR parent of \(localeID)") { out, capacity, status in
            icushim_locale_cldr_parent(localeID, out, capacity, status)
        }) ?? ""
    }

    /// The BCP 47 tag of an ICU ID (`de_DE@collation=phonebook` →
    /// `de-DE-u-co-phonebk`); nil when it has none.
    static func languageTag(_ localeID: String) -> String? {
        try? icuString("spelling \(localeID) as a language tag") { out, capacity, status in
            icushim_locale_to_language_tag(localeID, out, capacity, status)
        }
    }

    static func language(_ localeID: String) -> String {
        (try? icuString("reading language of \(localeID)") { out, capacity, status in
            icushim_locale_language(localeID, out, capacity, status)
        }) ?? ""
    }

    /// The value of a keyword such as `collation`, or nil.
    static func keyword(_ keyword: String, of localeID: String) -> String? {
        let value = try? icuString("reading keyword \(keyword) of \(localeID)") { out, capacity, status in
            icushim_locale_keyword_value(localeID, keyword, out, capacity, status)
        }
        return value?.isEmpty == false ? value : nil
    }

    /// The name of a locale, in English unless `displayLocale` says otherwise.
    static func displayName(_ localeID: String, in displayLocale: String = "en") -> String {
        (try? icuString("naming \(localeID)") { out, capacity, status in
            icushim_locale_display_name(localeID, displayLocale, out, capacity, status)
        }) ?? localeID
    }

    /// Every locale ICU has data for (805 in ICU 72), as ICU IDs.
    static let available: [String] = (0..<icushim_locale_available_count()).compactMap { index in
        icushim_locale_available_at(index).map { String(cString: $0) }
    }

    /// Whether ICU has data for the locale's language: the locale, or the
    /// language it falls back to, is one of ICU's available locales. This is
    /// what tells `xx_YY` (unknown) from `de` (whose collation happens to be
    /// ICU's root collation, so the collator's own warning cannot).
    static func isKnown(_ localeID: String) -> Bool {
        let base = baseName(localeID)
        if base.isEmpty || base == "root" { return true }
        // Asked of ICU's own list: making a set of it first cost a three-line
        // run half a million instructions.
        if icushim_locale_is_available(base) { return true }
        return icushim_locale_is_available(language(base))
    }

    /// Whether the locale's script is written right to left (`ar`, `he`,
    /// `ur`, `fa`), from ICU's likely-subtags data. Keywords are ignored.
    static func isRightToLeft(_ localeID: String) -> Bool {
        icushim_locale_is_right_to_left(localeID)
    }

    /// Whether ICU knows `value` as a collation type for some locale.
    static func isKnownCollationType(_ value: String) -> Bool {
        icushim_collation_type_is_known(value)
    }

    /// The collation types ICU has for a locale, its default first
    /// (`zh`: pinyin, stroke, zhuyin, …; `de`: standard, phonebook, …),
    /// including the generic ones every locale has (search, emoji, eor).
    static func collationTypes(of localeID: String) -> [String] {
        (try? icuStringList("listing collation types of \(localeID)") { out, capacity, status in
            icushim_collation_types_for_locale(localeID, out, capacity, status)
        }) ?? []
    }

    /// Whether ICU knows `value` as a reorder code (a script or a group).
    static func isKnownReorderCode(_ value: String) -> Bool {
        icushim_reorder_code_is_known(value)
    }
}
