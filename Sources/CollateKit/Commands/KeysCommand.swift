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

    /// `collate`'s options without those that shape its output, and a
    /// `--format` of the formats keys are written in.
    static var options: [OptionSpec<Options>] {
        // And those of sorting: rows are written in input order, never sorted in runs.
        let outputOnly: Set<String> = Set(["--empty", "--counts", "--sections-only", "--index", "--reverse", "--unique",
                                           "--buffer-size", "--temporary-directory", "--output-delimiter", "--bom"]
            + IndexBarOptions.specs.flatMap(\.names))
        return Options.specs.compactMap { spec in
            switch spec.longName {
            case "--format": formatOption
            case "--output": OptionSpec(spec.names, value: spec.valueName, help: outputHelp, completion: spec.completion, apply: spec.apply)
            default: outputOnly.contains(spec.longName) ? nil : spec
            }
        } + [scriptTransformOption]
    }

    private static let scriptTransformOption = OptionSpec<Options>(["--script-transform"], help: """
        Rows in and out as a script transform writes and reads them (Spark SQL's \
        and Hive's SELECT TRANSFORM ... USING): the input is tab-separated fields \
        without a header or quoting, keyed by field 1 or --key's field number; \
        each output row is section, title, key and the input row as read, with \
        no header.
        """) { options, _ in options.scriptTransform = true }

    private static let outputHelp = """
        Write to a file instead of standard output ('-' is standard output). Rows \
        are written while the input is read; a regular file is replaced only once \
        the output is complete, so it may be one of the input files.
        """

    private static let formatOption = OptionSpec<Options>(["-f", "--format"], value: "<format>", help: """
        The output: \(KeyRowWriter.formats.map(\.rawValue).joined(separator: ", ")). Default: tsv.
        """, completion: .choices(KeyRowWriter.formats.map(\.rawValue))) { options, value throws(CommandFailure) in
            guard let format = OutputFormat(rawValue: value.lowercased()), KeyRowWriter.formats.contains(format) else {
                throw .usage("keys: unknown output format '\(value)' (expected \(KeyRowWriter.formats.map(\.rawValue).joined(separator: ", ")))")
            }
            options.outputFormat = format
        }

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
                                ("--delimiter", options.delimiter != nil)] where given {
            throw .usage("keys: \(option) does not apply to --script-transform rows")
        }
        if let key = options.key, (Int(key.text) ?? 0) < 1 {
            throw .usage("keys: --key '\(key)' with --script-transform is a field number (1 is the first field)")
        }
        options.inputFormat = .lines
    }

    /// The key's field (0-based) of `--script-transform` rows, else nil.
    private var scriptTransformKeyField: Int? {
        options.scriptTransform ? (options.key.flatMap { Int($0.text) } ?? 1) - 1 : nil
    }

    func run(_ destination: CommandOutput) throws(CommandFailure) {
        let collation = try CollateCommand.makeCollation(options, surnames: CollateCommand.collatesBySurname(options))
        let sources = options.sources
        try InputReader.checkReadable(sources)
        // Rows are written while reading: a regular --output file is still
        // replaced only at the end, so it may be an input file.
        let output = try destination.open()
        let writer = KeyRowWriter(output: output, format: options.outputFormat, titles: collation.sectionTitles,
                                  forScriptTransform: options.scriptTransform)
        let sink = RecordSink(store: RecordStore(), collation: collation, missingKey: options.missingKey, keyName: options.key?.text,
                                  keysPerRecord: 1 + options.laterKeys.count)
        sink.countsMissingReadings = options.readingKey != nil
        sink.handOff = writer
        // A progress line would cut through rows shown on the same terminal.
        let progress = Progress(policy: output.isTerminal ? .never : options.progress)
        defer { progress.finish() }
        var reader = InputReader(sources: sources, keys: RecordKeys(key: options.key, reading: options.readingKey, later: options.laterKeys), progress: progress)
        reader.uniqueColumnNames = options.outputFormat == .jsonl
        reader.encoding = options.encoding
        reader.delimitedRowsKeyField = scriptTransformKeyField
        try reader.read(into: sink)
        progress.finish()
        try destination.finish()
        for message in CollateCommand.inputWarnings(sink, readingKey: options.readingKey) {
            StandardError.write("collate: warning: \(message)\n")
        }
        if let note = CollateCommand.groupCardsNote(sink, writtenAsVCF: nil) {
            StandardError.write("collate: note: \(note)\n")
        }
        if !options.noReadings {
            CollateCommand.reportMissingReadings(collation) { writer.counts[$0] > 0 }
        }
    }
}
