/// One input file as it was read. A class, so that handing writers the file
/// of each record costs a reference, not a copy of its header.
final class InputFile: Sendable {
    /// The name for messages: the path, or `<stdin>`.
    let name: String
    let format: InputFormat
    /// Its position among the input files.
    let index: Int
    /// The number of its first record (records are numbered over all files).
    let firstRecord: Int
    /// For CSV and TSV: the header row.
    let header: CSVHeader?
    /// For vCard: the order its cards were collated in (`--key`), which
    /// writers need to say what each card was collated by.
    let vCardKey: VCardNameKey?
    /// Whether the file started with a byte order mark (UTF-8 or UTF-16),
    /// which is no part of its first record; CSV and TSV output then start
    /// with one too.
    let startsWithByteOrderMark: Bool
    /// For vCard read as it is (`--encoding` of an ASCII-compatible
    /// encoding): the charset of values without a `CHARSET`, which writers
    /// need to decode the card again.
    let vCardCharset: String?

    init(name: String, format: InputFormat, index: Int, firstRecord: Int, header: CSVHeader? = nil, vCardKey: VCardNameKey? = nil,
         startsWithByteOrderMark: Bool = false, vCardCharset: String? = nil) {
        (self.name, self.format, self.index) = (name, format, index)
        (self.firstRecord, self.header, self.vCardKey) = (firstRecord, header, vCardKey)
        (self.startsWithByteOrderMark, self.vCardCharset) = (startsWithByteOrderMark, vCardCharset)
    }

    /// The file of `files` (in input order) a record comes from. O(log f) for f files.
    static func containing(record: Int, in files: [InputFile]) -> InputFile {
        files[position(ofFileContaining: record, in: files)]
    }

    /// The position in `files` of the file a record comes from, without
    /// copying any file (writers look it up once per record). O(log f).
    static func position<Files: RandomAccessCollection<InputFile>>(ofFileContaining record: Int, in files: Files) -> Int
    where Files.Index == Int {
        var low = 0, high = files.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if files[middle].firstRecord <= record { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

/// The header row of a CSV or TSV file.
struct CSVHeader {
    /// The column names, unquoted, as text (bytes that are not UTF-8 as
    /// U+FFFD): what `--key` matches and messages and Markdown show.
    let names: [String]
    /// The row as it was in the file.
    let bytes: [UInt8]
    let delimiter: UInt8
    /// Whether the row ended with CR LF (as Windows tools write), which CSV
    /// and TSV output then end their rows with.
    let endsWithCRLF: Bool
    /// The column names, unquoted, as read: what JSON and CSV/TSV output
    /// write, as they write the fields.
    let nameBytes: [[UInt8]]

    init(names: [String], bytes: [UInt8], delimiter: UInt8, endsWithCRLF: Bool = false) {
        (self.names, self.bytes, self.delimiter, self.endsWithCRLF) = (names, bytes, delimiter, endsWithCRLF)
        nameBytes = bytes.withUnsafeBufferPointer { CSVParser.fieldBytes(of: $0, delimiter: delimiter) }
    }
}
