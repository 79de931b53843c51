/// Everything the command line can set. See OptionParser.swift for how to add an option.
struct Options {
    var locale: String?
    var tableFile: String?
    var files: [String] = []
    var inputFormat: InputFormat?
    var key: FieldSelector?
    var missingKey: MissingKeyPolicy = .error
    var outputFormat: OutputFormat = .text
    var outputFile: String?
    var report: Report = .records
    var includeEmpty = false
    var reverse = false
    var unique = false
    var foreignScriptsToLastSection = false
    /// `--names`: Han read as Chinese person names (surnames).
    var personNames = false
    /// `--reading-key`: a field whose non-empty value records are placed and sorted by.
    var readingKey: FieldSelector?
    /// `--no-readings`: no Japanese readings even when MeCab is installed.
    var noReadings = false
    var progress: ProgressPolicy = .automatic
    var showHelp = false
    var showVersion = false
    /// Compaction, empty sections, search entry, colours (IndexBar/IndexBarOptions.swift).
    var indexBar = IndexBarOptions()

    /// What the command prints.
    enum Report: Equatable {
        /// Each section's title and records (the default).
        case records
        /// Each section's title and number of records (`--counts`).
        case counts
        /// The section titles (`--sections-only`).
        case titles
        /// The index titles and the section each jumps to (`--index`).
        case index
    }

    /// Whether the input is read at all: `--index` and `--sections-only --empty`
    /// without files describe the table alone.
    var readsInput: Bool {
        switch report {
        case .index: !files.isEmpty
        case .titles: !(includeEmpty && files.isEmpty)
        case .records, .counts: true
        }
    }

    func validate() throws(CommandFailure) {
        if locale != nil, tableFile != nil {
            throw .usage("--locale and --table cannot be used together")
        }
        try IndexBarOptions.validate(self)
    }

    mutating func setReport(_ new: Report, _ name: String) throws(CommandFailure) {
        if report != .records, report != new {
            throw .usage("\(name) cannot be combined with --counts, --sections-only or --index")
        }
        report = new
    }
}

/// What happens to a record that does not have the `--key` field.
enum MissingKeyPolicy: String, CaseIterable {
    /// Stop with an error naming the record (exit 1).
    case error
    /// Leave the record out, and say on stderr how many were left out.
    case skip
    /// Put the record at the end of the last section (`#`), in input order.
    case last
}

/// Progress on stderr, for inputs over 50 MB.
enum ProgressPolicy {
    case automatic, never
}

/// One option: its names, the name of its value (nil for a flag), its help,
/// and what it does to `Options`.
struct OptionSpec: Sendable {
    let names: [String]
    let valueName: String?
    let help: String
    let apply: @Sendable (inout Options, String) throws(CommandFailure) -> Void

    init(_ names: [String], value valueName: String? = nil, help: String,
         apply: @escaping @Sendable (inout Options, String) throws(CommandFailure) -> Void) {
        self.names = names
        self.valueName = valueName
        self.help = help
        self.apply = apply
    }

    /// Every option, in the order `--help` lists them.
    static let all: [OptionSpec] = [
        OptionSpec(["-l", "--locale"], value: "<id>", help: """
            The locale: BCP 47 (zh-Hant-TW, de-DE-u-co-phonebk) or ICU \
            (zh_TW@collation=stroke). Default: the first of LC_ALL, LC_COLLATE, \
            LANG that is set; 'en' for C and POSIX.
            """) { options, value in options.locale = value },
        OptionSpec(["--table"], value: "<file>", help: """
            Use a table file instead of a locale: our JSON schema, or Apple's \
            UITableViewLocalizedSectionIndex.plist (XML or binary).
            """) { options, value in options.tableFile = value },
        OptionSpec(["-i", "--input-format"], value: "<format>", help: """
            How to read records: \(InputFormat.allCases.map(\.rawValue).joined(separator: ", ")). \
            Default: from each file's extension (.csv, .tsv/.tab, .jsonl/.ndjson, .json), \
            else lines; standard input is lines.
            """) { options, value throws(CommandFailure) in
                guard let format = InputFormat(rawValue: value.lowercased()) else {
                    throw .usage("unknown input format '\(value)' (expected \(InputFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                options.inputFormat = format
            },
        OptionSpec(["-k", "--key"], value: "<field>", help: """
            The field records are collated by: a column name or 1-based number for \
            CSV/TSV (default: the first column); a dotted path for JSON \
            (name.family, authors.0.name; default: the record itself, if a string).
            """) { options, value throws(CommandFailure) in
                guard !value.isEmpty else { throw .usage("--key needs a field name, number or path") }
                options.key = FieldSelector(value)
            },
        OptionSpec(["--missing"], value: "<policy>", help: """
            A record without the key: error (default; exit 1), skip (left out, \
            counted on stderr) or last (at the end of the last section).
            """) { options, value throws(CommandFailure) in
                guard let policy = MissingKeyPolicy(rawValue: value) else {
                    throw .usage("unknown --missing policy '\(value)' (expected error, skip or last)")
                }
                options.missingKey = policy
            },
        OptionSpec(["-f", "--format"], value: "<format>", help: """
            The output: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")). Default: text.
            """) { options, value throws(CommandFailure) in
                guard let format = OutputFormat(rawValue: value.lowercased()) else {
                    throw .usage("unknown output format '\(value)' (expected \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                options.outputFormat = format
            },
        OptionSpec(["-o", "--output"], value: "<file>", help: """
            Write to a file instead of standard output ('-' is standard output). It \
            is opened only after all input was read, so it may be one of the input files.
            """) { options, value in options.outputFile = value },
        OptionSpec(["--empty"], help: "Show empty sections too.") { options, _ in options.includeEmpty = true },
        OptionSpec(["-c", "--counts"], help: "Print each section's title and number of records.") { options, _ throws(CommandFailure) in
            try options.setReport(.counts, "--counts")
        },
        OptionSpec(["--sections-only"], help: "Print only the titles of the sections (all of them with --empty).") { options, _ throws(CommandFailure) in
            try options.setReport(.titles, "--sections-only")
        },
        OptionSpec(["--index"], help: "Print the index titles and the section each one jumps to. Without files no input is read; with files, the index-bar options see which sections are empty.") { options, _ throws(CommandFailure) in
            try options.setReport(.index, "--index")
        },
        OptionSpec(["-r", "--reverse"], help: "Reverse the order: last section first, records in descending order (equal keys keep input order).") { options, _ in
            options.reverse = true
        },
        OptionSpec(["-u", "--unique"], help: "Keep only the first of records whose keys are equal under the collation.") { options, _ in
            options.unique = true
        },
        OptionSpec(["--no-transliteration"], help: """
            Put strings in foreign scripts in the last section (older UIKit) instead \
            of placing them by their Latin transliteration.
            """) { options, _ in options.foreignScriptsToLastSection = true },
        OptionSpec(["--names"], help: """
            Records are person names: Han is read with its surname reading \
            (ICU's Han-Latin/Names), so 曾国藩 goes to Z, not C.
            """) { options, _ in options.personNames = true },
        OptionSpec(["--reading-key"], value: "<field>", help: """
            A field with each record's reading (furigana, pinyin), named like \
            --key: records with a non-empty reading are placed and sorted by it, \
            and printed as they are.
            """) { options, value throws(CommandFailure) in
                guard !value.isEmpty else { throw .usage("--reading-key needs a field name, number or path") }
                options.readingKey = FieldSelector(value)
            },
        OptionSpec(["--no-readings"], help: """
            Do not read Japanese kanji with MeCab even when it is installed; kanji \
            names go to a 漢字 section of their own.
            """) { options, _ in options.noReadings = true },
        OptionSpec(["--no-progress"], help: "Never show progress (shown on a terminal for inputs over 50 MB).") { options, _ in
            options.progress = .never
        },
    ] + OptionSpec.indexBar + [
        OptionSpec(["--version"], help: "Show the version, and ICU's and Unicode's.") { options, _ in options.showVersion = true },
        OptionSpec(["-h", "--help"], help: "Show this help.") { options, _ in options.showHelp = true },
    ]

    /// Each name (`-l`, `--locale`) to its option.
    static let named: [String: OptionSpec] = Dictionary(
        all.flatMap { spec in spec.names.map { ($0, spec) } }, uniquingKeysWith: { first, _ in first }
    )
}
