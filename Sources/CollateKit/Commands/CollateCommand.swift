import Foundation
import IndexedCollation

/// `collate [<options>] [<file> ...]`: input → records → collation keys →
/// sections → output.
struct CollateCommand: Command {
    let options: Options

    func run(_ destination: CommandOutput) throws(CommandFailure) {
        let collation = try Self.makeCollation(options)
        let localeName = options.tableFile.map { _ in collation.table.id }
            ?? options.locale ?? IndexedCollation.environmentLocale(ProcessInfo.processInfo.environment)

        var collated = CollatedRecords(store: RecordStore(), order: [], sections: [])
        var sink: RecordSink?
        let progress = Progress(policy: options.progress)
        defer { progress.finish() }
        if options.readsInput {
            let sources = options.sources
            try InputReader.checkReadable(sources)
            let store = RecordStore()
            let recordSink = RecordSink(store: store, collation: collation, missingKey: options.missingKey, keyName: options.key?.text)
            var reader = InputReader(sources: sources, keys: RecordKeys(key: options.key, reading: options.readingKey), progress: progress)
            reader.uniqueColumnNames = options.report == .records && [.json, .jsonl].contains(options.outputFormat)
            try reader.read(into: recordSink)
            sink = recordSink
            progress.phase(options.report == .records ? .sorting : .counting)
            collated = SectionedOrder.make(store, titles: collation.sectionTitles, rules: .init(
                includeEmpty: options.includeEmpty, reverse: options.reverse, unique: options.unique,
                sortsRecords: options.report == .records))
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
        try destination.finish()
        progress.finish()
        if let sink { Self.reportWarnings(sink) }
        if !options.noReadings { Self.reportMissingReadings(collation, collated) }
    }

    static func makeCollation(_ options: Options) throws(CommandFailure) -> IndexedCollation {
        let collationOptions = IndexedCollation.Options(
            foreignScripts: options.foreignScriptsToLastSection ? .lastSection : .transliterate,
            readings: options.noReadings ? .none : .system,
            personNames: options.personNames
        )
        if let path = options.tableFile {
            do {
                return try IndexedCollation(contentsOf: URL(fileURLWithPath: path), options: collationOptions)
            } catch {
                throw CommandFailure(code: .tableError, message: "\(path): \(error)")
            }
        }
        let locale = options.locale ?? IndexedCollation.environmentLocale(ProcessInfo.processInfo.environment)
        do {
            return try IndexedCollation(locale: locale, options: collationOptions)
        } catch {
            throw .usage(error.description)
        }
    }

    /// Once, when kanji records went to the 漢字 section because MeCab is
    /// missing: why, and how to install it.
    private static func reportMissingReadings(_ collation: IndexedCollation, _ collated: CollatedRecords) {
        guard case .failure(let unavailable)? = collation.readings, let section = collation.unreadKanjiSection,
              collated.sections.contains(where: { $0.index == section && $0.count > 0 }) else { return }
        StandardError.write("collate: note: \(unavailable)\n")
    }

    /// Tabular output of CSV/TSV records has the first file's columns; the
    /// other files must have the same names, in any order.
    private static func columnAlignment(_ options: Options, _ collated: CollatedRecords) throws(CommandFailure) -> ColumnAlignment {
        guard options.report == .records, [.csv, .tsv, .markdown].contains(options.outputFormat), collated.isTabular else {
            return ColumnAlignment()
        }
        return try ColumnAlignment(files: collated.store.files)
    }

    /// Invalid UTF-8 and skipped records, after the output.
    private static func reportWarnings(_ sink: RecordSink) {
        let store = sink.store
        func location(_ file: Int, _ offset: Int) -> String {
            let input = store.files[file]
            let line = store.bytes.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[input.base...]).lineNumber(at: offset) }
            return "\(input.name):\(line)"
        }
        var messages: [String] = []
        if let (file, offset) = sink.firstInvalidUTF8 {
            let count = sink.invalidUTF8Records
            messages.append("\(count) record\(count == 1 ? "" : "s") had bytes that are not UTF-8 (the first at \(location(file, offset))); collated as U+FFFD, written unchanged")
        }
        if let (file, offset, detail) = sink.firstSkipped {
            let count = sink.skippedRecords
            messages.append("\(count) record\(count == 1 ? "" : "s") without the key left out (--missing=skip); the first at \(location(file, offset)): \(detail)")
        }
        for message in messages {
            StandardError.write("collate: warning: \(message)\n")
        }
    }
}
