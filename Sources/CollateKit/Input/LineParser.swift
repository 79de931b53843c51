/// Records that are lines: split at LF, a CR before the LF dropped (so CRLF
/// and LF files give the same records); empty lines are not records. The
/// whole line is the key.
struct LineParser: RecordParser {
    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool,
                        into sink: RecordSink) throws(InputFailure) -> Int {
        var position = start
        while position < bytes.count {
            guard let (line, next) = bytes.line(at: position, isFinal: isFinal) else { return position }
            if !line.isEmpty {
                try sink.accept(bytes, keyedByItself: line)
            }
            position = next
        }
        return bytes.count
    }
}
