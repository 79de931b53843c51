import ByteMachinery

/// `Any-Latin` of single letters by code point, for the scripts whose
/// transliterator to Latin reads a word letter by letter
/// (docs/transliteration.md, "Letters one by one": Cyrillic, Arabic and
/// Hebrew under ICU 72): a text of such letters of one script, in words
/// separated by spaces, is transliterated in one pass over its UTF-8 bytes,
/// and the result is ICU's `Any-Latin` of the whole text, byte for byte.
///
/// A letter enters only when ``LibraryReuse/lettersAlone(of:)`` proves its
/// script and the letter stands alone in it, and its result composes fresh
/// under NFC and holds no letter of that script
/// (``LocalizedIndexedCollation/learnLetterReadings(of:in:memo:)`` checks
/// all three); each entry is ICU's own output for the letter, from
/// this process or the kept file (``keptID``). A character the table lacks
/// ends the pass: the text is then placed the usual way.
///
/// Thread safety: a value; any number of threads may read copies at once.
/// Memory: a ``CodePointTable``; a few kilobytes for an alphabet.
struct LetterReadings: Sendable {
    /// The ID under which the entries are kept between processes
    /// (``PieceTable``): `Any-Latin`'s results, written only by this table's
    /// learning, so that every kept entry passed its checks.
    static let keptID = "Any-Latin letters"

    /// Per code point: the index of its script in ``scripts``, then its
    /// `Any-Latin` in UTF-8.
    private var table = CodePointTable()
    /// The scripts of the letters held, in the order met (a handful).
    private var scripts: [ICUScript] = []

    /// The letters the table holds.
    var count: Int { table.count }

    /// The memory the table holds. O(1).
    var footprint: Int { table.footprint + scripts.count * MemoryLayout<ICUScript>.stride }

    /// The script of `scalar` when it may enter the table before its
    /// transliteration is known: a letter of a script whose words split
    /// (``LatinSegments``), whose transliterator reads letters alone, that
    /// stands alone in it. Nil otherwise. O(1) once the script's check is
    /// made (``LibraryReuse/lettersAlone(of:)``, once per process).
    /// `lettersAlone`: ``LibraryReuse/lettersAlone(of:)``, or a caller's
    /// memo of it (a name's first syllable of Hangul is often new: asking
    /// the owner each time cost a lock and a look-up by name).
    static func script(admitting scalar: Unicode.Scalar, lettersAlone: (ICUScript) -> ICUCharacterSet?) -> ICUScript? {
        let script = ICUCharacter.script(of: scalar)
        guard LatinSegments.wordScripts.contains(script),
              lettersAlone(script)?.letterStandsAloneOutside(scalar) == true else { return nil }
        return script
    }

    /// Whether `latin`, the `Any-Latin` of `letter` of `script`, may enter:
    /// it differs from the letter, composes fresh under NFC, and holds no
    /// letter of the script (so no text joined from entries can be
    /// canonically equivalent to the text). O(its length).
    static func admits(latin: String, of letter: Unicode.Scalar, script: ICUScript) -> Bool {
        latin != String(letter) && ICUCharacter.composesFresh(utf8: latin) && WordReadings.admits(latin: latin, script: script)
    }

    /// Whether the table holds the letter. O(1).
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        table.entry(of: scalar.value) != nil
    }

    /// Adds `latin`, the `Any-Latin` of `letter`, a letter of `script` that
    /// passed the checks above. O(its length).
    mutating func add(_ letter: Unicode.Scalar, of script: ICUScript, latin: String) {
        guard !contains(letter), latin.utf8.count < CodePointTable.maximumLength else { return }
        let index = scripts.firstIndex(of: script) ?? scripts.count
        guard index < 256 else { return }
        if index == scripts.count { scripts.append(script) }
        table.add(letter.value, CollectionOfOne(UInt8(index)) + Array(latin.utf8))
        bytesPerByte = max(bytesPerByte, latin.utf8.count)
    }

    /// The most bytes a text's transliteration may take per byte of it:
    /// the longest entry (a letter takes at least one byte; a space gives one).
    private(set) var bytesPerByte = 1

    /// Writes `Any-Latin` of UTF-8 `text` to `out`, which holds at least
    /// ``bytesPerByte`` times its bytes: its spaces as they are and each
    /// letter's transliteration, when the text holds at least one letter,
    /// only spaces besides, and letters of one script that the table all
    /// holds. Returns the length written; nil otherwise (`out` may then
    /// hold part of a result). O(n) for n bytes, one table look-up per letter.
    func writeLatin(ofUTF8 text: UnsafeBufferPointer<UInt8>, to out: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        precondition(out.count >= text.count * bytesPerByte, "room for the longest transliteration")
        return table.bytes.withUnsafeBufferPointer { bytes in
            var written = 0, script: UInt8?
            let whole = walk(text, space: {
                out[written] = 0x20
                written += 1
            }) { entry in
                guard let entry = Self.entry(entry, ofScript: &script, in: bytes) else { return false }
                for byte in entry {
                    out[written] = bytes[byte]
                    written += 1
                }
                return true
            }
            return whole && script != nil ? written : nil
        }
    }

    /// Whether ``writeLatin(ofUTF8:to:)`` transliterates `text`, which then
    /// needs no transliterator. O(n) for n bytes.
    func appliesWhole(toUTF8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        table.bytes.withUnsafeBufferPointer { bytes in
            var script: UInt8?
            return walk(text) { Self.entry($0, ofScript: &script, in: bytes) != nil } && script != nil
        }
    }

    /// Whether the table holds every character of UTF-8 `text` but its
    /// spaces: then there is nothing to learn from it. O(n) for n bytes.
    func knowsEveryLetter(ofUTF8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        walk(text) { $0 != nil }
    }

    /// Walks UTF-8 `text`: `space` is told of each space, and `letter` is
    /// given each other character's entry (nil when the table lacks it) and
    /// says whether to go on. Returns whether the walk reached the end.
    @inline(__always)
    private func walk(_ text: UnsafeBufferPointer<UInt8>, space: () -> Void = {}, letter: (Range<Int>?) -> Bool) -> Bool {
        var index = 0
        while index < text.count {
            if text[index] == 0x20 {
                space()
                index += 1
                continue
            }
            guard let (scalar, length) = UTF8Scalar.decode(text, at: index), letter(table.entry(of: scalar)) else { return false }
            index += length
        }
        return true
    }

    /// The transliteration's bytes of a letter's entry, when the letter is
    /// of the same script as those before it (`script`, set by the first).
    @inline(__always)
    private static func entry(_ entry: Range<Int>?, ofScript script: inout UInt8?, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let entry, script == nil || bytes[entry.lowerBound] == script else { return nil }
        script = bytes[entry.lowerBound]
        return (entry.lowerBound + 1)..<entry.upperBound
    }
}
