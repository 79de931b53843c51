import ByteMachinery
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Placing strings: Apple's rule ("docs/apple-model.md, Placement"), in one place
/// for the one-string methods here and for ``LocalizedIndexedCollation/collationKeyBatch(for:memo:)``.
///
/// 0. With ``Options-swift.struct/ignoresLeadingArticles``, a string's
///    leading article is dropped first (``LeadingArticles``): every step
///    below sees the rest.
/// 1. With a table transform, a string is placed and sorted by its
///    transform (``replacement(for:)``).
/// 2. Otherwise its own sort key places it when it lies within the table's
///    alphabets, or when nothing else could place it (``sectionByOwnKey(_:)``).
/// 3. Otherwise it is placed by a Japanese reading, in the `漢字` section
///    (kanji without readings), by its Latin transliteration, or as it is
///    (``replacement(for:)``).
/// 4. A key's section is the last start string at or before it; a key before
///    the first start string goes to the last section, `#`
///    (``section(forSortKey:)``; the first with
///    ``Options-swift.struct/othersFirst``, which numbers `#` 0).
extension LocalizedIndexedCollation {
    /// The section of a string: transform it, then binary-search the
    /// section start strings with the table's collator; a string before the
    /// first start string goes to the last section (`#`).
    ///
    /// Complexity: O(n + log s) for a string of length n and s sections, plus
    /// a transliteration for strings outside the table's alphabets.
    public func section(for string: String) -> Int {
        let string = filingRules?.filed(string) ?? string
        // The common case, a string placed by its own key, needs one sort key
        // and no allocation.
        if placementTransform == nil, let section = sectionByOwnKey(of: string) { return section }
        return collationKey(for: string).section
    }

    /// The section of `object`, by the string at `keyPath`: Apple's
    /// `sectionForObject:collationStringSelector:`. Complexity: as ``section(for:)``.
    public func section<T>(for object: T, collationStringKeyPath keyPath: KeyPath<T, String>) -> Int {
        section(for: object[keyPath: keyPath])
    }

    /// The section of `object`, by the string `collationString` gives.
    /// Complexity: as ``section(for:)``.
    public func section<T>(for object: T, collationString: (T) throws -> String) rethrows -> Int {
        section(for: try collationString(object))
    }

    /// The string a record is placed and sorted by: the table's transform, a
    /// reading, or Latin transliteration for foreign scripts; without its
    /// leading article when the collation ignores articles. Under a table
    /// whose transform is `Han-Latin`, Han text is sorted by this reading
    /// with each ideograph after its syllable (docs/apple-model.md,
    /// "Syllable by syllable"); the reading alone is returned.
    ///
    /// Complexity: O(n) for a string of length n, plus a transliteration or
    /// reading for strings outside the table's alphabets.
    public func collationString(for string: String) -> String {
        collationStringAndKey(for: string).string
    }

    /// The section and sort key of a string; compute it once per record and
    /// sort by it. For many strings, ``collationKeyBatch(for:memo:)`` is
    /// faster: it works on all cores and transliterates each distinct string once.
    ///
    /// Complexity: as ``collationString(for:)``; allocates the key's bytes.
    public func collationKey(for string: String) -> CollationKey {
        let placed = collationStringAndKey(for: string)
        return CollationKey(section: placed.section, bytes: placed.key)
    }

    private func collationStringAndKey(for string: String) -> (string: String, key: [UInt8], section: Int) {
        let string = filingRules?.filed(string) ?? string
        var ownKey: [UInt8] = []
        if placementTransform == nil {
            ownKey = collator.sortKey(string)
            if let section = ownKey.withUnsafeBufferPointer(sectionByOwnKey) { return (string, ownKey, section) }
        }
        let replacement = replacement(for: string)
        guard let other = replacement.string else {
            return (string, ownKey, replacement.section ?? section(forSortKey: ownKey))
        }
        return (other, replacement.key, replacement.section ?? section(forSortKey: replacement.key))
    }

    // MARK: The rule

    /// The section a string's own sort key gives it, or nil when the string
    /// is placed by another string (``replacement(for:)``): its key lies
    /// outside the table's alphabets and readings or transliteration could
    /// place it. Not for tables with a transform.
    @inline(__always)
    func sectionByOwnKey(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        isInTableRange(key) || !placesForeignStrings ? section(forSortKey: key) : nil
    }

    /// What places a string that its own key does not: its transform, a
    /// reading or a transliteration (`string`, with its `key` and section),
    /// or the string itself after all (`string` nil, `key` empty; `section`
    /// nil for the one its own key gives, or the `漢字` section).
    struct Replacement {
        var string: String?
        var key: [UInt8] = []
        var section: Int?
    }

    /// The replacement of a string that ``sectionByOwnKey(_:)`` did not
    /// place, or of any string under a table transform. Only the string's
    /// beginning is transliterated or read (``PlacementBound``); a string
    /// that stays as it is keeps its own key, of all of it.
    /// Complexity: O(n) for a string of length n, plus a transliteration or
    /// reading of at most ``PlacementBound/maximumScalars`` scalars.
    ///
    /// `latin`: the string's pieces and their `Any-Latin`, when the caller
    /// has them (``LatinSegments``); the result is the same with or without.
    /// `remembered`: the caller remembers the placement of each distinct
    /// string (``ForeignStringMemo``), so MeCab's readings skip their cache.
    func replacement(for string: String, latin: KnownLatin? = nil, remembered: Bool = false) -> Replacement {
        replacement(for: string, latin: latin, remembered: remembered, transliteratingWhole: true)!
    }

    /// ``replacement(for:latin:remembered:)``, or nil when it would take a
    /// rule-based transliteration of the whole string (one not joined from
    /// known pieces) and `transliteratingWhole` is false: the keying pass
    /// makes those on one thread, after the others (docs/performance.md,
    /// "One thread in ICU's rules").
    func replacement(for string: String, latin: KnownLatin?, remembered: Bool,
                     transliteratingWhole: Bool) -> Replacement? {
        let text = PlacementBound.prefix(of: string)
        let other: String
        if let transform = placementTransform {
            guard let transformed = transformed(text, by: transform, latin: latin, wholeAllowed: transliteratingWhole) else { return nil }
            other = transformed
        } else {
            switch foreignPlacement(of: text, latin: latin, remembered: remembered, wholeAllowed: transliteratingWhole) {
            case .asIs: return Replacement(string: nil)
            case .unread: return Replacement(string: nil, section: unreadKanjiSection!)
            case let .replaced(replacement): other = replacement
            case .wholeTransliterationDeferred: return nil
            }
        }
        let key = collator.sortKey(sortingForm(of: text, reading: other))
        return Replacement(string: other, key: key, section: section(forSortKey: key))
    }

    /// The table transform of `text`: `text` itself when the transform
    /// cannot change it (``TransliteratorPool/leavesUnchanged(_:)``), else
    /// from its pieces when the caller has them (``transformSegments(of:)``),
    /// else the transform of the whole (nil instead when `wholeAllowed` is false).
    private func transformed(_ text: String, by transform: TransliteratorPool, latin known: KnownLatin?,
                             wholeAllowed: Bool) -> String? {
        if let known, let hanLatin = validated.tableTransform {
            // Pieces are Han-Latin's; a surname piece is the whole transform's.
            return known.segments.joined(surname: { known.pieces.surnames[$0] ?? transform.apply(String($0)) }) { piece in
                known.pieces.latin[piece] ?? hanLatin.apply(String(piece))
            }
        }
        if transform.leavesUnchanged(text) { return text }
        return wholeAllowed ? transform.apply(text) : nil
    }

    /// How a string outside the table's range is placed.
    enum ForeignPlacement {
        /// By itself: it lands in the last section, or where its own key says.
        case asIs
        /// In the `漢字` section (kanji without readings), sorted by itself.
        case unread
        /// By this string instead: a reading, or a Latin transliteration.
        case replaced(String)
        /// By its transliteration as a whole, which the caller makes later.
        case wholeTransliterationDeferred
    }

    /// The placement of a string outside the table's range (its beginning,
    /// see ``PlacementBound``): a Japanese reading, the `漢字` section, or its
    /// Latin transliteration (deferred when it is of the whole string and
    /// `wholeAllowed` is false).
    private func foreignPlacement(of string: String, latin known: KnownLatin?, remembered: Bool,
                                  wholeAllowed: Bool) -> ForeignPlacement {
        switch readings {
        case let .success(reader)? where JapaneseText.startsWithJapanese(string):
            let mecab = remembered ? mecabReader : nil
            if let reading = mecab.map({ $0.uncachedReading(of: string) }) ?? reader.reading(of: string) {
                return .replaced(reading)
            }
        case .failure? where JapaneseText.startsWithKanji(string):
            return .unread
        default:
            break
        }
        guard options.foreignScripts == .transliterate else { return .asIs }
        let latin: String
        if let known {
            latin = known.segments.joined { piece in known.pieces.latin[piece] ?? latinReading.apply(String(piece)) }
        } else if wholeAllowed {
            latin = latinReading.apply(string)
        } else {
            return .wholeTransliterationDeferred
        }
        return latin == string ? .asIs : .replaced(Self.filingForm(ofLatin: latin))
    }

    /// The string a text placed by `reading` is sorted by: the reading, or
    /// for Han under a pinyin table the reading with each ideograph after its
    /// syllable (``HanSyllableOrder``).
    private func sortingForm(of text: String, reading: String) -> String {
        guard ordersHanBySyllable else { return reading }
        return HanSyllableOrder.sortingForm(of: text, reading: reading) ?? reading
    }

    /// A transliteration as it is filed: without its leading modifier
    /// letters (general category Lm, by ICU's data: the ʿayn and ʾalif of
    /// `ʿly` for `علي`, `ʼbrhm` for `אברהם`, `ʻmws` for `עמוס`), which
    /// library filing rules (ALA-LC romanization) disregard, and which the
    /// collator would sort after `z` or as an `h`. A string of nothing else
    /// is kept as it is. O(n).
    static func filingForm(ofLatin latin: String) -> String {
        let scalars = latin.unicodeScalars
        guard let first = scalars.first, ICUCharacter.isModifierLetter(first) else { return latin }
        guard let start = scalars.firstIndex(where: { !ICUCharacter.isModifierLetter($0) }) else { return latin }
        return String(scalars[start...])
    }

    /// A string's pieces (``LatinSegments``) and the `Any-Latin` of pieces,
    /// which join to the string's `Any-Latin`.
    struct KnownLatin {
        let segments: LatinSegments
        let pieces: Pieces

        /// The memo's pieces: transliterations, and surnames' transforms.
        struct Pieces {
            let latin: LatinPieceMemo
            let surnames: LatinPieceMemo
        }
    }

    /// The pieces of a string placed by its `Any-Latin`, or by the table's
    /// transform when that is `Han-Latin` (Han only; nil: it is not split,
    /// or not transliterated that way). `personNames` prefixes another
    /// transliterator, for which no split is proven.
    func latinSegments(of text: String) -> LatinSegments? {
        if let transform = placementTransform {
            if transformSplitsHan { return LatinSegments(splittingHan: text, context: reuse.hanContext) }
            guard transformSplitsHanNames, !text.utf8.contains(0x20) else { return nil }
            let context = reuse.hanContext
            // Only a Han name asks for the sets (which opens the transform).
            guard LatinSegments(splittingHan: text, context: context) != nil,
                  let sets = reuse.nameSplit(of: transform) else { return nil }
            // A name the proof does not split is transformed whole, and its
            // result kept with the surnames'.
            return LatinSegments(splittingHanName: text, context: context, split: sets)
                ?? LatinSegments(wholeHanName: text, context: context)
        }
        guard options.foreignScripts == .transliterate, !options.personNames else { return nil }
        if readings != nil, JapaneseText.startsWithJapanese(text) || JapaneseText.startsWithKanji(text) { return nil }
        return LatinSegments(splitting: text, hanContext: reuse.hanContext)
    }

    // MARK: Keys and sections

    /// ``sectionByOwnKey(_:)`` of a string's sort key, which lives only for
    /// the call (on the stack, for all but very long strings).
    private func sectionByOwnKey(of string: String) -> Int? {
        var string = string
        return string.withUTF8 { text in collator.withSortKey(utf8: text, sectionByOwnKey) }
    }

    /// Within [first start string, last start string): the table's own alphabets.
    func isInTableRange(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        KeyOrder.compare(key, startKeys[0]) >= 0 && KeyOrder.compare(key, startKeys[lastSection]) < 0
    }

    /// Binary search over the start strings' sort keys: the last start string
    /// at or before the key; none (digits, symbols, "") means the last section.
    func section(forSortKey key: UnsafeBufferPointer<UInt8>) -> Int {
        var low = 0, high = startKeys.count // count of start keys <= key lies in low...high
        while low < high {
            let middle = (low + high) / 2
            if KeyOrder.compare(key, startKeys[middle]) < 0 { high = middle } else { low = middle + 1 }
        }
        let section = low == 0 ? lastSection : low - 1
        // The 漢字 section sits before the table's last one.
        if unreadKanjiSection != nil, section >= lastSection { return numbered(tableOrderSection: section + 1) }
        return numbered(tableOrderSection: section)
    }

    func section(forSortKey key: [UInt8]) -> Int {
        key.withUnsafeBufferPointer { section(forSortKey: $0) }
    }
}
