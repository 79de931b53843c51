import ByteMachinery

extension LocalizedIndexedCollation {
    /// Transliterates the distinct pieces (``LatinSegments``)
    /// of `strings`' transliterations (`Any-Latin`, or the table's
    /// `Han-Latin` transform) that `memo` does not hold yet, and
    /// adds them to it: names repeat by word far more than whole, and Han
    /// names by character.
    ///
    /// Thread safety: `memo` is read and written on the calling thread only;
    /// workers split their own part of `strings`; the new pieces are
    /// transliterated on the calling thread (``learn(_:into:keptAs:by:)``).
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
        var surnames: [String] = [], seenSurnames = ByteStringSet()
        for segments in segments.lazy.compactMap({ $0 }) {
            for (index, var piece) in segments.pieces.enumerated() {
                if segments.surnameFirst && index == 0 {
                    if memo.surnamePieces[piece] == nil, piece.withUTF8({ seenSurnames.insert($0).inserted }) { surnames.append(String(piece)) }
                } else if segments.needsTransliteration(index), memo.latinPieces[piece] == nil, piece.withUTF8({ seen.insert($0).inserted }) {
                    unknown.append(String(piece))
                }
            }
        }
        // Kept as the transform that makes them (the table's, else Any-Latin's):
        // a Han name under `ru` then needs no Han-Latin in the next process.
        // Only single ideographs are ever kept (PieceTable): never a name.
        learn(unknown, into: &memo.latinPieces, keptAs: validated.tableTransform?.id ?? latinReading.id, by: transliteratePiece)
        if let transform = placementTransform { learn(surnames, into: &memo.surnamePieces, keptAs: transform.id, by: transform.apply) }
        return segments
    }

    /// Fills `memo`'s ``HanReadings`` for the texts `pending`: first with the
    /// kept readings (read once per memo), then with the characters of their
    /// Han text it still lacks, transformed as pieces are (and
    /// kept): by `Han-Latin` (by `Any-Latin` under a table that places
    /// foreign strings by it alone), and in person-names mode a name's first
    /// character by the names transform, a later one the names pass reads
    /// anywhere by that pass's reading. In person-names mode a character
    /// enters only where ``LatinSegments/init(splittingHanName:context:split:)``
    /// lets it stand. Returns whether a table grew.
    ///
    /// Complexity: O(their total length) to scan, one property look-up per
    /// distinct unknown character, one transformation per new one.
    func learnHanReadings<Texts: CollationTexts>(of pending: [Int], in strings: Texts, memo: ForeignStringMemo) -> Bool {
        // The table transform's readings, or `Any-Latin`'s under a table that
        // places foreign strings by it alone (its Han pieces are the same rules).
        guard let id = validated.tableTransform?.id ?? (keysLettersAlone ? latinReading.id : nil) else { return false }
        let transform = placementTransform
        let names = transformSplitsHanNames
        let sets = names ? transform.flatMap(reuse.nameSplit(of:)) : nil
        if names && sets == nil { return false }
        let before = memo.hanReadings.count + memo.surnameReadings.count
        /// Whether a character may stand first (or later) in a split name.
        func allowed(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
            guard let sets else { return true }
            return !Array(String(scalar).utf8).withUnsafeBufferPointer { (first ? sets.initial : sets.later).containsSome(utf8: $0) }
        }
        if !memo.hanReadingsHoldKept {
            memo.hanReadingsHoldKept = true
            // A name's later character that the names pass reads anywhere
            // takes that reading, not `Han-Latin`'s (entered first: a
            // table keeps the first reading of a character).
            for (value, reading) in sets?.laterReadings ?? [:] {
                if let scalar = Unicode.Scalar(value), allowed(scalar, first: false) {
                    memo.hanReadings.add(piece: String(scalar)[...], reading: reading)
                }
            }
            readKeptReadings(of: id, into: &memo.hanReadings) { allowed($0, first: false) }
            if names, let transform { readKeptReadings(of: transform.id, into: &memo.surnameReadings) { allowed($0, first: true) } }
        }
        // Each distinct character of the pending texts the tables lack, and
        // whether it may be a Han piece where it stands (asked of ICU once).
        var verdicts: [UInt64: Bool] = [:], unknown: [String] = [], unknownSurnames: [String] = []
        let known = hanReadingTables(of: memo)
        // What a text's first character is looked up in. Only characters
        // that may be Han pieces join it in the loop below, so a character
        // of another script it lacks now stays out of it.
        let firstTable = names ? memo.surnameReadings : memo.hanReadings
        for index in pending where !strings.withUTF8(index, { known.later.knowsEveryCharacter(ofUTF8: $0, surnames: known.surnames) }) {
            // A text whose first character is no piece (Greek, Thai, Hangul,
            // … under a table that reads Han by `Any-Latin`: not Han, and
            // not in the table) is passed over before a `String` is made of it.
            let firstRefused = strings.withUTF8(index) { bytes in
                bytes.firstIndex { $0 != 0x20 }.flatMap { UTF8Scalar.decode(bytes, at: $0) }.map { value, _ in
                    guard let scalar = Unicode.Scalar(value) else { return false }
                    return !firstTable.contains(scalar) && ICUCharacter.script(of: scalar) != .han
                        || verdicts[UInt64(value) | (names ? 1 << 32 : 0)] == false
                } ?? false
            }
            if firstRefused { continue }
            let text = strings.string(index)
            guard text.unicodeScalars.count <= PlacementBound.maximumScalars, !names || !text.utf8.contains(0x20) else { continue }
            for (position, scalar) in text.unicodeScalars.enumerated() where scalar != " " {
                let first = names && position == 0
                let table = first ? memo.surnameReadings : memo.hanReadings
                guard !table.contains(scalar) else { continue }
                let verdictKey = UInt64(scalar.value) | (first ? 1 << 32 : 0)
                if let known = verdicts[verdictKey] { if known { continue } else { break } }
                let mayBe = LatinSegments.mayBeHanPiece(scalar) && allowed(scalar, first: first)
                verdicts[verdictKey] = mayBe
                guard mayBe else { break }
                let piece = String(scalar)
                // Pieces met by the memo's other path are known already.
                if first, let reading = memo.surnamePieces[piece[...]] {
                    memo.surnameReadings.add(piece: piece[...], reading: reading)
                } else if !first, let reading = memo.latinPieces[piece[...]] {
                    memo.hanReadings.add(piece: piece[...], reading: reading)
                } else if first {
                    unknownSurnames.append(piece)
                } else {
                    unknown.append(piece)
                }
            }
        }
        learn(unknown, into: &memo.latinPieces, keptAs: id, by: transliteratePiece)
        for piece in unknown { memo.latinPieces[piece[...]].map { memo.hanReadings.add(piece: piece[...], reading: $0) } }
        if let transform { learn(unknownSurnames, into: &memo.surnamePieces, keptAs: transform.id, by: transform.apply) }
        for piece in unknownSurnames { memo.surnamePieces[piece[...]].map { memo.surnameReadings.add(piece: piece[...], reading: $0) } }
        return memo.hanReadings.count + memo.surnameReadings.count > before
    }

    /// Adds the kept readings of the transform `id` (its ``PieceTable``)
    /// whose character is `allowed` to `table`. O(the kept table).
    private func readKeptReadings(of id: String, into table: inout HanReadings, allowed: (Unicode.Scalar) -> Bool) {
        for (piece, reading) in reuse.pieces(of: id).results {
            let piece = String(decoding: piece, as: UTF8.self)
            if let scalar = piece.unicodeScalars.first, allowed(scalar) { table.add(piece: piece[...], reading: reading) }
        }
    }

    /// Adds `pieces` and their results by `transliterate` to `memo`.
    /// `keptAs`: the ID of the transform `transliterate` runs, whose results
    /// are kept (its ``PieceTable``, ``LibraryReuse``): pieces kept
    /// there are taken from it, and the others kept once transformed.
    ///
    /// The pieces are transliterated on this thread, one after another: ICU
    /// runs one rule-based transliteration at a time in a process, so threads
    /// calling it at once mostly wait for one another, and each hand-over
    /// of its lock costs both a system call (docs/performance.md, "One thread
    /// in ICU's rules").
    private func learn(_ wanted: [String], into memo: inout LatinPieceMemo, keptAs id: String?,
                       by transliterate: (String) -> String) {
        var unknown = wanted
        if let id, !unknown.isEmpty {
            let kept = reuse.pieces(of: id)
            unknown.removeAll { piece in
                guard let result = kept[Array(piece.utf8)] else { return false }
                memo.add(piece[...], latin: result)
                return true
            }
        }
        let results = unknown.map(transliterate)
        for (piece, result) in zip(unknown, results) { memo.add(piece[...], latin: result) }
        if let id, !unknown.isEmpty { reuse.keep(Array(zip(unknown, results)), id: id) }
    }

    /// A piece's transliteration: by the table's own transform when it has
    /// one (`Han-Latin`: ``transformSplitsHan``, and the pieces after a
    /// surname), else `Any-Latin`.
    private func transliteratePiece(_ piece: String) -> String {
        validated.tableTransform?.apply(piece) ?? latinReading.apply(piece)
    }
}
