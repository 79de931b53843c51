/// The exit codes of `collate`, documented in `--help` and the README.
enum ExitCode: Int32 {
    /// Success.
    case success = 0
    /// An input problem: a missing or unreadable file, malformed data.
    case inputError = 1
    /// A usage problem: an unknown option, a missing value, an unknown locale.
    case usageError = 2
    /// A table file given with `--table` is unreadable or invalid.
    case tableError = 3
    /// The output could not be written.
    case outputError = 4
}

/// A failure that ends the command with a message and an exit code.
struct CommandFailure: Error {
    let code: ExitCode
    let message: String
    /// Usage errors show the usage line after the message.
    var showsUsage: Bool { code == .usageError }
}
