import IndexedCollation

/// Where parsers hand their records: a facade over the jobs records go
/// through. ``RecordIntake`` stores each record (range, line, UTF-8 check,
/// key text), `--missing` is applied here, ``KeyBatcher`` keys them in
/// batches on another thread, ``InputDiagnostics`` keeps what the warnings
/// report, and past `--buffer-size` (``SpillPolicy``) the records go to a
/// sorted run (``SpilledRuns``) or, for `collate keys`, to a ``RecordHandOff``.
final class RecordSink {
    let store: RecordStore
    let collation: LocalizedIndexedCollation
    let missingKey: MissingKeyPolicy
    /// The `--key` as given; nil without `--key`.
    let keyName: String?
    var diagnostics = InputDiagnostics() // what the warnings report; the reader adds transcoding's repairs
    /// With `--reading-key`: count records with a key but no reading.
    let countsMissingReadings: Bool
    /// Where records go once keyed, so that not all are held (`collate keys`); nil: all stay.
    let handOff: (any RecordHandOff)?
    /// When records go to sorted runs; nil: all stay in memory.
    let spill: SpillPolicy?
    /// Records handed off or written to runs; the store's are numbered after them.
    private var recordsBefore = 0
    private var intake: RecordIntake
    private let keying: KeyBatcher

    /// Where keyed records go: they stay in memory, past the spill policy's
    /// budget in sorted runs (`collate`); or each chunk's go to a hand-off (`collate keys`).
    enum Destination {
        case memory(spill: SpillPolicy?)
        case handOff(any RecordHandOff)
    }

    /// A sink for the records `plan` reads into `store`, keyed in `collation`. Lines are
    /// kept for `--unique` (`RecordStore.lines`) and for Japanese readings.
    init(store: RecordStore, collation: LocalizedIndexedCollation, plan: ReadPlan = ReadPlan(),
         destination: Destination = .memory(spill: nil)) {
        (self.store, self.collation, missingKey, keyName) = (store, collation, plan.missingKey, plan.keyName)
        countsMissingReadings = plan.countsMissingReadings
        intake = RecordIntake(keepsLines: plan.keepsLines || collation.readsJapanese)
        keying = KeyBatcher(collation: collation, keysPerRecord: plan.keysPerRecord)
        switch destination {
        case .memory(let spill):
            (self.spill, handOff) = (spill, nil)
            if let spill { keying.memoLimit = spill.memoLimit }
        case .handOff(let handOff):
            (spill, self.handOff) = (nil, handOff)
            keying.memoLimit = KeyBatcher.handOffMemoLimit
        }
    }

    var recordCount: Int { recordsBefore + store.count } // handed off, in runs or in the store

    /// Runs `body`, a parse of `window`'s bytes that hands records here; the window comes back advanced.
    func parse(in window: inout ReadWindow, _ body: () throws(InputFailure) -> Int) throws(InputFailure) -> Int {
        intake.window = window
        defer {
            window = intake.window!
            intake.window = nil
        }
        return try body()
    }

    /// Accepts the record `bytes[range]` (offsets within the window), collated by `reading`
    /// when it is not empty, else by `key` (nil: no key; `missingWhat` names it in the error,
    /// `missingDetail` says more). `later`: the later `--key` fields' texts, given exactly when
    /// the sink has several keys per record. `keyIsRepaired`: whether the key was decoded from
    /// bytes that are not UTF-8, when the parser knows (vCard charsets); nil: bytes checked.
    /// `isBlankContact`: the record is a contact with nothing to be shown or filed by (no name,
    /// phonetic name, nickname, organisation, phone or e-mail); it is kept in `#` and counted
    /// rather than refused, unless `--missing=skip` leaves it out.
    /// `bytes` points into the arena (`InputArena`), pinned by the reader while it parses; the
    /// sink only reads it.
    func accept(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, key: String?, reading: String? = nil,
                later: [String] = [], keyIsRepaired: Bool? = nil, missingWhat: String? = nil, isBlankContact: Bool = false,
                missingDetail: @autoclosure () -> String) throws(InputFailure) {
        var text = RecordIntake.KeyText.none
        if let key {
            if countsMissingReadings, reading?.isEmpty ?? true { diagnostics.countWithoutReading() }
            let first = LocalizedIndexedCollation.readingOrName(reading, key)
            text = later.isEmpty ? .text(first) : .texts([first] + later)
        } else {
            switch missingKey {
            case .error where isBlankContact:
                diagnostics.countBlankContact(file: intake.window!.file) { intake.line(at: range.lowerBound, in: bytes) }
            case .error:
                let what = missingWhat ?? keyName.map { "record without the key '\($0)'" } ?? "record is not a string and no --key was given"
                throw InputFailure(offset: range.lowerBound, message: "\(what): \(missingDetail()) (--missing=skip or --missing=last accept such records)")
            case .skip:
                diagnostics.countSkipped(file: intake.window!.file) { intake.line(at: range.lowerBound, in: bytes) } detail: { missingDetail() }
                return
            case .last:
                diagnostics.countUnkeyed()
            }
        }
        try keying.gather { texts throws(InputFailure) in
            try intake.append(bytes, CollectionOfOne(range), key: text, keyIsRepaired: keyIsRepaired, to: store, texts: &texts,
                              diagnostics: &diagnostics)
        }
    }

    /// Keeps a record out of the collation, as read, in input order (`RecordStore.setAside`:
    /// a vCard group card is no contact), and counts it for the note.
    func setAside(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        store.setAside.append(Array(bytes[range]))
        diagnostics.countGroupCard(file: intake.window!.file) { intake.line(at: range.lowerBound, in: bytes) }
    }

    /// Counts a JSON record whose key had a lone surrogate escape, decoded as U+FFFD.
    func countLoneSurrogateKey(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        diagnostics.countLoneSurrogateKey(file: intake.window!.file) { intake.line(at: range.lowerBound, in: bytes) }
    }

    /// Checks a CSV/TSV header row's UTF-8 (``RecordIntake/checkHeader(_:_:diagnostics:)``).
    func checkHeader(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        intake.checkHeader(bytes, range, diagnostics: &diagnostics)
    }

    /// Accepts records collated by themselves (lines), many at a time.
    func accept(_ bytes: UnsafeBufferPointer<UInt8>, keyedByItself lines: [Range<Int>]) throws(InputFailure) {
        var next = 0
        while next < lines.count {
            let part = lines[next..<next + min(lines.count - next, keying.room)]
            try keying.gather { texts throws(InputFailure) in
                try intake.append(bytes, part, key: .ownBytes, to: store, texts: &texts, diagnostics: &diagnostics)
            }
            next = part.endIndex
        }
    }

    /// Waits until every accepted record's key is in the store (once more after the last record).
    func flush() {
        let (unread, first) = keying.finish(into: store)
        diagnostics.countUnreadKanji(unread) { (recordsBefore + first!, store.line(of: first!)) }
    }

    /// With a ``handOff``: keys the pending records and hands the store's records (all of `file`,
    /// the file being read) to it, then forgets them. Returns whether it did, after which no
    /// record needs the arena's bytes.
    func handOffRecords(of file: InputFile) throws(CommandFailure) -> Bool {
        guard let handOff else { return false }
        flush()
        if store.count > 0 { try handOff.take(store, of: file, firstRecord: recordsBefore) }
        recordsBefore += store.count
        store.removeRecords()
        return true
    }

    /// Writes the records to a run when the ``spill`` policy says they fill the budget. Call only
    /// between parses: the reader then drops the arena's bytes that no record needs any more.
    func spillIfFull() throws(CommandFailure) {
        guard let spill, spill.isFull(footprint: store.footprint + keying.footprint) else { return }
        try spillRecords(to: spill.runs)
    }

    var hasSpilled: Bool { spill?.runs.hasSpilled ?? false } // then the arena may be cut

    /// What the reader should reserve for the arena, given `input` bytes
    /// known to come, and the size of the chunks to read (at most
    /// `largestChunk`): records handed off are read in chunks of at most
    /// ``handOffChunkSize`` into an arena of two; past a buffer, the arena
    /// stays within it, and a small buffer reads in small chunks so that
    /// runs stay near its size.
    func arenaPlan(input: Int, largestChunk: Int) -> (capacity: Int, chunkSize: Int) {
        if handOff != nil {
            let chunkSize = min(largestChunk, Self.handOffChunkSize)
            return (2 * chunkSize, chunkSize)
        }
        let budget = spill?.budget ?? .max
        return (min(input, budget), max(256, min(largestChunk, budget / 4)))
    }

    /// The largest chunk read when records are handed off (`collate keys`):
    /// what a chunk brings (its bytes, each record's range and line, the
    /// keys) is held until its rows are written, for short names several
    /// times its size; a 1 MiB chunk of names still makes several batches
    /// of keys, so keying overlaps reading as with larger chunks.
    static let handOffChunkSize = 1 << 20

    /// Where the first record still held starts in the arena; nil for none.
    /// The reader keeps the bytes from there on when it cuts the arena.
    var firstHeldByte: Int? { store.starts.first }

    /// After the reader dropped the arena's first `count` bytes (``firstHeldByte`` at most).
    func arenaDroppedPrefix(_ count: Int) {
        store.arenaDroppedPrefix(count)
    }

    /// The records in sections and in order: from memory, or the rest as a last run and a merge of all.
    func collated(titles: [String], rules: OutputOrder.Rules) throws(CommandFailure) -> CollatedRecords {
        flush()
        // Every record is keyed: the memo is not needed, and sorting is when memory peaks.
        keying.releaseMemory()
        ProcessMemory.returnFreedMemory()
        guard let runs = spill?.runs, runs.hasSpilled else { return SectionedOrder.make(store, titles: titles, rules: rules) }
        if store.count > 0 { try spillRecords(to: runs) }
        return try runs.collated(files: store.files)
    }

    private func spillRecords(to runs: SpilledRuns) throws(CommandFailure) {
        flush()
        try runs.spill(store, firstRecord: recordsBefore)
        recordsBefore += store.count
        store.removeRecords()
    }
}
