/// How a file's bytes are split into records: the registration of every
/// input format. A format is its case here (its `--input-format` name and
/// its file extensions), its line in ``makeParser(_:vCardCharset:)`` and its
/// rules in InputFormat+Rules.swift (which fields and keys it has, what the
/// options and contacts detection ask of it); everything else about it (its
/// parser and what writers read back from its records, its `FileKind`) is
/// in its folder under `Parsers/`.
enum InputFormat: String, CaseIterable {
    /// One record per line (LF or CRLF); empty lines are not records.
    case lines
    /// Comma-separated values with a header row, RFC 4180 quoting.
    case csv
    /// Tab-separated values with a header row, the same quoting as CSV.
    case tsv
    /// One JSON value per line (JSON Lines, NDJSON); blank lines are skipped.
    case jsonl
    /// One JSON array whose elements are the records.
    case json
    /// vCard (2.1, 3.0, 4.0): one record per card.
    case vcard
    /// A database's or Spark's script-transform rows (`collate keys
    /// --script-transform`): tab-separated fields without a header, keyed by
    /// the field `--key` numbers, `\N` for NULL. Chosen by that option, not
    /// by `--input-format`.
    case scriptRows = "script-rows"

    /// The formats `--input-format` names.
    static let choosable = allCases.filter { $0 != .scriptRows }

    /// The format a file's extension implies: `.csv`, `.tsv`/`.tab`,
    /// `.jsonl`/`.ndjson`, `.json`, `.vcf`/`.vcard`; anything else is lines.
    static func forPath(_ path: String) -> InputFormat {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return .lines }
        switch path[path.index(after: dot)...].lowercased() {
        case "csv": return .csv
        case "tsv", "tab": return .tsv
        case "jsonl", "ndjson": return .jsonl
        case "json": return .json
        case "vcf", "vcard": return .vcard
        default: return .lines
        }
    }


    /// The parser of this format for `plan`: CSV and TSV fields separated by
    /// its delimiter (a tab for TSV, the header's for CSV when none is
    /// given); vCard values without a `CHARSET` read in `vCardCharset`
    /// (nil: UTF-8).
    func makeParser(_ plan: ReadPlan, vCardCharset: String? = nil) -> any RecordParser {
        let (keys, delimiter, uniqueColumnNames) = (plan.keys, plan.delimiter, plan.uniqueColumnNames)
        switch self {
        case .lines: return LineParser(null: plan.null)
        case .csv, .tsv:
            var parser = self == .csv
                ? CSVParser(delimiter: delimiter ?? ASCII.comma, detectsDelimiter: delimiter == nil, keys: keys,
                            uniqueColumnNames: uniqueColumnNames, null: plan.null)
                : CSVParser(delimiter: delimiter ?? ASCII.tab, keys: keys, uniqueColumnNames: uniqueColumnNames, null: plan.null)
            parser.nameConventions = plan.nameConventions
            return parser
        case .jsonl: return JSONLinesParser(keys: keys)
        case .json: return JSONArrayParser(keys: keys)
        case .vcard:
            return VCardParser(nameKey: VCardNameKey(keys.key) ?? .family, defaultCharset: vCardCharset, nameConventions: plan.nameConventions)
        case .scriptRows: return DelimitedRowParser(keyField: (keys.key.flatMap { Int($0.text) } ?? 1) - 1)
        }
    }
}
