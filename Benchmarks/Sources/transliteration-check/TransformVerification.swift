@_spi(Verification) import IndexedCollation

/// Checks placement's shortcuts for a table transform against the transform
/// of each whole string over a corpus: a string outside the transform's
/// reach must come back unchanged, and Han text by its characters' readings
/// (the one pass keying makes, or Han pieces) must equal the transform of
/// the whole (docs/transliteration.md).
enum TransformVerification {
    /// What a check found.
    struct Report: VerificationTally {
        /// Distinct strings checked; how many were kept as they are (outside
        /// the reach) and how many were split into Han pieces.
        var distinct = 0, unchanged = 0, split = 0
        /// The strings whose shortcut differs from the whole's transform (should be none).
        var differences: [String] = []

        mutating func add(_ other: Report) {
            unchanged += other.unchanged
            split += other.split
            differences += other.differences
        }
    }

    /// Compares, on all cores, each distinct string's shortcut with the
    /// transform of the whole (as placement reads it). Complexity: one or
    /// two transforms per distinct string with a shortcut.
    static func check(_ strings: [String], transform id: String) -> Report {
        var (distinct, report) = DistinctStrings.check(strings) { (string, part: inout Report) in
            let text = TransliterationProbe.placedText(of: string)
            guard let shortcut = TransliterationProbe.transformShortcut(text, transform: id) else { return }
            if shortcut.pieces.isEmpty { part.unchanged += 1 } else { part.split += 1 }
            if shortcut.result != TransliterationProbe.transform(text, transform: id) { part.differences.append(string) }
        }
        report.distinct = distinct
        return report
    }
}
