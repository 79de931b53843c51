/// One option of a command: its names, the name of its value (nil for a
/// flag), its help, what it does to the command's options, and how a shell
/// completes its value.
struct OptionSpec<Model>: Sendable {
    let names: [String]
    let valueName: String?
    let help: String
    /// What the generated shell completions offer for the value.
    let completion: ValueCompletion
    let apply: @Sendable (inout Model, String) throws(CommandFailure) -> Void

    /// `completion` defaults to what the value's name says: `<file>` is a
    /// file, `<dir>` a directory, `<id>` a locale, anything else free text.
    init(_ names: [String], value valueName: String? = nil, help: String, completion: ValueCompletion? = nil,
         apply: @escaping @Sendable (inout Model, String) throws(CommandFailure) -> Void) {
        self.names = names
        self.valueName = valueName
        self.help = help
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
