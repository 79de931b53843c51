import Dispatch
@_spi(Verification) import IndexedCollation
import Synchronization

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
        /// The strings whose pieces joined differ from the whole (should be none).
        var differences: [String] = []
    }

    /// Compares each distinct string's transliteration by pieces with its
    /// whole-string `Any-Latin`, as placement does (on the text placement
    /// reads), on all cores: strings are taken 256 at a time by whichever
    /// thread is free. Complexity: two transliterations per distinct string
    /// that splits.
    static func check(_ strings: [String]) -> Report {
        let distinct = Array(Set(strings))
        let total = Mutex((report: Report(distinct: distinct.count), pieces: Set<Substring>()))
        let batch = 256
        DispatchQueue.concurrentPerform(iterations: (distinct.count + batch - 1) / batch) { index in
            var split = 0, differences: [String] = [], pieces: Set<Substring> = []
            for string in distinct[index * batch..<min(distinct.count, (index + 1) * batch)] {
                let text = TransliterationProbe.placedText(of: string)
                guard let byPieces = TransliterationProbe.anyLatinByPieces(text) else { continue }
                split += 1
                pieces.formUnion(byPieces.pieces)
                if byPieces.latin != TransliterationProbe.anyLatin(text) { differences.append(string) }
            }
            total.withLock { total in
                total.report.split += split
                total.report.differences += differences
                total.pieces.formUnion(pieces)
            }
        }
        return total.withLock { total in
            var report = total.report
            report.distinctPieces = total.pieces.count
            return report
        }
    }
}
