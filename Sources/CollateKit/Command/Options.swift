/// Everything the command line of `collate` and `collate index` can set.
/// See OptionParser.swift for how to add an option.
struct Options: CommandOptions {
    var locale: String?
    var tableFile: String?
    /// The files named on the command line; none means standard input.
    var files: [InputSource] = []
    var inputFormat: InputFormat?
    var key: FieldSelector?
    /// Each later `--key`, in order: records equal by the first are sorted
    /// by these in turn (a missing later field sorts as empty).
    var laterKeys: [FieldSelector] = []
    /// `--delimiter`: the field separator of CSV and TSV input.
    var delimiter: UInt8?
    /// `--encoding`: the encoding of every input file; nil: UTF-8 (or
    /// UTF-16 after a byte order mark).
    var encoding: InputEncoding?
    var missingKey: MissingKeyPolicy = .error
    var outputFormat: OutputFormat = .text
    /// `--output-delimiter`: the field separator of CSV output.
    var outputDelimiter: UInt8?
    /// `--bom`: CSV and TSV output start with a UTF-8 byte order mark.
    var byteOrderMark = false
    /// `--spreadsheet-safe`: CSV and TSV cells that begin as formulas get a leading `'`.
    var spreadsheetSafe = false
    var output = OutputTarget.standardOutput
    /// `--split`: one file per section in this directory instead of one output.
    var splitDirectory: String?
    var report: Report = .records
    var includeEmpty = false
    var reverse = false
    var unique = false
    var foreignScriptsToLastSection = false
    /// `--names`: Han read as Chinese person names (surnames).
    var personNames = false
    /// `--ignore-articles`: leading articles of the locale's language are disregarded.
    var ignoreArticles = false
    /// `--others-first`: the `#` section first.
    var othersFirst = false
    /// `--no-cache`: nothing derived from ICU is read from or kept in files.
    var noCache = false
    /// `--null`: the text that means no value (a whole line, an unquoted CSV/TSV field).
    var null: String?
    /// `--reading-key`: a field whose non-empty value records are placed and sorted by.
    var readingKey: FieldSelector?
    /// `--display`: what text, Markdown and HTML show of each record.
    var display: DisplayTemplate?
    /// `--display-link`: fields whose values the HTML page shows as links.
    var displayLinks: [String] = []
    /// The fields `--display` and `--display-link` name, each once.
    var displayedFields: [String] {
        var seen = Set<String>()
        return ((display?.fieldNames ?? []) + displayLinks).filter { seen.insert($0).inserted }
    }
    /// `--columns`: the fields CSV and TSV output write of each record, in
    /// order; nil: the default columns (`SpreadsheetColumns.defaults`).
    var columns: [String]?
    /// `--no-readings`: no Japanese readings even when MeCab is installed.
    var noReadings = false
    var progress: ProgressPolicy = .automatic
    /// `--buffer-size`: memory for records and keys before sorted runs go to
    /// temporary files; nil: `BufferSize.automatic()`.
    var bufferSize: Int?
    /// `--temporary-directory`: where the runs go; nil: `$TMPDIR`, else `/tmp`.
    var temporaryDirectory: String?
    /// `collate keys --script-transform`: rows in and out as a script
    /// transform writes and reads them (`DelimitedRowParser`, `KeyRowWriter`).
    var scriptTransform = false
    /// Compaction, empty sections, search entry, colours (IndexBarOptions.swift).
    var indexBar = IndexBarOptions()

    /// What the command prints.
    enum Report: Equatable {
        /// Each section's title and records (the default).
        case records
        /// Each section's title and number of records (`--counts`).
        case counts
        /// The section titles (`--sections-only`).
        case titles
        /// The index titles and the section each jumps to (`--index`).
        case index
    }

    /// Whether the input is read at all: `--index` and `--sections-only --empty`
    /// without files describe the table alone.
    var readsInput: Bool {
        switch report {
        case .index: !files.isEmpty
        case .titles: !(includeEmpty && files.isEmpty)
        case .records, .counts: true
        }
    }

    /// What is read, and how: the files (standard input when there are
    /// none), each in the `--input-format` or the one its name implies.
    var sources: [InputReader.Source] {
        (files.isEmpty ? [.standardInput] : files).map { input in
            InputReader.Source(input: input, format: inputFormat ?? input.impliedFormat)
        }
    }

    /// The directory of temporary files: `--temporary-directory`, else
    /// `$TMPDIR` when set and not empty, else `/tmp`.
    func temporaryDirectory(environment: [String: String]) -> String {
        temporaryDirectory ?? environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    mutating func addArgument(_ word: String) throws(CommandFailure) {
        files.append(InputSource(argument: word))
    }

    func validate() throws(CommandFailure) {
        if locale != nil, tableFile != nil {
            throw .usage("--locale and --table cannot be used together")
        }
        if readsInput { try validateFields() }
        if display != nil || !displayLinks.isEmpty { try validateDisplay() }
        if let columns { try validateColumns(columns) }
        try outputFormat.validate(report: report)
        if readsInput, outputFormat == .vcf, let other = sources.first(where: { $0.format != .vcard }) {
            throw .usage("--format vcf writes vCards, but \(other.input.name) is read as \(other.format.rawValue) (see --input-format)")
        }
        if outputDelimiter != nil, outputFormat != .csv {
            throw .usage("--output-delimiter is for --format csv (TSV is tab-separated)")
        }
        if byteOrderMark, ![.csv, .tsv].contains(outputFormat) {
            throw .usage("--bom is for --format csv and tsv (the formats spreadsheets open)")
        }
        if spreadsheetSafe, ![.csv, .tsv].contains(outputFormat) {
            throw .usage("--spreadsheet-safe is for --format csv and tsv (the formats spreadsheets open)")
        }
        if splitDirectory != nil { try validateSplit() }
        if readsInput, delimiter != nil, !sources.contains(where: { [.csv, .tsv].contains($0.format) }) {
            throw .usage("--delimiter is for CSV and TSV input, and no file is read as CSV or TSV (see --input-format)")
        }
    }

    /// `--split` writes records, section by section, in a format with records
    /// (not the index bar's SVG), to files of its own (not `--output`).
    private func validateSplit() throws(CommandFailure) {
        guard report == .records else { throw .usage("--split writes records; it cannot be combined with --counts, --sections-only or --index") }
        guard outputFormat != .svg else { throw .usage("--split writes records; --format svg draws the index bar alone") }
        guard output == .standardOutput else { throw .usage("--split and --output cannot be used together (--split names the directory)") }
    }

    /// `--display` is for the formats people read, and for records; the
    /// fields of vCards and lines are known before any is read.
    private func validateDisplay() throws(CommandFailure) {
        guard report == .records, [.text, .lines, .markdown, .html, .csv, .tsv].contains(outputFormat) else {
            let option = display == nil ? "--display-link" : "--display"
            throw .usage("\(option) is for the records of text, lines, markdown, html, csv and tsv output; json, jsonl and vcf "
                + "write records unchanged (for chosen fields of each record: -f csv --columns)")
        }
        if !displayLinks.isEmpty, outputFormat != .html { throw .usage("--display-link is for --format html, the one format with links") }
        guard readsInput else { return }
        let shown = Set(display?.fieldNames ?? []), fields = displayedFields
        for source in sources {
            for name in fields {
                let option = shown.contains(name) ? "--display" : "--display-link"
                try source.format.checkField(name, option: option, file: source.input.name)
            }
        }
    }

    /// `--columns` is for the records of CSV and TSV; the fields of vCards
    /// and lines are known before any is read (CSV columns and JSON paths
    /// are checked against each file: `SpreadsheetColumns`, `DisplayedPaths`).
    private func validateColumns(_ columns: [String]) throws(CommandFailure) {
        guard report == .records, [.csv, .tsv].contains(outputFormat) else {
            throw .usage("--columns is for the records of --format csv and tsv; text, lines, markdown and html show records through --display")
        }
        guard readsInput else { return }
        for source in sources {
            for name in columns { try source.format.checkField(name, option: "--columns", file: source.input.name) }
        }
    }

    /// `--key` and `--reading-key` name fields, as each file's format allows
    /// (``InputFormat/checkKeys(key:later:reading:file:)``).
    private func validateFields() throws(CommandFailure) {
        for source in sources {
            try source.format.checkKeys(key: key, later: laterKeys, reading: readingKey, file: source.input.name)
        }
    }

    mutating func setReport(_ new: Report, _ name: String) throws(CommandFailure) {
        if report != .records, report != new {
            throw .usage("\(name) cannot be combined with --counts, --sections-only or --index")
        }
        report = new
    }
}

/// What happens to a record that does not have the `--key` field.
enum MissingKeyPolicy: String, CaseIterable {
    /// Stop with an error naming the record (exit 1).
    case error
    /// Leave the record out, and say on stderr how many were left out.
    case skip
    /// Put the record at the end of the last section (`#`), in input order.
    case last
}

/// Progress on stderr, for inputs over 50 MB.
enum ProgressPolicy {
    case automatic, never
}

