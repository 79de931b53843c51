import IndexedCollation

/// Where parsers hand their records: it stores each record's range, checks
/// its UTF-8, applies `--missing`, and computes collation keys in batches
/// (`LocalizedIndexedCollation.collationKeyBatch(for:)` uses all cores), so that each key is
/// computed once and only a batch of strings is alive at a time. When the
/// records outgrow `--buffer-size`, it writes them to a sorted run
/// (``SpilledRuns``) and numbers the next ones after them.
final class RecordSink {
    let store: RecordStore
    let collation: LocalizedIndexedCollation
    let missingKey: MissingKeyPolicy
    /// The `--key` as given; nil without `--key`.
    let keyName: String?

    /// Records whose bytes are not valid UTF-8 (collated on a repaired copy,
    /// written as read), and the file and line of the first one.
    private(set) var invalidUTF8Records = 0
    private(set) var firstInvalidUTF8: (file: Int, line: Int)?
    /// Records left out by `--missing=skip`, and the first one's file, line and description.
    private(set) var skippedRecords = 0
    private(set) var firstSkipped: (file: Int, line: Int, detail: String)?
    /// Records put last by `--missing=last`.
    private(set) var unkeyedRecords = 0
    /// With `--reading-key`: records with a key but no (or an empty)
    /// reading, collated by their key.
    var countsMissingReadings = false
    private(set) var recordsWithoutReading = 0
    /// Japanese records whose kanji MeCab could not read (a variant such as
    /// 髙, or 𠮷), which therefore went to `#`, and the first one's number.
    private(set) var unreadKanjiRecords = 0
    private(set) var firstUnreadKanjiRecord: (record: Int, line: Int)?

    /// Where records go once keyed, so that they are not all held
    /// (`collate keys`); nil: the store keeps every record.
    var handOff: (any RecordHandOff)?
    /// Records already handed off; the store's records are numbered after them.
    private(set) var handedOffRecords = 0
    /// `--unique`: each record's line is kept (`RecordStore.lines`); also
    /// done with Japanese readings, for the unread-kanji warning.
    var countsLines = false
    private let readsJapanese: Bool
    /// The external sort, and the memory (`--buffer-size`) the records may
    /// take before they are written to a run; nil: all stay in memory.
    var spill: (runs: SpilledRuns, budget: Int)?
    /// Records already written to runs; the store's records are numbered after them.
    private(set) var spilledRecords = 0

    /// The file being read, where the part of it still in the arena (the
    /// parsers' window) starts there, and the line the window starts on.
    private var fileIndex = 0
    private var fileBase = 0
    private var windowLine = 1
    /// The last line number found in the window.
    private var lastLine = (offset: 0, line: 1)
    /// The keys (as UTF-8) of the records accepted since the last batch was
    /// submitted, the positions among them of records without a key, and
    /// how many records that is.
    private var pendingTexts = UTF8TextBatch()
    private var pendingUnkeyed: [Int] = []
    private var pendingCount = 0
    /// Records per batch of keys: small enough that the last batch, keyed
    /// after reading ends, is a small part of the work.
    private let batchSize = 1 << 14
    /// Computes each batch's keys while the next one is read; it keeps the
    /// foreign strings already placed, so each distinct one is transliterated
    /// once per run (with a hand-off: once per ``handOffMemoLimit`` of them).
    private let keying: KeyPipeline
    /// With a hand-off, the memo starts afresh past this many distinct
    /// strings (some 30 MB), so that memory stays bounded too.
    static let handOffMemoLimit = 1 << 18

    init(store: RecordStore, collation: LocalizedIndexedCollation, missingKey: MissingKeyPolicy, keyName: String?) {
        self.store = store
        self.collation = collation
        self.missingKey = missingKey
        self.keyName = keyName
        if case .success? = collation.readings { readsJapanese = true } else { readsJapanese = false }
        keying = KeyPipeline(collation: collation)
    }

    func beginFile(index: Int, base: Int) {
        fileIndex = index
        fileBase = base
        windowLine = 1
        lastLine = (0, 1)
    }

    /// The reader dropped the bytes before the window: it now starts at
    /// `base` in the arena, on line `line` of the file.
    func windowMoved(base: Int, line: Int) {
        fileBase = base
        windowLine = line
        lastLine = (0, line)
    }

    /// Every record accepted so far, handed off or in the store.
    var recordCount: Int { handedOffRecords + spilledRecords + store.count }

    /// The line of the current file that `offset` of its `window` is on.
    /// Counting goes on from the last line found, so lines in input order
    /// cost O(input).
    private func line(at offset: Int, in window: UnsafeBufferPointer<UInt8>) -> Int {
        if offset < lastLine.offset { lastLine = (0, windowLine) }
        lastLine = (offset, window.lineNumber(at: offset, from: lastLine))
        return lastLine.line
    }

    /// Accepts the record `bytes[range]` (offsets within the current file)
    /// collated by `key`; a nil key is a record without the key, described by
    /// `missingDetail` ("has no member 'x' (its members: a, b)").
    /// A non-empty `reading` (`--reading-key`) is what the record is collated
    /// by instead of its key.
    ///
    /// `bytes` points into `store.bytes`, pinned by the reader while it
    /// parses: the sink appends to the store's other arrays, and must never
    /// append to `store.bytes` (that could move the arena under `bytes`).
    func accept(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, key: String?, reading: String? = nil,
                missingDetail: @autoclosure () -> String) throws(InputFailure) {
        if key == nil {
            switch missingKey {
            case .error:
                let what = keyName.map { "record without the key '\($0)'" } ?? "record is not a string and no --key was given"
                throw InputFailure(offset: range.lowerBound, message: "\(what): \(missingDetail()) (--missing=skip or --missing=last accept such records)")
            case .skip:
                skippedRecords += 1
                if firstSkipped == nil { firstSkipped = (fileIndex, line(at: range.lowerBound, in: bytes), missingDetail()) }
                return
            case .last:
                unkeyedRecords += 1
            }
        }
        try storeRecord(bytes, range)
        if countsMissingReadings, key != nil, reading?.isEmpty ?? true { recordsWithoutReading += 1 }
        if let key {
            pendingTexts.append(LocalizedIndexedCollation.readingOrName(reading, key))
        } else {
            pendingUnkeyed.append(pendingCount)
        }
        countPending()
    }

    /// Accepts records collated by themselves (lines), many at a time: a
    /// line's key is its own bytes, copied as they are when they are valid
    /// UTF-8 (no `String` is made), else repaired as `String(decoding:as:)`
    /// does. The store's arrays are moved into locals for the loop: every
    /// access to a class's stored array costs a dynamic exclusivity check,
    /// which per record took a third of the reading thread's time.
    func accept(_ bytes: UnsafeBufferPointer<UInt8>, keyedByItself lines: [Range<Int>]) throws(InputFailure) {
        var next = 0
        while next < lines.count {
            let count = min(lines.count - next, batchSize - pendingCount)
            try appendLines(bytes, lines[next..<next + count])
            next += count
            pendingCount += count
            if pendingCount >= batchSize { submitPending() }
        }
    }

    private func appendLines(_ bytes: UnsafeBufferPointer<UInt8>, _ lines: ArraySlice<Range<Int>>) throws(InputFailure) {
        var (starts, lengths, texts) = ([Int](), [UInt32](), UTF8TextBatch())
        swap(&starts, &store.starts)
        swap(&lengths, &store.lengths)
        swap(&texts, &pendingTexts)
        defer {
            swap(&starts, &store.starts)
            swap(&lengths, &store.lengths)
            swap(&texts, &pendingTexts)
        }
        let base = fileBase
        let recordsLines = countsLines || readsJapanese
        for line in lines {
            guard line.count <= Int(UInt32.max) else {
                throw InputFailure(offset: line.lowerBound, message: "record longer than 4 GiB")
            }
            let record = UnsafeBufferPointer(rebasing: bytes[line])
            starts.append(base + line.lowerBound)
            lengths.append(UInt32(line.count))
            if recordsLines { store.lines.append(self.line(at: line.lowerBound, in: bytes)) }
            if UTF8Validation.isValid(record) {
                texts.append(record)
            } else {
                countInvalidUTF8(at: line.lowerBound, in: bytes)
                texts.append(String(decoding: record, as: UTF8.self))
            }
        }
    }

    private func countInvalidUTF8(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        invalidUTF8Records += 1
        if firstInvalidUTF8 == nil { firstInvalidUTF8 = (fileIndex, line(at: offset, in: bytes)) }
    }

    /// Stores the record's range (and line); counts it when its bytes are
    /// not valid UTF-8.
    private func storeRecord(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) throws(InputFailure) {
        guard range.count <= Int(UInt32.max) else {
            throw InputFailure(offset: range.lowerBound, message: "record longer than 4 GiB")
        }
        if !UTF8Validation.isValid(UnsafeBufferPointer(rebasing: bytes[range])) { countInvalidUTF8(at: range.lowerBound, in: bytes) }
        store.starts.append(fileBase + range.lowerBound)
        store.lengths.append(UInt32(range.count))
        if countsLines || readsJapanese { store.lines.append(line(at: range.lowerBound, in: bytes)) }
    }

    @inline(__always)
    private func countPending() {
        pendingCount += 1
        if pendingCount >= batchSize { submitPending() }
    }

    /// Accepts a JSON record whose key was looked up by `--key`'s path: a
    /// found string or number is the key; otherwise the record has no key
    /// (nil lookup: the record is not a string and there is no path).
    func accept(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, lookup: JSONScanner.Lookup?,
                reading: @autoclosure () -> String?) throws(InputFailure) {
        switch lookup {
        case .found(let key)?:
            try accept(bytes, range, key: key, reading: reading(), missingDetail: "")
        case .missing(let detail)?:
            try accept(bytes, range, key: nil, missingDetail: detail)
        case nil:
            try accept(bytes, range, key: nil, missingDetail: "")
        }
    }

    /// Starts computing the keys of the pending records (on another
    /// thread: ``KeyPipeline``) and begins a new batch.
    private func submitPending() {
        guard pendingCount > 0 else { return }
        // One contiguous batch: no array per key, and foreign names are
        // transliterated once per distinct string of the whole input.
        keying.submit(&pendingTexts, unkeyed: pendingUnkeyed)
        if readsJapanese { finishKeying() }
        pendingUnkeyed = []
        pendingCount = 0
    }

    /// Computes the keys of the pending records and waits until every
    /// accepted record's key is in the store. Call once more after the last record.
    func flush() {
        submitPending()
        finishKeying()
    }

    /// Moves the keys computed so far into the store, once computed.
    private func finishKeying() {
        let keys = keying.finish()
        let first = store.keys.count
        if first == 0 { store.keys = keys } else { store.keys.append(contentsOf: keys) }
        if readsJapanese { countUnreadKanji(from: first) }
    }

    /// Counts the records from `first` on that went to the last section
    /// although they hold kanji, because their reading still does: MeCab's
    /// dictionary lacks a character. Only Japanese collations with readings
    /// have such records; only records in the last section are looked at
    /// again, their key being the text of the batch just keyed.
    private func countUnreadKanji(from first: Int) {
        let lastSection = collation.sectionTitles.count - 1
        let texts = keying.lastTexts()
        var keyIndex = 0
        for record in first..<store.keys.count where store.keys.section(at: record) != Int(RecordStore.unkeyed) {
            defer { keyIndex += 1 }
            guard store.keys.section(at: record) == lastSection,
                  collation.collationString(for: texts.string(keyIndex)).unicodeScalars.contains(where: \.properties.isIdeographic)
            else { continue }
            unreadKanjiRecords += 1
            if firstUnreadKanjiRecord == nil {
                firstUnreadKanjiRecord = (recordCount - store.count + record, record < store.lines.count ? store.lines[record] : 0)
            }
        }
    }

    /// With a ``handOff``: keys the pending records, hands the store's
    /// records to it and forgets them. Returns whether it did, after which
    /// no record needs the arena's bytes. `file` is the file being read,
    /// which every record in the store comes from.
    func handOffRecords(of file: InputFile) throws(CommandFailure) -> Bool {
        guard let handOff else { return false }
        flush()
        if store.count > 0 { try handOff.take(store, of: file, firstRecord: handedOffRecords) }
        handedOffRecords += store.count
        store.removeRecords()
        if keying.memoCount > Self.handOffMemoLimit { keying.forgetForeignStrings() }
        return true
    }

    /// Writes the records to a run when they use more than half the budget:
    /// arrays that grow by doubling, and buffers that are not records, take
    /// the other half. Call only between parses: the reader then drops the
    /// arena's bytes that no record needs any more.
    func spillIfFull() throws(CommandFailure) {
        guard let (runs, budget) = spill, store.footprint > budget / 2 else { return }
        try spillRecords(to: runs)
    }

    /// Whether records were written to runs (and the arena may be cut).
    var hasSpilled: Bool { spill?.runs.hasSpilled ?? false }

    /// The records in sections and in order: from memory, or, once runs
    /// were written, the rest as one more run and a merge of them all.
    func collated(titles: [String], rules: SectionedOrder.Rules) throws(CommandFailure) -> CollatedRecords {
        flush()
        // Every record is keyed: the foreign strings' memo is not needed any
        // more, and sorting is when memory peaks.
        keying.releaseMemory()
        ProcessMemory.returnFreedMemory()
        guard let runs = spill?.runs, runs.hasSpilled else { return SectionedOrder.make(store, titles: titles, rules: rules) }
        if store.count > 0 { try spillRecords(to: runs) }
        return try runs.collated(files: store.files)
    }

    private func spillRecords(to runs: SpilledRuns) throws(CommandFailure) {
        flush()
        try runs.spill(store, firstRecord: spilledRecords)
        spilledRecords += store.count
        store.removeRecords()
    }
}

/// Takes records off a ``RecordSink`` as soon as they are keyed, so that
/// memory stays bounded whatever the input size.
protocol RecordHandOff: AnyObject {
    /// `store` holds records of `file` only, keyed, numbered from
    /// `firstRecord` in input order; they are forgotten after the call.
    func take(_ store: RecordStore, of file: InputFile, firstRecord: Int) throws(CommandFailure)
}
