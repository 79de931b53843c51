/// The exit codes of `collate`, documented in `--help`, the README and docs/cli.md.
enum ExitCode: Int32, CaseIterable {
    /// Success.
    case success = 0
    /// An input problem: a missing or unreadable file, malformed CSV or JSON,
    /// a missing key, a record without the key (with `--missing=error`).
    case inputError = 1
    /// A usage problem: an unknown option, a missing or bad value, an unknown locale.
    case usageError = 2
    /// A table file given with `--table` is unreadable or invalid.
    case tableError = 3
    /// The output, or a temporary file of the external sort, could not be written.
    case outputError = 4

    var meaning: String {
        switch self {
        case .success: "success"
        case .inputError: "input problem: missing or unreadable file, malformed CSV/JSON, missing key"
        case .usageError: "usage problem: unknown option, bad value, unknown locale"
        case .tableError: "the --table file is unreadable or invalid"
        case .outputError: "the output or a temporary file could not be written"
        }
    }
}

/// A failure that ends the command with a message and an exit code.
struct CommandFailure: Error {
    let code: ExitCode
    let message: String
    /// The command a usage error is about (`keys`), whose usage line it
    /// shows; nil: `collate`'s.
    var command: (usage: String, name: String)?
    /// Usage errors show the usage line after the message.
    var showsUsage: Bool { code == .usageError }

    init(code: ExitCode, message: String) {
        (self.code, self.message) = (code, message)
    }

    static func usage(_ message: String) -> CommandFailure {
        CommandFailure(code: .usageError, message: message)
    }

    static func input(_ message: String) -> CommandFailure {
        CommandFailure(code: .inputError, message: message)
    }
}
