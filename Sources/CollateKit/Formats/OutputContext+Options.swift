#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IndexedCollation

extension OutputContext {
    /// Everything the writers need, from the options, the collation and the
    /// records (`read`: whether input was read; `--index` and `--sections-only`
    /// without files read none). Throws what the options get wrong against
    /// the records (an unknown `--columns` field, a `--page-strings` file).
    init(options: Options, collation: LocalizedIndexedCollation, collated: CollatedRecords, read: Bool) throws(CommandFailure) {
        let display = options.display == nil && options.displayLinks.isEmpty ? nil
            : try RecordDisplay(options.display, links: options.displayLinks, files: collated.files)
        let spreadsheetColumns = try Self.spreadsheetColumns(options, collated, display: display)
        // Named columns are found in each file by name: files need not share a header.
        let columns = spreadsheetColumns == nil ? try Self.columnAlignment(options, collated) : ColumnAlignment()
        var csvStyle = CSVOutputStyle(format: options.outputFormat, outputDelimiter: options.outputDelimiter,
                                      byteOrderMark: options.byteOrderMark, files: collated.files)
        csvStyle.spreadsheetSafe = options.spreadsheetSafe
        let bars = try IndexBarReport.bars(options, collation: collation, collated: read ? collated : nil)
        self.init(collation: collation,
                  titlesInBold: options.outputFormat == .text && (ProcessEnvironment.value(of: "NO_COLOR") ?? "").isEmpty,
                  indexOptions: options.indexBar, indexBar: bars.indexBar, listedSections: bars.listedSections, pageBars: bars.pageBars,
                  columns: columns, spreadsheetColumns: spreadsheetColumns, csvStyle: csvStyle, display: display,
                  readingKey: options.readingKey, pageStrings: try Self.pageStrings(options, collation))
    }

    /// `--page-strings`, read and checked against the page's language (its
    /// plural forms) before the output opens.
    private static func pageStrings(_ options: Options, _ collation: LocalizedIndexedCollation) throws(CommandFailure) -> HTMLPageStrings? {
        guard let path = options.indexBar.pageStringsFile else { return nil }
        guard options.outputFormat == .html else { throw .usage("--page-strings is for --format html") }
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            let reason = access(path, R_OK) != 0 ? String(cString: strerror(errno)) : "not UTF-8 text"
            throw .input("\(path): cannot read: \(reason)")
        }
        let language = HTMLIndexPage.language(of: collation)
        do {
            return try HTMLPageStrings(json: text, file: path, language: language, base: .bundled(for: language))
        } catch {
            throw .input(error.description)
        }
    }

    /// CSV/TSV output of records in columns (`--columns`, `--display`, or
    /// the default of vCards and keyed JSON); nil: records as read.
    private static func spreadsheetColumns(_ options: Options, _ collated: CollatedRecords,
                                           display: RecordDisplay?) throws(CommandFailure) -> SpreadsheetColumns? {
        guard options.report == .records, [.csv, .tsv].contains(options.outputFormat) else { return nil }
        guard options.columns != nil || options.display != nil else {
            return SpreadsheetColumns.defaults(files: collated.files, keys: options.key.map { [$0] + options.laterKeys } ?? [])
        }
        return try SpreadsheetColumns(fields: options.columns ?? [], display: display, files: collated.files)
    }

    /// Tabular output of CSV/TSV records has the first file's columns; the
    /// other files must have the same names, in any order.
    private static func columnAlignment(_ options: Options, _ collated: CollatedRecords) throws(CommandFailure) -> ColumnAlignment {
        guard options.report == .records, [.csv, .tsv, .markdown].contains(options.outputFormat), collated.isTabular else {
            return ColumnAlignment()
        }
        return try ColumnAlignment(files: collated.files)
    }
}
