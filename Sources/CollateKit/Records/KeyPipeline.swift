import ByteMachinery
import Dispatch
import IndexedCollation
import Synchronization

/// Computes the collation keys of the records' batches on another thread,
/// while the reader goes on parsing the next batch: reading, validation and
/// key computation overlap, so both cores work from the first batch to the
/// last (the keys themselves are computed on all cores,
/// ``LocalizedIndexedCollation/collationKeys(forUTF8:memo:appendingTo:)``).
/// Japanese input overlaps too: what the unread-kanji warning needs comes
/// back with the keys (``KeyingReport``).
///
/// At most one batch is in flight: ``submit(_:)`` first waits for the
/// previous one, so memory holds two batches of texts at most.
///
/// Thread safety: one owner (the ``KeyBatcher``) calls every method, from
/// one thread at a time. `keys`, `report`, `memo` and the `submitted…`
/// values are touched by the worker only while a batch is in flight, and by the owner
/// only after ``finish()`` (or the next ``submit(_:)``) has waited for it;
/// the dispatch group's wait orders the worker's writes before the owner's
/// reads. (A batch too small to share between cores is keyed by the owner
/// itself, in ``submit(_:)``, with nothing in flight.) The owner's share of
/// the next batch's first pass (``submit(_:)``) reads only its own texts,
/// `nextDistinct` and the collation, which keys on any number of threads at once.
/// `keyedFootprint` is the one value both read at any time (atomic).
final class KeyPipeline: @unchecked Sendable {
    private let collation: LocalizedIndexedCollation
    private let worker = DispatchQueue(label: "collate.keys", qos: .userInitiated)
    private let inFlight = DispatchGroup()
    /// The keys of every batch finished since the last ``finish()``, in input order.
    private var keys = CollationKeyBatch()
    /// What keying those batches found, positions counted among `keys`.
    private var report = KeyingReport()
    /// Foreign strings already placed: each distinct one is transliterated once.
    private var memo = ForeignStringMemo()
    /// The texts of the batch in flight (or last keyed); ``submit(_:)``
    /// hands the buffer back for the owner's next batch, so batches reuse two
    /// buffers instead of allocating one each.
    private var submittedTexts = UTF8TextBatch()
    /// The parts of the submitted texts' first pass that the owner computed
    /// while it waited for the batch before (``submit(_:)``).
    private var submittedAhead: OwnKeysAhead?
    /// A batch whose texts repeat is keyed by its distinct texts, each once
    /// (``DistinctTexts``): the owner finds the next batch's in `nextDistinct`
    /// while the worker keys the batch in flight by `submittedDistinct`
    /// (when `submittedRepeats`); the two swap on submission.
    private var nextDistinct = DistinctTexts()
    private var submittedDistinct = DistinctTexts()
    private var submittedRepeats = false
    /// Whether the owner looks for the next batch's repeats (owner only).
    private var repeatWatch = RepeatWatch()
    /// The UTF-8 bytes of the records of the batch in flight.
    private var submittedByteCount = 0
    /// The memory of `keys`, updated by the worker after each batch, and
    /// the key and text bytes of every batch keyed, for ``heldFootprint``.
    private let keyedFootprint = Atomic<Int>(0)
    private let totalKeyBytes = Atomic<Int>(0)
    private let totalTextBytes = Atomic<Int>(0)
    /// The memo starts afresh once it holds more than this many bytes
    /// (``memoLimit``); the worker checks after each batch.
    private let memoBytesAllowed = Atomic<Int>(.max)
    /// The memo's memory, updated by the worker after each batch.
    private let memoFootprint = Atomic<Int>(0)
    /// The owner's record of the batch in flight: its texts' memory and bytes.
    private var inFlightTexts = (footprint: 0, bytes: 0, count: 0)

    /// How many texts each record gives, in order (several `--key` fields):
    /// their keys are merged into one (``CollationKeyBatch/merging(_:)``),
    /// placed by the first text.
    private let textsPerKey: Int

    init(collation: LocalizedIndexedCollation, textsPerKey: Int = 1) {
        precondition(textsPerKey >= 1, "a record is keyed by one text or more")
        self.collation = collation
        self.textsPerKey = textsPerKey
    }

    /// Starts computing the keys of `texts`, the keyed records of a batch
    /// in order. `texts` comes back empty, with the capacity of an earlier batch.
    ///
    /// While the batch before is still being keyed, the owner (the reader's
    /// thread, idle until it may hand this batch over) computes this batch's
    /// first pass itself, part by part, until that batch is done: its core
    /// then works through the serial steps of the batch in flight (the memo's
    /// new strings, the keys put in order) instead of waiting.
    func submit(_ texts: inout UTF8TextBatch) {
        let repeats = findsRepeats(in: texts)
        let keyed = repeats ? nextDistinct.texts : texts
        var ahead: OwnKeysAhead?
        if textsPerKey == 1, keyed.count >= Parallel.Grain.sortKeys, isKeying {
            ahead = collation.ownKeysAhead(forUTF8: keyed) { isKeying }
        }
        inFlight.wait()
        submittedByteCount = texts.texts.bytes.count
        inFlightTexts = (texts.footprint, submittedByteCount, texts.count)
        if repeats {
            swap(&nextDistinct, &submittedDistinct)
            inFlightTexts.footprint = submittedDistinct.footprint
        } else {
            swap(&texts, &submittedTexts)
        }
        texts.removeAll()
        submittedRepeats = repeats
        submittedAhead = ahead?.textsDone == 0 ? nil : ahead
        // A batch smaller than a full one is submitted only when the owner
        // is about to wait for it (the last batch, or before a run or a
        // hand-off); one too small to share between cores is keyed here,
        // which spares a short input the hand-over to the worker thread.
        if keyed.count < Parallel.Grain.sortKeys {
            keySubmittedTexts()
        } else {
            worker.async(group: inFlight) { [self] in keySubmittedTexts() }
        }
    }

    /// Whether `texts` are keyed by their distinct texts, found here into
    /// `nextDistinct` (owner's thread): when a record keys by one text, the
    /// collation reports nothing per text (no readings), and ``RepeatWatch``
    /// says to look; then only when some texts do repeat.
    private func findsRepeats(in texts: UTF8TextBatch) -> Bool {
        guard textsPerKey == 1, collation.readings == nil, texts.count >= Parallel.Grain.sortKeys, repeatWatch.looks() else {
            return false
        }
        nextDistinct.removeAll()
        nextDistinct.append(texts)
        repeatWatch.saw(repeats: nextDistinct.repeats, of: texts.count)
        return nextDistinct.repeats > 0
    }

    /// Whether a batch is being keyed on the worker now. O(1), no waiting.
    private var isKeying: Bool { inFlight.wait(timeout: .now()) == .timedOut }

    /// Keys the submitted texts into `keys`: on the worker, or on the owner's
    /// thread for a small batch (nothing is in flight then).
    private func keySubmittedTexts() {
        let (first, firstByte) = (keys.count, keys.keys.bytes.count)
        if submittedRepeats {
            var distinctKeys = CollationKeyBatch()
            let texts = submittedDistinct.texts
            let ahead = submittedAhead
            submittedAhead = nil
            let found = ahead.map { collation.collationKeys(forUTF8: texts, ahead: $0, memo: memo, appendingTo: &distinctKeys) }
                ?? collation.collationKeys(forUTF8: texts, memo: memo, appendingTo: &distinctKeys)
            precondition(found.unreadKanjiCount == 0, "texts with readings are keyed one by one")
            submittedDistinct.appendKeysOfEachText(from: distinctKeys, to: &keys)
        } else if let ahead = submittedAhead {
            submittedAhead = nil
            report.append(collation.collationKeys(forUTF8: submittedTexts, ahead: ahead, memo: memo, appendingTo: &keys), after: first)
        } else if textsPerKey == 1 {
            report.append(collation.collationKeys(forUTF8: submittedTexts, memo: memo, appendingTo: &keys), after: first)
        } else {
            report.append(mergedKeys(of: submittedTexts), after: first)
        }
        keyedFootprint.store(keys.footprint, ordering: .relaxed)
        totalKeyBytes.add(keys.keys.bytes.count - firstByte, ordering: .relaxed)
        totalTextBytes.add(submittedByteCount, ordering: .relaxed)
        var memoBytes = memo.footprint
        if memoBytes > memoBytesAllowed.load(ordering: .relaxed) {
            (memo, memoBytes) = (ForeignStringMemo(), 0)
            // Its many small blocks leave free pages in the heaps.
            ProcessMemory.returnFreedMemory()
        }
        memoFootprint.store(memoBytes, ordering: .relaxed)
    }

    /// Appends to `keys` one merged key per record of `texts`, whose texts
    /// come `textsPerKey` to a record: the first text's key (and section)
    /// merged with each later text's key in turn. Runs on the worker.
    private func mergedKeys(of texts: UTF8TextBatch) -> KeyingReport {
        precondition(texts.count % textsPerKey == 0, "every record gives \(textsPerKey) texts")
        var fields = [UTF8TextBatch](repeating: UTF8TextBatch(), count: textsPerKey)
        for index in 0..<texts.count {
            texts.withUTF8(index) { fields[index % textsPerKey].append($0) }
        }
        var merged = CollationKeyBatch()
        let report = collation.collationKeys(forUTF8: fields[0], memo: memo, appendingTo: &merged)
        for field in fields.dropFirst() {
            var later = CollationKeyBatch()
            _ = collation.collationKeys(forUTF8: field, memo: memo, appendingTo: &later)
            merged = merged.merging(later)
        }
        keys.append(contentsOf: merged)
        return report
    }

    /// Reserves room for `count` keys of `bytes` bytes in all, so that the
    /// keys of a whole input are not copied each time their arrays double:
    /// the copy held the old and the new array at once, which was the peak
    /// of a run's memory. Room reserved and not written costs no memory
    /// (its pages are never touched: ``ProcessMemory`` maps every large
    /// block on its own). Owner's thread.
    func reserveKeys(count: Int, bytes: Int) {
        inFlight.wait()
        keys.reserveCapacity(keys: count, bytes: bytes)
    }

    /// Waits for the batch in flight, then hands over the keys of every
    /// batch submitted since the last call, and what keying them found.
    func finish() -> (keys: CollationKeyBatch, report: KeyingReport) {
        inFlight.wait()
        (inFlightTexts.bytes, inFlightTexts.count) = (0, 0)
        defer {
            keys = CollationKeyBatch()
            report = KeyingReport()
            keyedFootprint.store(0, ordering: .relaxed)
        }
        return (keys, report)
    }

    /// The memory the pipeline holds for records, without waiting: the memo
    /// of foreign strings, the keys not yet handed over, the texts of the
    /// last batch submitted, and that
    /// batch's keys, estimated from its texts by the ratio of key bytes to
    /// text bytes seen so far, rounded up (three before any batch is done:
    /// ICU's keys of names run one to three bytes per UTF-8 byte). Until the
    /// next ``submit(_:)`` or ``finish()`` a finished batch's keys count
    /// twice, so this errs on the side of more. O(1).
    var heldFootprint: Int {
        let (keyBytes, textBytes) = (totalKeyBytes.load(ordering: .relaxed), totalTextBytes.load(ordering: .relaxed))
        let ratio = textBytes > 0 ? max(1, (keyBytes + textBytes - 1) / textBytes) : 3
        return memoFootprint.load(ordering: .relaxed) + keyedFootprint.load(ordering: .relaxed) + inFlightTexts.footprint
            + ratio * inFlightTexts.bytes + inFlightTexts.count * CollationKeyBatch.bytesPerKey
    }

    /// How much memory the memo of foreign strings may hold before it starts
    /// afresh (each distinct string is then transliterated once per memo,
    /// not once per run): memory stays bounded whatever the number of
    /// distinct foreign names. Unbounded by default.
    var memoLimit: Int {
        get { memoBytesAllowed.load(ordering: .relaxed) }
        set { memoBytesAllowed.store(newValue, ordering: .relaxed) }
    }

    /// The number of distinct foreign strings remembered.
    var memoCount: Int {
        inFlight.wait()
        return memo.count
    }

    /// Forgets the foreign strings (to keep memory bounded).
    func forgetForeignStrings() {
        inFlight.wait()
        memo = ForeignStringMemo()
        memoFootprint.store(0, ordering: .relaxed)
    }

    /// Frees the memo and the texts' buffer once every batch is keyed.
    func releaseMemory() {
        forgetForeignStrings()
        submittedTexts = UTF8TextBatch()
        (nextDistinct, submittedDistinct) = (DistinctTexts(), DistinctTexts())
        inFlightTexts = (0, 0, 0)
    }
}
