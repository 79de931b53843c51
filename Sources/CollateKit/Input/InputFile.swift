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
    /// What its records mean to writers (its format's `FileKind`, recorded by
    /// the parser: a CSV header and whether it is a contacts export, a vCard's
    /// name order and charset). Writers ask it rather than switch on `format`.
    let kind: any FileKind
    /// For CSV and TSV: the header row (the kind's), which tabular output lays its columns out by.
    let header: CSVHeader?
    /// Whether the file started with a byte order mark (UTF-8 or UTF-16),
    /// which is no part of its first record; CSV and TSV output then start
    /// with one too.
    let startsWithByteOrderMark: Bool

    init(name: String, format: InputFormat, index: Int, firstRecord: Int, kind: any FileKind,
         startsWithByteOrderMark: Bool = false) {
        (self.name, self.format, self.index, self.firstRecord) = (name, format, index, firstRecord)
        (self.kind, header) = (kind, (kind as? CSVFile)?.header)
        self.startsWithByteOrderMark = startsWithByteOrderMark
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
