/// The input bytes, as UTF-8: the files read, concatenated (a leading UTF-8
/// byte order mark stays but is in no record; UTF-16 files are held
/// transcoded). Once records were handed off or written to runs, only the
/// bytes from the first record still held.
///
/// One writer: the reader (``InputReader``) appends each chunk through its
/// transcoder and drops the bytes no record needs, only between parses.
/// The parsers read the arena while the reader pins it (``withBytes(_:)``),
/// and the store reads its records' bytes from it (`RecordStore.withRecords`);
/// neither writes it, so nothing moves it while a pointer into it is held.
///
/// Thread safety: used by the command's thread only.
final class InputArena {
    /// The bytes held; read-only outside the arena.
    private(set) var bytes: [UInt8] = []

    init() {}

    /// The bytes held, for tests that lay out records by hand.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    /// Reserves room for `capacity` bytes in all (the input, when small enough).
    func reserveCapacity(_ capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends a chunk read (empty at the end) as UTF-8 through `transcoder`
    /// (``InputTranscoder/append(_:to:isFinal:)``); returns the replacement
    /// characters it put in. O(chunk).
    func append(_ chunk: ArraySlice<UInt8>, through transcoder: inout InputTranscoder) throws(InputFailure) -> InputTranscoder.Repairs {
        try transcoder.append(chunk, to: &bytes, isFinal: chunk.isEmpty)
    }

    /// Calls `body` with the bytes pinned: they neither move nor change until it returns.
    func withBytes<R, E>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        let result: Result<R, E> = bytes.withUnsafeBufferPointer { buffer in Result { () throws(E) in try body(buffer) } }
        return try result.get()
    }

    /// Drops the first `count` bytes, which no record and no parse may use
    /// any more; the store then moves its records' starts
    /// (`RecordStore.arenaDroppedPrefix(_:)`). O(bytes held).
    func dropPrefix(_ count: Int) {
        bytes.removeSubrange(0..<count)
    }
}
