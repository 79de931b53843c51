import IndexedCollation
// The options of `collate`, `collate index` and `collate keys`, in the order
// `--help` lists them; each says which of the commands take it. OptionParser.swift says how to add one.

extension Options {
    /// Every option but `--help` and `--version` (which every command has),
    /// each with the commands that take it (`OptionScope`).
    static let table: [OptionSpec<Options>] = [
        OptionSpec(["-l", "--locale"], value: "<id>", help: """
            The locale: BCP 47 (zh-Hant-TW, de-DE-u-co-phonebk) or ICU \
            (zh_TW@collation=stroke); or a list of languages as an HTTP \
            Accept-Language header ('de-CH, fr;q=0.8, *'), of which ICU's \
            locale matching picks the best served. Default: the first of \
            LC_ALL, LC_COLLATE, LANG that is set; 'en' for C and POSIX.
            """) { options, value in options.locale = value },
        OptionSpec(["--table"], value: "<file>", help: """
            Use a table file instead of a locale: our JSON schema, or Apple's \
            UITableViewLocalizedSectionIndex.plist (XML or binary).
            """) { options, value in options.tableFile = value },
        OptionSpec(["-i", "--input-format"], value: "<format>", help: """
            How to read records: \(InputFormat.choosable.map(\.rawValue).joined(separator: ", ")). \
            Default: from each file's extension (.csv, .tsv/.tab, .jsonl/.ndjson, .json, \
            .vcf/.vcard), else lines; standard input is lines.
            """, completion: .choices(InputFormat.choosable.map(\.rawValue))) { options, value throws(CommandFailure) in
                guard let format = InputFormat(rawValue: value.lowercased()), InputFormat.choosable.contains(format) else {
                    throw .usage("unknown input format '\(value)' (expected \(InputFormat.choosable.map(\.rawValue).joined(separator: ", ")))")
                }
                options.inputFormat = format
            },
        OptionSpec(["-t", "--delimiter"], value: "<char>", help: """
            The field separator of CSV and TSV input (the -t of sort): one ASCII character \
            (';') or 'tab'. Default: a tab for TSV; for CSV, ';' or a tab when the \
            header line has one and no ',' outside quotes, else ','.
            """) { options, value throws(CommandFailure) in
                guard let delimiter = CSVDelimiter.named(value) else {
                    throw .usage("--delimiter needs one ASCII character other than a quote or a line break, or 'tab'")
                }
                options.delimiter = delimiter
            },
        OptionSpec(["--encoding"], value: "<name>", help: """
            The encoding of the input, for any format: a name ICU's converters \
            know (windows-1252, iso-8859-2, shift_jis, gb18030, big5, euc-kr, \
            koi8-r, utf-16le, …). Records are transcoded to UTF-8 as they are \
            read; a byte the encoding has no character for is an error at its \
            file:line. A vCard value's own CHARSET wins. Default: UTF-8, or \
            UTF-16 after a byte order mark.
            """) { options, value throws(CommandFailure) in options.encoding = try InputEncoding.named(value) },
        OptionSpec(["-k", "--key"], value: "<field>", help: """
            The field records are collated by: a column name or 1-based number for \
            CSV/TSV (default: the first column, or for a Google or Outlook contacts \
            export last name, first name, middle name, a company by its name); a dotted path for JSON \
            (name.family, authors.0.name; default: the record itself, if a string); \
            for vCard family (default: last name, first name), given or display (FN). \
            Repeat it for CSV/TSV and JSON: sections by the first key, order by the \
            keys in turn (a missing later key sorts as empty), then input order.
            """) { options, value throws(CommandFailure) in
                guard !value.isEmpty else { throw .usage("--key needs a field name, number or path") }
                if options.key == nil { options.key = FieldSelector(value) } else { options.laterKeys.append(FieldSelector(value)) }
            },
        OptionSpec(["--missing"], value: "<policy>", help: """
            A record without the key: error (default; exit 1), skip (left out, \
            counted on stderr) or last (at the end of the last section).
            """, completion: .choices(MissingKeyPolicy.allCases.map(\.rawValue))) { options, value throws(CommandFailure) in
                guard let policy = MissingKeyPolicy(rawValue: value) else {
                    throw .usage("unknown --missing policy '\(value)' (expected error, skip or last)")
                }
                options.missingKey = policy
            },
        OptionSpec(["--null"], value: "<string>", help: """
            The text that means no value, as PostgreSQL's COPY reads it: a whole \
            line (lines) or an unquoted CSV/TSV field equal to it ('\\N' for \\copy \
            ... TO STDOUT; '' for psql -At, and for \\copy ... (FORMAT csv), where \
            '""' stays an empty string). Such a record has no key: --missing places it, and it is \
            counted on stderr.
            """) { options, value in options.null = value },
        OptionSpec(["-f", "--format"], value: "<format>", help: """
            The output: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")). Default: text. \
            lines: the records alone, in order, as sort writes them.
            """, completion: .choices(OutputFormat.allCases.map(\.rawValue)), for: .reports) { options, value throws(CommandFailure) in
                guard let format = OutputFormat(rawValue: value.lowercased()) else {
                    throw .usage("unknown output format '\(value)' (expected \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                options.outputFormat = format
            },
        OptionSpec(["--output-delimiter"], value: "<char>", help: """
            The field separator of CSV output: one ASCII character (';') or 'tab'. \
            Default: the delimiter of the first file when it is CSV (a ';' file comes \
            back with ';'), else ','. Rows end with CRLF when its header did.
            """, for: .reports) { options, value throws(CommandFailure) in
                guard let delimiter = CSVDelimiter.named(value) else {
                    throw .usage("--output-delimiter needs one ASCII character other than a quote or a line break, or 'tab'")
                }
                options.outputDelimiter = delimiter
            },
        OptionSpec(["--bom"], help: """
            Start CSV or TSV output with a UTF-8 byte order mark (EF BB BF), which \
            Excel needs to read UTF-8; written anyway when an input file starts with one.
            """, for: .reports) { options, _ in options.byteOrderMark = true },
        OptionSpec(["--spreadsheet-safe"], help: """
            Write CSV or TSV cells that begin as formulas do (an equals, plus, minus or at \
            sign, a tab or a CR) with a leading ', so that a spreadsheet shows them as text.
            """, for: .reports) { options, _ in options.spreadsheetSafe = true },
        OptionSpec(["--script-transform"], help: """
            Rows in and out as a script transform writes and reads them (Spark SQL's \
            and Hive's SELECT TRANSFORM ... USING): the input is tab-separated fields \
            without a header or quoting, keyed by field 1 or --key's field number; \
            each output row is section, title, key and the input row as read, with \
            no header.
            """, for: .keys) { options, _ in options.scriptTransform = true },
        OptionSpec(["-o", "--output"], value: "<file>", help: """
            Write to a file instead of standard output ('-' is standard output). It \
            is opened only after all input was read, so it may be one of the input files, \
            and replaced only once the output is complete.
            """, for: .reports) { options, value throws(CommandFailure) in
                guard !value.isEmpty else { throw .usage("--output needs a file name ('-' is standard output)") }
                options.output = OutputTarget(argument: value)
            },
        OptionSpec(["--split"], value: "<dir>", help: """
            Write each section to a file of its own in the directory (created if \
            missing; an existing one must be empty), named by its position and \
            title (01-A.md), and an index file (index.md) that lists and links \
            them, in the chosen format: for print and static sites. Records only; \
            not with --output.
            """, for: .reports) { options, value throws(CommandFailure) in
                guard !value.isEmpty else { throw .usage("--split needs a directory name") }
                options.splitDirectory = value
            },
        OptionSpec(["-f", "--format"], value: "<format>", help: """
            The output: \(KeyRowWriter.formats.map(\.rawValue).joined(separator: ", ")). Default: tsv.
            """, completion: .choices(KeyRowWriter.formats.map(\.rawValue)), for: .keys) { options, value throws(CommandFailure) in
                guard let format = OutputFormat(rawValue: value.lowercased()), KeyRowWriter.formats.contains(format) else {
                    throw .usage("keys: unknown output format '\(value)' (expected \(KeyRowWriter.formats.map(\.rawValue).joined(separator: ", ")))")
                }
                options.outputFormat = format
            },
        OptionSpec(["-o", "--output"], value: "<file>", help: """
            Write to a file instead of standard output ('-' is standard output). Rows \
            are written while the input is read; a regular file is replaced only once \
            the output is complete, so it may be one of the input files.
            """, for: .keys) { options, value throws(CommandFailure) in
                guard !value.isEmpty else { throw .usage("--output needs a file name ('-' is standard output)") }
                options.output = OutputTarget(argument: value)
            },
        OptionSpec(["--empty"], help: "Show empty sections too.", for: .collate) { options, _ in options.includeEmpty = true },
        reportOption(.counts, ["-c", "--counts"], help: "Print each section's title and number of records."),
        reportOption(.titles, ["--sections-only"], help: "Print only the titles of the sections (all of them with --empty)."),
        reportOption(.index, ["--index"], help: "Print the index titles and the section each one jumps to. Without files no input is read; with files, the index-bar options see which sections are empty."),
        OptionSpec(["-r", "--reverse"], help: "Reverse the order: last section first, records in descending order (equal keys keep input order).", for: .collate) { options, _ in
            options.reverse = true
        },
        OptionSpec(["--others-first"], help: """
            Put the section of digits, symbols and what no letter places (#) first \
            instead of last: in every format and in the index bar (CLDR's order; \
            UIKit's is # last).
            """) { options, _ in options.othersFirst = true },
        OptionSpec(["--no-cache"], help: """
            Read and keep no files of what is derived from ICU for later runs \
            (see COLLATE_CACHE_DIR below); the output is the same either way.
            """) { options, _ in options.noCache = true },
        OptionSpec(["-u", "--unique"], help: "Keep only the first of records whose keys are equal under the collation.", for: .collate) { options, _ in
            options.unique = true
        },
        OptionSpec(["--no-transliteration"], help: """
            Put strings in foreign scripts in the last section (older UIKit) instead \
            of placing them by their Latin transliteration.
            """) { options, _ in options.foreignScriptsToLastSection = true },
        OptionSpec(["--names"], help: """
            Records are person names: Han is read with its surname reading \
            (ICU's Han-Latin/Names), so 曾国藩 goes to Z, not C. On by itself when \
            every input is collated by a family name (vCards, contacts exports).
            """) { options, _ in options.personNames = true },
        OptionSpec(["--ignore-articles"], help: """
            Filing rules: place and sort records as if a leading article of the \
            locale's language were not there ("The Hobbit" under H, "L'Étranger" \
            under E); records are printed as they are. Lists for da, de, en, es, \
            fr, it, nb, nl, pt, sv (docs/locales.md).
            """) { options, _ in options.ignoreArticles = true },
        OptionSpec(["--reading-key"], value: "<field>", help: """
            A field with each record's reading (furigana, pinyin), named like \
            --key: records with a non-empty reading are placed and sorted by it, \
            and printed as they are.
            """) { options, value throws(CommandFailure) in
                guard !value.isEmpty else { throw .usage("--reading-key needs a field name, number or path") }
                options.readingKey = FieldSelector(value)
            },
        OptionSpec(["--display"], value: "<template>", help: """
            What text, Markdown and HTML show of each record (CSV and TSV: a \
            column, name): a field, named like \
            --key, or a template of fields in braces ('{First Name} {Last Name}', \
            '{name.family}, {name.given}'; vCard: any property, {FN}, \
            {N.family}, {ORG}, {TEL}, {TITLE}, {ADR.locality}; lines: {line}); \
            alternatives separated by | \
            are fallbacks, the first whose fields are not all empty is shown \
            ('{First Name} {Last Name}|{Organization Name}|{Phone 1 - Value}'). \
            Default: the record as read (a vCard or a contacts export's row by \
            the contact's name).
            """, for: .collate) { options, value throws(CommandFailure) in options.display = try DisplayTemplate(parsing: value) },
        OptionSpec(["--columns"], value: "<fields>", help: """
            CSV and TSV: write these fields of each record as columns after \
            section and title, named like --display's (vCard: any property, in \
            any case, a group counting as the property: FN, TEL, EMAIL, TITLE, \
            BDAY, NOTE, X-PHONETIC-LAST-NAME; components N.family, N.given, \
            N.middle, N.prefix, N.suffix, ADR.pobox, ADR.extended, ADR.street, \
            ADR.locality, ADR.region, ADR.code, ADR.country, ORG.name, ORG.unit; \
            binary values, a PHOTO's base64 or a data: URI, are empty; CSV: \
            header names or numbers; \
            JSON: dotted paths), separated by commas; may be repeated. A field \
            with several values (every TEL, a JSON array) fills its cell with \
            them joined by '; '. With --display, its text is the first column, \
            name. Default: \
            CSV rows as read; a vCard's display name (name); JSON's --key fields. \
            collate keys: the fields take the record's place, each a column.
            """, for: [.collate, .keys]) { options, value throws(CommandFailure) in
                let names = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard !names.contains(where: \.isEmpty) else {
                    throw .usage("--columns '\(MessageText.quoted(value))': a field name is empty; name fields separated by commas, such as FN,TEL,EMAIL")
                }
                options.columns = (options.columns ?? []) + names
            },
        OptionSpec(["--display-link"], value: "<field>", help: """
            HTML: show a field's value as a link under each record: an e-mail \
            address (mailto:), a web address (http:, https:) or a phone number \
            (tel:); other values make no link. May be repeated.
            """, for: .collate) { options, value throws(CommandFailure) in
                guard !value.isEmpty else { throw .usage("--display-link needs a field name, number or path") }
                options.displayLinks.append(value)
            },
        OptionSpec(["--no-readings"], help: """
            Do not read Japanese kanji with MeCab even when it is installed; kanji \
            names go to a 漢字 section of their own.
            """) { options, _ in options.noReadings = true },
        OptionSpec(["-S", "--buffer-size"], value: "<size>", help: """
            Memory for records and keys (64K, 256M, 2G, 25% of physical memory; a \
            bare number is bytes). A larger input is sorted in runs in temporary \
            files and merged, with the same output. Default: a quarter of physical \
            memory, at most half of what is available.
            """, for: .reports) { options, value throws(CommandFailure) in options.bufferSize = try BufferSize.parse(value) },
        OptionSpec(["-T", "--temporary-directory"], value: "<dir>", help: """
            Where the runs go (files without a name, gone when collate ends). \
            Default: $TMPDIR, else /tmp.
            """, for: .reports) { options, value throws(CommandFailure) in
                guard !value.isEmpty else { throw .usage("--temporary-directory needs a directory") }
                guard options.temporaryDirectory == nil else {
                    throw .usage("--temporary-directory given twice: collate writes its runs to one directory")
                }
                options.temporaryDirectory = value
            },
        OptionSpec(["--no-progress"], help: "Never show progress (shown on a terminal for inputs over 50 MB).") { options, _ in
            options.progress = .never
        },
    ] + IndexBarOptions.specs

    /// The options `command` takes, in `--help`'s order.
    static func specs(for command: OptionScope) -> [OptionSpec<Options>] {
        table.filter { $0.scope.contains(command) }
    }

    /// The main command's options.
    static var specs: [OptionSpec<Options>] { specs(for: .collate) }

    /// An option that chooses what is printed (`--counts`); the reports exclude each other.
    private static func reportOption(_ report: Report, _ names: [String], help: String) -> OptionSpec<Options> {
        OptionSpec(names, help: help, for: .collate) { options, _ throws(CommandFailure) in
            try options.setReport(report, names.last!)
        }
    }
}
