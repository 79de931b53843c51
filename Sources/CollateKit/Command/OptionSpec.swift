/// One option of a command: its names, the name of its value (nil for a
/// flag), its help, and what it does to the command's options.
struct OptionSpec<Model>: Sendable {
    let names: [String]
    let valueName: String?
    let help: String
    let apply: @Sendable (inout Model, String) throws(CommandFailure) -> Void

    init(_ names: [String], value valueName: String? = nil, help: String,
         apply: @escaping @Sendable (inout Model, String) throws(CommandFailure) -> Void) {
        self.names = names
        self.valueName = valueName
        self.help = help
        self.apply = apply
    }

    /// The long name (`--counts` for `-c, --counts`), for messages.
    var longName: String { names.last! }
}
