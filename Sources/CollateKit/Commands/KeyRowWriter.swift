import IndexedCollation

/// `collate keys`: one row per record, in input order, written as the
/// ``RecordSink`` hands keyed records off: the section's number and title,
/// the record's ICU sort key in lowercase hex, and the record as read.
/// CSV and TSV have the header `section, title, key, record` (the record
/// one field, quoted as RFC 4180 asks); JSON Lines is
/// `{"section", "title", "key", "record"}` with the record embedded as
/// `--format jsonl` embeds it. For a script transform (`--script-transform`)
/// the TSV rows have no header and end with the input row as read, its
/// fields unquoted, so that they stay the engine's columns. With
/// `--columns` (CSV and TSV), the named fields of each record take the
/// record's place, each a column of its own (`section, title, key, id,
/// name`): what a database joins on loads straight into a table.
///
/// Hex keeps byte order, so sorting rows by (section, key, input position)
/// with plain string comparison on `key` gives `collate`'s order. A record
/// without the key (`--missing=last`), which `collate` prints after every
/// other record of the last section, gets the section number one past the
/// last section (with the `#` section's title) and an empty key, so that the
/// same sort puts it there. With `--others-first` (which refuses
/// `--missing=last`) only a contact with nothing in it is such a record; it
/// keeps that section number and the title `#`, so a sort puts it last,
/// where `collate` puts it at the end of the first section.
///
/// Memory: the records and keys of the store the reader hands off; the hex is
/// written a 64 KB piece at a time, so a long record's key (a 128 MB line's
/// is some 300 MB) is not held twice more as text. Thread safety: one thread.
final class KeyRowWriter: RecordHandOff {
    private let output: OutputStream
    private let format: OutputFormat
    private let titles: [String]
    /// The `#` section, whose title a record without the key is written with.
    private let othersSection: Int
    /// Rows for a script transform: no header, the record as read.
    private let forScriptTransform: Bool
    /// `--columns`: the fields written instead of the record; nil: the record.
    private let columns: [String]?
    /// The columns' cells, resolved once per file (by `InputFile.index`).
    private var columnsByFile: [Int: SpreadsheetColumns] = [:]
    /// How many records each section got (the last entry: records without the key).
    private(set) var counts: [Int]
    /// A piece of a key's hex, reused from row to row.
    private var hex = [UInt8](repeating: 0, count: KeyRowWriter.hexPiece)

    /// The formats `collate keys` writes.
    static let formats: [OutputFormat] = [.tsv, .csv, .jsonl]

    /// Writes the header, unless the rows are for a script transform (then
    /// the format is TSV). `titles` are the collation's section titles.
    /// `othersSection`: the `#` section's number (the last, or 0 with `--others-first`).
    init(output: OutputStream, format: OutputFormat, titles: [String], othersSection: Int? = nil, forScriptTransform: Bool = false,
         columns: [String]? = nil) {
        precondition(Self.formats.contains(format), "collate keys writes tsv, csv or jsonl")
        precondition(!forScriptTransform || format == .tsv, "a script transform reads TSV")
        self.output = output
        self.format = format
        self.titles = titles
        self.othersSection = othersSection ?? titles.count - 1
        self.forScriptTransform = forScriptTransform
        precondition(columns == nil || format != .jsonl && !forScriptTransform, "--columns is for CSV and TSV rows")
        self.columns = columns
        counts = [Int](repeating: 0, count: titles.count + 1)
        if let delimiter, !forScriptTransform {
            let names = ["section", "title", "key"] + (columns ?? ["record"])
            for (index, name) in names.enumerated() {
                if index > 0 { output.write(byte: delimiter) }
                RecordEncoding.writeCSVField(name, delimiter: delimiter, to: output)
            }
            output.write(byte: ASCII.lineFeed)
        }
    }

    private var delimiter: UInt8? {
        switch format {
        case .csv: ASCII.comma
        case .tsv: ASCII.tab
        default: nil
        }
    }

    func take(_ store: RecordStore, of file: InputFile, firstRecord: Int) throws(CommandFailure) {
        if let columns, columnsByFile[file.index] == nil {
            // An unknown field is an error naming the file, before its first row.
            columnsByFile[file.index] = try SpreadsheetColumns(fields: columns, display: nil, files: [file])
        }
        let keys = store.keys
        store.withRecords { records in
            store.forEachRecordKey { record, key in
                // A record without the key: one past the last section, empty key.
                let section = key.map(keys.section) ?? titles.count
                counts[section] += 1
                writeRow(section: section, key: key.map(keys.key) ?? [], record: records[record], file: file)
            }
        }
    }

    private func writeRow(section: Int, key: ArraySlice<UInt8>, record: UnsafeBufferPointer<UInt8>, file: InputFile) {
        let title = titles[section < titles.count ? section : othersSection]
        if let delimiter {
            output.write(String(section))
            output.write(byte: delimiter)
            RecordEncoding.writeCSVField(title, delimiter: delimiter, to: output)
            output.write(byte: delimiter)
            writeHex(of: key)
            output.write(byte: delimiter)
            if forScriptTransform {
                output.write(record)
            } else if let columns = columnsByFile[file.index] {
                for (index, cell) in columns.cells(of: record, file: file).enumerated() {
                    if index > 0 { output.write(byte: delimiter) }
                    RecordEncoding.writeCSVField(cell, delimiter: delimiter, to: output)
                }
            } else {
                RecordEncoding.writeCSVField(record, delimiter: delimiter, to: output)
            }
        } else {
            output.write("{\"section\": \(section), \"title\": ")
            RecordEncoding.writeJSONString(title, to: output)
            output.write(", \"key\": \"")
            writeHex(of: key)
            output.write("\", \"record\": ")
            file.kind.writeJSON(record, oneLine: true, to: output)
            output.write(byte: UInt8(ascii: "}"))
        }
        output.write(byte: ASCII.lineFeed)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
    /// The bytes of hex written at a time: 32 KB of key.
    private static let hexPiece = 1 << 16

    /// Writes the lowercase hex of `key`, two digits a byte.
    private func writeHex(of key: ArraySlice<UInt8>) {
        var start = key.startIndex
        while start < key.endIndex {
            let end = min(start + Self.hexPiece / 2, key.endIndex)
            var written = 0
            for byte in key[start..<end] {
                hex[written] = Self.hexDigits[Int(byte >> 4)]
                hex[written + 1] = Self.hexDigits[Int(byte & 0x0F)]
                written += 2
            }
            hex.withUnsafeBufferPointer { output.write(UnsafeBufferPointer(rebasing: $0[..<written])) }
            start = end
        }
    }
}
