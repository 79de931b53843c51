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

    /// A record as a JSON value: a JSON record as read, a line as a string,
    /// a CSV/TSV row as an object from its header's names to its fields,
    /// both as read (fields beyond the header are named by their 1-based number), a vCard
    /// as `{"name", "collatedBy", "vcard"}`: its display name, the string it
    /// was collated by (its reading, if it has one) and the card as read.
    static func writeJSONRecord(_ bytes: UnsafeBufferPointer<UInt8>, file: InputFile, to output: OutputStream) {
        switch file.format {
        case .json, .jsonl:
            output.write(bytes)
        case .lines:
            writeJSONString(bytes, to: output)
        case .csv, .tsv:
            let names = file.header?.nameBytes ?? []
            let fields = CSVParser.fieldBytes(of: bytes, delimiter: file.header?.delimiter ?? ASCII.comma)
            output.write(byte: UInt8(ascii: "{"))
            for (column, field) in fields.enumerated() {
                if column > 0 { output.write(", ") }
                if column < names.count {
                    names[column].withUnsafeBufferPointer { writeJSONString($0, to: output) }
                } else {
                    writeJSONString(String(column + 1), to: output)
                }
                output.write(": ")
                field.withUnsafeBufferPointer { writeJSONString($0, to: output) }
            }
            output.write(byte: UInt8(ascii: "}"))
        case .vcard:
            let collation = ContactCollation(VCard(record: bytes, of: file), by: file.vCardKey ?? .family)
            output.write("{\"name\": ")
            writeJSONString(collation.displayName, to: output)
            output.write(", \"collatedBy\": ")
            writeJSONString(collation.collatedBy, to: output)
            output.write(", \"vcard\": ")
            writeJSONString(bytes, to: output)
            output.write(byte: UInt8(ascii: "}"))
        }
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
