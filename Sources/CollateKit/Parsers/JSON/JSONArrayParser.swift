/// A JSON array whose elements are the records (`[{…}, {…}]`). Each record is
/// the element's bytes as read, from its first to its last character; its
/// key is found by the `--key` path, or is the element itself when it is a
/// string. Elements are parsed as they arrive, so a large file is scanned once.
struct JSONArrayParser: RecordParser {
    let keys: JSONRecordKeys
    private var state = State.beforeArray

    private enum State {
        case beforeArray, firstElementOrEnd, element, commaOrEnd, afterArray
    }

    init(keys: RecordKeys = RecordKeys()) {
        self.keys = JSONRecordKeys(keys)
    }

    var displayedFieldsProblem: String? { keys.displayed?.problem }

    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool,
                        into sink: RecordSink) throws(InputFailure) -> Int {
        let scanner = JSONScanner(bytes: bytes, isFinal: isFinal)
        var position = start
        while true {
            position = scanner.skipWhitespace(position)
            guard position < bytes.count else {
                if isFinal, state != .afterArray {
                    throw InputFailure(offset: position, message: state == .beforeArray
                        ? "empty input: expected a JSON array of records"
                        : "malformed JSON: unexpected end of input, the array is not closed with ']'")
                }
                return position
            }
            let byte = bytes[position]
            switch state {
            case .beforeArray:
                guard byte == UInt8(ascii: "[") else {
                    throw InputFailure(offset: position, message: byte == UInt8(ascii: "{")
                        ? "expected a JSON array of records ('['), found an object; for one object per line use --input-format jsonl (or the .jsonl extension)"
                        : "malformed JSON: expected a JSON array of records ('[')")
                }
                position += 1
                state = .firstElementOrEnd
            case .firstElementOrEnd where byte == UInt8(ascii: "]"), .commaOrEnd where byte == UInt8(ascii: "]"):
                position += 1
                state = .afterArray
            case .commaOrEnd:
                guard byte == UInt8(ascii: ",") else {
                    throw InputFailure(offset: position, message: "malformed JSON: expected ',' or ']' after an array element")
                }
                position += 1
                state = .element
            case .firstElementOrEnd, .element:
                let lookup: JSONScanner.Lookup?
                let end: Int
                do {
                    (end, lookup) = try scanner.scanValue(at: position, path: keys.key)
                } catch {
                    switch error {
                    case .incomplete: return position
                    case .malformed(let failure): throw failure
                    }
                }
                try keys.accept(bytes, position..<end, lookup: lookup, scanner: scanner, valueStart: position, into: sink)
                position = end
                state = .commaOrEnd
            case .afterArray:
                throw InputFailure(offset: position, message: "malformed JSON: text after the closing ']' of the array")
            }
        }
    }
}
