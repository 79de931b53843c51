import IndexedCollation

/// `--display` and `--display-link` resolved against the input files: for
/// each file, how its kind reads each field from a record
/// (`FileKind.displayedFields`). Text, Markdown lists and the HTML page show
/// a record through it (the page also its links), CSV and TSV as their
/// `name` column (`SpreadsheetColumns`); JSON and vCard output never do, as
/// they write records unchanged.
struct RecordDisplay {
    /// Nil with `--display-link` alone: records are shown as without `--display`.
    let template: DisplayTemplate?
    /// `--display-link`: the fields whose values the page links to.
    let linkFields: [String]
    /// By `InputFile.index`: the fields' values of a record of that file.
    private let fields: [Int: DisplayedFields]

    /// Resolves the template's fields in each file. Throws an input error
    /// naming the file (and line 1, the header) and listing the fields it has
    /// when a CSV/TSV column is unknown. JSON paths were checked while
    /// reading (`DisplayedPaths`), vCard and line fields when the options
    /// were (`Options.validate()`).
    init(_ template: DisplayTemplate?, links: [String] = [], files: [InputFile]) throws(CommandFailure) {
        (self.template, linkFields) = (template, links)
        var seen = Set<String>()
        let names = ((template?.fieldNames ?? []) + links).filter { seen.insert($0).inserted }
        let shown = Set(template?.fieldNames ?? [])
        var fields: [Int: DisplayedFields] = [:]
        for file in files {
            fields[file.index] = try file.kind.displayedFields(names, file: file.name) { shown.contains($0) ? "--display" : "--display-link" }
        }
        self.fields = fields
    }

    /// What the record shows: the template with its fields' values, or nil
    /// when that is blank (every field empty), so that the record is shown as
    /// it is without `--display` and never disappears from the list.
    func shown(_ bytes: UnsafeBufferPointer<UInt8>, file: InputFile) -> String? {
        guard let template, let values = fields[file.index]?(bytes) else { return nil }
        let text = template.rendered { values[$0] ?? "" }
        return text.allSatisfy(\.isWhitespace) ? nil : text
    }

    /// The links of `--display-link`'s fields: each value that is an
    /// e-mail or web address or a phone number (`HTMLIndexPage.Link.detected`).
    func links(_ bytes: UnsafeBufferPointer<UInt8>, file: InputFile) -> [HTMLIndexPage.Link] {
        guard !linkFields.isEmpty, let values = fields[file.index]?(bytes) else { return [] }
        return linkFields.compactMap { values[$0].flatMap(HTMLIndexPage.Link.detected(in:)) }
    }
}
