import IndexedCollation
/// CSV and TSV with a header row, RFC 4180 quoting: a field in double quotes
/// may hold the delimiter, CR, LF and `""` (one quote). Records end at LF or
/// CRLF outside quotes; empty lines are skipped. Lenient where common tools
/// are: a quote inside an unquoted field is an ordinary character, and rows
/// may have fewer or more fields than the header (a row too short to have the
/// key column is a record without the key). Strict where data would be lost:
/// an unterminated quoted field, or text after a closing quote, is an error,
/// and so is a `--key` name that more than one column has.
///
/// Without `--reading-key`, a header that is a known contacts export
/// (`ContactsHeader`) makes each row a contact. Without `--key` it is
/// collated by the rule vCards follow (`ContactCollation`): family name,
/// given, middle; a company by its organisation; phonetic columns as
/// readings. With `--key`, each key field is read by its phonetic column
/// where the row has one, and when the first key is a name column, a row
/// with no name is collated by its organisation as without `--key`.
///
/// With `detectsDelimiter` (a `.csv` file without `--delimiter`), the header
/// line decides: `;` or a tab when it has one and no `,` outside quotes, as
/// spreadsheets in much of Europe save CSV (`CSVDelimiter`).
struct CSVParser: RecordParser {
    private(set) var delimiter: UInt8
    private var detectsDelimiter: Bool
    /// The `--key` and `--reading-key` columns, by name or number.
    let keys: RecordKeys
    /// Whether rows become JSON objects keyed by column name (`--format json`
    /// or `jsonl`): then a name twice in the header, or a field beyond the
    /// header whose number is a column's name, is an error, since the object
    /// would have two members of that name.
    let uniqueColumnNames: Bool
    /// With `uniqueColumnNames`: the smallest field number beyond the header
    /// that a column is named (header `id,4` → 4).
    private var collidingFieldNumber: Int?
    private(set) var header: CSVHeader?
    /// The key column, once the header is known.
    private var keyColumn = 0
    /// The `--reading-key` column, once the header is known.
    private var readingColumn: Int?
    /// The later `--key` columns, once the header is known.
    private var laterColumns: [Int] = []
    /// The contacts export the header is, when rows are collated as contacts.
    private(set) var contacts: ContactsHeader?
    /// What the table asks of a contact's name (`LocalizedIndexedCollation.nameConventions`).
    var nameConventions = ContactFiling.Conventions()
    /// `--null`: an unquoted key or reading field equal to it is no value
    /// (`2,` is NULL under `--null ''`; `3,""` is an empty string).
    let null: [UInt8]?

    init(delimiter: UInt8, detectsDelimiter: Bool = false, keys: RecordKeys = RecordKeys(), uniqueColumnNames: Bool = false,
         null: [UInt8]? = nil) {
        self.delimiter = delimiter
        self.detectsDelimiter = detectsDelimiter
        self.keys = keys
        self.uniqueColumnNames = uniqueColumnNames
        self.null = null
    }

    /// Whether `field` is `--null`'s text, unquoted.
    private func isNull(_ field: Field, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let null, !field.quoted else { return false }
        return field.content.count == null.count && bytes[field.content].elementsEqual(null)
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
            switch bytes.lineEnd(at: position, isFinal: isFinal) {
            case .end(let next):
                position = next
                continue
            case .incomplete: return position
            case .none: break
            }
            if header == nil {
                if detectsDelimiter {
                    guard let detected = CSVDelimiter.detect(inHeaderOf: bytes, at: position, isFinal: isFinal) else { return position }
                    delimiter = detected
                    detectsDelimiter = false
                }
                var fields: [Field] = []
                guard let row = try Self.scanRow(bytes, at: position, delimiter: delimiter, isFinal: isFinal, fields: { fields.append($0) }) else {
                    return position
                }
                try readHeader(bytes, row: row, fields: fields)
                sink.checkHeader(bytes, row.range)
                position = row.next
                continue
            }
            if let contacts {
                guard let next = try acceptContact(bytes, at: position, isFinal: isFinal, contacts, into: sink) else { return position }
                position = next
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
            try checkFieldNumbers(row)
            let keyIsNull = keyField.map { isNull($0, in: bytes) } ?? false
            let key = keyIsNull ? nil : keyField.map { Self.value(of: $0, in: bytes) }
            let reading = readingField.flatMap { isNull($0, in: bytes) ? nil : Self.value(of: $0, in: bytes) }
            let later = laterColumns.isEmpty ? [] : laterValues(bytes, row: row)
            let null = self.null.map { String(decoding: $0, as: UTF8.self) } ?? ""
            try sink.accept(bytes, ParsedRecord(row.range, key: key, reading: reading, later: later,
                                                missingWhat: keyIsNull ? "record is NULL" : nil, isNull: keyIsNull,
                                                missingDetail: keyIsNull ? "column \(wanted + 1) is '\(null)', unquoted (--null)"
                                                    : "the row has \(row.fieldCount) field\(row.fieldCount == 1 ? "" : "s"), the key is column \(wanted + 1)"))
            position = row.next
        }
        return bytes.count
    }

    /// What is wrong with a header that holds a CR alone outside quotes, and
    /// the remedy: its lines end in CR alone (Excel for Mac's "CSV
    /// (Macintosh)"), so the whole file would be one header row and no record.
    static let crLineEnds = "malformed CSV: the header holds a CR alone, so the file's lines end in CR alone (as Excel for Mac's "
        + "\"CSV (Macintosh)\" writes them), but CSV lines end in CRLF or LF; convert the file first (tr '\\r' '\\n' < old.csv > new.csv)"

    private mutating func readHeader(_ bytes: UnsafeBufferPointer<UInt8>, row: Row, fields: [Field]) throws(InputFailure) {
        if fields.contains(where: { !$0.quoted && bytes[$0.content].contains(ASCII.carriageReturn) }) {
            throw InputFailure(offset: row.range.lowerBound, message: Self.crLineEnds)
        }
        let names = fields.map { Self.value(of: $0, in: bytes) }
        let endsWithCRLF = row.range.upperBound < bytes.count && bytes[row.range.upperBound] == ASCII.carriageReturn
        header = CSVHeader(names: names, bytes: Array(bytes[row.range]), delimiter: delimiter, endsWithCRLF: endsWithCRLF)
        let headerColumns = HeaderColumns(names)
        func column(_ selector: FieldSelector, _ option: String) throws(InputFailure) -> Int {
            do { return try headerColumns.column(selector, option: option) }
            catch { throw InputFailure(offset: row.range.lowerBound, message: error.message) }
        }
        if uniqueColumnNames {
            try Self.checkUniqueNames(names, at: row.range.lowerBound)
            collidingFieldNumber = names.compactMap { name in Int(name).flatMap { String($0) == name && $0 > names.count ? $0 : nil } }.min()
        }
        contacts = ContactsDetection.contacts(inHeader: names, keys: keys)
        if let key = keys.key { keyColumn = try column(key, "--key") }
        if let reading = keys.reading { readingColumn = try column(reading, "--reading-key") }
        laterColumns = []
        for later in keys.later { laterColumns.append(try column(later, "--key")) }
    }

    /// With `uniqueColumnNames`: a row long enough to have a field named as a column would be.
    private func checkFieldNumbers(_ row: Row) throws(InputFailure) {
        if let number = collidingFieldNumber, row.fieldCount >= number {
            throw InputFailure(offset: row.range.lowerBound, message: "field \(number) of this row, beyond the header, would be named '\(number)' in JSON output, which is already a column's name")
        }
    }

    /// Accepts the row at `position` as a contact; returns where the next
    /// row starts, or nil when the row is not complete yet.
    private func acceptContact(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, isFinal: Bool, _ contacts: ContactsHeader,
                               into sink: RecordSink) throws(InputFailure) -> Int? {
        var fields: [Field] = []
        guard let row = try Self.scanRow(bytes, at: position, delimiter: delimiter, isFinal: isFinal, fields: { fields.append($0) }) else {
            return nil
        }
        try checkFieldNumbers(row)
        let values = fields.map { Self.value(of: $0, in: bytes) }
        var key: String?, reading: String?
        // With --key, a row with no person's name goes by its organisation; one with
        // nothing to go by keeps its (empty) key column, as in any CSV.
        let byContact = keys.key == nil || contacts.isNameColumn(keyColumn) && !contacts.hasPersonName(values)
        let person = byContact ? contacts.contact(values) : nil
        let contact = person.map { ContactCollation($0, by: .family, conventions: nameConventions) }
        if let contact, keys.key == nil || contact.key != nil {
            (key, reading) = (contact.key, contact.reading)
        } else {
            key = keyColumn < values.count ? values[keyColumn] : nil
            reading = contacts.phoneticColumn(of: keyColumn).flatMap { $0 < values.count ? values[$0] : nil }
        }
        // Later keys, each read by its phonetic column where the row has one.
        let later = laterColumns.map { column in
            let written = column < values.count ? values[column] : ""
            let phonetic = contacts.phoneticColumn(of: column).flatMap { $0 < values.count ? values[$0] : nil } ?? ""
            return phonetic.isEmpty ? written : phonetic
        }
        let what = keys.key == nil ? "contact without a name (\(contacts.layout.name) header)" : nil
        try sink.accept(bytes, ParsedRecord(row.range, key: key, reading: reading, later: later, missingWhat: what,
                                            isBlankContact: keys.key == nil && person?.isBlank == true,
                                            missingDetail: keys.key == nil ? contacts.missingDetail
                                                : "the row has \(row.fieldCount) field\(row.fieldCount == 1 ? "" : "s"), the key is column \(keyColumn + 1)"))
        return row.next
    }

    /// The later `--key` fields of a complete row, in order; a field the
    /// row is too short to have is empty. Rescans the row: only several keys pay.
    private func laterValues(_ bytes: UnsafeBufferPointer<UInt8>, row: Row) -> [String] {
        var fields: [Field] = []
        _ = try? Self.scanRow(bytes, at: row.range.lowerBound, delimiter: delimiter, isFinal: true) { fields.append($0) }
        return laterColumns.map { $0 < fields.count ? Self.value(of: fields[$0], in: bytes) : "" }
    }

    /// A name twice in the header: JSON objects of the rows would have two
    /// members of that name, and most readers keep only the last.
    private static func checkUniqueNames(_ names: [String], at offset: Int) throws(InputFailure) {
        var first: [String: Int] = [:]
        for (column, name) in names.enumerated() {
            if let earlier = first[name] {
                throw InputFailure(offset: offset, message: "columns \(earlier + 1) and \(column + 1) are both named '\(name)'; JSON output would have two members '\(name)' in each record (rename one, or use another --format)")
            }
            first[name] = column
        }
    }

    /// The unquoted text of a field (invalid UTF-8 repaired).
    static func value(of field: Field, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let text = bytes.decoded(field.content)
        return field.quoted && text.contains("\"") ? text.replacing("\"\"", with: "\"") : text
    }

    /// Scans one row starting at `start`, calling `fields` for each field;
    /// nil when the row is not complete in `bytes` and more may come.
    ///
    /// Complexity: O(length of the row).
    static func scanRow(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, delimiter: UInt8, isFinal: Bool,
                        fields: (Field) -> Void) throws(InputFailure) -> Row? {
        var position = start
        var fieldCount = 0
        while true {
            fieldCount += 1
            let end: Int
            if position < bytes.count, bytes[position] == ASCII.quote {
                guard let closing = try closingQuote(bytes, openingAt: position, isFinal: isFinal) else { return nil }
                fields(Field(content: position + 1..<closing, quoted: true))
                end = closing + 1
            } else {
                guard let fieldEnd = unquotedFieldEnd(bytes, from: position, delimiter: delimiter, isFinal: isFinal) else { return nil }
                fields(Field(content: position..<fieldEnd, quoted: false))
                end = fieldEnd
            }
            if end < bytes.count, bytes[end] == delimiter {
                position = end + 1
                continue
            }
            switch bytes.lineEnd(at: end, isFinal: isFinal) {
            case .end(let next): return Row(range: start..<end, next: next, fieldCount: fieldCount)
            case .incomplete: return nil
            case .none:
                // Only a quoted field can end elsewhere than at a delimiter or a line end.
                throw InputFailure(offset: end, message: "malformed CSV: text after the closing quote of a field (a quote inside a quoted field is written \"\")")
            }
        }
    }

    /// The quote that closes the field opened at `opening`: the first one
    /// that is not doubled. Nil when it may still come (or be doubled).
    private static func closingQuote(_ bytes: UnsafeBufferPointer<UInt8>, openingAt opening: Int,
                                     isFinal: Bool) throws(InputFailure) -> Int? {
        var search = opening + 1
        while true {
            guard let quote = bytes.firstIndex(of: ASCII.quote, in: search..<bytes.count) else {
                if isFinal { throw InputFailure(offset: opening, message: "malformed CSV: quoted field never closed") }
                return nil
            }
            if quote + 1 < bytes.count, bytes[quote + 1] == ASCII.quote {
                search = quote + 2
                continue
            }
            if quote + 1 == bytes.count, !isFinal { return nil }
            return quote
        }
    }

    /// Where the unquoted field from `start` ends: at the delimiter or the
    /// line end. A lone CR is part of the field. Nil when more may come.
    private static func unquotedFieldEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, delimiter: UInt8,
                                         isFinal: Bool) -> Int? {
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            if byte == delimiter || byte == ASCII.lineFeed { return end }
            if byte == ASCII.carriageReturn {
                switch bytes.lineEnd(at: end, isFinal: isFinal) {
                case .end: return end
                case .incomplete: return nil
                case .none: break
                }
            }
            end += 1
        }
        return isFinal ? end : nil
    }

    /// The fields of a complete row, unquoted, as text (invalid UTF-8 repaired).
    static func fields(of row: UnsafeBufferPointer<UInt8>, delimiter: UInt8) -> [String] {
        scanFields(of: row, delimiter: delimiter).map { value(of: $0, in: row) }
    }

    /// The fields of a complete row, unquoted, as bytes (exactly as read but
    /// for the quoting); for writers that re-encode rows.
    static func fieldBytes(of row: UnsafeBufferPointer<UInt8>, delimiter: UInt8) -> [[UInt8]] {
        scanFields(of: row, delimiter: delimiter).map { field in
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

    /// The fields of a complete row (one the parser accepted, so it cannot fail).
    private static func scanFields(of row: UnsafeBufferPointer<UInt8>, delimiter: UInt8) -> [Field] {
        var fields: [Field] = []
        _ = try? scanRow(row, at: 0, delimiter: delimiter, isFinal: true) { fields.append($0) }
        return fields
    }
}
