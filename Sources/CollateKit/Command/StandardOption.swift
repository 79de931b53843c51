/// The options every command has, which the runner answers instead of
/// running the command.
enum StandardOption: CaseIterable {
    case version, help

    var names: [String] {
        switch self {
        case .version: ["--version"]
        case .help: ["-h", "--help"]
        }
    }

    /// The text `--help` shows for it.
    var help: String {
        switch self {
        case .version: "Show the version, and ICU's and Unicode's."
        case .help: "Show this help."
        }
    }

    static func named(_ name: String) -> StandardOption? {
        allCases.first { $0.names.contains(name) }
    }
}
