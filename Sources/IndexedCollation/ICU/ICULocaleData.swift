import ICUShim

/// CLDR's exemplar characters, as ICU ships them.
enum ICULocaleData {
    /// Which of a locale's exemplar sets.
    struct ExemplarKind {
        let rawValue: Int32
        static let standard = ExemplarKind(rawValue: Int32(ICUSHIM_EXEMPLAR_STANDARD))
        static let auxiliary = ExemplarKind(rawValue: Int32(ICUSHIM_EXEMPLAR_AUXILIARY))
        static let index = ExemplarKind(rawValue: Int32(ICUSHIM_EXEMPLAR_INDEX))
        static let punctuation = ExemplarKind(rawValue: Int32(ICUSHIM_EXEMPLAR_PUNCTUATION))
    }

    /// The exemplar characters (and multi-character exemplars) of a locale.
    static func exemplars(_ localeID: String, _ kind: ExemplarKind) throws(ICUError) -> [String] {
        let pattern = try icuString("reading exemplar characters of \(localeID)") { out, capacity, status in
            icushim_exemplar_pattern(localeID, kind.rawValue, out, capacity, status)
        }
        return try icuStringList("expanding \(pattern)") { out, capacity, status in
            icushim_unicode_set_strings(pattern, out, capacity, status)
        }
    }
}
