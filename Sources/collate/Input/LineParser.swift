/// Records that are lines: split at LF, a CR before the LF dropped (so CRLF
/// and LF files give the same records); empty lines are not records. The
/// whole line is the key.
struct LineParser: RecordParser {
    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool,
                        into sink: RecordSink) throws(InputFailure) -> Int {
        var position = start
        while position < bytes.count {
            let newline = bytes.firstIndex(of: ASCII.lineFeed, in: position..<bytes.count)
            guard newline != nil || isFinal else { return position }
            let lineEnd = newline ?? bytes.count
            var end = lineEnd
            if end > position, bytes[end - 1] == ASCII.carriageReturn { end -= 1 }
            if end > position {
                try sink.accept(bytes, position..<end, key: bytes.decoded(position..<end), missingDetail: "")
            }
            position = lineEnd + 1
        }
        return bytes.count
    }
}
