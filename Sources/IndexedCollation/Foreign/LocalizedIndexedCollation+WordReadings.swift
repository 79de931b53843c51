import ByteMachinery

extension LocalizedIndexedCollation {
    /// Keys a text of the words case by its words' `Any-Latin`
    /// (``WordReadings/appendLatin(ofUTF8:to:)``), as ``keyByLetters(_:_:buffers:into:)``
    /// keys letters: the key and section ``replacement(for:latin:remembered:)``
    /// gives its transliteration, with no `String`, no pieces and no memo
    /// entry. False, and nothing appended, when the table lacks a word.
    /// O(n) for n bytes, plus one sort key.
    func keyByWords(_ text: UnsafeBufferPointer<UInt8>, _ words: WordReadings, buffers: inout ReadingBuffers,
                    into keys: inout CollationKeyBatch) -> Bool {
        buffers.reading.removeAll(keepingCapacity: true)
        guard words.appendLatin(ofUTF8: text, to: &buffers.reading) else { return false }
        return buffers.reading.withUnsafeBufferPointer { keyByTransliteration($0, of: text, into: &keys) }
    }

    /// Fills `memo`'s ``WordReadings`` with the words it lacks of those
    /// texts of `pending` that are of the words case
    /// (``LatinSegments/words(ofUTF8:)``) and that letters do not key
    /// (``LetterReadings``, ``ContextLetterReadings``): each distinct new word transliterated alone by
    /// `Any-Latin` (or taken from the memo's pieces), and entered when its
    /// result holds no letter of its script; a word refused goes into the
    /// memo's pieces, where its text's placement looks for it.
    ///
    /// Thread safety: the texts are split on all cores against the table
    /// as it was; the new words are transliterated on this thread, one after
    /// another (ICU runs one rule-based transliteration at a time in a
    /// process: docs/performance.md, "One thread in ICU's rules").
    ///
    /// Complexity: O(their total length), plus one transliteration per new word.
    func learnWordReadings<Texts: CollationTexts>(of pending: [Int], in strings: Texts, memo: ForeignStringMemo) {
        let unknown = unknownWords(of: pending, in: strings, memo: memo)
        guard unknown.contains(where: { !$0.isEmpty }) else { return }
        // Taken out of the memo while it grows, so that no other reference
        // makes its first addition copy every word it holds (once a batch,
        // which grew with the run); a word met again in this call is found
        // there (or among the refused) and not transliterated twice.
        var table = WordReadings(), refused = ByteStringSet()
        swap(&table, &memo.wordReadings)
        defer { memo.wordReadings = table }
        for (index, word, script) in unknown.joined() {
            strings.withUTF8(index) { text in
                let bytes = UnsafeBufferPointer(rebasing: text[word])
                guard !table.contains(word: bytes), refused.find(bytes) == nil else { return }
                let string = String(decoding: bytes, as: UTF8.self)
                let remembered = memo.latinPieces[string[...]]
                let latin = remembered ?? latinReading.apply(string, script: script)
                if WordReadings.admits(latin: latin, script: script) {
                    table.add(word: bytes, of: script, latin: latin)
                } else {
                    _ = refused.insert(bytes)
                    // Its text goes the memo's way, whose pieces are these
                    // words: transliterated once, not again there.
                    if remembered == nil { memo.latinPieces.add(string[...], latin: latin) }
                }
            }
        }
    }

    /// Per part of `pending` (split on all cores), each word the memo's
    /// table lacks of its texts of the words case that letters (alone or
    /// position by position) do not key: its text, its bytes' range, its
    /// script. A text that begins with a letter the position-by-position
    /// table holds is left to it (were its walk to fail, it would go the
    /// memo's way, whole).
    private func unknownWords<Texts: CollationTexts>(of pending: [Int], in strings: Texts,
                                                     memo: ForeignStringMemo) -> [[(text: Int, word: Range<Int>, script: ICUScript)]] {
        let known = memo.wordReadings, letters = memo.letterReadings, contextLetters = memo.contextLetterReadings
        let parts = Parallel.partition(pending.count, minimumPart: Parallel.Grain.transliterations)
        return Parallel.map(parts.count) { part in
            var unknown: [(text: Int, word: Range<Int>, script: ICUScript)] = []
            for index in pending[parts[part]] {
                strings.withUTF8(index) { text in
                    guard text.count <= PlacementBound.maximumScalars, !known.knowsEveryWord(ofUTF8: text),
                          !letters.appliesWhole(toUTF8: text),
                          contextLetters.count == 0 || !contextLetters.beginsWithHeldLetter(text),
                          let (script, words) = LatinSegments.words(ofUTF8: text) else { return }
                    for word in words where !known.contains(word: UnsafeBufferPointer(rebasing: text[word])) {
                        unknown.append((index, word, script))
                    }
                }
            }
            return unknown
        }
    }
}
