import IndexedCollation

/// The output formats of `--format`. To add one: a case here, the reports it
/// can write in `reports`, its writer in `writer(for:context:)`, and a type
/// conforming to the writer protocols it serves (ReportWriter.swift) in its
/// own file.
enum OutputFormat: String, CaseIterable {
    case text, lines, json, jsonl, csv, tsv, markdown, svg, html, vcf

    /// The reports this format has a form for: the one place that decides
    /// which `--format` goes with `--counts`, `--sections-only` and `--index`.
    /// `svg` draws the index bar, of the records read or of the table alone;
    /// `html` is a page of records; `vcf` the cards of vCard input; `lines`
    /// the records alone, in order.
    var reports: [Options.Report] {
        switch self {
        case .text, .json, .jsonl, .csv, .tsv, .markdown: [.records, .counts, .titles, .index]
        case .svg: [.records, .index]
        case .html, .vcf, .lines: [.records]
        }
    }

    /// Refuses a report the format has no form for, before any input is
    /// read, naming the formats that have one.
    func validate(report: Options.Report) throws(CommandFailure) {
        guard !reports.contains(report) else { return }
        let able = Self.allCases.filter { $0.reports.contains(report) }.map(\.rawValue).joined(separator: ", ")
        let what = switch report {
        case .counts: "counts (--counts)"
        case .titles: "section titles (--sections-only)"
        case .index: "an index bar (--index, collate index)"
        case .records: "records"
        }
        throw .usage("--format \(rawValue) cannot write \(what); the formats that can: \(able)")
    }

    /// Whether `report` in this format shows the index bar (`--index`, and
    /// `svg`, which draws nothing else).
    func drawsIndexBar(for report: Options.Report) -> Bool {
        report == .index || self == .svg
    }

    /// The writer of `report`.
    /// - Precondition: `validate(report:)` accepted the report.
    func writer(for report: Options.Report, context: OutputContext) -> ReportWriter {
        switch self {
        case .svg: return .index(SVGIndexBarWriter(context: context))
        case .html: return .records(HTMLPageWriter(context: context))
        case .vcf: return .records(VCardWriter())
        case .lines: return .records(LinesWriter(context: context))
        case .text: return ReportWriter(report, TextWriter(context: context))
        case .json: return ReportWriter(report, JSONWriter(context: context))
        case .jsonl: return ReportWriter(report, JSONLinesWriter(context: context))
        case .csv, .tsv: return ReportWriter(report, CSVWriter(context: context, style: context.csvStyle))
        case .markdown: return ReportWriter(report, MarkdownWriter(context: context))
        }
    }
}
