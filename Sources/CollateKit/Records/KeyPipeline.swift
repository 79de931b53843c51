import Dispatch
import IndexedCollation

/// Computes the collation keys of the records' batches on another thread,
/// while the reader goes on parsing the next batch: reading, validation and
/// key computation overlap, so both cores work from the first batch to the
/// last (the keys themselves are computed on all cores,
/// ``LocalizedIndexedCollation/collationKeyBatch(forUTF8:memo:)``).
///
/// At most one batch is in flight: ``submit(_:unkeyed:)`` first waits for
/// the previous one, so memory holds two batches of texts at most.
///
/// Thread safety: one owner (the ``RecordSink``) calls every method, from
/// one thread at a time. `keys`, `memo` and `submittedTexts` are touched by the worker only
/// while a batch is in flight, and by the owner only after ``finish()`` (or
/// the next ``submit(_:unkeyed:)``) has waited for it; the dispatch group's
/// wait orders the worker's writes before the owner's reads.
final class KeyPipeline: @unchecked Sendable {
    private let collation: LocalizedIndexedCollation
    private let worker = DispatchQueue(label: "collate.keys", qos: .userInitiated)
    private let inFlight = DispatchGroup()
    /// The keys of every batch finished since the last ``finish()``, in input order.
    private var keys = CollationKeyBatch()
    /// Foreign strings already placed: each distinct one is transliterated once.
    private var memo = ForeignStringMemo()
    /// The texts of the batch in flight (or last keyed); ``submit(_:unkeyed:)``
    /// hands the buffer back for the owner's next batch, so batches reuse two
    /// buffers instead of allocating one each.
    private var submittedTexts = UTF8TextBatch()

    init(collation: LocalizedIndexedCollation) {
        self.collation = collation
    }

    /// Starts computing the keys of `texts`, the keyed records of a batch
    /// in order; `unkeyed` are the positions, among all the batch's records,
    /// of records without a key (`--missing=last`), which get an empty key
    /// of their own in section ``RecordStore/unkeyed``. `texts` comes back
    /// empty, with the capacity of an earlier batch.
    func submit(_ texts: inout UTF8TextBatch, unkeyed: [Int]) {
        inFlight.wait()
        swap(&texts, &submittedTexts)
        texts.removeAll()
        worker.async(group: inFlight) { [self] in
            let batch = collation.collationKeyBatch(forUTF8: submittedTexts, memo: memo)
            var copied = 0
            for (earlier, position) in unkeyed.enumerated() {
                let keyed = position - earlier // keyed records before this one
                keys.append(contentsOf: batch, positions: copied..<keyed)
                keys.append(section: RecordStore.unkeyed, key: EmptyCollection())
                copied = keyed
            }
            keys.append(contentsOf: batch, positions: copied..<batch.count)
        }
    }

    /// Waits for the batch in flight, then hands over the keys of every
    /// batch submitted since the last call.
    func finish() -> CollationKeyBatch {
        inFlight.wait()
        defer { keys = CollationKeyBatch() }
        return keys
    }

    /// The number of distinct foreign strings remembered.
    var memoCount: Int {
        inFlight.wait()
        return memo.count
    }

    /// The texts of the last batch submitted, once keyed.
    func lastTexts() -> UTF8TextBatch {
        inFlight.wait()
        return submittedTexts
    }

    /// Forgets the foreign strings (to keep memory bounded).
    func forgetForeignStrings() {
        inFlight.wait()
        memo = ForeignStringMemo()
    }

    /// Frees the memo and the texts' buffer once every batch is keyed.
    func releaseMemory() {
        forgetForeignStrings()
        submittedTexts = UTF8TextBatch()
    }
}
