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

/// `collate [<options>] [<file> ...]`: input → records → collation keys →
/// sections → output.
struct CollateCommand: Command {
    let options: Options

    func run(_ destination: CommandOutput) throws(CommandFailure) {
        let collation = try Self.makeCollation(options)
        let givenLocale = options.locale.flatMap { LocalizedIndexedCollation.isLanguageList($0) ? nil : $0 }
        let localeName = options.tableFile.map { _ in collation.table.id }
            ?? (options.locale != nil && givenLocale == nil ? collation.table.id : nil)
            ?? givenLocale ?? LocalizedIndexedCollation.environmentLocale(ProcessInfo.processInfo.environment)

        var collated: CollatedRecords
        var sink: RecordSink?
        let progress = Progress(policy: options.progress)
        defer { progress.finish() }
        if options.readsInput {
            let sources = options.sources
            try InputReader.checkReadable(sources)
            let store = RecordStore()
            let recordSink = RecordSink(store: store, collation: collation, missingKey: options.missingKey, keyName: options.key?.text,
                                  keysPerRecord: 1 + options.laterKeys.count)
            recordSink.countsMissingReadings = options.readingKey != nil
            recordSink.countsLines = options.unique
            let rules = SectionedOrder.Rules(includeEmpty: options.includeEmpty, reverse: options.reverse, unique: options.unique,
                                             sortsRecords: options.report == .records)
            let directory = options.temporaryDirectory(environment: ProcessInfo.processInfo.environment)
            recordSink.spill = SpillPolicy(runs: SpilledRuns(directory: directory, titles: collation.sectionTitles, rules: rules),
                                           budget: options.bufferSize ?? BufferSize.automatic())
            var reader = InputReader(sources: sources, keys: RecordKeys(key: options.key, reading: options.readingKey, later: options.laterKeys), progress: progress)
            reader.uniqueColumnNames = options.report == .records && [.json, .jsonl].contains(options.outputFormat)
            reader.delimiter = options.delimiter
            try reader.read(into: recordSink)
            sink = recordSink
            progress.phase(options.report == .records ? .sorting : .counting)
            collated = try recordSink.collated(titles: collation.sectionTitles, rules: rules)
        } else {
            collated = SectionedOrder.make(RecordStore(), titles: collation.sectionTitles, rules: .init(
                includeEmpty: true, reverse: options.reverse))
        }

        // Found before the output is opened: an error leaves an existing file alone.
        let columns = try Self.columnAlignment(options, collated)
        let output = try destination.open()
        let bold = options.outputFormat == .text && output.isTerminal
            && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        var context = OutputContext(collation: collation, localeName: localeName, bold: bold, indexOptions: options.indexBar)
        context.columns = columns
        try IndexBarReport.addBars(to: &context, options, collated: sink == nil ? nil : collated)
        let writer = options.outputFormat.writer(for: options.report, context: context)
        // On a terminal that also shows the output, the progress line must go first.
        if output.isTerminal { progress.finish() } else { progress.phase(.writing) }
        writer.write(collated, to: output)
        // A temporary file that could not be read back: the output is incomplete.
        if case .merged(let merged) = collated.records, let failure = merged.failure { throw failure }
        try destination.finish()
        progress.finish()
        if let sink { reportWarnings(sink, collated) }
        if !options.noReadings { Self.reportMissingReadings(collation, collated) }
    }

    static func makeCollation(_ options: Options) throws(CommandFailure) -> LocalizedIndexedCollation {
        let collationOptions = LocalizedIndexedCollation.Options(
            foreignScripts: options.foreignScriptsToLastSection ? .lastSection : .transliterate,
            readings: options.noReadings ? .none : .system,
            personNames: options.personNames
        )
        if let path = options.tableFile {
            do {
                return try LocalizedIndexedCollation(contentsOf: URL(fileURLWithPath: path), options: collationOptions)
            } catch {
                throw CommandFailure(code: .tableError, message: "\(path): \(error)")
            }
        }
        let environment = ProcessInfo.processInfo.environment
        let locale = options.locale ?? LocalizedIndexedCollation.environmentLocale(environment)
        if LocalizedIndexedCollation.isLanguageList(locale) {
            // A list of languages (`de-CH, fr;q=0.8`), as an Accept-Language header.
            do {
                return try LocalizedIndexedCollation(acceptLanguage: locale, options: collationOptions)
            } catch {
                throw .usage(error.description)
            }
        }
        do {
            return try LocalizedIndexedCollation(locale: locale, options: collationOptions)
        } catch {
            guard options.locale == nil, let variable = localeVariable(environment) else { throw .usage(error.description) }
            throw .usage("\(error.description)\nthe locale came from \(variable)=\(environment[variable] ?? ""), the first of LC_ALL, LC_COLLATE, LANG that is set; give --locale to choose another")
        }
    }

    /// The environment variable the locale comes from without `--locale`:
    /// the one `LocalizedIndexedCollation.environmentLocale` reads, for messages.
    static func localeVariable(_ environment: [String: String]) -> String? {
        ["LC_ALL", "LC_COLLATE", "LANG"].first { !(environment[$0] ?? "").isEmpty }
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
