import ByteMachinery

extension HTMLIndexPage.SearchKeys {
    /// Which words a word may stand with in a text keyed by words: the
    /// words of one script that ``LatinSegments`` splits, or the words
    /// `Any-Latin` leaves as they are (Latin, Common and Inherited
    /// characters: `Müller`, `José`), whose transforms here act on
    /// characters or within a word (docs/page.md, "Fast on long lists").
    enum WordKind: Equatable {
        case script(ICUScript)
        case unchanged
    }

    /// A word's keys as UTF-8, each made once per page.
    struct WordKeys {
        let kind: WordKind
        /// ``folding(_:)`` of the word.
        let folded: [UInt8]
        /// `Any-Latin; Latin-ASCII; Any-Lower` of the word, and for a
        /// Cyrillic word `Russian-Latin/BGN; Latin-ASCII; Any-Lower`, which a
        /// text's keys carry when one of its words has a character of
        /// U+0400–U+04FF.
        let latin: [UInt8]
        let cyrillic: [UInt8]?
        let hasBasicCyrillic: Bool
    }

    /// The words met on a page, each with its keys (nil: not a word of the
    /// split kind), and a text's keys joined from its words' in buffers
    /// reused from one text to the next.
    ///
    /// Thread safety: a value; one thread at a time mutates it.
    struct SearchWords {
        private var set = ByteStringSet()
        private var keys: [WordKeys?] = []
        /// The keys of the text last joined (``join(_:keysOfNewWord:)``).
        private(set) var folded: [UInt8] = [], latin: [UInt8] = [], cyrillic: [UInt8] = []

        /// Joins the keys of a text of words of one kind (``WordKind``)
        /// separated by spaces into ``folded``, ``latin`` and ``cyrillic``,
        /// each distinct word's keys made once by `keysOfNewWord` (nil: not
        /// a word of the split kind). Returns whether the text's keys carry
        /// the Cyrillic romanization, or nil for any other text (it is
        /// transformed whole; the buffers then hold part of a result).
        /// The words are ``LatinSegments``' (one script among those whose
        /// transliterators never see across a space) or left as they are by
        /// `Any-Latin`, so the joined keys are the whole text's, byte for byte.
        mutating func join(_ text: UnsafeBufferPointer<UInt8>, keysOfNewWord: (String) -> WordKeys?) -> Bool? {
            folded.removeAll(keepingCapacity: true)
            latin.removeAll(keepingCapacity: true)
            cyrillic.removeAll(keepingCapacity: true)
            var kind: WordKind?, needsCyrillic = false
            var index = 0
            while index < text.count {
                guard text[index] != 0x20 else {
                    folded.append(0x20)
                    latin.append(0x20)
                    cyrillic.append(0x20)
                    index += 1
                    continue
                }
                let start = index
                while index < text.count, text[index] != 0x20 { index += 1 }
                let word = UnsafeBufferPointer(rebasing: text[start..<index])
                let (inserted, number) = set.insert(word)
                if inserted { keys.append(keysOfNewWord(String(decoding: word, as: UTF8.self))) }
                guard let keys = keys[number], kind == nil || kind == keys.kind else { return nil }
                kind = keys.kind
                folded += keys.folded
                latin += keys.latin
                cyrillic += keys.cyrillic ?? []
                needsCyrillic = needsCyrillic || keys.hasBasicCyrillic
            }
            return kind == nil ? nil : needsCyrillic
        }
    }

    /// `key` with runs of spaces and line breaks as one space and none at
    /// the ends, appended to `out` (a line break separates a page's keys).
    static func appendTrimmed(_ key: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var pendingSpace = false, started = false
        for byte in key {
            if byte == 0x20 || byte == 0x0A {
                pendingSpace = started
                continue
            }
            if pendingSpace { out.append(0x20) }
            out.append(byte)
            (pendingSpace, started) = (false, true)
        }
    }
}
