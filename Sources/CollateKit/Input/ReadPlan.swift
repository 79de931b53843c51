import IndexedCollation
/// Every option that shapes reading, turned into one value once: which
/// files are read and as what, what records are keyed by, how CSV and
/// encodings are read, what happens to a record without its key, and
/// whether the input holds contacts collated by surname. Both commands that
/// read (`collate`, `collate keys`), the fuzz entry points and the tests
/// read through a plan (``RecordReading``), so an option honoured by one is
/// honoured by all: no command threads options into the reader by hand.
struct ReadPlan {
    /// The files (standard input when none was named), each with its format.
    var sources: [InputReader.Source] = []
    /// The `--key` fields, `--reading-key` and the fields `--display` shows.
    var keys = RecordKeys()
    /// `--delimiter`: CSV and TSV fields are separated by it; nil: a tab for
    /// TSV, the header's for CSV.
    var delimiter: UInt8?
    /// `--encoding`: every file is read through ICU's converter of it.
    var encoding: InputEncoding?
    /// `--missing`.
    var missingKey = MissingKeyPolicy.error
    /// `--null`'s bytes: a line, or an unquoted CSV/TSV key field, equal to them is a record without a key.
    var null: [UInt8]?
    /// CSV/TSV rows become JSON objects (`CSVParser.uniqueColumnNames`): records are written as JSON.
    var uniqueColumnNames = false
    /// `--unique`: each record's line is kept for the merge of runs.
    var keepsLines = false
    /// Whether every file holds contacts collated by a family name first
    /// (``ContactsDetection``), so Han is read as a surname as with `--names`.
    var collatesBySurname = false
    /// What the table asks of a contact's name: a Japanese table shows a
    /// Han name with a space (`田中 太郎`, where Chinese writes `王芳`), a
    /// stroke table places it by its characters, a pinyin table reads a
    /// Bopomofo phonetic name (`LocalizedIndexedCollation.nameConventions`).
    var nameConventions = ContactFiling.Conventions()
    /// The most bytes (as UTF-8) one record may have (``ParseDriver/maximumRecordSize``;
    /// smaller in tests).
    var maximumRecordBytes = ParseDriver.maximumRecordSize

    /// The `--key` as given, for messages; nil without `--key`.
    var keyName: String? { keys.key?.text }
    /// Texts each keyed record gives: 1, or 1 + the later `--key` fields.
    var keysPerRecord: Int { 1 + keys.later.count }
    /// With `--reading-key`, records with a key but no reading are counted for a warning.
    var countsMissingReadings: Bool { keys.reading != nil }

    init(sources: [InputReader.Source] = [], keys: RecordKeys = RecordKeys(), missingKey: MissingKeyPolicy = .error) {
        (self.sources, self.keys, self.missingKey) = (sources, keys, missingKey)
    }

    /// The plan of `options`; no input when the command reads none
    /// (`--index` without files). Reads ahead the header line of each CSV
    /// file for the contacts decision. O(files).
    init(_ options: Options) {
        sources = options.readsInput ? options.sources : []
        keys = RecordKeys(key: options.key, reading: options.readingKey, later: options.laterKeys,
                          displayed: options.displayedFields.map(FieldSelector.init),
                          columns: (options.columns ?? []).map(FieldSelector.init))
        (delimiter, encoding, missingKey) = (options.delimiter, options.encoding, options.missingKey)
        null = options.null.map { Array($0.utf8) }
        uniqueColumnNames = options.report == .records && [.json, .jsonl].contains(options.outputFormat)
        keepsLines = options.unique
        collatesBySurname = ContactsDetection.collateBySurname(sources, keys: keys, delimiter: delimiter, encoding: encoding)
    }

    /// The parser of `format` for this plan (`InputFormat.makeParser`).
    func makeParser(_ format: InputFormat, vCardCharset: String? = nil) -> any RecordParser {
        format.makeParser(self, vCardCharset: vCardCharset)
    }
}
