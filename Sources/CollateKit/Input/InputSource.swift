/// Where records come from: a file, or standard input (`-`, or no file at all).
enum InputSource: Equatable {
    case standardInput
    case file(String)

    /// The source a file argument names.
    init(argument: String) {
        self = argument == "-" ? .standardInput : .file(argument)
    }

    /// The name in messages and in `InputFile.name`.
    var name: String {
        switch self {
        case .standardInput: "<stdin>"
        case .file(let path): path
        }
    }

    /// The format without `--input-format`: lines for standard input, else
    /// the one the file's extension implies.
    var impliedFormat: InputFormat {
        switch self {
        case .standardInput: .lines
        case .file(let path): InputFormat.forPath(path)
        }
    }
}
