import IndexedCollation

/// What a file's records mean to the writers, recorded with the file
/// (`InputFile.kind`) by the parser that read it: how a record is written as
/// JSON, the name and reading it is shown and found by, its links and its
/// `--display` fields. Each input format's kind sits in its folder beside
/// its parser, so that a writer asks the file's kind and never switches on
/// formats, and a new format is its folder plus its registration in
/// `InputFormat` (its case and its parser line).
///
/// Records are recomputed from their bytes (a CSV row split, a vCard
/// parsed again) each time a writer asks: nothing per record is stored.
protocol FileKind: Sendable {
    /// Writes a record as a JSON value; on one line when `oneLine` (JSON Lines).
    func writeJSON(_ record: UnsafeBufferPointer<UInt8>, oneLine: Bool, to output: OutputStream)

    /// Whether text, Markdown and HTML show records by ``shownName(of:)``
    /// rather than as read; when no file does, writers skip the per-record look-up.
    var showsNames: Bool { get }

    /// The name a record is shown by; nil: it is shown as read.
    func shownName(of record: UnsafeBufferPointer<UInt8>) -> String?

    /// Whether records have readings of their own (a contact's phonetic
    /// names, and its organisation when it is not shown by it), which the
    /// HTML page's filter finds them by without `--reading-key`.
    var hasOwnReadings: Bool { get }

    /// The reading the page's filter finds a record by: its own, else
    /// `readingKey`'s field; nil for none.
    func reading(of record: UnsafeBufferPointer<UInt8>, readingKey: FieldSelector?) -> String?

    /// Whether records have links of their own (``links(of:)``).
    var hasOwnLinks: Bool { get }

    /// The links the HTML page shows under a record (a contact's phone
    /// numbers and e-mail addresses) without `--display-link`.
    func links(of record: UnsafeBufferPointer<UInt8>) -> [HTMLIndexPage.Link]

    /// How the `--display` and `--display-link` fields `names` are read from
    /// this file's records, resolved once per file; `option` names the
    /// option of each field for messages. Throws naming the file when a field
    /// is not one its records can have.
    func displayedFields(_ names: [String], file: String, option: (String) -> String) throws(CommandFailure) -> DisplayedFields

    /// How the `--columns` fields `names` are read from this file's records
    /// as spreadsheet cells, resolved once per file: as `--display` reads
    /// them, except that a field with several values (a card's `TEL`s, a
    /// JSON array) gives them all, joined by `SpreadsheetColumns.valueSeparator`.
    func columnCells(_ names: [String], file: String) throws(CommandFailure) -> ColumnCells

    /// What CSV and TSV output write of its records without `--columns`
    /// and `--display` (`SpreadsheetColumns.defaults`).
    var spreadsheetDefault: SpreadsheetDefault { get }
}

/// The values of the `--display` fields of one record, by field name (a
/// record split or parsed once for all its fields).
typealias DisplayedFields = @Sendable (UnsafeBufferPointer<UInt8>) -> [String: String]

/// The cells of the `--columns` fields of one record, in the order named.
typealias ColumnCells = @Sendable (UnsafeBufferPointer<UInt8>) -> [String]

/// What CSV and TSV output write of a file's records when no columns are named.
enum SpreadsheetDefault {
    /// The record as read: a CSV/TSV row (its own columns), a line.
    case asRead
    /// The name the record is shown by (a contact's display name), in a column `name`.
    case shownName
    /// The `--key` fields, a column each named by its path; the record as read without `--key`.
    case keyFields
}

extension FileKind {
    var showsNames: Bool { false }
    func shownName(of record: UnsafeBufferPointer<UInt8>) -> String? { nil }
    var hasOwnReadings: Bool { false }
    var hasOwnLinks: Bool { false }
    func links(of record: UnsafeBufferPointer<UInt8>) -> [HTMLIndexPage.Link] { [] }
    var spreadsheetDefault: SpreadsheetDefault { .asRead }

    /// A field's cell is its `--display` value (one value per field).
    func columnCells(_ names: [String], file: String) throws(CommandFailure) -> ColumnCells {
        let fields = try displayedFields(names, file: file) { _ in "--columns" }
        return { record in
            let values = fields(record)
            return names.map { values[$0] ?? "" }
        }
    }
}
