/// `collate help [<command>]`: the help of a command, the same text as
/// `collate <command> --help`; without a command, `collate --help`.
struct HelpCommand: Command {
    static let name = "help"
    static let summary = "Show the help of a command (collate help index)."
    static let usage = "Usage: collate help [<command>]"
    static let arguments: String? = """
          <command>               A command: \(Runner.subcommands.map { $0.name }.joined(separator: ", ")).
        """
    static let options: [OptionSpec<Options>] = []

    struct Options: CommandOptions {
        /// The command asked about; nil for `collate` itself.
        var topic: (any Command.Type)?

        mutating func addArgument(_ word: String) throws(CommandFailure) {
            guard topic == nil else { throw .usage("help: one command at most, not '\(word)' too") }
            guard let command = Runner.subcommand(named: word) else {
                let names = Runner.subcommands.map { $0.name }.joined(separator: ", ")
                throw .usage("help: unknown command '\(word)' (the commands are \(names))")
            }
            topic = command
        }
    }

    let options: Options

    func run(_ output: CommandOutput) throws(CommandFailure) {
        let command: any Command.Type = options.topic ?? CollateCommand.self
        try output.open().write(Help.text(for: command) + "\n")
    }
}
