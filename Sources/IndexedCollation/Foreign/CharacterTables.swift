import ByteMachinery

/// The memo's tables that write a foreign text's `Any-Latin` from its
/// characters, as a pass over a batch reads them: letters one by one
/// (``LetterReadings``), Han characters (``HanReadingTables``), letters
/// position by position (``ContextLetterReadings``) and words
/// (``WordReadings``).
///
/// Why a class: the tables are values whose arrays every core shares. A
/// pass that copied them for each text (an optional struct read through a
/// lazy variable, or bound per call) retained and released each array per
/// text, on reference counts two cores write at once (100,000 Korean names
/// under `de` made 406,440 copies of the letters' table). One reference per
/// pass reads them in place.
///
/// Thread safety: immutable; any number of threads may read it at once.
final class CharacterTables: Sendable {
    /// Each table, empty where the memo's is (`han`: nil then).
    let letters: LetterReadings
    let han: HanReadingTables?
    let contextLetters: ContextLetterReadings
    let words: WordReadings

    init(letters: LetterReadings?, han: HanReadingTables?, contextLetters: ContextLetterReadings?, words: WordReadings?) {
        (self.letters, self.han) = (letters ?? LetterReadings(), han)
        (self.contextLetters, self.words) = (contextLetters ?? ContextLetterReadings(), words ?? WordReadings())
    }

    /// Whether no table can write a text.
    var isEmpty: Bool { letters.count == 0 && han == nil && contextLetters.count == 0 && words.count == 0 }
}

extension LocalizedIndexedCollation {
    /// Keys a foreign text by the first of `tables` that writes its
    /// `Any-Latin`: its letters, its Han characters' readings, its letters
    /// position by position, or its words. Each table writes the whole
    /// text's `Any-Latin` or nothing (docs/transliteration.md proves each),
    /// so which one writes it does not change the key; a table is skipped
    /// when it lacks the text's first character (past its spaces), at which
    /// it would stop anyway. False, and nothing appended, when none writes
    /// it. O(n) for n bytes, plus one sort key.
    func keyByCharacters(_ text: UnsafeBufferPointer<UInt8>, _ tables: CharacterTables, buffers: inout ReadingBuffers,
                         into keys: inout CollationKeyBatch) -> Bool {
        guard let value = ContextLetterReadings.firstCharacter(ofUTF8: text), let first = Unicode.Scalar(value) else { return false }
        // The tables are read in place, through `tables` (a table passed
        // or bound as a value was copied for each text).
        if tables.letters.contains(first), keyByLetters(text, tables, buffers: &buffers, into: &keys) { return true }
        if tables.han?.later.contains(first) == true, keyByHanReadings(text, tables, buffers: &buffers, into: &keys) {
            return true
        }
        if tables.contextLetters.contains(first), keyByContextLetters(text, tables, buffers: &buffers, into: &keys) {
            return true
        }
        if tables.words.count > 0, keyByWords(text, tables, buffers: &buffers, into: &keys) { return true }
        return false
    }
}
