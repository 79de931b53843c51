import Dispatch

/// Checks ``LatinSegments`` against whole-string `Any-Latin` over a corpus
/// (`Benchmarks/run` runs it on its corpora): for every distinct string that
/// splits, the pieces' transliterations joined must equal the whole string's.
@_spi(Verification)
public enum LatinSegmentsVerification {
    /// What a check found.
    public struct Report: Sendable {
        /// Distinct strings checked, and how many of them split.
        public var distinct = 0, split = 0
        /// Distinct pieces among the strings that split.
        public var distinctPieces = 0
        /// The strings whose pieces joined differ from the whole (should be none).
        public var differences: [String] = []
    }

    /// Compares, on all cores, each distinct string's transliteration by
    /// pieces with its whole-string `Any-Latin`, as placement does (on its
    /// ``PlacementBound`` prefix).
    /// Complexity: two transliterations per distinct string that splits.
    public static func check(_ strings: [String]) -> Report {
        let distinct = Array(Set(strings))
        let parts = LocalizedIndexedCollation.partition(distinct.count, minimumPart: 256)
        let runs = LocalizedIndexedCollation.inParallel(parts.count) { part in
            var report = Report(), pieces: Set<Substring> = []
            let anyLatin = TransliteratorPool.shared(id: "Any-Latin")
            for string in distinct[parts[part]] {
                let text = PlacementBound.prefix(of: string)
                guard let segments = LatinSegments(splitting: text) else { continue }
                report.split += 1
                pieces.formUnion(segments.pieces)
                if segments.joined({ anyLatin.apply(String($0)) }) != anyLatin.apply(text) { report.differences.append(string) }
            }
            return (report, pieces)
        }
        var total = Report(distinct: distinct.count), pieces: Set<Substring> = []
        for (run, runPieces) in runs {
            total.split += run.split
            total.differences += run.differences
            pieces.formUnion(runPieces)
        }
        total.distinctPieces = pieces.count
        return total
    }
}
