/// Records that are lines: split at LF, a CR before the LF dropped (so CRLF
/// and LF files give the same records); empty lines are not records. The
/// whole line is the key.
struct LineParser: RecordParser {
    /// Lines found and not yet handed to the sink, which takes them many at
    /// a time (``RecordSink/accept(_:keyedByItself:)``).
    private var lines: [Range<Int>] = []
    private let linesPerHandOver = 4096

    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool,
                        into sink: RecordSink) throws(InputFailure) -> Int {
        defer { lines.removeAll(keepingCapacity: true) }
        var position = start
        while position < bytes.count {
            guard let (line, next) = bytes.line(at: position, isFinal: isFinal) else { break }
            if !line.isEmpty {
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
