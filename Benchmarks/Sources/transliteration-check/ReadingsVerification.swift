@_spi(Verification) import IndexedCollation

/// Checks the shortcuts of Japanese readings over a corpus: MeCab's best
/// path walked by the shim must read as MeCab's own writer formats it, and
/// hiragana joined character by character must equal ICU's
/// `Katakana-Hiragana` of the whole reading (docs/readings.md).
enum ReadingsVerification {
    /// What a check found.
    struct Report: VerificationTally {
        /// Distinct strings read; how many readings were joined by character.
        var distinct = 0, joined = 0
        /// The strings where a shortcut differs from what it replaces (should be none).
        var differences: [String] = []

        mutating func add(_ other: Report) {
            joined += other.joined
            differences += other.differences
        }
    }

    /// Compares, on all cores, each distinct string's reading parts, as
    /// placement reads the string. Complexity: two MeCab parses and one ICU
    /// transliteration per distinct string. Nil when MeCab is unavailable.
    static func check(_ strings: [String]) -> Report? {
        guard ReadingProbe.walksBestPath != nil else { return nil }
        var (distinct, report) = DistinctStrings.check(strings) { (string, part: inout Report) in
            guard let reading = ReadingProbe.reading(of: TransliterationProbe.placedText(of: string)) else { return }
            if reading.joined != nil { part.joined += 1 }
            if reading.walked != reading.formatted || (reading.joined != nil && reading.joined != reading.transliterated) {
                part.differences.append(string)
            }
        }
        report.distinct = distinct
        return report
    }
}
