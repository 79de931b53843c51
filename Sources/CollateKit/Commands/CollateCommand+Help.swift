extension CollateCommand {
    static let name = "collate"
    static let summary = "Bucket records into a locale's index sections."
    static let overview = """
        Bucket records into a locale's index sections, sorted by the
        locale's collation (Apple's UILocalizedIndexedCollation, on ICU).
        """
    static let usage = """
        Usage: collate [<options>] [<file> ...]
               collate <command> [<arguments>]
        """
    static let arguments: String? = """
          <file>                  Files of records. '-' or no file reads standard
                                  input. All files are checked before any is read.
        """
    static var options: [OptionSpec<Options>] { Options.specs(for: .collate) }

    /// The sections of `collate --help` after the options.
    static var discussion: String? {
        [commandsHelp, inputHelp, formatsHelp, exitCodesHelp, environmentHelp, examplesHelp].joined(separator: "\n")
    }

    private static var commandsHelp: String {
        """
        COMMANDS:
        \(Help.commandList)

        """
    }

    private static var inputHelp: String {
        """
        INPUT:
          UTF-8; a leading byte order mark is dropped. UTF-16 with a byte order
          mark is read as UTF-8 (output is UTF-8); UTF-32 is refused. Lines end
          with LF or CRLF (CRLF is read as LF; output lines end with LF, CSV and
          TSV output's with the CSV/TSV input's CRLF). Empty
          lines are not records. CSV/TSV: the first row is the header; RFC 4180
          quotes ("a, b", "say ""hi"" twice", line breaks in quotes); a .csv
          header with ';' or a tab and no ',' is read with that delimiter
          (--delimiter overrides). Another encoding (Windows-1252, Shift_JIS,
          GB18030, …) needs --encoding: records are transcoded to UTF-8 as
          they are read, and a byte it has no character for is an error at
          its file:line.
          JSON Lines: one value per line. JSON: one array of records. vCard
          (2.1, 3.0, 4.0): one record per card, collated by its name (phonetic
          names as readings), shown by its display name. Every record is written
          back exactly as read. Bytes that are not UTF-8 are kept: the record is
          collated as if they were U+FFFD, and stderr says how many records had
          them, the encoding ICU's detector finds, and the --encoding to use.

        """
    }

    private static var formatsHelp: String {
        """
        OUTPUT FORMATS:
          text      titles (bold on a terminal, unless NO_COLOR), records indented
          json      {"locale", "collator", "sections": [{"index", "title",
                    "records"}], "indexTitles", "indexMapping", "indexTargets"}
          jsonl     {"section", "title", "record"} per line
          csv, tsv  section, title, then the record's fields; CSV keeps a CSV
                    input's delimiter (--output-delimiter), CRLF and byte
                    order mark (--bom adds one, for Excel); a vCard as its
                    display name, keyed JSON as its --key fields, any input
                    as the fields --columns names
          markdown  a heading per section, records as a list or table
          svg       the index bar as an image (empty sections taken into account)
          html      one self-contained page: sticky headers, an index bar of
                    links, a filter box, light/dark (docs/index-bars.md); for
                    vCards, a contacts page with tel: and mailto: links
          vcf       the cards of vCard input, byte for byte, in collated order

        """
    }

    private static var exitCodesHelp: String {
        """
        EXIT CODES:
        \(ExitCode.allCases.map { "  \($0.rawValue)  \($0.meaning)" }.joined(separator: "\n"))

        """
    }

    private static var environmentHelp: String {
        """
        ENVIRONMENT:
        \(Help.environmentList)

        """
    }

    private static var examplesHelp: String {
        """
        EXAMPLES:
          collate --locale ru names.txt
              Russian sections А … Я, then A … Z, then #.
          printf 'Zoë\\nÅsa\\n王芳\\n' | collate --locale en
              Å under A, 王芳 under W (by its pinyin, wáng fāng).
          collate --locale sv --key name --format csv people.csv > sections.csv
              Swedish sections (Å, Ä, Ö after Z) of a CSV file's 'name' column.
          collate --locale ja contacts.vcf
              Contacts by last name, Japanese names by their phonetic names.
          collate --locale de -f csv --columns FN,TEL,EMAIL --bom contacts.vcf > contacts.csv
              A spreadsheet of an iPhone export: a row per card, every phone
              number of a card in its cell (joined by "; ").
          collate --locale ja --format vcf contacts.vcf > sorted.vcf
              The cards themselves, sorted.
          collate --locale de --key "Last Name" kontakte.csv
              Excel's semicolon CSV; the delimiter comes from the header.
          collate --locale de --encoding windows-1252 -f csv --bom -o out.csv kontakte.csv
              German Excel's "ANSI" CSV, sorted, back as a ';' UTF-8 CSV Excel opens.
          collate --key author.family --missing=last --format json books.jsonl
              JSON Lines by a nested member; records without it go last.
          collate --locale zh-Hant --counts --empty contacts.txt
              Every stroke-count section with its number of records.
          collate --index --locale zh-Hant
              The index bar's titles and the section each one jumps to.
          collate index --locale zh-Hant --slots 15 --format svg > bar.svg
              The stroke index fitted into 15 positions, as an SVG image.
          collate index --locale en --search-entry contacts.txt
              The index of a contacts list; titles of empty sections jump to
              the nearest section with records before them.
          collate --locale ja --format html --search-entry contacts.txt > contacts.html
              A web page of the list with an index bar and a filter box.
          collate --table UITableViewLocalizedSectionIndex.plist names.txt
              Apple's own table file.
          collate --locale de -f lines -S 512M -T /var/tmp huge.txt > sorted.txt
              The lines sorted, as sort writes them (no sections); holds at most
              about 512 MiB of records in memory, the rest is sorted in
              temporary files in /var/tmp and merged.
        """
    }
}
