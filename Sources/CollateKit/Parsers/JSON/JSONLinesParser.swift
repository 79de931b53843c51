/// JSON Lines: one JSON value per line (LF or CRLF), blank lines skipped.
/// The record is the line as read (without its line end); its key is found
/// by the `--key` path, or is the value itself when it is a string.
struct JSONLinesParser: RecordParser {
    let keys: JSONRecordKeys

    init(keys: RecordKeys = RecordKeys()) {
        self.keys = JSONRecordKeys(keys)
    }

    var displayedFieldsProblem: String? { keys.displayed?.problem }

    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool,
                        into sink: RecordSink) throws(InputFailure) -> Int {
        var position = start
        while position < bytes.count {
            guard let (content, next) = bytes.line(at: position, isFinal: isFinal) else { return position }
            let end = content.upperBound
            let line = UnsafeBufferPointer(rebasing: bytes[content])
            let scanner = JSONScanner(bytes: line, isFinal: true)
            let valueStart = scanner.skipWhitespace(0)
            if valueStart < line.count {
                let lookup: JSONScanner.Lookup?
                do throws(JSONScanner.Failure) {
                    let (valueEnd, found) = try scanner.scanValue(at: valueStart, path: keys.key)
                    let rest = scanner.skipWhitespace(valueEnd)
                    if rest < line.count {
                        throw JSONScanner.Failure.malformed(InputFailure(offset: rest, message: "malformed JSON: text after the value (JSON Lines holds one value per line)"))
                    }
                    lookup = found
                } catch {
                    guard case .malformed(let failure) = error else { fatalError("a complete line cannot be incomplete") }
                    throw InputFailure(offset: position + failure.offset, message: failure.message)
                }
                try keys.accept(bytes, position..<end, lookup: lookup, scanner: scanner, valueStart: valueStart, into: sink)
            }
            position = next
        }
        return bytes.count
    }
}
