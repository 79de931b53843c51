/// Where a command writes: standard output, or the file `--output` names.
/// `-` is standard output, as for input files.
enum OutputTarget: Equatable {
    case standardOutput
    case file(String)

    /// The target an `--output` argument names.
    init(argument: String) {
        self = argument == "-" ? .standardOutput : .file(argument)
    }

    /// Opens standard output, or creates (or truncates) the file.
    func open() throws(CommandFailure) -> OutputStream {
        switch self {
        case .standardOutput: OutputStream.standardOutput()
        case .file(let path): try OutputStream.file(path)
        }
    }
}
