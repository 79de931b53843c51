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
    /// Appends the sorting form of `text`, read as `reading`, to `form`.
    /// False, with nothing appended, when `text` is not rewritten (see above).
    static func appendSortingForm(of text: UnsafeBufferPointer<UInt8>, reading: UnsafeBufferPointer<UInt8>,
                                  to form: inout [UInt8]) -> Bool {
        let start = form.count
        var next = 0 // where the search for the next ideograph of `text` starts
        var index = 0
        while index < reading.count {
            guard reading[index] != 0x20 else {
                form.append(0x20)
                index += 1
                continue
            }
            let word = index
            while index < reading.count, reading[index] != 0x20 { index += 1 }
            form.append(contentsOf: UnsafeBufferPointer(rebasing: reading[word..<index]))
            guard let ideograph = nextIdeograph(in: text, from: &next) else {
                form.removeSubrange(start...)
                return false
            }
            let character = UnsafeBufferPointer(rebasing: text[ideograph])
            guard !character.elementsEqual(UnsafeBufferPointer(rebasing: reading[word..<index])) else { continue }
            form.append(0x20)
            form.append(contentsOf: character)
        }
        // Every ideograph has had its word, and nothing but spaces is left.
        guard nextIdeograph(in: text, from: &next) == nil, next == text.count, index > 0 else {
            form.removeSubrange(start...)
            return false
        }
        return true
    }

    /// ``appendSortingForm(of:reading:to:)`` of strings: nil when `text` is
    /// not rewritten.
    static func sortingForm(of text: String, reading: String) -> String? {
        var text = text, reading = reading, form: [UInt8] = []
        let rewritten = text.withUTF8 { text in
            reading.withUTF8 { appendSortingForm(of: text, reading: $0, to: &form) }
        }
        return rewritten ? String(decoding: form, as: UTF8.self) : nil
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
