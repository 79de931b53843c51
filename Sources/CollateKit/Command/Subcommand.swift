/// A word that, first on the command line, runs something other than the
/// collation of records (`collate locales`). A file with such a name is read
/// with `./locales` or after `--`.
struct Subcommand: Sendable {
    let name: String
    /// One line for `--help`.
    let summary: String
    /// Runs with the words after the name; writes to `output`.
    let run: @Sendable (_ words: ArraySlice<String>, _ output: OutputStream) throws(CommandFailure) -> Void

    /// Every subcommand, in the order `--help` lists them.
    static let all: [Subcommand] = [
        Subcommand(name: "locales", summary: LocalesCommand.summary, run: LocalesCommand.run),
        IndexCommand.subcommand,
    ]

    static func named(_ name: String) -> Subcommand? { all.first { $0.name == name } }
}
