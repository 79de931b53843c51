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
        var plan = ReadPlan(options)
        let collation = try Self.makeCollation(options, surnames: plan.collatesBySurname)
        plan.nameConventions = collation.nameConventions
        let split = options.splitDirectory.map { SplitSections(directory: $0, format: options.outputFormat) }
        try split?.check()

        let progress = Progress(policy: options.progress)
        defer { progress.finish() }
        let (collated, sink) = try readRecords(plan, collation, progress: progress)

        // Made before the output is opened: an error leaves an existing file alone.
        let context = try OutputContext(options: options, collation: collation, collated: collated, read: sink != nil)
        if let split {
            progress.phase(.writing)
            try split.write(collated, writer: options.outputFormat.writer(for: .records, context: context.forOneSection), context: context)
        } else {
            let output = try destination.open()
            let writer = options.outputFormat.writer(for: options.report, context: context)
            // On a terminal that also shows the output, the progress line must go first.
            if output.isTerminal { progress.finish() } else { progress.phase(.writing) }
            writer.write(collated, to: output)
            // A temporary file that could not be read back: the output is incomplete.
            if case .merged(let merged) = collated.records, let failure = merged.failure { throw failure }
            try destination.finish()
        }
        progress.finish()
        if let sink { reportWarnings(sink, collated) }
        if !options.noReadings { Self.reportMissingReadings(collation, collated) }
    }

    /// Reads, keys and sorts the input's records (in memory, or in sorted
    /// runs past `--buffer-size`); with no input to read (`--titles`,
    /// `--index`), no records. The sink, when records were read, keeps what
    /// the warnings report.
    private func readRecords(_ plan: ReadPlan, _ collation: LocalizedIndexedCollation,
                             progress: Progress) throws(CommandFailure) -> (CollatedRecords, RecordSink?) {
        let rules = OutputOrder.Rules(includeEmpty: options.includeEmpty, reverse: options.reverse, unique: options.unique,
                                         sortsRecords: options.report == .records, keylessSection: collation.othersSection)
        guard options.readsInput else {
            return (SectionedOrder.make(RecordStore(), titles: collation.sectionTitles, rules: .init(includeEmpty: true, reverse: options.reverse)), nil)
        }
        let reading = try RecordReading(plan, collation: collation)
        let directory = options.temporaryDirectory(environment: ProcessEnvironment.values(of: ["TMPDIR"]))
        let spill = SpillPolicy(runs: SpilledRuns(directory: directory, titles: collation.sectionTitles, rules: rules),
                                budget: options.bufferSize ?? BufferSize.automatic())
        let sink = try reading.read(into: .memory(spill: spill), progress: progress)
        progress.phase(options.report == .records ? .sorting : .counting)
        var collated = try sink.collated(titles: collation.sectionTitles, rules: rules)
        collated.setAside = sink.store.setAside
        return (collated, sink)
    }

    /// The collation the options ask for; with `--ignore-articles` for a
    /// language without an article list, a warning that nothing is disregarded.
    /// `surnames`: every input is collated by a family name first (``ReadPlan/collatesBySurname``),
    /// so Han is read as a surname as with `--names`.
    static func makeCollation(_ options: Options, surnames: Bool = false) throws(CommandFailure) -> LocalizedIndexedCollation {
        let request = LocaleRequest(option: options.locale, environment: ProcessEnvironment.values(of: LocaleIdentifier.environmentVariables))
        let collation = try makeCollationForLocale(options, request: request, surnames: surnames)
        if options.tableFile == nil, let warning = ignoredCollationTypeWarning(request, collation) {
            StandardError.write("collate: warning: \(warning)\n")
        }
        if options.ignoreArticles, collation.leadingArticles.isEmpty {
            StandardError.write("collate: warning: --ignore-articles: no article list for the language of '\(collation.table.id)'; records are filed as they are\n")
        }
        return collation
    }

    /// A collation type the locale asks for that ICU does not have for it
    /// (`en@collation=phonebook`): ICU sorts by the locale's default order
    /// instead, which the user should hear of. A list of languages is left
    /// alone (its match is ICU's choice).
    private static func ignoredCollationTypeWarning(_ request: LocaleRequest, _ collation: LocalizedIndexedCollation) -> String? {
        let identifier: String
        switch request {
        case let .identifier(given), let .environment(given, _): identifier = given
        case .languages: return nil
        }
        guard let type = LocaleCatalog.collationTypeICUIgnores(in: identifier, table: collation.table) else { return nil }
        return "locale '\(IndexedCollationError.visible(identifier))': ICU has no '\(type)' collation for this language, "
            + "so the keyword is ignored and records are sorted in its default order"
    }

    private static func makeCollationForLocale(_ options: Options, request: LocaleRequest,
                                               surnames: Bool) throws(CommandFailure) -> LocalizedIndexedCollation {
        let collationOptions = LocalizedIndexedCollation.Options(
            foreignScripts: options.foreignScriptsToLastSection ? .lastSection : .transliterate,
            readings: options.noReadings ? .none : .system,
            personNames: options.personNames || surnames,
            ignoresLeadingArticles: options.ignoreArticles,
            othersFirst: options.othersFirst
        )
        if let path = options.tableFile {
            do {
                return try LocalizedIndexedCollation(contentsOf: URL(fileURLWithPath: path), options: collationOptions)
            } catch {
                throw CommandFailure(code: .tableError, message: "\(path): \(error)")
            }
        }
        do {
            return try request.collation(options: collationOptions)
        } catch {
            guard case let .environment(_, variable?) = request else { throw .usage(error.description) }
            let environment = ProcessInfo.processInfo.environment
            throw .usage("\(error.description)\nthe locale came from \(variable)=\(environment[variable] ?? ""), the first of \(LocaleIdentifier.environmentVariables.joined(separator: ", ")) that is set; give --locale to choose another")
        }
    }
}
