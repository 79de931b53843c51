import ByteMachinery

/// Tells that a text lies outside the table's alphabets without computing its
/// sort key, for the first pass of keying: a text placed by its
/// transliteration sorts by its transliteration's key, so its own key
/// (some 3,000 instructions of ICU's for a name) was computed for nothing.
///
/// The answer is the collator's own: a text's key lies in
/// [first start key, last start key) exactly when the collator orders the
/// text at or after the first start string and before the last
/// (`ucol_strcollUTF8`, which stops at the first difference: some 500
/// instructions each for a name of another script). It is asked only for a
/// text whose first character is of a script none of the sections starts
/// with (Han, Arabic, … under `ru`), which is then almost always outside; for
/// any other text the sort key is needed anyway, and is computed at once.
/// Under a Japanese table with readings only a text that begins with a kanji
/// is asked (``init(collator:startStrings:onlyScript:)``): its reading places
/// it, and kana texts lie in the table's range.
///
/// Thread safety: immutable; the collator compares on any thread. A class,
/// so that the first pass holds one reference, not a copy of its arrays.
final class OutsideRangeCheck: Sendable {
    private let collator: ICUCollator
    /// The first start string and the last (the `#` section's), as UTF-8.
    private let first: [UInt8], last: [UInt8]
    /// The scripts of the sections' start strings' first characters, and the
    /// scripts of no script of their own (digits, marks).
    private let tableScripts: [ICUScript]
    /// The one script whose texts are asked, when not every other script's are.
    private let onlyScript: ICUScript?

    /// `startStrings`: the table's start strings, in order, the last one the
    /// `#` section's (the range is [first, last)). `onlyScript`: ask only
    /// about texts whose first character is of this script (nil: of any
    /// script none of the sections starts with).
    init(collator: ICUCollator, startStrings: [String], onlyScript: ICUScript? = nil) {
        self.onlyScript = onlyScript
        self.collator = collator
        first = Array(startStrings[0].utf8)
        last = Array(startStrings[startStrings.count - 1].utf8)
        var scripts: [ICUScript] = [.common, .inherited, .unknown]
        for start in startStrings.dropLast() {
            if let scalar = start.unicodeScalars.first, case let script = ICUCharacter.script(of: scalar), !scripts.contains(script) {
                scripts.append(script)
            }
        }
        tableScripts = scripts
    }

    /// True only when the text's own sort key lies outside the table's
    /// range; false when it lies inside, or when its first character is of
    /// one of the table's scripts (its key is computed then, and tells).
    /// O(1) for such a text, else one comparison of O(common prefix) for a
    /// text after the range, two for one before it.
    @inline(__always)
    func liesOutside(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        // ASCII (Latin, digits, punctuation): keyed at once, as in-range text
        // mostly is in the tables that have Latin sections.
        guard let lead = text.first, lead >= 0x80, let (value, _) = UTF8Scalar.decode(text, at: 0),
              let scalar = Unicode.Scalar(value) else { return false }
        let script = ICUCharacter.script(of: scalar)
        if let onlyScript, script != onlyScript { return false }
        for own in tableScripts where own == script { return false }
        return liesOutsideByCollator(text)
    }

    private func liesOutsideByCollator(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        // Should ICU fail, the text is keyed: its key tells. The range is
        // [first, last): a text outside it lies before the first start
        // string or at or after the last, never both. The last is asked
        // first: a table puts its own scripts first (CLDR's reorderings, or
        // Latin's place in the root order), so the foreign texts asked about
        // (Han, Arabic, Greek under `de`; kanji under a Japanese table) sort
        // after it, and one comparison answers (some 730 instructions of a
        // name's 3,000 under `de`).
        guard let beforeLast = last.withUnsafeBufferPointer({ collator.compare(utf8: text, $0) }) else { return false }
        if beforeLast >= 0 { return true }
        guard let afterFirst = first.withUnsafeBufferPointer({ collator.compare(utf8: text, $0) }) else { return false }
        return afterFirst < 0
    }
}
