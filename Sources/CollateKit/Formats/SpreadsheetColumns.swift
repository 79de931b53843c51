/// The columns CSV and TSV output write of each record after `section` and
/// `title`, when they are not the record as read: the fields `--columns`
/// names, the name `--display` shows, or a default for input whose records
/// are no rows (a vCard's display name, JSON's `--key` fields).
///
/// A spreadsheet wants one row per record and one value per cell: a whole
/// vCard (its base64 photo included) or JSON object in a cell is of no use
/// there. Fields are named as `--display` names them, and resolved against
/// each file once, before the output is opened (`FileKind.columnCells`), so
/// that an unknown field is an error naming the file, not an empty column.
/// Each record is parsed again for its cells: O(record size) per record.
struct SpreadsheetColumns {
    /// Between the values of a field that has several (a card's `TEL`s, a JSON array).
    static let valueSeparator = "; "
    /// The header of the column with what `--display` (or a contact's display name) shows.
    static let nameColumn = "name"

    /// The header's names after `section` and `title`.
    let names: [String]
    /// Whether the first column is what the record is shown by (`--display`,
    /// else its file's `shownName`, else the record as read).
    private let startsWithName: Bool
    /// `display`, for the first column.
    private let display: RecordDisplay?
    /// By `InputFile.index`: the cells of the named fields.
    private let cells: [Int: ColumnCells]

    /// `--columns` (`fields`; empty without it), after the name `display`
    /// shows when it has a template. Throws naming the file when a field is
    /// not one of its records' (CSV: an input error at line 1 listing the
    /// header; vCard and lines were refused as usage errors before reading).
    init(fields: [String], display: RecordDisplay?, files: [InputFile]) throws(CommandFailure) {
        startsWithName = display?.template != nil
        self.display = display
        names = (startsWithName ? [Self.nameColumn] : []) + fields
        var cells: [Int: ColumnCells] = [:]
        if !fields.isEmpty {
            for file in files { cells[file.index] = try file.kind.columnCells(fields, file: file.name) }
        }
        self.cells = cells
    }

    /// The columns without `--columns` and `--display`; nil when records are
    /// written as read: every file is CSV/TSV (its rows, under their own
    /// columns), or the files default to different columns. Every file of
    /// vCards: one column, `name`, the contact's display name. Every file of
    /// JSON keyed by `--key`: a column per key (`keys`), named by its path.
    static func defaults(files: [InputFile], keys: [FieldSelector]) -> SpreadsheetColumns? {
        let defaults = Set(files.map(\.kind.spreadsheetDefault))
        guard defaults.count == 1, let only = defaults.first else { return nil }
        switch only {
        case .asRead: return nil
        case .shownName: return SpreadsheetColumns(namesOnly: ())
        case .keyFields:
            guard !keys.isEmpty else { return nil }
            return try? SpreadsheetColumns(fields: keys.map(\.text), display: nil, files: files)
        }
    }

    private init(namesOnly: Void) {
        (names, startsWithName, display, cells) = ([Self.nameColumn], true, nil, [:])
    }

    /// The cells of the record `bytes` of `file`, one per name.
    func cells(of bytes: UnsafeBufferPointer<UInt8>, file: InputFile) -> [String] {
        let fields = cells[file.index]?(bytes) ?? []
        guard startsWithName else { return fields }
        let name = CollatedRecords.withShownBytes(of: bytes, file: file, showsNames: file.kind.showsNames, display: display) {
            String(decoding: $0, as: UTF8.self)
        }
        return [name] + fields
    }
}
