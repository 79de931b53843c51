@testable import CollateKit
import Testing

/// Which format writes which report: decided by `OutputFormat` alone, and
/// each writer conforms only to what it can write.
struct OutputFormatReportsTests {
    @Test(arguments: OutputFormat.allCases)
    func everyFormatWritesRecords(format: OutputFormat) throws {
        try format.validate(report: .records)
    }

    @Test(arguments: [OutputFormat.text, .json, .jsonl, .csv, .tsv, .markdown])
    func tabularFormatsWriteEveryReport(format: OutputFormat) throws {
        for report in [Options.Report.records, .counts, .titles, .index] { try format.validate(report: report) }
    }

    @Test func svgDrawsTheBarAndHTMLWritesAPage() throws {
        try OutputFormat.svg.validate(report: .index)
        #expect(OutputFormat.svg.drawsIndexBar(for: .records), "svg draws the bar of the records read")
        #expect(!OutputFormat.html.drawsIndexBar(for: .records))
        #expect(OutputFormat.text.drawsIndexBar(for: .index))
    }

    @Test(arguments: [
        (OutputFormat.svg, Options.Report.counts, "--format svg cannot write counts (--counts); the formats that can: text, json, jsonl, csv, tsv, markdown"),
        (.svg, .titles, "--format svg cannot write section titles (--sections-only); the formats that can: text, json, jsonl, csv, tsv, markdown"),
        (.html, .counts, "--format html cannot write counts (--counts); the formats that can: text, json, jsonl, csv, tsv, markdown"),
        (.html, .index, "--format html cannot write an index bar (--index, collate index); the formats that can: text, json, jsonl, csv, tsv, markdown, svg"),
    ])
    func refusedCombinations(format: OutputFormat, report: Options.Report, message: String) {
        #expect {
            try format.validate(report: report)
        } throws: { error in
            (error as? CommandFailure).map { $0.code == .usageError && $0.message == message } ?? false
        }
    }
}
