/// One option of a command: its names, the name of its value (nil for a
/// flag), its help, what it does to the command's options, and how a shell
/// completes its value.
struct OptionSpec<Model>: Sendable {
    let names: [String]
    let valueName: String?
    /// The help, made when asked: a few options' help lists choices made
    /// at run time, which a run that prints no help need not join.
    var help: String { makeHelp() }
    private let makeHelp: @Sendable () -> String
    /// What the generated shell completions offer for the value.
    let completion: ValueCompletion
    let apply: @Sendable (inout Model, String) throws(CommandFailure) -> Void
    /// The commands sharing the table that take the option: each honours
    /// every option it takes, and refuses the others as unknown.
    let scope: OptionScope

    /// `completion` defaults to what the value's name says: `<file>` is a
    /// file, `<dir>` a directory, `<id>` a locale, anything else free text.
    init(_ names: [String], value valueName: String? = nil, help: @escaping @autoclosure @Sendable () -> String,
         completion: ValueCompletion? = nil,
         for scope: OptionScope = .all, apply: @escaping @Sendable (inout Model, String) throws(CommandFailure) -> Void) {
        self.names = names
        self.scope = scope
        self.valueName = valueName
        self.makeHelp = help
        self.completion = completion ?? ValueCompletion(valueName: valueName)
        self.apply = apply
    }

    /// The long name (`--counts` for `-c, --counts`), for messages.
    var longName: String { names.last! }
}

/// What a shell completes an option's value with (`collate
/// --generate-completion-script`).
enum ValueCompletion: Sendable, Equatable {
    /// A flag, or free text (a field name, a size): nothing is offered.
    case none
    case files
    case directories
    /// The IDs `collate locales` lists.
    case locales
    /// One of these words.
    case choices([String])

    init(valueName: String?) {
        switch valueName {
        case "<file>": self = .files
        case "<dir>": self = .directories
        case "<id>": self = .locales
        default: self = .none
        }
    }
}

/// Which of the commands that share `Options` (`collate`, `collate index`,
/// `collate keys`) take an option: the option table says it once, and each
/// command's parser, `--help`, manual page and completions list exactly
/// those options.
struct OptionScope: OptionSet, Sendable {
    let rawValue: Int

    static let collate = OptionScope(rawValue: 1)
    static let index = OptionScope(rawValue: 2)
    static let keys = OptionScope(rawValue: 4)
    /// Every command: the options of the collation and of reading.
    static let all: OptionScope = [.collate, .index, .keys]
    /// The commands that write a report (`collate`, `collate index`), not key rows.
    static let reports: OptionScope = [.collate, .index]
}
