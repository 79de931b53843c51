import ByteMachinery

extension LocalizedIndexedCollation {
    /// Transliterates, in parallel, the distinct pieces (``LatinSegments``)
    /// of `strings`' transliterations (`Any-Latin`, or the table's
    /// `Han-Latin` transform) that `memo` does not hold yet, and
    /// adds them to it: names repeat by word far more than whole, and Han
    /// names by character.
    ///
    /// Thread safety: `memo` is read and written on the calling thread only;
    /// workers split their own part of `strings`, then transliterate their
    /// own part of the new pieces with a transliterator each borrows from
    /// the pool.
    /// Returns each string's pieces (``latinSegments(of:)`` of its
    /// ``PlacementBound`` prefix), for ``replacement(for:latin:)``.
    ///
    /// Complexity: O(total length) to split, plus one transliteration per
    /// new distinct piece.
    func learnLatinPieces(of strings: [String], into memo: ForeignStringMemo) -> [LatinSegments?] {
        var unknown: [String] = []
        // New pieces met in this call, by their bytes (as the memo finds them).
        var seen = ByteStringSet()
        // Splitting is pure: on all cores too.
        let splitParts = Parallel.partition(strings.count, minimumPart: Parallel.Grain.transliterations)
        let segments = Parallel.map(splitParts.count) { part in
            strings[splitParts[part]].map { latinSegments(of: PlacementBound.prefix(of: $0)) }
        }.flatMap { $0 }
        for pieces in segments.lazy.compactMap(\.?.pieces) {
            for var piece in pieces where memo.latinPieces[piece] == nil {
                if piece.withUTF8({ seen.insert($0).inserted }) { unknown.append(String(piece)) }
            }
        }
        let parts = Parallel.partition(unknown.count, minimumPart: Parallel.Grain.transliterations)
        let pieces = unknown
        let runs = Parallel.map(parts.count) { part in pieces[parts[part]].map(transliteratePiece) }
        for (part, latin) in zip(parts, runs) {
            for (piece, result) in zip(pieces[part], latin) { memo.latinPieces.add(piece[...], latin: result) }
        }
        return segments
    }

    /// A piece's transliteration: by the table's transform when it has one
    /// (``transformSplitsHan``), else `Any-Latin`.
    private func transliteratePiece(_ piece: String) -> String {
        transform?.apply(piece) ?? latinReading.apply(piece)
    }
}
