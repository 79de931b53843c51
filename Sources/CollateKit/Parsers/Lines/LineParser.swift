/// Records that are lines: split at LF, a CR before the LF dropped (so CRLF
/// and LF files give the same records). The whole line is the key. Without
/// `--null`, empty lines are not records (they are counted). With `--null`,
/// lines are read as PostgreSQL's `COPY` reads its text format: a line equal
/// to the null text is a record without a key, and any other line, an empty
/// one too, is a record (`--null '\N'`: an empty line is an empty string).
struct LineParser: RecordParser {
    /// Lines found and not yet handed to the sink, which takes them many at
    /// a time (``RecordSink/accept(_:keyedByItself:)``).
    private var lines: [Range<Int>] = []
    private let linesPerHandOver = 4096
    /// `--null`'s bytes.
    let null: [UInt8]?

    init(null: [UInt8]? = nil) {
        self.null = null
    }

    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool,
                        into sink: RecordSink) throws(InputFailure) -> Int {
        defer { lines.removeAll(keepingCapacity: true) }
        var position = start
        while position < bytes.count {
            guard let (line, next) = bytes.line(at: position, isFinal: isFinal) else { break }
            if let null, line.count == null.count, bytes[line].elementsEqual(null) {
                // In input order: the lines before it first.
                try sink.accept(bytes, keyedByItself: lines)
                lines.removeAll(keepingCapacity: true)
                try sink.accept(bytes, ParsedRecord(line, key: nil, missingWhat: "record is NULL", isNull: true,
                                                    missingDetail: "the line is '\(String(decoding: null, as: UTF8.self))' (--null)"))
            } else if line.isEmpty && null == nil {
                sink.countEmptyLine(at: line.lowerBound, in: bytes)
            } else {
                lines.append(line)
                if lines.count == linesPerHandOver {
                    try sink.accept(bytes, keyedByItself: lines)
                    lines.removeAll(keepingCapacity: true)
                }
            }
            position = next
        }
        try sink.accept(bytes, keyedByItself: lines)
        return position < bytes.count ? position : bytes.count
    }
}
