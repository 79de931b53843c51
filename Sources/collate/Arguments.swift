/// The parsed command line. A small parser in the conventions of
/// swift-argument-parser: `--option value`, `--option=value`, `-` for stdin,
/// `--` ends the options.
struct Arguments {
    var locale: String?
    var tableFile: String?
    var files: [String] = []
    var includeEmpty = false
    var foreignScriptsToLastSection = false
    var showHelp = false
    var showVersion = false
    var listLocales = false

    static func parse(_ words: [String]) throws(CommandFailure) -> Arguments {
        var arguments = Arguments()
        var remaining = words[...]
        var optionsEnded = false
        if remaining.first == "locales" {
            arguments.listLocales = true
            remaining = remaining.dropFirst()
        }
        while let word = remaining.popFirst() {
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                arguments.files.append(word)
                continue
            }
            let (name, inlineValue) = split(word)
            func value() throws(CommandFailure) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else {
                    throw usage("missing value for '\(name)'")
                }
                return next
            }
            switch name {
            case "--": optionsEnded = true
            case "-h", "--help": arguments.showHelp = true
            case "--version": arguments.showVersion = true
            case "-l", "--locale": arguments.locale = try value()
            case "--table": arguments.tableFile = try value()
            case "--empty": arguments.includeEmpty = true
            case "--no-transliteration": arguments.foreignScriptsToLastSection = true
            default: throw usage("unknown option '\(name)'")
            }
            if inlineValue != nil, !["-l", "--locale", "--table"].contains(name) {
                throw usage("option '\(name)' takes no value")
            }
        }
        if arguments.locale != nil, arguments.tableFile != nil {
            throw usage("--locale and --table cannot be used together")
        }
        return arguments
    }

    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    static func usage(_ message: String) -> CommandFailure {
        CommandFailure(code: .usageError, message: message)
    }
}
