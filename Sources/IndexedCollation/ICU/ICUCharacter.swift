import ICUShim

/// ICU's character properties.
enum ICUCharacter {
    /// The script of a code point (its Unicode Script property): `.latin`
    /// for "a", `.han` for "漢", `.common` for "1" and "-".
    /// Complexity: O(1). Thread-safe.
    static func script(of scalar: Unicode.Scalar) -> ICUScript {
        ICUScript(rawValue: icushim_script_of(Int32(scalar.value)))
    }

    /// The one script of `text`'s characters other than Common and
    /// Inherited ones (which join the script around them, as `Any-Latin`'s
    /// script runs have them); nil when there is none or more than one.
    /// O(its length), thread-safe.
    static func onlyScript(of text: String) -> ICUScript? {
        var only: ICUScript?
        for scalar in text.unicodeScalars {
            let own = script(of: scalar)
            if own == .common || own == .inherited || own == only { continue }
            if only != nil { return nil }
            only = own
        }
        return only
    }

    /// Whether `text` has a letter of one of `scripts` (a Han name, a kana
    /// reading). O(its length), thread-safe.
    static func hasLetter(of scripts: Set<ICUScript>, in text: String) -> Bool {
        text.unicodeScalars.contains { isLetter($0) && scripts.contains(script(of: $0)) }
    }

    /// A letter (general category L), by ICU's Unicode data. O(1), thread-safe.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (1...5).contains(icushim_general_category_of(Int32(scalar.value)))
    }

    /// A modifier letter (general category Lm: ʿ ʾ ʻ ʼ ʰ), by ICU's Unicode
    /// data. O(1), thread-safe.
    static func isModifierLetter(_ scalar: Unicode.Scalar) -> Bool {
        icushim_general_category_of(Int32(scalar.value)) == 4
    }

    /// A combining mark (general category M), by ICU's Unicode data. O(1), thread-safe.
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        (6...8).contains(icushim_general_category_of(Int32(scalar.value)))
    }

    /// An ideograph (the Ideographic property), by ICU's Unicode data. O(1), thread-safe.
    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        icushim_is_ideographic(Int32(scalar.value))
    }

    /// Whether NFC of any text followed by `text` (UTF-8) is NFC of each: it
    /// is empty, or its canonical decomposition begins with a character NFC
    /// never composes backwards over. O(its length), thread-safe.
    static func composesFresh(utf8 text: some StringProtocol) -> Bool {
        var text = String(text)
        return text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { icushim_text_composes_fresh($0.baseAddress, Int32($0.count)) }
        }
    }

    /// Whether NFKC leaves the scalar as it is wherever it stands (its
    /// NFKC_Quick_Check is Yes): compatibility ideographs are not.
    static func isNFKCStable(_ scalar: Unicode.Scalar) -> Bool {
        icushim_is_nfkc_stable(Int32(scalar.value))
    }
}

/// A Unicode script, numbered as ICU numbers them (`UScriptCode`); its
/// ``code`` is the ISO 15924 code ("Latn").
struct ICUScript: Hashable, Sendable, CustomStringConvertible {
    let rawValue: Int32

    /// Shared by several scripts: digits, punctuation, symbols ("Zyyy").
    static let common = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_COMMON))
    /// Takes the script of the character before it: combining marks ("Zinh").
    static let inherited = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_INHERITED))
    /// Chinese characters: hanzi, kanji, hanja ("Hani").
    static let han = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_HAN))
    static let arabic = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_ARABIC))
    /// Zhuyin, the phonetic letters of Chinese in Taiwan ("Bopo").
    static let bopomofo = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_BOPOMOFO))
    static let cyrillic = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_CYRILLIC))
    static let devanagari = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_DEVANAGARI))
    static let greek = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_GREEK))
    static let hangul = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_HANGUL))
    static let hebrew = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_HEBREW))
    static let hiragana = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_HIRAGANA))
    static let katakana = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_KATAKANA))
    /// Hiragana and katakana as one ("Hrkt"), as collation reordering
    /// groups them; no character has it as its own script.
    static let katakanaOrHiragana = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_KATAKANA_OR_HIRAGANA))
    static let latin = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_LATIN))
    static let thai = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_THAI))
    // Scripts of India, and of Georgia and Armenia, whose words split
    // (``LatinSegments``).
    static let armenian = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_ARMENIAN))
    static let bengali = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_BENGALI))
    static let georgian = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_GEORGIAN))
    static let gujarati = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_GUJARATI))
    static let gurmukhi = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_GURMUKHI))
    static let kannada = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_KANNADA))
    static let malayalam = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_MALAYALAM))
    static let oriya = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_ORIYA))
    static let tamil = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_TAMIL))
    static let telugu = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_TELUGU))
    /// Unassigned code points ("Zzzz").
    static let unknown = ICUScript(rawValue: Int32(ICUSHIM_SCRIPT_UNKNOWN))

    /// The ISO 15924 code, such as "Latn" or "Cyrl".
    var code: String { String(cString: icushim_script_code(rawValue)) }

    var description: String { code }
}
