/// One command of `collate`: the main command (`collate [<options>] [<file> ...]`)
/// or a subcommand (`collate locales`, `collate index`, `collate help`).
///
/// A command only declares its options and does its work: `Runner` owns what
/// every command shares (parsing, `--help`, `--version`, `collate help
/// <command>`, opening the output, errors and exit codes), so that all
/// commands behave the same way.
protocol Command: SendableMetatype {
    /// What the command line sets; the parser starts from `Options()`.
    associatedtype Options: CommandOptions

    /// The word that selects a subcommand (`index`); the main command's is `collate`.
    static var name: String { get }
    /// One line for the COMMANDS list of `--help`.
    static var summary: String { get }
    /// The first paragraph of the command's `--help`; the summary unless a
    /// command says more.
    static var overview: String { get }
    /// The usage line(s), starting with `Usage: `.
    static var usage: String { get }
    /// The ARGUMENTS section of `--help`, already laid out; nil for none.
    static var arguments: String? { get }
    /// Every option but `--version` and `--help`, in the order `--help` lists them.
    static var options: [OptionSpec<Options>] { get }
    /// What `--help` shows after the options (sections such as EXAMPLES:); nil for nothing.
    static var discussion: String? { get }

    /// Sets what the command implies (`collate index` is `--index`); runs after
    /// parsing, before `Options.validate()`.
    static func prepare(_ options: inout Options) throws(CommandFailure)

    /// The command for valid options.
    init(options: Options)

    /// Does the work. `output` is opened by the command when it first writes
    /// (so that `--output` may name an input file), and finished by the runner.
    func run(_ output: CommandOutput) throws(CommandFailure)
}

extension Command {
    static var overview: String { summary }
    static var arguments: String? { nil }
    static var discussion: String? { nil }
    static func prepare(_ options: inout Options) throws(CommandFailure) {}
}

/// What a command's options must offer the runner.
protocol CommandOptions {
    init()
    /// A word that is not an option (a file, or a subcommand's argument).
    mutating func addArgument(_ word: String) throws(CommandFailure)
    /// Checks combinations of options; runs once all words were parsed.
    func validate() throws(CommandFailure)
    /// Where the command writes (`--output`).
    var output: OutputTarget { get }
    /// `--no-cache`: nothing derived from ICU is read from or kept in files.
    var noCache: Bool { get }
}

extension CommandOptions {
    func validate() throws(CommandFailure) {}
    var output: OutputTarget { .standardOutput }
    var noCache: Bool { false }
}
