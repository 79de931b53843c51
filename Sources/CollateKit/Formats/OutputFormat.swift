import IndexedCollation

/// The output formats of `--format`. To add one: a case here, its writer in
/// `writer(style:)`, and a type conforming to `SectionWriter` in its own file.
enum OutputFormat: String, CaseIterable {
    case text, json, jsonl, csv, tsv, markdown, svg, html

    func writer(context: OutputContext) -> any SectionWriter {
        switch self {
        case .text: TextWriter(context: context)
        case .json: JSONWriter(context: context)
        case .jsonl: JSONLinesWriter(context: context)
        case .csv: CSVWriter(context: context, delimiter: ASCII.comma)
        case .tsv: CSVWriter(context: context, delimiter: ASCII.tab)
        case .markdown: MarkdownWriter(context: context)
        case .svg: SVGIndexBarWriter(context: context)
        case .html: HTMLPageWriter(context: context)
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
    /// The index-bar options (IndexBar/IndexBarOptions.swift).
    var indexOptions = IndexBarOptions()
    /// The index bar for `--index`, svg and html; nil below `--min-rows`.
    var indexBar: IndexBar?
}

/// One entry of `--index`: an index title and the section it jumps to
/// (IndexCommand.entries builds them from the index bar).
struct IndexEntry {
    let title: String
    /// nil for the search entry, which jumps to the top of the list.
    let section: Int?
    let sectionTitle: String?
    let kind: IndexBar.Entry.Kind
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
