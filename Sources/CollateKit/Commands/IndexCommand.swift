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
    static var options: [OptionSpec<Options>] { Options.specs(for: .index) }

    let options: Options

    static func prepare(_ options: inout Options) throws(CommandFailure) {
        try options.setReport(.index, name)
    }

    func run(_ output: CommandOutput) throws(CommandFailure) {
        try CollateCommand(options: options).run(output)
    }
}
