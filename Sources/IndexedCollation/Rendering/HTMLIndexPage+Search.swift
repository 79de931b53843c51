extension HTMLIndexPage {
    /// The page's filter keys: what a record can be found by besides its own
    /// text. Made with ICU when the page is rendered, so that the page's
    /// script needs no tables: it folds what is typed the same way as far as
    /// arithmetic goes (lowercase, compatibility decomposition without
    /// combining marks but kana's voicing marks, katakana as hiragana) and looks it up in the record's
    /// text, folded once at load, and in these keys.
    ///
    /// The keys of a record are, each once and only when it differs from the
    /// record's folded text: its text in Latin letters (ICU's `Any-Latin`,
    /// then `Latin-ASCII`: `Жуков` → `zukov`, `Straße` → `strasse`; for
    /// Cyrillic also the BGN/PCGN romanization, `zhukov`), its reading folded
    /// (`タナカ` → `たなか`) and its reading in Latin letters (`tanaka`), and
    /// the string a person-names collation placed it by, in Latin letters
    /// (`zeng guofan` for 曾国藩, whose word reading is `ceng`).
    /// ASCII text without a reading needs no key and costs no
    /// transliteration.
    ///
    /// The transliterators are the process's (``LibraryReuse``), opened on
    /// first use: a server
    /// that renders many pages opens ICU's `Any-Latin` once, not per page.
    ///
    /// Thread safety: any number of threads may use it (each call borrows
    /// a clone of its own from the pool).
    struct SearchKeys: Sendable {
        private let fold = LazyTransliteratorPool(id: "NFKD; [[:Mark:]-[\\u3099\\u309A]] Remove; NFC; Any-Lower")
        private let latin = LazyTransliteratorPool(id: "Any-Latin; Latin-ASCII; Any-Lower")
        private let cyrillic = LazyTransliteratorPool(id: "Russian-Latin/BGN; Latin-ASCII; Any-Lower")

        /// What `text` (and its `reading`, and the `placement` string it was
        /// placed by) can be found by besides the text itself, one key per
        /// line; empty when there is none.
        func keys(of text: String, reading: String?, placement: String? = nil) -> String {
            let reading = reading.flatMap { $0.isEmpty || $0 == text ? nil : $0 }
            if reading == nil, text.utf8.allSatisfy({ $0 < 0x80 }) { return "" }
            let folded = folding(text)
            var keys: [String] = []
            func add(_ key: String) {
                let key = key.trimmingSpaces
                if !key.isEmpty, key != folded, !keys.contains(key) { keys.append(key) }
            }
            romanized(text).forEach(add)
            if let placement, placement != text { add(latin.apply(placement)) }
            if let reading {
                add(folding(reading))
                romanized(reading).forEach(add)
            }
            return keys.joined(separator: "\n")
        }

        /// Folded as the page's script folds what is typed: compatibility
        /// decomposition with the marks removed but kana's voicing marks
        /// (`ë` → `e`, `ガ` stays voiced), recomposed, lowercase, katakana
        /// as hiragana.
        func folding(_ text: String) -> String {
            Self.hiragana(fold.apply(text))
        }

        /// Latin letters, ASCII, lowercase: the whole text through
        /// `Any-Latin`, and Cyrillic also through `Russian-Latin/BGN`
        /// (`zh` for `ж`, as people type it).
        private func romanized(_ text: String) -> [String] {
            let any = latin.apply(text)
            guard text.unicodeScalars.contains(where: { (0x400...0x4FF).contains($0.value) }) else { return [any] }
            return [any, cyrillic.apply(text)]
        }

        /// Katakana (U+30A1–U+30F6) moved to hiragana by their fixed offset:
        /// the same arithmetic as the page's script, so both sides agree.
        static func hiragana(_ text: String) -> String {
            guard text.unicodeScalars.contains(where: { (0x30A1...0x30F6).contains($0.value) }) else { return text }
            var scalars = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                scalars.append((0x30A1...0x30F6).contains(scalar.value) ? Unicode.Scalar(scalar.value - 0x60)! : scalar)
            }
            return String(scalars)
        }
    }
}

private extension String {
    /// Runs of spaces as one, none at the ends (a line break separates keys).
    var trimmingSpaces: String {
        split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }
}
