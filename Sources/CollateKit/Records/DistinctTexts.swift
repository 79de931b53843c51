import ByteMachinery
import IndexedCollation

/// The key texts of a batch of records with each distinct text once, and
/// which of them each record has: equal texts have equal keys and sections,
/// so the batch's repeats are keyed once (``KeyPipeline``).
///
/// Why: ICU takes some 4,000 instructions for a name's sort key, and finding
/// the name among the batch's texts some 100. Lists repeat themselves: a
/// column of cities or departments, the common names of a directory; in the
/// pinned Russian corpus 40 % of a batch's texts repeat an earlier one of
/// the batch. Only a batch's texts are compared, and nothing is kept after
/// it: memory stays that of two batches, whatever the input.
struct DistinctTexts {
    /// Which distinct text each record has (``RepeatedStrings``).
    private var repeated = RepeatedStrings()
    /// The distinct texts, each once, in the order first met.
    private(set) var texts = UTF8TextBatch()

    /// Finds the distinct texts of `batch`, forgetting the batch before.
    /// O(its bytes), expected.
    mutating func find(in batch: UTF8TextBatch) {
        repeated.find(in: batch.texts)
        texts = repeated.repeats > 0 ? UTF8TextBatch(repeated.distinctStrings(of: batch.texts)) : UTF8TextBatch()
    }

    /// How many records repeat an earlier record's text.
    var repeats: Int { repeated.repeats }

    /// The memory the distinct texts and the records' numbers take.
    var footprint: Int { texts.footprint + repeated.footprint }

    /// Appends to `keys` each record's key, in record order: the key of its
    /// text, `distinctKeys` holding one key per distinct text.
    func appendRecordKeys(from distinctKeys: CollationKeyBatch, to keys: inout CollationKeyBatch) {
        precondition(distinctKeys.count == repeated.distinctCount, "one key per distinct text")
        keys.append(contentsOf: distinctKeys, picking: repeated.numberOfString)
    }
}

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
        batchesToSkip = repeats * 32 < count ? 7 : 0
    }
}
