/// How records and strings are spelled inside the structured formats.
/// Bytes that are not valid UTF-8 pass through unchanged everywhere: output
/// holds exactly the bytes that were read.
enum RecordEncoding {
    /// A JSON string: quotes, backslashes and control characters escaped,
    /// everything else as is.
    static func writeJSONString(_ bytes: UnsafeBufferPointer<UInt8>, to output: OutputStream) {
        output.write(byte: ASCII.quote)
        var runStart = 0
        for (position, byte) in bytes.enumerated() where byte < 0x20 || byte == ASCII.quote || byte == ASCII.backslash {
            output.write(UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
            switch byte {
            case ASCII.quote: output.write("\\\"")
            case ASCII.backslash: output.write("\\\\")
            case ASCII.lineFeed: output.write("\\n")
            case ASCII.carriageReturn: output.write("\\r")
            case ASCII.tab: output.write("\\t")
            default:
                let hex = String(byte, radix: 16)
                output.write("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            }
            runStart = position + 1
        }
        output.write(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        output.write(byte: ASCII.quote)
    }

    static func writeJSONString(_ text: String, to output: OutputStream) {
        var text = text
        text.withUTF8 { writeJSONString($0, to: output) }
    }

    /// A CSV/TSV field, quoted when it holds the delimiter, a quote, CR or LF
    /// (RFC 4180), with quotes doubled.
    static func writeCSVField(_ bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8, to output: OutputStream) {
        let needsQuotes = bytes.contains { $0 == delimiter || $0 == ASCII.quote || $0 == ASCII.lineFeed || $0 == ASCII.carriageReturn }
        guard needsQuotes else { return output.write(bytes) }
        output.write(byte: ASCII.quote)
        var runStart = 0
        for (position, byte) in bytes.enumerated() where byte == ASCII.quote {
            output.write(UnsafeBufferPointer(rebasing: bytes[runStart...position]))
            output.write(byte: ASCII.quote)
            runStart = position + 1
        }
        output.write(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        output.write(byte: ASCII.quote)
    }

    static func writeCSVField(_ text: String, delimiter: UInt8, to output: OutputStream) {
        var text = text
        text.withUTF8 { writeCSVField($0, delimiter: delimiter, to: output) }
    }
}
