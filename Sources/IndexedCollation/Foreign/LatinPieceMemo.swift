import ByteMachinery

/// The `Any-Latin` of each distinct piece (``LatinSegments``) transliterated
/// so far, found by the piece's UTF-8 bytes: `String` keys would be hashed
/// through Unicode normalization, which for non-Latin pieces cost more than
/// the lookup itself.
///
/// Thread safety: a value type; any number of threads may read copies at
/// once (the bulk path hands each worker the memo as it was before the pass).
struct LatinPieceMemo: Sendable {
    private var pieces = ByteStringSet()
    /// The transliteration of piece `i`.
    private var latin: [String] = []

    /// The UTF-8 bytes of the transliterations, for ``footprint``.
    private var latinBytes = 0

    var count: Int { latin.count }

    /// The memory the pieces and their transliterations hold (a `String`
    /// keeps up to 15 bytes inline, more on the heap). O(1).
    var footprint: Int { pieces.footprint + latin.count * MemoryLayout<String>.stride + latinBytes }

    /// The transliteration of `piece`, if known. O(its length), expected.
    subscript(piece: Substring) -> String? {
        var piece = piece
        return piece.withUTF8 { bytes in pieces.find(bytes).map { latin[$0] } }
    }

    /// Remembers the transliteration of a piece not yet known.
    mutating func add(_ piece: Substring, latin transliteration: String) {
        var piece = piece
        _ = piece.withUTF8 { pieces.add($0) }
        latin.append(transliteration)
        latinBytes += transliteration.utf8.count
    }
}
