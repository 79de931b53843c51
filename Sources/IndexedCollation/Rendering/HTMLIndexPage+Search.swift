import ByteMachinery

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
    /// A text that ``LatinSegments`` splits into words of one script
    /// (`Пётр Жуков`) is transliterated and folded a word at a time, each
    /// distinct word once per page (``words``): a page of a million names
    /// has a few thousand words. docs/page.md says why a word's keys are
    /// the same as in the whole text, and on which pages that was checked
    /// byte for byte.
    ///
    /// Thread safety: one thread at a time (the transliterators are
    /// borrowed from pools any thread may use). A page rendered on several
    /// threads lends each its own from a ``Pool``.
    final class SearchKeys {
        /// The search keys of one page's rendering, lent to one thread at a
        /// time: as many as threads render at once, each with its own memo
        /// (a word met on two threads is transliterated twice, once each).
        /// They live as long as the rendering.
        final class Pool: @unchecked Sendable {
            // @unchecked: `idle` is touched only under `lock`, and a lent
            // SearchKeys only by the thread that borrowed it.
            private let lock = PThreadMutex()
            private var idle: [SearchKeys] = []
            private let chinese: Bool

            init(chinese: Bool) {
                self.chinese = chinese
            }

            /// `body`'s result, with search keys no other thread holds meanwhile.
            func borrow<Result>(_ body: (SearchKeys) -> Result) -> Result {
                let keys = lock.withLock { idle.popLast() } ?? SearchKeys(chinese: chinese)
                defer { lock.withLock { idle.append(keys) } }
                return body(keys)
            }
        }

        private let fold = LazyTransliteratorPool(id: "NFKD; [[:Mark:]-[\\u3099\\u309A]] Remove; NFC; Any-Lower")
        private let latin = LazyTransliteratorPool(id: "Any-Latin; Latin-ASCII; Any-Lower")
        private let cyrillic = LazyTransliteratorPool(id: "Russian-Latin/BGN; Latin-ASCII; Any-Lower")
        /// The first steps of ``latin`` and ``cyrillic``; the rest is
        /// ``asciiLowercasing``, a cluster at a time, on a page keyed by words.
        private let anyLatin = LazyTransliteratorPool(id: "Any-Latin")
        private let bgn = LazyTransliteratorPool(id: "Russian-Latin/BGN")
        private var asciiLowercasing = ASCIILowercasing()
        /// Pinyin syllables of Han as a name (the first character by ICU's
        /// surname rules, Traditional forms read as their Simplified ones:
        /// 單 as 单 shàn) and as words.
        private let nameSyllables = LazyTransliteratorPool(id: "Traditional-Simplified; Han-Latin/Names; Latin-ASCII; Any-Lower")
        private let wordSyllables = LazyTransliteratorPool(id: "Han-Latin; Latin-ASCII; Any-Lower")
        /// The first step of ``wordSyllables``, for a character at a time
        /// (``syllablesAsWords(of:)``), and each character's syllable met so far.
        private let hanLatin = LazyTransliteratorPool(id: "Han-Latin")
        private var characterSyllables: [Substring: String] = [:]
        /// The Latin key of each Han character met on this page: a Han
        /// text's is joined from its characters' (``LatinSegments``), since
        /// ICU's `Han-Latin` of a whole name costs some 30 µs, under a lock
        /// all threads share.
        private var hanCharacters: [Substring: String] = [:]
        private let simplified = LazyTransliteratorPool(id: "Traditional-Simplified")
        private let traditional = LazyTransliteratorPool(id: "Simplified-Traditional")
        /// The words met so far on this page, by their bytes, and each
        /// one's keys (nil: not a word of the split kind); nil: whole texts only.
        private var words: SearchWords?
        /// Whether texts are keyed by their words and Han by its characters.
        private let byWords: Bool
        /// A text's trimmed romanizations while its attribute is written
        /// (``appendAttributeOfWords(_:to:)``), reused from record to record.
        private var trimmedLatin: [UInt8] = [], trimmedCyrillic: [UInt8] = []
        /// The page is Chinese: Han is found by its pinyin syllables and its
        /// other script form (``keys(of:reading:placement:)``, ``syllables(of:)``).
        let chinese: Bool

        /// `byWords`: the page's words and texts are remembered (``words``),
        /// and Han is transliterated by characters (``hanCharacters``).
        init(chinese: Bool = false, byWords: Bool = true) {
            self.chinese = chinese
            words = byWords ? SearchWords() : nil
            self.byWords = byWords
        }

        /// What `text` (and its `reading`, and the `placement` string it was
        /// placed by) can be found by besides the text itself, one key per
        /// line; empty when there is none. On a Chinese page (``chinese``),
        /// text with Han is also found in its other script form (陈 finds
        /// 陳 and 陳 finds 陈), and its Latin form is left to
        /// ``syllables(of:)``, matched at syllable starts, not anywhere.
        func keys(of text: String, reading: String?, placement: String? = nil) -> String {
            let reading = reading.flatMap { $0.isEmpty || $0 == text ? nil : $0 }
            if reading == nil, text.utf8.allSatisfy({ $0 < 0x80 }) { return "" }
            let textKeys = keysByWords(of: text)
            let folded = textKeys?.folded ?? wholeFolding(text)
            var keys: [String] = []
            func add(_ key: String) {
                var key = key
                key = key.withUTF8 { key in
                    var trimmed: [UInt8] = []
                    Self.appendTrimmed(key, to: &trimmed)
                    return String(decoding: trimmed, as: UTF8.self)
                }
                // By bytes: a key canonically equivalent to another but
                // written otherwise is kept.
                if !key.isEmpty, !key.utf8.elementsEqual(folded.utf8), !keys.contains(where: { $0.utf8.elementsEqual(key.utf8) }) { keys.append(key) }
            }
            if chinese, ICUCharacter.hasLetter(of: [.han], in: text) {
                add(folding(simplified.apply(text)))
                add(folding(traditional.apply(text)))
            } else {
                (textKeys?.romanized ?? wholeRomanized(text)).forEach(add)
                if let placement, placement != text { add(romanized(placement)) }
            }
            if let reading {
                let readingKeys = foldedAndRomanized(reading)
                add(readingKeys.folded)
                readingKeys.romanized.forEach(add)
            }
            return keys.joined(separator: "\n")
        }

        /// The record's `data-search` attribute (with its leading space), or
        /// empty when it has no keys: ``keys(of:reading:placement:)`` escaped.
        func attribute(of text: String, reading: String?, placement: String?) -> String {
            var attribute: [UInt8] = []
            appendAttribute(of: text, reading: reading, placement: placement, to: &attribute)
            return String(decoding: attribute, as: UTF8.self)
        }

        /// ``attribute(of:reading:placement:)`` appended to `html`: for a
        /// text keyed by its words with no reading or placement of its own,
        /// written from the words' keys with nothing made per record (a
        /// page's rows are sorted, so a text met again is mostly the row
        /// before it, which the markup repeats: no memo of texts).
        func appendAttribute(of text: String, reading: String?, placement: String?, to html: inout [UInt8]) {
            if reading?.isEmpty ?? true, placement == nil, byWords {
                var text = text
                if text.withUTF8({ appendAttributeOfWords($0, to: &html) }) { return }
            }
            let keys = keys(of: text, reading: reading, placement: placement)
            guard !keys.isEmpty else { return }
            html += " data-search=\"".utf8
            Markup.appendEscaped(keys, to: &html)
            html.append(UInt8(ascii: "\""))
        }

        /// The pinyin syllables of text with Han, for a Chinese page's filter:
        /// the text read as a name (its first character by ICU's surname
        /// rules) and as words, each a line of syllables separated by spaces
        /// (`zeng guo fan` and `ceng guo fan` for 曾国藩); empty for text
        /// without Han. The page's script matches what is typed against
        /// consecutive syllables, each by a prefix, as phones do: joined
        /// (`zengguofan`), initials (`zgf`), mixed (`zengguof`), from any
        /// syllable's start, never inside one (`ou` finds 欧阳修, not 仇英,
        /// chóu yīng).
        func syllables(of text: String) -> String {
            guard ICUCharacter.hasLetter(of: [.han], in: text) else { return "" }
            var lines: [String] = []
            for line in [nameSyllables.apply(text), syllablesAsWords(of: text)] {
                let syllables = line.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.joined(separator: " ")
                if !syllables.isEmpty, !lines.contains(syllables) { lines.append(syllables) }
            }
            return lines.joined(separator: "\n")
        }

        /// ``wordSyllables`` of `text`: for a text that ``LatinSegments``
        /// splits by character (the Han case), joined from each character's
        /// `Han-Latin`, each made ASCII and lowercase a cluster at a time
        /// (``ASCIILowercasing``), each character's once per page, as
        /// ``wholeRomanized(_:)`` joins `Any-Latin`; any other text whole.
        private func syllablesAsWords(of text: String) -> String {
            guard byWords, let segments = LatinSegments(splittingHan: text, context: LibraryReuse.shared.hanContext) else {
                return wordSyllables.apply(text)
            }
            return joined(segments, by: hanLatin, memo: \.characterSyllables)
        }

        /// `transform; Latin-ASCII; Any-Lower` of the Han text `segments`
        /// split, joined from each character's (`transform` of the text is
        /// the join of its characters', and the steps after it act within a
        /// character's reading: docs/page.md), each character's made once per
        /// page and remembered in `memo`.
        private func joined(_ segments: LatinSegments, by transform: LazyTransliteratorPool,
                            memo: ReferenceWritableKeyPath<SearchKeys, [Substring: String]>) -> String {
            segments.joined { piece in
                if let known = self[keyPath: memo][piece] { return known }
                let made = asciiLowercasing.apply(Self.kept(piece, by: transform))
                self[keyPath: memo][piece] = made
                return made
            }
        }

        /// `transform`'s result for a one-character piece: as an earlier
        /// process kept it (``LibraryReuse/pieces(of:)``: ICU's own result,
        /// under the same versions), else ICU's now. A page of Han names
        /// then needs no `Han-Latin`, whose opening costs ICU some 980
        /// million instructions, when the keys did not.
        private static func kept(_ piece: Substring, by transform: LazyTransliteratorPool) -> String {
            LibraryReuse.shared.pieces(of: transform.id)[Array(piece.utf8)] ?? transform.apply(String(piece))
        }

        /// Folded as the page's script folds what is typed: compatibility
        /// decomposition with the marks removed but kana's voicing marks
        /// (`ë` → `e`, `ガ` stays voiced), recomposed, lowercase, katakana
        /// as hiragana.
        func folding(_ text: String) -> String {
            keysByWords(of: text)?.folded ?? wholeFolding(text)
        }

        private func wholeFolding(_ text: String) -> String {
            Self.hiragana(fold.apply(text))
        }

        /// Latin letters, ASCII, lowercase: the whole text through
        /// `Any-Latin`, and Cyrillic also through `Russian-Latin/BGN`
        /// (`zh` for `ж`, as people type it).
        private func wholeRomanized(_ text: String) -> [String] {
            if byWords, let first = text.unicodeScalars.first, ICUCharacter.script(of: first) == .han,
               let segments = LatinSegments(splittingHan: text, context: LibraryReuse.shared.hanContext) {
                return [joined(segments, by: anyLatin, memo: \.hanCharacters)]
            }
            let any = romanized(text)
            guard Self.hasBasicCyrillic(text.utf8) else { return [any] }
            return [any, romanizedByBGN(text)]
        }

        /// ``latin`` of `text`: its three steps in turn, the last two a
        /// character at a time where they may be (``ASCIILowercasing``).
        private func romanized(_ text: String) -> String {
            byWords ? asciiLowercasing.apply(anyLatin.apply(text)) : latin.apply(text)
        }

        /// ``cyrillic`` of `text`, as ``romanized(_:)``.
        private func romanizedByBGN(_ text: String) -> String {
            byWords ? asciiLowercasing.apply(bgn.apply(text)) : cyrillic.apply(text)
        }

        /// ``folding(_:)`` and the romanizations of `text`: by its words
        /// where they may stand alone (``keysByWords(of:)``), else whole.
        private func foldedAndRomanized(_ text: String) -> (folded: String, romanized: [String]) {
            keysByWords(of: text) ?? (wholeFolding(text), wholeRomanized(text))
        }

        private static func hasBasicCyrillic<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
            // U+0400–U+04FF are the UTF-8 lead bytes D0–D3.
            bytes.contains { (0xD0...0xD3).contains($0) }
        }

        /// ``folding(_:)`` and ``wholeRomanized(_:)`` of a text of words
        /// (``SearchWords/join(_:keysOfNewWord:)``), nil for any other text.
        private func keysByWords(of text: String) -> (folded: String, romanized: [String])? {
            var text = text
            return text.withUTF8 { bytes -> (folded: String, romanized: [String])? in
                guard let needsCyrillic = joinWords(of: bytes), let words else { return nil }
                let latin = String(decoding: words.latin, as: UTF8.self)
                return (String(decoding: words.folded, as: UTF8.self), needsCyrillic ? [latin, String(decoding: words.cyrillic, as: UTF8.self)] : [latin])
            }
        }

        /// ``appendAttribute(of:reading:placement:to:)`` of a text with no
        /// reading or placement: nothing for ASCII, else from its words' keys
        /// (``keys(of:reading:placement:)``'s, in its order: each
        /// romanization once, spaces trimmed, unless empty or the folded
        /// text, by bytes). False, with nothing appended, for a text not
        /// keyed by words.
        private func appendAttributeOfWords(_ text: UnsafeBufferPointer<UInt8>, to html: inout [UInt8]) -> Bool {
            if text.allSatisfy({ $0 < 0x80 }) { return true }
            guard let needsCyrillic = joinWords(of: text), let words else { return false }
            trimmedLatin.removeAll(keepingCapacity: true)
            words.latin.withUnsafeBufferPointer { Self.appendTrimmed($0, to: &trimmedLatin) }
            let latinKept = !trimmedLatin.isEmpty && trimmedLatin != words.folded
            var cyrillicKept = false
            if needsCyrillic {
                trimmedCyrillic.removeAll(keepingCapacity: true)
                words.cyrillic.withUnsafeBufferPointer { Self.appendTrimmed($0, to: &trimmedCyrillic) }
                cyrillicKept = !trimmedCyrillic.isEmpty && trimmedCyrillic != words.folded && !(latinKept && trimmedCyrillic == trimmedLatin)
            }
            guard latinKept || cyrillicKept else { return true }
            html += " data-search=\"".utf8
            if latinKept { trimmedLatin.withUnsafeBufferPointer { Markup.appendEscaped($0, to: &html) } }
            if cyrillicKept {
                if latinKept { Markup.appendEscaped("\n", to: &html) }
                trimmedCyrillic.withUnsafeBufferPointer { Markup.appendEscaped($0, to: &html) }
            }
            html.append(UInt8(ascii: "\""))
            return true
        }

        /// ``SearchWords/join(_:keysOfNewWord:)`` of a text; nil when the
        /// page keys whole texts only.
        private func joinWords(of text: UnsafeBufferPointer<UInt8>) -> Bool? {
            guard words != nil else { return nil }
            return words!.join(text, keysOfNewWord: keys(ofWord:))
        }

        /// The keys of a new word (no space in it); nil when it is not a
        /// word of the split kind.
        private func keys(ofWord word: String) -> WordKeys? {
            let basicCyrillic = Self.hasBasicCyrillic(word.utf8)
            guard let segments = LatinSegments(splitting: word, hanContext: nil), let first = word.unicodeScalars.first else { return nil }
            // A word left as it is holds no letter of U+0400–U+04FF, but
            // may hold Cyrillic's combining marks (Inherited), which would
            // bring in the BGN romanization: such a text is keyed whole.
            let kind: WordKind? = segments.pieces.count == 1 ? .script(ICUCharacter.script(of: first))
                : segments.pieces.isEmpty && !basicCyrillic ? .unchanged : nil
            return kind.map { kind in
                WordKeys(kind: kind, folded: Array(Self.hiragana(fold.apply(word)).utf8), latin: Array(romanized(word).utf8),
                         cyrillic: kind == .script(.cyrillic) ? Array(romanizedByBGN(word).utf8) : nil, hasBasicCyrillic: basicCyrillic)
            }
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
