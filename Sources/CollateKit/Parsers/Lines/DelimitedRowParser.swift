/// Rows as a script transform writes them (Spark SQL's and Hive's `SELECT
/// TRANSFORM (…) ROW FORMAT DELIMITED … USING …`, `collate keys
/// --script-transform`): one row a line, its fields separated by tabs, no
/// header and no quoting (a double quote is an ordinary character). The
/// record is the whole line; its key is the field `keyField` (0-based) as it
/// is. Unlike `LineParser`, an empty line is a record (the row of an empty
/// string), since the engine counts on one output row per input row; a line
/// with fewer fields than the key needs, or whose key field is `\N` (how the
/// engine writes NULL), is a record without the key. A CR before the LF is
/// dropped, as everywhere.
///
/// Complexity: O(bytes) per call; one key `String` per record.
struct DelimitedRowParser: RecordParser {
    /// The key's field, 0-based.
    let keyField: Int
    /// A field that is NULL in the engine's rows.
    private static let null = Array(#"\N"#.utf8)

    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool,
                        into sink: RecordSink) throws(InputFailure) -> Int {
        var position = start
        let keyField = keyField
        while position < bytes.count {
            guard let (line, next) = bytes.line(at: position, isFinal: isFinal) else { break }
            let keyBytes = field(keyField, of: line, in: bytes)
            let isNull = keyBytes.map { $0.elementsEqual(Self.null) { bytes[$0] == $1 } } ?? false
            let key = isNull ? nil : keyBytes
            try sink.accept(bytes, ParsedRecord(line, key: key.map { bytes.decoded($0) },
                                                missingWhat: isNull ? "the key is NULL" : "the row has no key field",
                                                missingDetail: Self.missingDetail(line, in: bytes, keyField: keyField, isNull: isNull)))
            position = next
        }
        return min(position, bytes.count)
    }

    /// The bytes of field `index` of `line`; nil when the line has fewer fields.
    private func field(_ index: Int, of line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var fieldStart = line.lowerBound
        for _ in 0..<index {
            guard let tab = bytes.firstIndex(of: ASCII.tab, in: fieldStart..<line.upperBound) else { return nil }
            fieldStart = tab + 1
        }
        return fieldStart..<(bytes.firstIndex(of: ASCII.tab, in: fieldStart..<line.upperBound) ?? line.upperBound)
    }

    /// Why a row has no key: its key field is `\N`, or it has too few fields.
    /// One field where the key is a later one most likely means the engine
    /// separated the fields with something else (Spark SQL's own default,
    /// without Hive, is U+0001).
    private static func missingDetail(_ line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, keyField: Int, isNull: Bool) -> String {
        if isNull { return "field \(keyField + 1) is \\N, the engine's NULL" }
        let fields = 1 + bytes[line].count(where: { $0 == ASCII.tab })
        let detail = "the key is field \(keyField + 1), the row has \(fields) field\(fields == 1 ? "" : "s")"
        return fields == 1 ? detail + "; are the fields separated by tabs (ROW FORMAT DELIMITED FIELDS TERMINATED BY '\\t')?" : detail
    }
}

extension DelimitedRowParser {
    /// A script transform's rows are lines to writers (`collate keys` writes them as read).
    var fileKind: any FileKind { LineFile() }
}
