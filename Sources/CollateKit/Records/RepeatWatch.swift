import IndexedCollation

/// Whether to look for the next batch's repeats. Looking hashes each text
/// (some 100 instructions, against ICU's 4,000 for its key), which a batch
/// of distinct names pays for nothing: after a batch where fewer than one
/// text in 32 repeated, the next seven batches are keyed without looking,
/// and the eighth looks again.
struct RepeatWatch {
    /// Batches still to key without looking.
    private var batchesToSkip = 0

    /// Whether to look for this batch's repeats (and count it).
    mutating func looks() -> Bool {
        guard batchesToSkip == 0 else {
            batchesToSkip -= 1
            return false
        }
        return true
    }

    /// What looking found: `repeats` of `count` texts repeated an earlier one.
    mutating func saw(repeats: Int, of count: Int) {
        batchesToSkip = DistinctTexts.pays(repeats: repeats, of: count) ? 0 : 7
    }
}
