import ByteMachinery

/// The `Han-Latin` reading of single Han characters by code point, so that
/// the transform of a Han text that ``LatinSegments`` would split by
/// character (``LatinSegments/init(splittingHan:context:)``) is written in one pass
/// over its UTF-8 bytes: no `String`, no array of pieces, no hashing of the
/// pieces' bytes. The result is the join ``LatinSegments/joined(_:)`` makes
/// of the same pieces (docs/transliteration.md proves it equals `Han-Latin`
/// of the whole text), byte for byte.
///
/// A character enters only when it may be a piece of the Han case (script
/// Han, a letter, Ideographic, NFKC-stable), checked once as it enters, so
/// the pass needs no ICU property look-up: a character the table lacks ends
/// the pass (the text is then placed the usual way). Each reading is ICU's
/// own output for the character, from the memo's pieces or the kept file
/// (``PieceTable``).
///
/// Thread safety: a value; any number of threads may read copies at once.
/// Memory: a ``CodePointTable``, some 50 KB for 2,200 characters.
struct HanReadings: Sendable {
    private var table = CodePointTable()

    /// The characters the table holds.
    var count: Int { table.count }

    /// The memory the table holds. O(1).
    var footprint: Int { table.footprint }

    /// The reading of `scalar`'s code point, as a range of the table's bytes. O(1).
    @inline(__always)
    private func reading(of scalar: UInt32) -> Range<Int>? {
        table.entry(of: scalar)
    }

    /// Whether the table holds the character's reading. O(1).
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        reading(of: scalar.value) != nil
    }

    /// Adds the `Han-Latin` reading of a one-character `piece`, when the
    /// character may be a piece of the Han case and is not in the table yet;
    /// any other piece is left out. O(its length).
    mutating func add(piece: Substring, reading: String) {
        let scalars = piece.unicodeScalars
        guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
              LatinSegments.mayBeHanPiece(scalar) else { return }
        table.add(scalar.value, reading.utf8)
    }

    /// Appends `Han-Latin` of UTF-8 `text` to `out` when `text` is a text
    /// of the Han case (``LatinSegments/init(splittingHan:context:)``) whose every
    /// character the table holds: the glue and readings
    /// ``LatinSegments/joined(_:)`` would join. Returns false otherwise
    /// (`out` may then hold part of a result).
    /// O(n) for n bytes, one table look-up per character.
    ///
    /// `surnames`: in person-names mode (``LatinSegments/init(splittingHanName:context:split:)``),
    /// the first character's readings by the names transform, holding only
    /// characters that may begin a split name, while this table holds only
    /// characters that may follow in one; the text must then be one word
    /// (no space).
    func appendTransform(ofUTF8 text: UnsafeBufferPointer<UInt8>, to out: inout [UInt8],
                         context: HanContext, surnames: HanReadings? = nil) -> Bool {
        // The tables' bytes borrowed once for the text, not copied per character.
        table.bytes.withUnsafeBufferPointer { own in
            (surnames?.table.bytes ?? []).withUnsafeBufferPointer { surnameBytes in
                var index = 0, spaces = 0, pieces = 0
                // The character its rule reads after the last piece, when that
                // piece is one of the contextual characters.
                var forbidden: UInt32 = 0
                while index < text.count {
                    let lead = text[index]
                    if lead == 0x20 {
                        guard surnames == nil else { return false }
                        spaces += 1
                        index += 1
                        continue
                    }
                    guard let (scalar, length) = UTF8Scalar.decode(text, at: index), scalar != forbidden else { return false }
                    let bySurname = pieces == 0 && surnames != nil
                    guard let reading = bySurname ? surnames!.reading(of: scalar) : reading(of: scalar) else { return false }
                    // Within a word, the one space Han-Latin puts between two
                    // ideographs; before the first piece and between words, the spaces as they are.
                    if pieces > 0 && spaces == 0 { out.append(0x20) } else { Self.appendSpaces(spaces, to: &out) }
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: (bySurname ? surnameBytes : own)[reading]))
                    forbidden = context.follower(of: scalar) ?? 0
                    pieces += 1
                    spaces = 0
                    index += length
                }
                guard pieces > 1 else { return false }
                Self.appendSpaces(spaces, to: &out)
                return true
            }
        }
    }

    private static func appendSpaces(_ count: Int, to out: inout [UInt8]) {
        for _ in 0..<count { out.append(0x20) }
    }

    /// Whether the table (and `surnames`, for the first character) holds
    /// every character of UTF-8 `text` but its spaces: then there is nothing
    /// to learn from it. O(n) for n bytes, no allocation.
    func knowsEveryCharacter(ofUTF8 text: UnsafeBufferPointer<UInt8>, surnames: HanReadings?) -> Bool {
        var index = 0, first = true
        while index < text.count {
            if text[index] == 0x20 {
                index += 1
                continue
            }
            guard let (scalar, length) = UTF8Scalar.decode(text, at: index),
                  (first && surnames != nil ? surnames!.reading(of: scalar) : reading(of: scalar)) != nil else { return false }
            first = false
            index += length
        }
        return true
    }
}

/// The readings Han text is keyed by (``HanReadings/appendTransform(ofUTF8:to:context:surnames:)``):
/// `Han-Latin`'s, and in person-names mode the surnames'.
struct HanReadingTables: Sendable {
    let later: HanReadings
    let surnames: HanReadings?
    /// `Han-Latin`'s context (``LibraryReuse/hanContext``): asked for only
    /// when a table holds a reading (a pass of Latin names never asks, which
    /// could open `Han-Latin`), once per pass, not per text.
    let context: HanContext?

    /// `namePairs`: in person-names mode (`surnames` given), the pairs of the
    /// names transform (``HanNameSplit/pairs``), joined to `Han-Latin`'s
    /// context; without them no text is keyed then (no context).
    init(later: HanReadings, surnames: HanReadings?, namePairs: HanContext? = nil, reuse: LibraryReuse) {
        (self.later, self.surnames) = (later, surnames)
        let hanContext = later.count + (surnames?.count ?? 0) > 0 ? reuse.hanContext : nil
        context = surnames == nil ? hanContext : namePairs.flatMap { hanContext?.merged(with: $0) }
    }
}
