/// How a file's bytes are split into records.
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

    /// Whether records have fields that `--key` can select.
    var hasFields: Bool { self != .lines }
}
