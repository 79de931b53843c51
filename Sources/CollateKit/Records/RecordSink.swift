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
    /// What the sink asks of the options: `--missing`, `--key`'s name, `--reading-key`.
    let plan: ReadPlan
    /// What the warnings report; counted by the sink's own files (RecordSink+Counts.swift).
    var diagnostics = InputDiagnostics()
    /// Where records go once keyed, so that not all are held (`collate keys`); nil: all stay.
    let handOff: (any RecordHandOff)?
    /// When records go to sorted runs; nil: all stay in memory.
    let spill: SpillPolicy?
    /// Records handed off or written to runs; the store's are numbered after them.
    var recordsBefore = 0
    var intake: RecordIntake
    let keying: KeyBatcher

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
        (self.store, self.collation, self.plan) = (store, collation, plan)
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

    /// Accepts `record` (``ParsedRecord``), collated by its reading when it is
    /// not empty, else by its key; a record without a key as `--missing` says.
    /// `bytes` points into the arena (`InputArena`), pinned by the reader while it parses; the
    /// sink only reads it.
    func accept(_ bytes: UnsafeBufferPointer<UInt8>, _ record: ParsedRecord) throws(InputFailure) {
        let range = record.range
        var text = RecordIntake.KeyText.none
        if let key = record.key {
            if plan.countsMissingReadings, record.reading?.isEmpty ?? true { diagnostics.countWithoutReading() }
            let first = LocalizedIndexedCollation.readingOrName(record.reading, key)
            text = record.later.isEmpty ? .text(first) : .texts([first] + record.later)
        } else {
            let line = { self.intake.line(at: range.lowerBound, in: bytes) }
            switch plan.missingKey {
            case .error where record.isBlankContact: diagnostics.countBlankContact(file: intake.window!.file, line: line)
            case .error:
                let what = record.missingWhat ?? plan.keyName.map { "record without the key '\($0)'" } ?? "record is not a string and no --key was given"
                throw InputFailure(offset: range.lowerBound, message: "\(what): \(record.missingDetail()) (--missing=skip or --missing=last accept such records)")
            case .skip:
                diagnostics.countSkipped(file: intake.window!.file, line: line, detail: record.missingDetail)
                return
            case .last:
                diagnostics.countUnkeyed()
                if record.isNull { diagnostics.countNull(file: intake.window!.file, line: line) }
            }
        }
        try keying.gather { texts throws(InputFailure) in
            try intake.append(bytes, CollectionOfOne(range), key: text, keyIsRepaired: record.keyIsRepaired, to: store, texts: &texts,
                              diagnostics: &diagnostics)
        }
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

    /// A file read to its end, for the writers and the messages.
    func fileRead(_ file: InputFile) {
        store.files.append(file)
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

}
