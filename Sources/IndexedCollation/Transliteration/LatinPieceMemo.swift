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

    var count: Int { latin.count }

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
    }
}
