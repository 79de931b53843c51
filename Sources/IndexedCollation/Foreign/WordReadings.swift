import ByteMachinery

/// `Any-Latin` of whole words, for texts of the words case of
/// ``LatinSegments``: words of one script among Greek, Hangul, Devanagari,
/// kana, Cyrillic, Arabic and Hebrew, separated by spaces.
/// docs/transliteration.md proves that such a text's `Any-Latin` is its
/// spaces as they are and each word's `Any-Latin` alone, so a text whose
/// words the table all holds is transliterated in one pass over its bytes,
/// with no `String`, no transliterator and no memo entry. Names repeat by
/// word far more than whole: 100,000 Greek names hold 48,295 distinct words.
/// (Letters one by one, ``LetterReadings``, need no word at all, but only
/// scripts whose rules read letters alone allow them.)
///
/// A word enters only as a word of that case (``LatinSegments/words(ofUTF8:)``),
/// with ICU's own `Any-Latin` of it, when that holds no letter of the word's
/// script (``admits(latin:script:)``). Never kept between processes: the
/// words are names.
///
/// Thread safety: a value; any number of threads may read copies at once.
/// Memory: each word and its transliteration, plus some 35 bytes each.
struct WordReadings: Sendable {
    private var words = ByteStringSet()
    /// Per word, by its number in `words`: its `Any-Latin` in UTF-8, and
    /// its script's index in ``scripts``.
    private var latin = ByteStringArena()
    private var wordScripts: [UInt8] = []
    /// The scripts of the words held, in the order met (a handful).
    private var scripts: [ICUScript] = []

    /// The words the table holds.
    var count: Int { words.count }

    /// The memory the table holds. O(1).
    var footprint: Int { words.footprint + latin.footprint + wordScripts.count + scripts.count * MemoryLayout<ICUScript>.stride }

    /// Whether `latin`, the `Any-Latin` of a word of `script`, may enter: it
    /// holds no letter of the script, so no text joined from entries is
    /// its own text, byte for byte or canonically (the memo compares
    /// `String`s, the keying pass bytes: both must say "transliterated").
    /// O(its length).
    static func admits(latin: String, script: ICUScript) -> Bool {
        // ASCII is of no script a word here is of (Latin, Common): asked of ICU only past it.
        latin.utf8.allSatisfy { $0 < 0x80 } || !latin.unicodeScalars.contains { ICUCharacter.script(of: $0) == script }
    }

    /// Whether the table holds the word (UTF-8). O(its length), expected.
    func contains(word: UnsafeBufferPointer<UInt8>) -> Bool {
        words.find(word) != nil
    }

    /// Adds `latin`, the `Any-Latin` of `word` (UTF-8), a word of `script`
    /// that passed the checks above. O(its length).
    mutating func add(word: UnsafeBufferPointer<UInt8>, of script: ICUScript, latin transliteration: String) {
        let index = scripts.firstIndex(of: script) ?? scripts.count
        guard index < 256, words.insert(word).inserted else { return }
        if index == scripts.count { scripts.append(script) }
        latin.append(transliteration.utf8)
        wordScripts.append(UInt8(index))
    }

    /// Appends `Any-Latin` of UTF-8 `text` to `out`: its spaces as they are
    /// and each word's entry, when the table holds every word of it, all of
    /// one script, and it has at least one. Returns false otherwise (`out`
    /// may then hold part of a result). O(n) for n bytes, one look-up per word.
    func appendLatin(ofUTF8 text: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) -> Bool {
        latin.withStorage { bytes, ends in
            var script: UInt8?
            return walk(text, space: { out.append(0x20) }) { number in
                guard script == nil || wordScripts[number] == script else { return false }
                script = wordScripts[number]
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[ByteStringArena.range(number, ends: ends)]))
                return true
            } && script != nil
        }
    }

    /// Whether the table holds every word of UTF-8 `text`: then there is
    /// nothing to learn from it. O(n) for n bytes.
    func knowsEveryWord(ofUTF8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        walk(text) { _ in true }
    }

    /// Walks UTF-8 `text` by words: `space` is told of each space, and
    /// `word` is given the number of each word the table holds and says
    /// whether to go on. Returns whether the walk reached the end (false at
    /// the first word the table lacks).
    @inline(__always)
    private func walk(_ text: UnsafeBufferPointer<UInt8>, space: () -> Void = {}, word: (Int) -> Bool) -> Bool {
        var index = 0
        while index < text.count {
            if text[index] == 0x20 {
                space()
                index += 1
                continue
            }
            var end = index + 1
            while end < text.count, text[end] != 0x20 { end += 1 }
            guard let number = words.find(UnsafeBufferPointer(rebasing: text[index..<end])), word(number) else { return false }
            index = end
        }
        return true
    }
}
