import ByteMachinery

/// The one chunk protocol by which a file's bytes become parse calls: the
/// reader (``InputReader``), the fuzz entry points and the tests' chunk
/// harness all drive their parser through it, so the fuzzers and the
/// chunk-boundary tests exercise the production loop.
///
/// The protocol: wait for the first three bytes (or the end), skip a UTF-8
/// byte order mark (``ByteOrderMark``), parse after each chunk the file so
/// far from where the last parse stopped, but retry a record longer than a
/// chunk only once the unparsed tail has doubled (``ReadWindow/nextAttempt``,
/// which keeps the total work linear), and make a final parse, which must
/// consume everything, once the file has ended. A record still open after
/// ``maximumRecordBytes`` is an input failure where it starts.
struct ParseDriver {
    /// The most bytes (as UTF-8) one record may have: a line, a CSV row, a
    /// JSON element or a card. A record is held whole while it is parsed,
    /// and its key and sort key beside it, about five times its size
    /// whatever `-S` says; past this it is an input error at its line, not
    /// an abort when memory runs out (`/dev/zero` is one endless line).
    static let maximumRecordSize = 256 << 20

    /// One parse made: it started at `from` and stopped at `stoppedAt`, of
    /// `available` bytes of the window (offsets are the window's).
    struct Step {
        let from: Int
        let stoppedAt: Int
        let available: Int
        let isFinal: Bool
    }

    private var parser: any RecordParser
    /// Where the window on the file lies in the arena; the reader moves it when it cuts the arena.
    var window: ReadWindow
    /// Whether the file started with a UTF-8 byte order mark, once known.
    private(set) var startsWithByteOrderMark = false
    private var atStart = true
    /// The most bytes one record may have here (``maximumRecordSize``; smaller in tests).
    let maximumRecordBytes: Int

    init(_ parser: any RecordParser, window: ReadWindow, maximumRecordBytes: Int = ParseDriver.maximumRecordSize) {
        self.parser = parser
        self.window = window
        self.maximumRecordBytes = maximumRecordBytes
    }

    /// What the file's records mean to writers, as parsed so far.
    var fileKind: any FileKind { parser.fileKind }
    /// Once the file is parsed: what is wrong with `--display`'s fields in it, or nil.
    var displayedFieldsProblem: String? { parser.displayedFieldsProblem }

    /// Parses what `arena` (every byte held; the file's from ``window``'s
    /// base on) adds, when the protocol says to: returns the parse made, or
    /// nil while waiting for more bytes. `isFinal`: the file has ended.
    /// The records go to `sink`; a failure's offset is the window's.
    mutating func feed(_ arena: UnsafeBufferPointer<UInt8>, isFinal: Bool, into sink: RecordSink) throws(InputFailure) -> Step? {
        let file = UnsafeBufferPointer(rebasing: arena[window.base...])
        if atStart {
            guard file.count >= ByteOrderMark.utf8.count || isFinal else { return nil }
            atStart = false
            window.parsed = ByteOrderMark.utf8Length(atStartOf: file)
            startsWithByteOrderMark = window.parsed > 0
        }
        // Past the limit a parse is made at once, to find whether the record ended.
        guard isFinal || file.count >= window.nextAttempt || file.count - window.parsed > maximumRecordBytes else { return nil }
        let from = window.parsed
        // Copies, so that the parse's closure and the window's inout access do not overlap.
        var (parser, window) = (self.parser, self.window)
        defer { (self.parser, self.window) = (parser, window) }
        let stop = try sink.parse(in: &window) { () throws(InputFailure) in
            try parser.parse(file, from: from, isFinal: isFinal, into: sink)
        }
        window.parsed = stop
        if !isFinal, file.count - stop > maximumRecordBytes {
            throw InputFailure(offset: stop, message: "a record longer than \(maximumRecordBytes >> 20) MiB, the most one may have "
                + "(a line, a CSV row, a JSON element or a card; is the line end, the quoting or the format right?)")
        }
        window.nextAttempt = file.count + (file.count - stop)
        return Step(from: from, stoppedAt: stop, available: file.count, isFinal: isFinal)
    }

    /// Drives `parser` over `bytes`, all in memory, as if they arrived by
    /// reads of `chunkSize` bytes; `check` sees each parse. For the fuzz
    /// entry points and the tests. O(n) plus a rescan of a long record per
    /// doubling.
    static func parseInChunks(_ bytes: UnsafeBufferPointer<UInt8>, chunkSize: Int, parser: any RecordParser,
                              into sink: RecordSink, check: (Step) -> Void = { _ in }) throws(InputFailure) {
        var driver = ParseDriver(parser, window: ReadWindow(file: 0, base: 0))
        var available = 0
        repeat {
            available = min(bytes.count, available + max(1, chunkSize))
            if let step = try driver.feed(UnsafeBufferPointer(rebasing: bytes[..<available]), isFinal: false, into: sink) { check(step) }
        } while available < bytes.count
        if let step = try driver.feed(bytes, isFinal: true, into: sink) { check(step) }
    }
}
