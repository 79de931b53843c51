import IndexedCollation

/// The output formats of `--format`. To add one: a case here, its writer in
/// `writer(style:)`, and a type conforming to `SectionWriter` in its own file.
enum OutputFormat: String, CaseIterable {
    case text, json, jsonl, csv, tsv, markdown

    func writer(context: OutputContext) -> any SectionWriter {
        switch self {
        case .text: TextWriter(context: context)
        case .json: JSONWriter(context: context)
        case .jsonl: JSONLinesWriter(context: context)
        case .csv: CSVWriter(context: context, delimiter: ASCII.comma)
        case .tsv: CSVWriter(context: context, delimiter: ASCII.tab)
        case .markdown: MarkdownWriter(context: context)
        }
    }
}

/// What every writer may need besides the records.
struct OutputContext {
    let collation: IndexedCollation
    /// The locale asked for, or the table file's id.
    let localeName: String
    /// Titles in bold (text on a terminal without NO_COLOR).
    let bold: Bool
}

/// One entry of `--index`: an index title and the section it jumps to.
struct IndexEntry {
    let title: String
    let section: Int
    let sectionTitle: String

    static func all(of collation: IndexedCollation) -> [IndexEntry] {
        collation.sectionIndexTitles.enumerated().map { position, title in
            let section = collation.section(forSectionIndexTitleAt: position)
            return IndexEntry(title: title, section: section, sectionTitle: collation.sectionTitles[section])
        }
    }
}

/// Formats the result of a collation; one conforming type per output format.
/// Records are written whole, as read, wherever the format allows.
protocol SectionWriter {
    /// Each section's title and records (the default report).
    func writeRecords(_ collated: CollatedRecords, to output: OutputStream)
    /// Each section's title and number of records (`--counts`).
    func writeCounts(_ collated: CollatedRecords, to output: OutputStream)
    /// The section titles (`--sections-only`).
    func writeTitles(_ collated: CollatedRecords, to output: OutputStream)
    /// The index titles and their sections (`--index`).
    func writeIndex(_ entries: [IndexEntry], to output: OutputStream)
}
