extension LocalizedIndexedCollation {
    /// Transliterates, in parallel, the distinct pieces (``LatinSegments``)
    /// of `strings`' transliterations that `memo` does not hold yet, and
    /// adds them to it: names repeat by word far more than whole, and Han
    /// names by character.
    ///
    /// Thread safety: `memo` is read and written on the calling thread only;
    /// each worker transliterates its own part of the new pieces with a
    /// transliterator it borrows from the pool.
    /// Returns each string's pieces (``latinSegments(of:)`` of its
    /// ``PlacementBound`` prefix), for ``replacement(for:latin:)``.
    ///
    /// Complexity: O(total length) to split, plus one transliteration per
    /// new distinct piece.
    func learnLatinPieces(of strings: [String], into memo: ForeignStringMemo) -> [LatinSegments?] {
        var unknown: [String] = []
        var seen: Set<String> = []
        let segments = strings.map { latinSegments(of: PlacementBound.prefix(of: $0)) }
        for pieces in segments.lazy.compactMap(\.?.pieces) {
            for piece in pieces.lazy.map(String.init) where memo.latinPieces[piece] == nil {
                if seen.insert(piece).inserted { unknown.append(piece) }
            }
        }
        let parts = Self.partition(unknown.count, minimumPart: 256)
        let pieces = unknown
        let runs = Self.inParallel(parts.count) { part in pieces[parts[part]].map { latinReading.apply($0) } }
        for (part, latin) in zip(parts, runs) {
            for (piece, result) in zip(pieces[part], latin) { memo.latinPieces[piece] = result }
        }
        return segments
    }
}
