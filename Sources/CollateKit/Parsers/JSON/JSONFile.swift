import IndexedCollation

/// A file of JSON records (JSON Lines, or the elements of one array): each
/// record is written as read, and its fields are found by dotted paths.
struct JSONFile: FileKind {
    /// Whether records are elements of one array, which may span lines.
    let isArray: Bool

    func writeJSON(_ record: UnsafeBufferPointer<UInt8>, oneLine: Bool, to output: OutputStream) {
        if oneLine, isArray, record.contains(ASCII.lineFeed) || record.contains(ASCII.carriageReturn) {
            // Outside strings only: JSON strings cannot hold raw line breaks.
            output.write(record.map { $0 == ASCII.lineFeed || $0 == ASCII.carriageReturn ? ASCII.space : $0 })
        } else {
            output.write(record)
        }
    }

    func reading(of record: UnsafeBufferPointer<UInt8>, readingKey: FieldSelector?) -> String? {
        guard let readingKey else { return nil }
        return Self.string(at: ArraySlice(readingKey.path), in: record)
    }

    /// Paths were checked while reading (`DisplayedPaths`): any path is
    /// accepted here. A path to an array shows its first string or number.
    func displayedFields(_ names: [String], file: String, option: (String) -> String) throws(CommandFailure) -> DisplayedFields {
        let paths = names.map { ($0, ArraySlice(FieldSelector($0).path)) }
        return { record in
            var values: [String: String] = [:]
            for (name, path) in paths { values[name] = Self.string(at: path, in: record) ?? Self.firstStringOrNumber(at: path, in: record) ?? "" }
            return values
        }
    }

    /// CSV/TSV output writes the `--key` fields unless columns are named.
    var spreadsheetDefault: SpreadsheetDefault { .keyFields }

    /// A path to a string or number gives it; a path to an array, every
    /// element (``JSONScanner/arrayElements(at:path:)``: `null` empty, `true`
    /// and `false` as written, an object or array as its JSON text) joined by
    /// `SpreadsheetColumns.valueSeparator`; anything else (an object, `true`,
    /// `null`, no such member) an empty cell. Complexity: O(record size) per field.
    func columnCells(_ names: [String], file: String) throws(CommandFailure) -> ColumnCells {
        let paths = names.map { ArraySlice(FieldSelector($0).path) }
        return { record in
            paths.map { path in Self.string(at: path, in: record) ?? Self.elements(at: path, in: record).joined(separator: SpreadsheetColumns.valueSeparator) }
        }
    }

    /// Every element of the array at `path`, in order; none when `path` leads to no array.
    static func elements(at path: ArraySlice<[UInt8]>, in record: UnsafeBufferPointer<UInt8>) -> [String] {
        let scanner = JSONScanner(bytes: record, isFinal: true)
        return scanner.arrayElements(at: scanner.skipWhitespace(0), path: path) ?? []
    }

    /// The first string or number of the array at `path`; nil when there is none.
    static func firstStringOrNumber(at path: ArraySlice<[UInt8]>, in record: UnsafeBufferPointer<UInt8>) -> String? {
        let scanner = JSONScanner(bytes: record, isFinal: true)
        return scanner.firstStringOrNumber(ofArrayAt: scanner.skipWhitespace(0), path: path)
    }

    /// The string at `path` in the record; nil when there is none.
    static func string(at path: ArraySlice<[UInt8]>, in record: UnsafeBufferPointer<UInt8>) -> String? {
        let scanner = JSONScanner(bytes: record, isFinal: true)
        return scanner.string(at: scanner.skipWhitespace(0), path: path)
    }
}

extension JSONLinesParser {
    var fileKind: any FileKind { JSONFile(isArray: false) }
}

extension JSONArrayParser {
    var fileKind: any FileKind { JSONFile(isArray: true) }
}
