import IndexedCollation

/// `collate index [<options>] [<file> ...]`: the index bar of a locale, as
/// `--index` prints it; with files (`-` for standard input), empty sections
/// are taken into account. Same options and formats as the main command.
struct IndexCommand: Command {
    static let name = "index"
    static let summary = "Print the index bar: titles and sections (--slots, --format svg, …)."
    static let usage = "Usage: collate index [<options>] [<file> ...]"
    static let arguments: String? = """
          <file>                  Files of records whose empty sections the bar
                                  takes into account ('-' reads standard input).
                                  Without files no input is read.
        """
    static var options: [OptionSpec<Options>] { Options.specs }

    let options: Options

    static func prepare(_ options: inout Options) throws(CommandFailure) {
        try options.setReport(.index, name)
    }

    func run(_ output: CommandOutput) throws(CommandFailure) {
        try CollateCommand(options: options).run(output)
    }

    /// The bar the options ask for; nil when the list is shorter than
    /// `--min-rows`. `collated` is nil when no input was read.
    static func bar(_ options: Options, collation: IndexedCollation, collated: CollatedRecords?) throws(CommandFailure) -> IndexBar? {
        let counts = collated.map { collated in
            var counts = Array(repeating: 0, count: collation.sectionTitles.count)
            for section in collated.sections { counts[section.index] = section.count }
            return counts
        }
        do {
            return try IndexBar.make(for: collation.table, sectionCounts: counts, configuration: options.indexBar.configuration)
        } catch {
            throw .usage("--slots: \(error.description)")
        }
    }

    /// The entries `--index` prints.
    static func entries(of bar: IndexBar?, collation: IndexedCollation) -> [IndexEntry] {
        (bar?.entries ?? []).map { entry in
            IndexEntry(title: entry.title, section: entry.section, sectionTitle: entry.section.map { collation.sectionTitles[$0] }, kind: entry.kind)
        }
    }
}

extension OutputContext {
    /// `ltr` or `rtl`: the direction of the table's script, from ICU.
    var writingDirection: String { WritingDirection(table: collation.table).rawValue }
}
