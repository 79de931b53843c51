import IndexedCollation
/// Where records come from: a file, or standard input (`-`, or no file at all).
enum InputSource: Equatable {
    case standardInput
    case file(String)

    /// The source a file argument names.
    init(argument: String) {
        self = argument == "-" ? .standardInput : .file(argument)
    }

    /// The name in messages and in `InputFile.name`: the path, with its
    /// control characters written as `\u{1B}` (a file name may hold an
    /// escape sequence or a line break, which would reach the terminal or
    /// split a message in two), as locale IDs are shown.
    var name: String {
        switch self {
        case .standardInput: "<stdin>"
        case .file(let path): Self.visible(path)
        }
    }

    /// A path as messages show it: up to the longest path Linux accepts.
    private static func visible(_ path: String) -> String {
        MessageText.quoted(path, limit: 4096)
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
