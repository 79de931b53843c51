import ICUShim

/// A set of characters ICU computed (a frozen `UnicodeSet`), such as the
/// reach of a transliterator (``ICUTransliterator/reach()``).
///
/// Thread safety: immutable once made; any number of threads may query it
/// at once.
final class ICUCharacterSet: @unchecked Sendable {
    private let pointer: OpaquePointer

    init(pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// The set of these ranges of code points (first, last; each first ≤
    /// last ≤ U+10FFFF), or nil when a range is not one. O(ranges).
    convenience init?(ranges: [ClosedRange<UInt32>]) {
        let pairs = ranges.flatMap { [Int32(truncatingIfNeeded: $0.lowerBound), Int32(truncatingIfNeeded: $0.upperBound)] }
        guard ranges.allSatisfy({ $0.upperBound <= 0x10FFFF }) else { return nil }
        var status: Int32 = 0
        guard let pointer = icushim_charset_from_ranges(pairs, Int32(ranges.count), &status), status <= 0 else { return nil }
        self.init(pointer: pointer)
    }

    deinit { icushim_charset_close(pointer) }

    /// Whether `scalar` is a letter whose canonical and compatibility
    /// decompositions hold only letters and marks, none of this set's, and
    /// begin with a character NFC never composes backwards over: a letter a
    /// script's transliterator to Latin reads alone, when this set is what
    /// ``ICUTransliterator/lettersAlone()`` gave (docs/transliteration.md,
    /// "Letters one by one"). O(1) but for the decompositions. Thread-safe.
    func letterStandsAloneOutside(_ scalar: Unicode.Scalar) -> Bool {
        icushim_letter_stands_alone(Int32(scalar.value), pointer)
    }

    /// The set less the exemplar characters of `localeID` of these kinds
    /// (CLDR's, as ICU ships them), or nil when ICU has none for it. O(ranges).
    func removingExemplars(of localeID: String, _ kinds: [ICULocaleData.ExemplarKind]) -> ICUCharacterSet? {
        var status: Int32 = 0
        let bits = kinds.reduce(Int32(0)) { $0 | 1 << $1.rawValue }
        guard let made = icushim_charset_without_exemplars(pointer, localeID, bits, &status), status <= 0 else { return nil }
        return ICUCharacterSet(pointer: made)
    }

    /// The set as ascending, disjoint ranges of code points. O(ranges).
    var ranges: [ClosedRange<UInt32>] {
        var count: Int32 = 0
        icushim_charset_ranges(pointer, nil, 0, &count)
        var pairs = [Int32](repeating: 0, count: 2 * Int(count))
        icushim_charset_ranges(pointer, &pairs, Int32(pairs.count), &count)
        return stride(from: 0, to: pairs.count, by: 2).map { UInt32(pairs[$0])...UInt32(pairs[$0 + 1]) }
    }

    /// Whether UTF-8 text holds a character of the set (ill-formed bytes
    /// count as U+FFFD, as ICU reads them). O(n) for n bytes, a table
    /// lookup per character.
    func containsSome(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress else { return false }
        return base.withMemoryRebound(to: CChar.self, capacity: text.count) {
            icushim_charset_contains_some_utf8(pointer, $0, Int32(text.count))
        }
    }
}
