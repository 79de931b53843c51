@_spi(Verification) import IndexedCollation

/// Checks the library's split into pieces against whole-string `Any-Latin`
/// over a corpus: for every distinct string that splits, the pieces'
/// transliterations joined must equal the whole string's.
enum LatinSegmentsVerification {
    /// What a check found.
    struct Report: Sendable {
        /// Distinct strings checked, and how many of them split.
        var distinct = 0, split = 0
        /// Distinct pieces among the strings that split.
        var distinctPieces = 0
        /// Distinct strings written letter by letter (``TransliterationProbe/anyLatinByLetters(_:)``)
        /// and position by position (``TransliterationProbe/anyLatinByPositions(_:)``).
        var byLetters = 0, byPositions = 0
        /// The strings whose pieces joined differ from the whole (should be none).
        var differences: [String] = []
    }

    /// One batch's findings: the report's counts, and the pieces it met.
    private struct Tally: VerificationTally {
        var split = 0, byLetters = 0, byPositions = 0, differences: [String] = [], pieces: Set<Substring> = []

        mutating func add(_ other: Tally) {
            split += other.split
            byLetters += other.byLetters
            byPositions += other.byPositions
            differences += other.differences
            pieces.formUnion(other.pieces)
        }
    }

    /// Compares each distinct string's transliteration by pieces, and letter
    /// by letter or position by position where keying writes it so, with its whole-string
    /// `Any-Latin`, as placement does (on the text placement reads), on all
    /// cores: strings are taken 256 at a time by whichever thread is free.
    /// Complexity: a few transliterations per distinct string that splits.
    static func check(_ strings: [String]) -> Report {
        let (distinct, tally) = DistinctStrings.check(strings) { (string, part: inout Tally) in
            let text = TransliterationProbe.placedText(of: string)
            guard let byPieces = TransliterationProbe.anyLatinByPieces(text) else { return }
            part.split += 1
            part.pieces.formUnion(byPieces.pieces)
            let whole = TransliterationProbe.anyLatin(text)
            if byPieces.latin != whole { part.differences.append(string) }
            // Compared as bytes: keying keys these bytes.
            if let byLetters = TransliterationProbe.anyLatinByLetters(text) {
                part.byLetters += 1
                if !byLetters.utf8.elementsEqual(whole.utf8) { part.differences.append(string) }
            } else if let byPositions = TransliterationProbe.anyLatinByPositions(text) {
                part.byPositions += 1
                if !byPositions.utf8.elementsEqual(whole.utf8) { part.differences.append(string) }
            }
        }
        return Report(distinct: distinct, split: tally.split, distinctPieces: tally.pieces.count, byLetters: tally.byLetters,
                      byPositions: tally.byPositions, differences: tally.differences)
    }
}
