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
/// `ReadingsTests` checks the join against ICU for every pair of the
/// table's characters, and `Benchmarks/run` on its Japanese corpus.
///
/// Thread safety: immutable after it is made; any number of threads may use
/// ``hiragana(ofKatakana:)`` at once. Memory: 96 short byte arrays.
final class KatakanaReadings: Sendable {
    /// The process's table, made on the first reading (96 transliterations).
    static let shared = KatakanaReadings(transliterator: TransliteratorPool.shared(id: "Katakana-Hiragana"))

    let transliterator: TransliteratorPool
    /// The UTF-8 of the transliteration of each character of the Katakana
    /// block (U+30A0–U+30FF) that ICU changes when it stands alone, by its
    /// offset in the block; empty for the others (`・`, `ー`, `゠`), which
    /// go through ICU with the whole reading.
    private let letters: [[UInt8]]

    static let block: ClosedRange<UInt32> = 0x30A0...0x30FF

    init(transliterator: TransliteratorPool) {
        self.transliterator = transliterator
        letters = Self.block.map { value in
            let letter = String(Unicode.Scalar(value)!)
            let hiragana = transliterator.apply(letter)
            return hiragana == letter ? [] : Array(hiragana.utf8)
        }
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

    /// ``hiragana(ofKatakana:)`` of UTF-8 bytes that are well-formed or not.
    func hiragana(ofKatakanaUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        joined(bytes) ?? transliterator.apply(String(decoding: bytes, as: UTF8.self))
    }

    /// The join of the characters' transliterations, or nil when a
    /// character is neither in the table, a space, nor a kanji (or the bytes
    /// are not well-formed UTF-8). O(n).
    func joined(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                guard append(scalar, to: &output) else { return nil }
            case .emptyInput:
                return String(decoding: output, as: UTF8.self)
            case .error:
                return nil
            }
        }
    }

    /// Appends the transliteration of one character; false when it is not
    /// one whose transliteration joins (see the type's comment).
    @inline(__always)
    private func append(_ scalar: Unicode.Scalar, to output: inout [UInt8]) -> Bool {
        if scalar == " " {
            output.append(0x20)
            return true
        }
        if Self.block.contains(scalar.value) {
            let hiragana = letters[Int(scalar.value - Self.block.lowerBound)]
            guard !hiragana.isEmpty else { return false }
            output += hiragana
            return true
        }
        guard scalar.value >= 0x2E80, ICUCharacter.script(of: scalar) == .han else { return false }
        output += scalar.utf8
        return true
    }
}
