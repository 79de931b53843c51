import IndexedCollation

/// What every writer may need besides the records: made whole, once, from
/// the options, the collation and the records
/// (``init(options:collation:collated:)``, OutputContext+Options.swift).
struct OutputContext {
    let collation: LocalizedIndexedCollation
    /// Text titles in bold when the output is a terminal (NO_COLOR unset or empty).
    let titlesInBold: Bool
    /// The index-bar options (Command/IndexBarOptions.swift).
    let indexOptions: IndexBarOptions
    /// The bar `--index` and `--format svg` show (IndexBarReport.swift); nil below `--min-rows`.
    let indexBar: IndexBar?
    /// `--index` of records read: the sections the output lists and their
    /// row counts, for each entry's target and count; nil without input.
    let listedSections: ListedSections?
    /// `--format html`: the page's bar and its compacted variants, fullest
    /// first; empty when the page shows no bar.
    let pageBars: [IndexBar]
    /// CSV, TSV and Markdown tables of several CSV/TSV files: where each
    /// file's fields go under the first file's header.
    let columns: ColumnAlignment
    /// CSV and TSV output of records: the columns written instead of the
    /// record as read (`--columns`, `--display`, a vCard's name); nil: as read.
    let spreadsheetColumns: SpreadsheetColumns?
    /// CSV and TSV output: delimiter, line end, byte order mark.
    let csvStyle: CSVOutputStyle
    /// `--display`: what text, Markdown lists and the page show of a record;
    /// nil: the record as read (a contact by its name).
    let display: RecordDisplay?
    /// `--reading-key`: the page's filter finds records by it too.
    let readingKey: FieldSelector?
    /// `--page-strings`, read for the page's language; nil: the bundled words.
    let pageStrings: HTMLPageStrings?

    /// The direction of the table's script, from ICU.
    var writingDirection: WritingDirection { WritingDirection(collation: collation) }

    /// The title of a section an index entry jumps to; nil for the search entry.
    func sectionTitle(of entry: IndexBar.Entry) -> String? {
        entry.section.map { collation.sectionTitles[$0] }
    }
}
