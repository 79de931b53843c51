import IndexedCollation

/// The one wiring of reading: the store, the sink and the reader, built
/// from a ``ReadPlan`` with initialisers and no setters, for every command
/// that reads (`collate` keeps the records, `collate keys` hands them off).
/// Made before the output opens, so that an unreadable file stops the
/// command before anything is written.
struct RecordReading {
    let plan: ReadPlan
    let collation: LocalizedIndexedCollation

    /// Checks that every file of `plan` can be read, naming all that cannot at once.
    init(_ plan: ReadPlan, collation: LocalizedIndexedCollation) throws(CommandFailure) {
        try InputReader.checkReadable(plan.sources)
        (self.plan, self.collation) = (plan, collation)
    }

    /// Reads every file into a new store through a sink that sends the
    /// keyed records to `destination`; returns the sink, whose store holds
    /// the records kept and whose diagnostics the warnings report. `progress` shows how much was read.
    func read(into destination: RecordSink.Destination, progress: Progress) throws(CommandFailure) -> RecordSink {
        let arena = InputArena()
        let sink = RecordSink(store: RecordStore(arena: arena), collation: collation, plan: plan, destination: destination)
        try InputReader(plan: plan, progress: progress, arena: arena).read(into: sink)
        return sink
    }

    /// Parses `bytes`, held in memory, as one file read `chunkSize` bytes at
    /// a time, with the parser `plan` makes for `format` (or `parser`), into
    /// a new sink, through the production ``ParseDriver``; `check` sees each
    /// parse. The sink comes back flushed, with what was parsed before a
    /// failure, which is returned. For the fuzz entry points and the tests.
    static func parseInMemory(_ bytes: UnsafeBufferPointer<UInt8>, _ plan: ReadPlan, format: InputFormat = .lines,
                              parser: (any RecordParser)? = nil, collation: LocalizedIndexedCollation, chunkSize: Int,
                              check: (ParseDriver.Step) -> Void = { _ in }) -> (RecordSink, InputFailure?) {
        let sink = RecordSink(store: RecordStore(), collation: collation, plan: plan)
        var failure: InputFailure?
        do throws(InputFailure) {
            try ParseDriver.parseInChunks(bytes, chunkSize: chunkSize, parser: parser ?? plan.makeParser(format), into: sink,
                                          check: check)
        } catch {
            failure = error
        }
        sink.flush()
        return (sink, failure)
    }
}
