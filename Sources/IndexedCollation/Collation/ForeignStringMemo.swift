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
    /// The entries' replacement keys and sections, in entry order (section
    /// -1: the one the string's own key gives).
    private var keys = CollationKeyBatch()
    /// Whether each entry's string is sorted by its own key.
    private var keepsOwnKey: [Bool] = []
    /// Each entry's string, found by its UTF-8 bytes; entry numbers are its numbers.
    private(set) var strings = UTF8TextIndex()
    /// The `Any-Latin` of each distinct piece transliterated so far.
    var latinPieces = LatinPieceMemo()
    private var reserved = 0
    private weak var owner: LocalizedIndexedCollation?

    /// An empty memo, for one collation's successive
    /// ``LocalizedIndexedCollation/collationKeyBatch(for:memo:)`` calls.
    public init() {}

    /// The number of distinct strings remembered.
    public var count: Int { reserved }

    /// Ties the memo to the collation whose placements it remembers.
    /// - Precondition: it has not served another collation.
    func claim(for collation: LocalizedIndexedCollation) {
        precondition(owner == nil || owner === collation, "a ForeignStringMemo serves one LocalizedIndexedCollation")
        owner = collation
    }

    /// The entry of the string with these UTF-8 bytes; when it has none,
    /// reserves the next one and calls `isNew` (its result must be appended
    /// in that order). Amortized O(its length).
    func entry(forUTF8 bytes: UnsafeBufferPointer<UInt8>, isNew: () -> Void) -> Int {
        let (inserted, entry) = strings.insert(bytes)
        if inserted {
            reserved += 1
            isNew()
        }
        return entry
    }

    /// Appends the results of the next reserved entries.
    func append(_ run: LocalizedIndexedCollation.KeyRun) {
        keys.append(contentsOf: run.keys)
        keepsOwnKey += run.keepsOwnKey
    }

    /// An entry's result: its replacement's key and section, or that it
    /// keeps its own key (section -1: the one that key gives).
    func placement(_ entry: Int) -> (keepsOwnKey: Bool, section: Int32, key: ArraySlice<UInt8>) {
        (keepsOwnKey[entry], keys.sections[entry], keys.key(entry))
    }
}
