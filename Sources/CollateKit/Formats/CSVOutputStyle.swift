import ByteMachinery

/// How `--format csv` and `tsv` lay out their bytes for spreadsheets that
/// open them: the delimiter, the line end and a leading byte order mark.
/// Excel in most of Europe splits CSV at `;`, and reads a file as UTF-8 only
/// after a byte order mark; Windows tools write CRLF. So the output keeps
/// what the input had, unless `--output-delimiter` and `--bom` say more.
struct CSVOutputStyle: Equatable {
    /// Between fields.
    var delimiter: UInt8 = ASCII.comma
    /// Whether rows end with CR LF rather than LF.
    var endsWithCRLF = false
    /// Whether the output starts with EF BB BF.
    var byteOrderMark = false
    /// `--spreadsheet-safe`: cells a spreadsheet would run as formulas get a leading `'`.
    var spreadsheetSafe = false

    init() {}

    /// The style of `format` for `files` (only CSV and TSV use it): TSV is tab-separated;
    /// CSV is separated by `outputDelimiter`, else by the first file's own
    /// delimiter when it was read as CSV (a `;` file comes back with `;`),
    /// else by `,`. Rows end as the first file's header row did (CRLF in,
    /// CRLF out), else with LF. A byte order mark starts the output with
    /// `--bom`, or when an input file started with one (UTF-8 or UTF-16:
    /// the output is UTF-8).
    init(format: OutputFormat, outputDelimiter: UInt8?, byteOrderMark: Bool, files: [InputFile]) {
        let first = files.first
        if format == .tsv {
            delimiter = ASCII.tab
        } else if let outputDelimiter {
            delimiter = outputDelimiter
        } else if first?.format == .csv, let header = first?.header {
            delimiter = header.delimiter
        }
        endsWithCRLF = first?.header?.endsWithCRLF == true
        self.byteOrderMark = byteOrderMark || files.contains { $0.startsWithByteOrderMark }
    }
}
