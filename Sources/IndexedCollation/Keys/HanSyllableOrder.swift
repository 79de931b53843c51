import ByteMachinery

/// The string a Han text is sorted by under a table whose transform reads
/// Han as pinyin (`Han-Latin`): its reading with each ideograph after its
/// syllable, `bái 白 bō 波 dōng 东` for 白波东 (docs/apple-model.md,
/// "Syllable by syllable").
///
/// Sorting by the reading alone compares the whole Latin string first, so
/// 白博凤 (`bái bó fèng`) fell between 白波东 (`bái bō dōng`) and 白波凯. With
/// the ideograph after its syllable, two names compare syllable by syllable:
/// first the toneless letters, then the ideograph, which the table's
/// collator orders by tone and then by itself (ICU's `zh` tailoring), as a
/// Chinese dictionary and Android's contacts order names. A Latin name still
/// falls among them by its letters: an ideograph sorts after a space and
/// before every letter.
///
/// Only a text of ideographs and spaces whose reading has one word per
/// ideograph is rewritten; any other text (`王Tom`, `王1号`) sorts by its
/// reading. An ideograph the transform left as it is (no reading) is not
/// repeated. Complexity: O(n) for n bytes, one ICU property look-up per scalar.
enum HanSyllableOrder {
    /// The most bytes the sorting form of `text` read as `reading` takes:
    /// the reading, and each ideograph with a space before it.
    static func capacity(text: Int, reading: Int) -> Int { reading + 2 * text }

    /// Writes the sorting form of `text`, read as `reading`, to the start
    /// of `form`, which holds at least ``capacity(text:reading:)`` bytes,
    /// and returns its length; nil when `text` is not rewritten (see above).
    static func write(sortingFormOf text: UnsafeBufferPointer<UInt8>, reading: UnsafeBufferPointer<UInt8>,
                      to form: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        precondition(form.count >= capacity(text: text.count, reading: reading.count))
        guard let out = form.baseAddress, let readingBytes = reading.baseAddress, let textBytes = text.baseAddress else { return nil }
        var length = 0
        var next = 0 // where the search for the next ideograph of `text` starts
        var index = 0
        while index < reading.count {
            guard reading[index] != 0x20 else {
                out[length] = 0x20
                length += 1
                index += 1
                continue
            }
            let word = index
            while index < reading.count, reading[index] != 0x20 { index += 1 }
            (out + length).update(from: readingBytes + word, count: index - word)
            length += index - word
            guard let ideograph = nextIdeograph(in: text, from: &next) else { return nil }
            let sameAsWord = ideograph.count == index - word
                && (0..<ideograph.count).allSatisfy { text[ideograph.lowerBound + $0] == reading[word + $0] }
            guard !sameAsWord else { continue }
            out[length] = 0x20
            (out + length + 1).update(from: textBytes + ideograph.lowerBound, count: ideograph.count)
            length += 1 + ideograph.count
        }
        // Every ideograph has had its word, and nothing but spaces is left.
        guard nextIdeograph(in: text, from: &next) == nil, next == text.count, index > 0 else { return nil }
        return length
    }

    /// The sorting form of strings: nil when `text` is not rewritten.
    static func sortingForm(of text: String, reading: String) -> String? {
        var text = text, reading = reading
        return text.withUTF8 { text in
            reading.withUTF8 { reading in
                var form = [UInt8](repeating: 0, count: capacity(text: text.count, reading: reading.count))
                let length = form.withUnsafeMutableBufferPointer { write(sortingFormOf: text, reading: reading, to: $0) }
                return length.map { String(decoding: form[..<$0], as: UTF8.self) }
            }
        }
    }

    /// The bytes of the next ideograph of `text` at or after `position`
    /// (past spaces), moving `position` past it; nil when a scalar other
    /// than a space or an ideograph comes first, or the text ends (then
    /// `position` is where the search stopped).
    private static func nextIdeograph(in text: UnsafeBufferPointer<UInt8>, from position: inout Int) -> Range<Int>? {
        while position < text.count, text[position] == 0x20 { position += 1 }
        guard position < text.count, let (value, length) = UTF8Scalar.decode(text, at: position),
              let scalar = Unicode.Scalar(value), ICUCharacter.isIdeographic(scalar) else { return nil }
        defer { position += length }
        return position..<(position + length)
    }
}
