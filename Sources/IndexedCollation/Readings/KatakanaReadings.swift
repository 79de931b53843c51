import ByteMachinery

/// MeCab's katakana readings in hiragana: ICU's `Katakana-Hiragana`, applied
/// character by character where that gives what the whole string's
/// transliteration gives, and to the whole string otherwise.
///
/// Why: a rule-based transliteration costs ICU some 15,000 instructions a
/// name (most of them its NFKC and NFC passes), and ICU runs one at a time
/// in the whole process (docs/performance.md, "Why transliteration does not
/// scale with cores"), so readings computed on every core would queue for it.
/// A reading is nearly always katakana letters, spaces and kanji MeCab could
/// not read; each such character's transliteration is asked of ICU once,
/// when the table is made, and a reading of only such characters is the join
/// of theirs.
///
/// Why the join is the whole's (docs/readings.md, "Katakana to hiragana"):
/// the transliterator's rules each read one katakana letter, and the only
/// rules that read a neighbour are those of the long-vowel mark `ー`, which
/// is not in the table; its normalization passes can join a character only
/// with a combining mark, and none is in the table; kanji and the space lie
/// outside the letters its rules read, and kanji outside its filter too.
/// `KatakanaReadingsTests` checks the join against ICU for every pair of the
/// table's characters, and `Benchmarks/run` on its Japanese corpus.
///
/// Thread safety: immutable after it is made; any number of threads may use
/// ``hiragana(ofKatakana:)`` at once. Memory: under 1 KB. The process's
/// table is ``LibraryReuse/katakanaReadings``.
final class KatakanaReadings: Sendable {
    /// ICU's `Katakana-Hiragana`, opened when a reading does not join (or to make the table).
    let transliterator: LazyTransliteratorPool
    /// The UTF-8 of the transliteration of each character of the Katakana
    /// block (U+30A0–U+30FF) that ICU changes when it stands alone, at
    /// ``slot`` bytes per character from its offset in the block, with its
    /// length in `lengths`; length 0 for the others (`・`, `ー`, `゠`), which
    /// go through ICU with the whole reading.
    private let letters: [UInt8]
    private let lengths: [UInt8]

    static let block: ClosedRange<UInt32> = 0x30A0...0x30FF
    /// Bytes per character in `letters`: enough for two hiragana (`ヿ` → `こと`,
    /// `ヷ` → `わ` and a voicing mark); a longer transliteration goes to ICU.
    static let slot = 8

    /// The table of `hiragana`: the UTF-8 of each character of the block in
    /// order, empty for one that goes to ICU.
    /// - Precondition: one entry per character of ``block``.
    init(hiragana: [[UInt8]], transliterator: LazyTransliteratorPool) {
        self.transliterator = transliterator
        precondition(hiragana.count == Self.block.count)
        var letters = [UInt8](repeating: 0, count: Self.block.count * Self.slot)
        var lengths = [UInt8](repeating: 0, count: Self.block.count)
        for (offset, bytes) in hiragana.enumerated() where bytes.count <= Self.slot {
            letters.replaceSubrange(offset * Self.slot..<offset * Self.slot + bytes.count, with: bytes)
            lengths[offset] = UInt8(bytes.count)
        }
        self.letters = letters
        self.lengths = lengths
    }

    /// The table as ICU makes it (96 transliterations, after ICU builds its
    /// transliterator registry: some 150 million instructions).
    convenience init(fromICU transliterator: LazyTransliteratorPool) {
        self.init(hiragana: Self.hiraganaFromICU(transliterator), transliterator: transliterator)
    }

    /// The table's entries as ICU makes them: each character's transliteration
    /// alone when it differs from the character (and fits a slot), else empty.
    static func hiraganaFromICU(_ transliterator: LazyTransliteratorPool) -> [[UInt8]] {
        block.map { value in
            let letter = String(Unicode.Scalar(value)!)
            let hiragana = Array(transliterator.apply(letter).utf8)
            return hiragana != Array(letter.utf8) && hiragana.count <= slot ? hiragana : []
        }
    }

    /// The table's entries, as ``init(hiragana:)`` takes them.
    var hiragana: [[UInt8]] {
        (0..<Self.block.count).map { offset in Array(letters[offset * Self.slot..<offset * Self.slot + Int(lengths[offset])]) }
    }

    /// ICU's `Katakana-Hiragana` of `katakana`.
    /// Complexity: O(n) for n bytes when every character is in the table, a
    /// space or a kanji; one ICU transliteration otherwise.
    func hiragana(ofKatakana katakana: String) -> String {
        var text = katakana
        return text.withUTF8 { bytes in
            joined(bytes) ?? transliterator.apply(katakana)
        }
    }

    /// The join of the characters' transliterations, or nil when a
    /// character is neither in the table, a space, nor a kanji (or the bytes
    /// are not well-formed UTF-8). O(n), one allocation.
    func joined(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var joins = true
        let string = String(unsafeUninitializedCapacity: Self.joinedCapacity(bytes.count)) { output in
            guard let written = join(bytes, into: output) else {
                joins = false
                return 0
            }
            return written
        }
        return joins ? string : nil
    }

    /// The bytes ``join(_:into:)`` may write for `count` bytes: a katakana
    /// letter's 3 bytes become at most `slot` (8) bytes; anything else that
    /// joins keeps its length.
    static func joinedCapacity(_ count: Int) -> Int { count * 3 + 3 }

    /// Writes the join of the characters' transliterations (``joined(_:)``)
    /// to `output`, of at least ``joinedCapacity(_:)`` bytes; returns the
    /// bytes written, or nil when the characters do not join. O(n).
    func join(_ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        precondition(output.count >= Self.joinedCapacity(bytes.count), "room for the join")
        return letters.withUnsafeBufferPointer { letters in
            lengths.withUnsafeBufferPointer { lengths in
                Self.join(bytes, into: output, letters: letters, lengths: lengths)
            }
        }
    }

    /// ``join(_:into:)`` with the table's arrays in hand (no bounds checks
    /// but the decoder's: the table has an entry for every offset in the
    /// block, and `output` has room for the join).
    private static func join(_ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>,
                             letters: UnsafeBufferPointer<UInt8>, lengths: UnsafeBufferPointer<UInt8>) -> Int? {
        var written = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x20 {
                output[written] = 0x20
                written += 1
                index += 1
                continue
            }
            guard let (scalar, length) = UTF8Scalar.decode(bytes, at: index) else { return nil }
            if block.contains(scalar) {
                let offset = Int(scalar - block.lowerBound)
                let count = Int(lengths[offset])
                guard count > 0 else { return nil }
                // The whole slot in one move; what lies past `count` is
                // overwritten next, or left past the end. It fits: no input
                // byte gives more than 3 output bytes, so a letter that ends
                // by byte n starts at most at 3(n - 3), and 3(n - 3) + 8 is
                // within `joinedCapacity`'s 3n + 3.
                let entry = UnsafeRawPointer(letters.baseAddress! + offset * slot).loadUnaligned(as: UInt64.self)
                UnsafeMutableRawPointer(output.baseAddress! + written).storeBytes(of: entry, as: UInt64.self)
                written += count
            } else if scalar >= 0x2E80, ICUCharacter.script(of: Unicode.Scalar(scalar)!) == .han {
                UnsafeMutableRawPointer(output.baseAddress! + written).copyMemory(from: bytes.baseAddress! + index, byteCount: length)
                written += length
            } else {
                return nil
            }
            index += length
        }
        return written
    }
}
