/// What leaves the sink's store, and when: records handed off after each
/// chunk (`collate keys`) or written to sorted runs past `--buffer-size`,
/// after which the reader may cut the input arena; and how large the arena
/// and its chunks are.
extension RecordSink {
    /// After each parse of `file` (the file being read): hands the records off (`collate keys`)
    /// or writes them to a run when they fill the budget, as the sink's destination says.
    /// Returns, once records have left the store, the first arena byte a record still held
    /// needs (`Int.max`: none), before which the reader may cut the arena; nil while every
    /// record is held.
    func afterParse(of file: InputFile) throws(CommandFailure) -> Int? {
        let handedOff = try handOffRecords(of: file)
        if let spill, spill.isFull(footprint: store.footprint + keying.footprint) { try spillRecords(to: spill.runs) }
        guard handedOff || spill?.runs.hasSpilled == true else { return nil }
        return store.starts.first ?? .max
    }

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
        // The keys of an input that fits the budget, reserved once (an
        // estimate: ICU's keys of names run one to three bytes a text byte,
        // a record takes at least eight bytes); past the estimate they grow
        // as before.
        if input > 0, input < budget / 4 {
            let records = input / 8
            keying.reserveKeys(count: records, bytes: min(3 * input, budget / 2))
            store.reserveRecords(records)
        }
        return (min(input, budget), max(256, min(largestChunk, budget / 4)))
    }

    /// The largest chunk read when records are handed off (`collate keys`):
    /// what a chunk brings (its bytes, each record's range and line, the
    /// keys) is held until its rows are written, for short names several
    /// times its size; a 1 MiB chunk of names still makes several batches
    /// of keys, so keying overlaps reading as with larger chunks.
    static let handOffChunkSize = 1 << 20

    /// After the reader dropped the arena's first `count` bytes (at most what ``afterParse(of:)`` said).
    func arenaDroppedPrefix(_ count: Int) {
        store.arenaDroppedPrefix(count)
    }

    /// With a ``handOff``: keys the pending records and hands the store's records (all of `file`)
    /// to it, then forgets them. Returns whether it did.
    private func handOffRecords(of file: InputFile) throws(CommandFailure) -> Bool {
        guard let handOff else { return false }
        flush()
        if store.count > 0 { try handOff.take(store, of: file, firstRecord: recordsBefore) }
        recordsBefore += store.count
        store.removeRecords()
        return true
    }

    func spillRecords(to runs: SpilledRuns) throws(CommandFailure) {
        flush()
        try runs.spill(store, firstRecord: recordsBefore)
        recordsBefore += store.count
        store.removeRecords()
    }
}
