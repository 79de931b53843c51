import IndexedCollation

/// Gathers the key texts of accepted records into batches and has them keyed
/// on another thread (``KeyPipeline``) while reading goes on; on
/// ``finish(into:)`` the keys reach the store.
///
/// Thread safety: the reading thread calls every method; only the pipeline
/// works on another thread.
final class KeyBatcher {
    /// Records per batch of keys: small enough that the last batch, keyed
    /// after reading ends, is a small part of the work.
    static let batchSize = 1 << 14
    /// With a hand-off, the memo of foreign strings starts afresh past this
    /// many bytes, so that memory stays bounded too: some 100,000 distinct
    /// names (a directory's repeated names are placed once per memo), and
    /// with its arrays' doubling at most about twice this at its peak.
    static let handOffMemoLimit = 8 << 20

    /// The key texts of the records accepted since the last batch was submitted.
    private var pending = UTF8TextBatch()
    /// Computes each batch's keys while the next one is read; it keeps the
    /// foreign strings already placed, so each distinct one is transliterated
    /// once per run, or once per ``memoLimit`` of memory.
    private let pipeline: KeyPipeline

    /// `keysPerRecord`: how many texts each record gives (several `--key`
    /// fields); the pipeline merges them into one key per record.
    init(collation: LocalizedIndexedCollation, keysPerRecord: Int = 1) {
        pipeline = KeyPipeline(collation: collation, textsPerKey: keysPerRecord)
    }

    /// How many more key texts the pending batch takes.
    var room: Int { Self.batchSize - pending.count }

    /// Calls `body` with the pending batch's texts to add to, then submits
    /// the batch once it is full.
    /// - Precondition: `body` adds at most ``room`` texts.
    func gather(_ body: (inout UTF8TextBatch) throws(InputFailure) -> Void) throws(InputFailure) {
        var texts = UTF8TextBatch()
        swap(&texts, &pending)
        defer {
            swap(&texts, &pending)
            if pending.count >= Self.batchSize { submit() }
        }
        try body(&texts)
    }

    /// Starts computing the pending texts' keys (on the pipeline's thread).
    func submit() {
        guard pending.count > 0 else { return }
        pipeline.submit(&pending)
    }

    /// Keys the pending texts, waits until every key is computed, and
    /// appends the keys to the store's. Returns how many of them went to
    /// `#` for kanji MeCab could not read, and the store's record of the first.
    func finish(into store: RecordStore) -> (unreadKanji: Int, first: Int?) {
        submit()
        let (keys, report) = pipeline.finish()
        let first = store.keys.count
        if first == 0 { store.keys = keys } else { store.keys.append(contentsOf: keys) }
        return (report.unreadKanjiCount, report.firstUnreadKanji.map { store.record(ofKey: first + $0) })
    }

    /// The memory the texts and keys not yet in the store take (the keys of
    /// the batch in flight estimated, ``KeyPipeline/heldFootprint``). O(1).
    var footprint: Int { pending.footprint + pipeline.heldFootprint }

    /// The memory the memo of foreign strings may take (``KeyPipeline/memoLimit``).
    /// Set before the first record is accepted.
    var memoLimit: Int {
        get { pipeline.memoLimit }
        set { pipeline.memoLimit = newValue }
    }

    /// Frees what only keying needs, once every record is keyed.
    /// Reserves room for `count` keys of `bytes` bytes in all before the
    /// first batch (``KeyPipeline/reserveKeys(count:bytes:)``).
    func reserveKeys(count: Int, bytes: Int) {
        pipeline.reserveKeys(count: count, bytes: bytes)
    }

    func releaseMemory() {
        pipeline.releaseMemory()
        pending = UTF8TextBatch()
    }
}
