/// Where the parsers' window on the file being read lies, owned by the
/// reader (``InputReader``): the file, where the window starts in the
/// arena, how far it is parsed, and the line numbers of its offsets. The
/// reader lends it to the sink for each parse (``RecordSink/parse(in:_:)``),
/// which is how accepted records learn their lines.
struct ReadWindow {
    /// The file's position among the input files.
    let file: Int
    /// Where the window starts in the arena; offsets are the window's.
    var base: Int
    /// Where the next record starts.
    var parsed = 0
    /// A record longer than a chunk is parsed again from its start after
    /// each read; waiting until the unparsed tail has doubled keeps the
    /// total work linear however long the record is.
    var nextAttempt = 0
    /// Line numbers of the window's offsets.
    var lines = LineCounter()

    init(file: Int, base: Int) {
        self.file = file
        self.base = base
    }

    /// Drops the window's first `count` bytes, which the reader drops from
    /// the arena with the bytes before them (`arenaDropped` bytes in all):
    /// the window starts later in the file, on the line `window` (its bytes
    /// before the drop) says.
    mutating func advance(by count: Int, arenaDropped: Int, in window: UnsafeBufferPointer<UInt8>) {
        lines = LineCounter(firstLine: window.lineNumber(at: count, from: (0, lines.firstLine)))
        base += count - arenaDropped
        parsed -= count
        nextAttempt -= count
    }
}

/// The line numbers of offsets in a window that starts on ``firstLine``.
/// Counting goes on from the last line found, so lines asked for in input
/// order cost O(input) in all.
struct LineCounter {
    /// The line the window starts on.
    let firstLine: Int
    private var last: (offset: Int, line: Int)

    init(firstLine: Int = 1) {
        self.firstLine = firstLine
        last = (0, firstLine)
    }

    /// The line that `offset` of `window` is on.
    mutating func line(at offset: Int, in window: UnsafeBufferPointer<UInt8>) -> Int {
        if offset < last.offset { last = (0, firstLine) }
        last = (offset, window.lineNumber(at: offset, from: last))
        return last.line
    }
}
