import IndexedCollation

/// A file read as lines: each record is its line, written as a JSON
/// string, with one `--display` field, `{line}`.
struct LineFile: FileKind {
    func writeJSON(_ record: UnsafeBufferPointer<UInt8>, oneLine: Bool, to output: OutputStream) {
        RecordEncoding.writeJSONString(record, to: output)
    }

    func reading(of record: UnsafeBufferPointer<UInt8>, readingKey: FieldSelector?) -> String? { nil }

    func displayedFields(_ names: [String], file: String, option: (String) -> String) throws(CommandFailure) -> DisplayedFields {
        if let name = names.first(where: { $0 != "line" }) { throw .usage(Self.linesMessage(name, file: file)) }
        return { record in ["line": String(decoding: record, as: UTF8.self)] }
    }

    /// Why a field cannot be shown from a file read as lines.
    static func linesMessage(_ name: String, file: String, option: String = "--display") -> String {
        "\(file): \(option) field '\(name)': a file read as lines has one field, \(option == "--columns" ? "line" : "{line}") (see --input-format)"
    }
}

extension LineParser {
    var fileKind: any FileKind { LineFile() }
}
