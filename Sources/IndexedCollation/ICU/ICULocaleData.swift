import ICUShim

/// CLDR's exemplar characters, as ICU ships them.
enum ICULocaleData {
    enum ExemplarKind: Int32 { case standard = 0, auxiliary, index, punctuation }

    /// The exemplar characters (and multi-character exemplars) of a locale.
    static func exemplars(_ localeID: String, _ kind: ExemplarKind) throws(ICUError) -> [String] {
        let pattern = try icuString("reading exemplar characters of \(localeID)") { out, capacity, status in
            icushim_exemplar_pattern(localeID, kind.rawValue, out, capacity, status)
        }
        return try icuStringList("expanding \(pattern)") { out, capacity, status in
            icushim_unicode_set_strings(pattern, out, capacity, status)
        }
    }

    /// The ISO 15924 code of the script of a code point ("Latn", "Cyrl").
    static func script(of scalar: Unicode.Scalar) -> String {
        String(cString: icushim_script_code(Int32(scalar.value)))
    }
}
