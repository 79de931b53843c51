import Synchronization

/// The parts of placement that the benchmark's transliteration check
/// (`Benchmarks/Sources/transliteration-check`) compares over whole corpora:
/// for every string placement would split (``LatinSegments``), `Any-Latin`
/// by pieces must equal `Any-Latin` of the whole (docs/transliteration.md),
/// and so must `Any-Latin` letter by letter and position by position where
/// keying writes it so (``LetterReadings``, ``ContextLetterReadings``).
/// The same for a table transform: where placement takes a shortcut (a text
/// outside the transform's reach kept as it is, `Han-Latin` by Han pieces),
/// the shortcut must equal the transform of the whole text.
/// Not API: `@_spi(Verification)` keeps it out of sight.
@_spi(Verification) public enum TransliterationProbe {
    /// The beginning of `string` that placement transliterates (``PlacementBound``).
    public static func placedText(of string: String) -> String {
        PlacementBound.prefix(of: string)
    }

    /// The pieces ``LatinSegments`` splits `text` into, and `Any-Latin` of
    /// `text` piece by piece with the glue kept, each piece read as
    /// placement reads it (a piece of one script by that script's
    /// transliterator built without ICU's registry:
    /// ``LibraryReuse/anyLatin(ofScript:)``); nil when it is transliterated whole.
    public static func anyLatinByPieces(_ text: String) -> (pieces: [Substring], latin: String)? {
        let anyLatin = placementReading
        return LatinSegments(splitting: text, hanContext: reuse.hanContext).map { ($0.pieces, $0.joined { anyLatin.apply(String($0)) }) }
    }

    /// `Any-Latin` as a collation reads a piece or a letter: a handle on the
    /// owner's transliterators (cheap to make; it keeps nothing itself).
    private static var placementReading: LazyTransliteratorPool {
        LazyTransliteratorPool(id: "Any-Latin", reuse: reuse)
    }

    /// `Any-Latin` of `text` written letter by letter as keying writes it
    /// (``LetterReadings``, each letter admitted and transliterated alone);
    /// nil when the one pass refuses the text.
    public static func anyLatinByLetters(_ text: String) -> String? {
        let anyLatin = placementReading
        var letters = LetterReadings()
        for scalar in text.unicodeScalars where scalar != " " && !letters.contains(scalar) {
            guard let script = LetterReadings.script(admitting: scalar, lettersAlone: reuse.lettersAlone(of:)) else { return nil }
            let latin = anyLatin.apply(String(scalar))
            guard LetterReadings.admits(latin: latin, of: scalar, script: script) else { return nil }
            letters.add(scalar, of: script, latin: latin)
        }
        let bytes = Array(text.utf8)
        var out = [UInt8](repeating: 0, count: bytes.count * letters.bytesPerByte)
        let length = bytes.withUnsafeBufferPointer { text in out.withUnsafeMutableBufferPointer { letters.writeLatin(ofUTF8: text, to: $0) } }
        return length.map { String(decoding: out[..<$0], as: UTF8.self) }
    }

    /// `Any-Latin` of `text` written position by position as keying writes
    /// it (``ContextLetterReadings``, its questions asked of ICU's rule pass
    /// for this text alone); nil when the one pass refuses the text.
    public static func anyLatinByPositions(_ text: String) -> String? {
        var table = ContextLetterReadings(), buffers = ContextLetterReadings.Buffers(), out: [UInt8] = []
        let written = Array(text.utf8).withUnsafeBufferPointer { utf8 in
            table.learn(utf8, buffers: &buffers) { LocalizedIndexedCollation.contextPass(of: $0, reuse: reuse) }
                && table.appendLatin(ofUTF8: utf8, to: &out, buffers: &buffers)
        }
        return written ? String(decoding: out, as: UTF8.self) : nil
    }

    /// `Any-Latin` of the whole of `text`, as ICU's registry opens it. Any
    /// number of threads may call it at once.
    public static func anyLatin(_ text: String) -> String {
        reuse.builtInTransform(id: "Any-Latin").apply(text)
    }

    /// The process's owner: the verifier checks the transliterators that collations use.
    private static var reuse: LibraryReuse { .shared }

    /// The transform `id` as a table opens it (with its reach).
    private static func transform(_ id: String) -> TransliteratorPool {
        do {
            return try reuse.transform(id: id, boundingReach: true)
        } catch {
            preconditionFailure("ICU has no transliterator '\(id)': \(error)")
        }
    }

    /// What placement makes of `text` under the table transform `id` without
    /// running it on the whole text: `text` itself when it lies outside the
    /// transform's reach, or its Han characters' readings joined in one pass
    /// as keying joins them (``HanReadings``, each character transformed
    /// alone: `Han-Latin`; and `Han-Latin/Names;Han-Latin`, the first
    /// character of a name by the whole transform, the others by
    /// `Han-Latin` or the names pass's own reading), else its Han pieces (``LatinSegments``) transformed one
    /// by one and joined; nil when placement transforms the whole.
    public static func transformShortcut(_ text: String, transform id: String) -> (pieces: [Substring], result: String)? {
        let pool = transform(id)
        if pool.leavesUnchanged(text) { return ([], text) }
        let segments: LatinSegments?, sets = id == "Han-Latin/Names;Han-Latin" ? reuse.nameSplit(of: pool) : nil
        let context = reuse.hanContext
        switch id {
        case "Han-Latin": segments = LatinSegments(splittingHan: text, context: context)
        case "Han-Latin/Names;Han-Latin":
            segments = sets.flatMap { LatinSegments(splittingHanName: text, context: context, split: $0) }
        default: segments = nil
        }
        let hanLatin = transform("Han-Latin")
        if id == "Han-Latin" || sets != nil, let joined = byReadings(text, surnames: sets.map { (pool, $0) }, hanLatin: hanLatin) {
            return (segments?.pieces ?? text.unicodeScalars.indices.map { text[$0...$0] }, joined)
        }
        guard let segments else { return nil }
        return (segments.pieces, segments.joined(surname: { pool.apply(String($0)) }) { hanLatin.apply(String($0)) })
    }

    /// `text` by ``HanReadings`` filled as keying fills them: each character
    /// transformed alone, and in person-names mode only where the name's
    /// sets let it stand, a later character by the names pass's own reading
    /// where it has one, and the names pairs joined to the context. Nil
    /// when the one pass refuses the text.
    private static func byReadings(_ text: String, surnames: (TransliteratorPool, TransliteratorPool.NameSplit)?,
                                   hanLatin: TransliteratorPool) -> String? {
        guard var context = reuse.hanContext else { return nil }
        if let (_, sets) = surnames {
            guard let merged = context.merged(with: sets.pairs) else { return nil }
            context = merged
        }
        var later = HanReadings(), first = HanReadings()
        for (position, scalar) in text.unicodeScalars.enumerated() {
            let character = String(scalar), bytes = Array(character.utf8)
            let excluded = { (set: ICUCharacterSet) in bytes.withUnsafeBufferPointer { set.containsSome(utf8: $0) } }
            if let (names, sets) = surnames, position == 0 {
                if !excluded(sets.initial) { first.add(piece: character[...], reading: names.apply(character)) }
            } else if let (_, sets) = surnames {
                if !excluded(sets.later) {
                    later.add(piece: character[...], reading: sets.laterReading(of: scalar) ?? hanLatin.apply(character))
                }
            } else {
                later.add(piece: character[...], reading: hanLatin.apply(character))
            }
        }
        var out: [UInt8] = []
        let done = Array(text.utf8).withUnsafeBufferPointer {
            later.appendTransform(ofUTF8: $0, to: &out, context: context, surnames: surnames == nil ? nil : first)
        }
        return done ? String(decoding: out, as: UTF8.self) : nil
    }

    /// The table transform `id` of the whole of `text`. Any number of threads may call it at once.
    public static func transform(_ text: String, transform id: String) -> String {
        transform(id).apply(text)
    }
}
