/// Writes each section's title and records (the default report).
protocol RecordWriter {
    func writeRecords(_ collated: CollatedRecords, to output: OutputStream)
}

/// Writes what the sections are without their records.
protocol SectionSummaryWriter {
    /// Each section's title and number of records (`--counts`).
    func writeCounts(_ collated: CollatedRecords, to output: OutputStream)
    /// The section titles (`--sections-only`).
    func writeTitles(_ collated: CollatedRecords, to output: OutputStream)
}

/// Writes the index bar of `OutputContext.indexBar` (`--index`), whose
/// sections are the collation's.
protocol IndexWriter {
    func writeIndex(to output: OutputStream)
}

/// The writer of one report, typed by what it writes: a format conforms only
/// to the protocols it can serve, and `OutputFormat` picks the writer.
/// Records are written whole, as read, wherever the format allows.
enum ReportWriter {
    case records(any RecordWriter)
    case counts(any SectionSummaryWriter)
    case titles(any SectionSummaryWriter)
    case index(any IndexWriter)

    /// The writer of `report` for a format that writes every report.
    init(_ report: Options.Report, _ writer: some RecordWriter & SectionSummaryWriter & IndexWriter) {
        switch report {
        case .records: self = .records(writer)
        case .counts: self = .counts(writer)
        case .titles: self = .titles(writer)
        case .index: self = .index(writer)
        }
    }

    func write(_ collated: CollatedRecords, to output: OutputStream) {
        switch self {
        case let .records(writer): writer.writeRecords(collated, to: output)
        case let .counts(writer): writer.writeCounts(collated, to: output)
        case let .titles(writer): writer.writeTitles(collated, to: output)
        case let .index(writer): writer.writeIndex(to: output)
        }
    }
}
