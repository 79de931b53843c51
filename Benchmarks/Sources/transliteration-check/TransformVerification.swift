import Dispatch
@_spi(Verification) import IndexedCollation
import Synchronization

/// Checks placement's shortcuts for a table transform against the transform
/// of each whole string over a corpus: a string outside the transform's
/// reach must come back unchanged, and Han text by its characters' readings
/// (the one pass keying makes, or Han pieces) must equal the transform of
/// the whole (docs/transliteration.md).
enum TransformVerification {
    /// What a check found.
    struct Report: Sendable {
        /// Distinct strings checked; how many were kept as they are (outside
        /// the reach) and how many were split into Han pieces.
        var distinct = 0, unchanged = 0, split = 0
        /// The strings whose shortcut differs from the whole's transform (should be none).
        var differences: [String] = []
    }

    /// Compares, on all cores, each distinct string's shortcut with the
    /// transform of the whole (as placement reads it). Complexity: one or
    /// two transforms per distinct string with a shortcut.
    static func check(_ strings: [String], transform id: String) -> Report {
        let distinct = Array(Set(strings))
        let total = Mutex(Report(distinct: distinct.count))
        let batch = 256
        DispatchQueue.concurrentPerform(iterations: (distinct.count + batch - 1) / batch) { index in
            var part = Report()
            for string in distinct[index * batch..<min(distinct.count, (index + 1) * batch)] {
                let text = TransliterationProbe.placedText(of: string)
                guard let shortcut = TransliterationProbe.transformShortcut(text, transform: id) else { continue }
                if shortcut.pieces.isEmpty { part.unchanged += 1 } else { part.split += 1 }
                if shortcut.result != TransliterationProbe.transform(text, transform: id) { part.differences.append(string) }
            }
            total.withLock { total in
                total.unchanged += part.unchanged
                total.split += part.split
                total.differences += part.differences
            }
        }
        return total.withLock { $0 }
    }
}
