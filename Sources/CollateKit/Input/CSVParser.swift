/// CSV and TSV with a header row, RFC 4180 quoting: a field in double quotes
/// may hold the delimiter, CR, LF and `""` (one quote). Records end at LF or
/// CRLF outside quotes; empty lines are skipped. Lenient where common tools
/// are: a quote inside an unquoted field is an ordinary character, and rows
/// may have fewer or more fields than the header (a row too short to have the
/// key column is a record without the key). Strict where data would be lost:
/// an unterminated quoted field, or text after a closing quote, is an error.
struct CSVParser: RecordParser {
    let delimiter: UInt8
    let selector: FieldSelector?
    let readingSelector: FieldSelector?
    private(set) var header: CSVHeader?
    /// The key column, once the header is known.
    private var keyColumn = 0
    /// The `--reading-key` column, once the header is known.
    private var readingColumn: Int?

    init(delimiter: UInt8, selector: FieldSelector?, readingSelector: FieldSelector? = nil) {
        self.delimiter = delimiter
        self.selector = selector
        self.readingSelector = readingSelector
    }

    /// One field of a row: where its content is, and whether it was quoted
    /// (then `""` inside stands for one quote).
    struct Field {
        let content: Range<Int>
        let quoted: Bool
    }

    /// A complete row: its bytes (without the line end), where the next row
    /// starts, and the fields asked for.
    struct Row {
        let range: Range<Int>
        let next: Int
        var fieldCount: Int
    }

    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool,
                        into sink: RecordSink) throws(InputFailure) -> Int {
        var position = start
        while position < bytes.count {
            // Empty lines are not rows.
            if bytes[position] == ASCII.lineFeed {
                position += 1
                continue
            }
            if bytes[position] == ASCII.carriageReturn {
                if position + 1 < bytes.count, bytes[position + 1] == ASCII.lineFeed {
                    position += 2
                    continue
                }
                if position + 1 == bytes.count, !isFinal { return position }
            }
            if header == nil {
                var fields: [Field] = []
                guard let row = try Self.scanRow(bytes, at: position, delimiter: delimiter, isFinal: isFinal, fields: { fields.append($0) }) else {
                    return position
                }
                try readHeader(bytes, row: row, fields: fields)
                position = row.next
                continue
            }
            var keyField: Field?
            var readingField: Field?
            let wanted = keyColumn
            let wantedReading = readingColumn
            var column = 0
            guard let row = try Self.scanRow(bytes, at: position, delimiter: delimiter, isFinal: isFinal, fields: { field in
                if column == wanted { keyField = field }
                if column == wantedReading { readingField = field }
                column += 1
            }) else {
                return position
            }
            let key = keyField.map { Self.value(of: $0, in: bytes) }
            let reading = readingField.map { Self.value(of: $0, in: bytes) }
            try sink.accept(bytes, row.range, key: key, reading: reading, missingDetail: "the row has \(row.fieldCount) field\(row.fieldCount == 1 ? "" : "s"), the key is column \(wanted + 1)")
            position = row.next
        }
        return bytes.count
    }

    private mutating func readHeader(_ bytes: UnsafeBufferPointer<UInt8>, row: Row, fields: [Field]) throws(InputFailure) {
        let names = fields.map { Self.value(of: $0, in: bytes) }
        header = CSVHeader(names: names, bytes: Array(bytes[row.range]), delimiter: delimiter)
        func column(_ selector: FieldSelector, _ option: String) throws(InputFailure) -> Int {
            guard let column = selector.column(in: names) else {
                let list = names.enumerated().map { "\($0.offset + 1) '\($0.element)'" }.joined(separator: ", ")
                throw InputFailure(offset: row.range.lowerBound, message: "no column '\(selector.text)' (\(option)) in the header; the columns are: \(list)")
            }
            return column
        }
        if let selector { keyColumn = try column(selector, "--key") }
        if let readingSelector { readingColumn = try column(readingSelector, "--reading-key") }
    }

    /// The unquoted text of a field (invalid UTF-8 repaired).
    static func value(of field: Field, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let text = bytes.decoded(field.content)
        return field.quoted && text.contains("\"") ? text.replacingOccurrences(of: "\"\"", with: "\"") : text
    }

    /// Scans one row starting at `start`, calling `fields` for each field;
    /// nil when the row is not complete in `bytes` and more may come.
    ///
    /// Complexity: O(length of the row).
    static func scanRow(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, delimiter: UInt8, isFinal: Bool,
                        fields: (Field) -> Void) throws(InputFailure) -> Row? {
        let count = bytes.count
        var position = start
        var fieldCount = 0
        while true {
            fieldCount += 1
            if position < count, bytes[position] == ASCII.quote {
                // Quoted field: up to the quote that is not doubled.
                let contentStart = position + 1
                var search = contentStart
                var closing: Int
                while true {
                    guard let quote = bytes.firstIndex(of: ASCII.quote, in: search..<count) else {
                        if isFinal { throw InputFailure(offset: position, message: "malformed CSV: quoted field never closed") }
                        return nil
                    }
                    if quote + 1 < count, bytes[quote + 1] == ASCII.quote {
                        search = quote + 2
                        continue
                    }
                    if quote + 1 == count, !isFinal { return nil }
                    closing = quote
                    break
                }
                fields(Field(content: contentStart..<closing, quoted: true))
                position = closing + 1
                if position == count {
                    if !isFinal { return nil }
                    return Row(range: start..<position, next: position, fieldCount: fieldCount)
                }
                let next = bytes[position]
                if next == delimiter {
                    position += 1
                    continue
                }
                if next == ASCII.lineFeed {
                    return Row(range: start..<position, next: position + 1, fieldCount: fieldCount)
                }
                if next == ASCII.carriageReturn {
                    if position + 1 < count, bytes[position + 1] == ASCII.lineFeed {
                        return Row(range: start..<position, next: position + 2, fieldCount: fieldCount)
                    }
                    if position + 1 == count {
                        if !isFinal { return nil }
                        return Row(range: start..<position, next: count, fieldCount: fieldCount)
                    }
                }
                throw InputFailure(offset: position, message: "malformed CSV: text after the closing quote of a field (a quote inside a quoted field is written \"\")")
            }
            // Unquoted field: up to the delimiter or the line end.
            var end = position
            while end < count, bytes[end] != delimiter, bytes[end] != ASCII.lineFeed { end += 1 }
            if end == count, !isFinal { return nil }
            if end < count, bytes[end] == delimiter {
                fields(Field(content: position..<end, quoted: false))
                position = end + 1
                continue
            }
            // The row ends here; a CR before the LF (or at the end of the file) is part of the line end.
            var contentEnd = end
            if contentEnd > position, bytes[contentEnd - 1] == ASCII.carriageReturn { contentEnd -= 1 }
            fields(Field(content: position..<contentEnd, quoted: false))
            return Row(range: start..<contentEnd, next: end == count ? count : end + 1, fieldCount: fieldCount)
        }
    }

    /// The fields of a complete row, unquoted, as text (invalid UTF-8 repaired).
    static func fields(of row: UnsafeBufferPointer<UInt8>, delimiter: UInt8) -> [String] {
        var fields: [Field] = []
        _ = try? scanRow(row, at: 0, delimiter: delimiter, isFinal: true) { fields.append($0) }
        return fields.map { value(of: $0, in: row) }
    }

    /// The fields of a complete row, unquoted, as bytes (exactly as read but
    /// for the quoting); for writers that re-encode rows.
    static func fieldBytes(of row: UnsafeBufferPointer<UInt8>, delimiter: UInt8) -> [[UInt8]] {
        var fields: [Field] = []
        _ = try? scanRow(row, at: 0, delimiter: delimiter, isFinal: true) { fields.append($0) }
        return fields.map { field in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(field.content.count)
            var position = field.content.lowerBound
            while position < field.content.upperBound {
                bytes.append(row[position])
                // In a quoted field, "" stands for one quote.
                position += field.quoted && row[position] == ASCII.quote ? 2 : 1
            }
            return bytes
        }
    }
}
