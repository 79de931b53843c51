import IndexedCollation

/// `collate keys [<options>] [<file> ...]`: for every record, in input
/// order and in constant memory, its section and ICU sort key, so that any
/// engine that sorts strings (a database, Spark) can sort records as
/// `collate` does. The input options are `collate`'s; the options that
/// shape `collate`'s own output (order, reports, index bars) do not apply.
struct KeysCommand: Command {
    static let name = "keys"
    static let summary = "Print each record's section and sort key, streaming (for Spark, databases)."
    static let overview = """
        Print each record's section and ICU sort key, in input order and
        in constant memory, so that any engine that sorts strings (Spark,
        a database) can sort records as collate does.
        """
    static let usage = "Usage: collate keys [<options>] [<file> ...]"
    static let arguments: String? = CollateCommand.arguments

    /// The options of the collation and of reading, and a `--format` of
    /// the formats keys are written in (the option table's `.keys` scope).
    static var options: [OptionSpec<Options>] { Options.specs(for: .keys) }

    static var discussion: String? {
        """
        OUTPUT:
          tsv, csv  the header 'section, title, key, record', then one row per
                    record: its section's number and title, the ICU sort key of
                    its collation string (after the table's transform, reading
                    or transliteration) in lowercase hex, without ICU's final
                    zero byte, and the record as read (one field).
          jsonl     {"section", "title", "key", "record"} per line.
          --script-transform: no header, and the record is the input row as
                    read (tab-separated fields, unquoted): Spark SQL's
                    TRANSFORM ... AS (section INT, title STRING, key STRING,
                    <the input's columns>) reads them as columns.
          Sorting the rows by section (as a number), then key (as a string),
          then input position gives exactly collate's order. A record without
          the key (--missing=last) gets the section after the last one, with
          the last section's title, and an empty key: it sorts after every
          other record, where collate prints it. Keys are valid only between
          the same ICU versions (collate --version); docs/scale.md says more.

        EXAMPLES:
          collate keys --locale ru names.txt > keys.tsv
              Sections and keys of Russian names, in input order.
          collate keys --locale en --key name -f jsonl people.csv
              JSON Lines, collated by the 'name' column.
          SELECT TRANSFORM(position, name)
            ROW FORMAT DELIMITED FIELDS TERMINATED BY '\\t'
            USING './collate keys --script-transform --locale ru --key 2'
            AS (section INT, title STRING, key STRING, position BIGINT, name STRING)
            ROW FORMAT DELIMITED FIELDS TERMINATED BY '\\t'
            FROM people
              In Spark SQL: the rows keyed by their second field, on the executors.
        """
    }

    let options: Options

    static func prepare(_ options: inout Options) throws(CommandFailure) {
        if options.scriptTransform { try prepareScriptTransform(&options) }
        // The format option refuses text, so text is the default left untouched.
        if options.outputFormat == .text { options.outputFormat = .tsv }
        // A keyless row sorts after every other by its section number; with
        // # first, collate prints it inside the first section instead.
        if options.othersFirst, options.missingKey == .last {
            throw .usage("collate keys: --others-first and --missing=last together: records without the key end the first section (#), which a sort by section and key cannot place")
        }
    }

    /// `--script-transform` fixes both formats and keys by a field number.
    private static func prepareScriptTransform(_ options: inout Options) throws(CommandFailure) {
        if ![.text, .tsv].contains(options.outputFormat) {
            throw .usage("keys: --script-transform writes TSV rows (no --format \(options.outputFormat.rawValue))")
        }
        if let format = options.inputFormat {
            throw .usage("keys: --script-transform reads tab-separated rows without a header (no --input-format \(format.rawValue))")
        }
        for (option, given) in [("--reading-key", options.readingKey != nil), ("a second --key", !options.laterKeys.isEmpty),
                                ("--delimiter", options.delimiter != nil), ("--columns", options.columns != nil)] where given {
            throw .usage("keys: \(option) does not apply to --script-transform rows")
        }
        if let key = options.key, (Int(key.text) ?? 0) < 1 {
            throw .usage("keys: --key '\(key)' with --script-transform is a field number (1 is the first field)")
        }
        options.inputFormat = .scriptRows
    }

    func run(_ destination: CommandOutput) throws(CommandFailure) {
        var plan = ReadPlan(options)
        let collation = try CollateCommand.makeCollation(options, surnames: plan.collatesBySurname)
        plan.nameConventions = collation.nameConventions
        let reading = try RecordReading(plan, collation: collation)
        // Rows are written while reading: a regular --output file is still
        // replaced only at the end, so it may be an input file.
        let output = try destination.open()
        let writer = KeyRowWriter(output: output, format: options.outputFormat, titles: collation.sectionTitles,
                                  othersSection: collation.othersSection,
                                  forScriptTransform: options.scriptTransform, columns: options.columns)
        // A progress line would cut through rows shown on the same terminal.
        let progress = Progress(policy: output.isTerminal ? .never : options.progress)
        defer { progress.finish() }
        let sink = try reading.read(into: .handOff(writer), progress: progress)
        progress.finish()
        try destination.finish()
        for message in CollateCommand.inputWarnings(sink, readingKey: options.readingKey) {
            StandardError.write("collate: warning: \(message)\n")
        }
        for note in CollateCommand.inputNotes(sink) + [CollateCommand.groupCardsNote(sink, writtenAsVCF: nil)].compactMap({ $0 }) {
            StandardError.write("collate: note: \(note)\n")
        }
        if !options.noReadings {
            CollateCommand.reportMissingReadings(collation) { writer.counts[$0] > 0 }
        }
    }
}
