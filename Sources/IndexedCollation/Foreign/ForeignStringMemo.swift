import ByteMachinery

/// The placements of strings outside a table's alphabets (their
/// transliteration's or reading's key and section), remembered across calls
/// of ``LocalizedIndexedCollation/collationKeyBatch(for:memo:)`` so that a stream
/// read in batches transliterates each distinct string once.
///
/// Strings that split into words (or Han characters) whose transliterations
/// join to the whole string's (`LatinSegments`) are transliterated piece by
/// piece, each distinct piece once.
///
/// One memo serves one ``LocalizedIndexedCollation`` and one caller at a time (it is
/// not thread-safe). Memory: each distinct foreign string, its key, and
/// some 40 bytes of bookkeeping, plus each distinct piece and its
/// transliteration, for as long as the memo lives.
public final class ForeignStringMemo {
    /// How an entry's string is placed.
    struct Placement: Sendable {
        /// Its section; nil for the one its own key gives.
        var section: Int32?
        /// Whether it sorts by its own key (else by its replacement's key).
        var keepsOwnKey: Bool
        /// Whether the string it is collated by (its reading, or itself)
        /// still holds ideographs; only looked for with Japanese readings,
        /// and only for strings placed in the last section (where an unread
        /// kanji lands, and the only place it is counted).
        var collationStringHasIdeographs: Bool
    }

    /// The placements of the next entries, made by one thread of a pass.
    struct Run: Sendable {
        private(set) var placements: [Placement] = []
        /// The replacements' keys (empty for a string that keeps its own).
        private(set) var keys = ByteStringArena()

        mutating func append<Key: Collection<UInt8>>(_ placement: Placement, key: Key) {
            placements.append(placement)
            keys.append(key)
        }
    }

    /// The entries' placements and replacement keys, in entry order.
    private var placements: [Placement] = []
    private var replacementKeys = ByteStringArena()
    /// Each entry's string, found by its UTF-8 bytes; entry numbers are its numbers.
    private(set) var strings = ByteStringSet()
    /// The `Any-Latin` of each distinct piece transliterated so far.
    var latinPieces = LatinPieceMemo()
    /// The person-names transform of each distinct surname piece (the first
    /// piece of a Chinese name, ``LatinSegments/surnameFirst``).
    var surnamePieces = LatinPieceMemo()
    /// The `Han-Latin` readings of single Han characters, by code point, for
    /// keying Han text in one pass (``HanReadings``); filled from
    /// ``latinPieces`` and the kept file (``hanReadingsHoldKept``).
    var hanReadings = HanReadings()
    /// In person-names mode, the names transform's readings of characters
    /// that may begin a split name (``HanReadings``, `surnames`); then
    /// ``hanReadings`` holds only characters that may follow in one.
    var surnameReadings = HanReadings()
    /// Whether the kept readings (the transform's ``PieceTable``) were read into
    /// ``hanReadings`` and ``surnameReadings``.
    var hanReadingsHoldKept = false
    /// `Any-Latin` of single letters, for keying texts of letters in one
    /// pass (``LetterReadings``); filled from the kept file
    /// (``letterReadingsHoldKept``) and by transliterating new letters.
    var letterReadings = LetterReadings()
    private var letterReadingsHoldKept = false
    /// `Any-Latin` of texts of letters written position by position
    /// (``ContextLetterReadings``: Hangul); starts from the kept table
    /// (``LibraryReuse/keptContextLetters(of:)``) when it first needs a letter.
    var contextLetterReadings = ContextLetterReadings()
    /// Whether ``contextLetterReadings`` was offered the kept table.
    var contextLettersHoldKept = false
    /// `Any-Latin` of whole words, for keying texts of words in one pass
    /// (``WordReadings``); never kept between processes.
    var wordReadings = WordReadings()

    /// ``letterReadings``, holding the kept letters (``LibraryReuse/keptLetters``)
    /// from the first call on.
    func lettersHoldingKept(_ reuse: LibraryReuse) -> LetterReadings {
        if !letterReadingsHoldKept {
            letterReadingsHoldKept = true
            if letterReadings.count == 0 { letterReadings = reuse.keptLetters }
        }
        return letterReadings
    }

    /// The tables Han text is keyed by in one pass, as they stand. In
    /// person-names mode (`names`: the transform's split, nil when it has
    /// none) the first character is read from the surnames' table, and no
    /// text is keyed without the split's pairs.
    func readingTables(personNames: Bool, names: HanNameSplit?, reuse: LibraryReuse) -> HanReadingTables {
        HanReadingTables(later: hanReadings, surnames: personNames ? surnameReadings : nil,
                         namePairs: names?.pairs, reuse: reuse)
    }
    private weak var owner: LocalizedIndexedCollation?

    /// An empty memo, for one collation's successive
    /// ``LocalizedIndexedCollation/collationKeyBatch(for:memo:)`` calls.
    public init() {}

    /// The number of distinct strings remembered.
    public var count: Int { strings.count }

    /// The memory the memo holds: the strings, their placements and
    /// replacement keys, the pieces with their transliterations, and the
    /// Han, letter, context-letter and word readings. O(1).
    package var footprint: Int {
        strings.footprint + placements.count * MemoryLayout<Placement>.stride + replacementKeys.footprint
            + latinPieces.footprint + surnamePieces.footprint + hanReadings.footprint + surnameReadings.footprint
            + letterReadings.footprint + contextLetterReadings.footprint + wordReadings.footprint
    }

    /// Ties the memo to the collation whose placements it remembers.
    /// - Precondition: it has not served another collation.
    func claim(for collation: LocalizedIndexedCollation) {
        precondition(owner == nil || owner === collation, "a ForeignStringMemo serves one LocalizedIndexedCollation")
        owner = collation
    }

    /// The entry of the string with these UTF-8 bytes, whose hash
    /// (``ByteStringSet/hash(_:)``) the caller found while looking it up; when
    /// it has none, adds the next one and calls `isNew` (its placement must
    /// be appended in that order, ``append(_:)``). Amortized O(its length).
    func entry(forUTF8 bytes: UnsafeBufferPointer<UInt8>, hash: Int, isNew: () -> Void) -> Int {
        let (inserted, entry) = strings.insert(bytes, hash: hash)
        if inserted { isNew() }
        return entry
    }

    /// Hands the memo to another collation that places strings exactly as
    /// its owner did (``LibraryReuse/withMemo(for:_:)`` decides that).
    func handOver(to collation: LocalizedIndexedCollation) {
        owner = collation
    }

    /// Appends the placements of the next entries. O(their keys' bytes).
    func append(_ run: Run) {
        placements += run.placements
        replacementKeys.append(contentsOf: run.keys, positions: 0..<run.keys.count)
    }

    /// How an entry's string is placed. O(1).
    func placement(_ entry: Int) -> Placement {
        placements[entry]
    }

    /// The key of an entry's replacement (empty when it keeps its own). O(1).
    func replacementKey(_ entry: Int) -> ArraySlice<UInt8> {
        replacementKeys[entry]
    }
}
