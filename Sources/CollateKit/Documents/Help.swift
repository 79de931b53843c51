import IndexedCollation

/// `--help` and `--version` of every command, and the usage line of errors.
/// A command's help is built from its option table, so that it lists every
/// option; the layout is the same for every command.
enum Help {
    /// Shown after every usage error.
    static var usageLine: String { CollateCommand.usage }

    /// OVERVIEW, the usage, ARGUMENTS, OPTIONS (with `--version` and
    /// `--help`), then what the command adds.
    static func text<C: Command>(for command: C.Type) -> String {
        var sections = ["OVERVIEW: \(C.overview)", C.usage]
        if let arguments = C.arguments { sections.append("ARGUMENTS:\n" + arguments) }
        sections.append("OPTIONS:\n" + optionList(C.self))
        if let discussion = C.discussion { sections.append(discussion) }
        return sections.joined(separator: "\n\n")
    }

    /// The COMMANDS list of `collate --help`.
    static var commandList: String {
        Runner.subcommands.map { entry(names: $0.name, help: $0.summary) }.joined(separator: "\n")
    }

    /// One option as `--help`, the manual page and the shell completions show it.
    struct OptionEntry {
        let names: [String]
        let valueName: String?
        let help: String
        let completion: ValueCompletion

        /// `--counts` for `-c, --counts`.
        var longName: String { names.last! }
    }

    /// A command's options, then `--version` and `--help`.
    static func optionEntries<C: Command>(of command: C.Type) -> [OptionEntry] {
        C.options.map { OptionEntry(names: $0.names, valueName: $0.valueName, help: $0.help, completion: $0.completion) }
            + StandardOption.allCases.map { OptionEntry(names: $0.names, valueName: nil, help: $0.help, completion: .none) }
    }

    /// The environment variables `collate` reads, and what for.
    static let environment: [(name: String, meaning: String)] = [
        ("LC_ALL, LC_COLLATE, LANG", "The first that is set chooses the locale when --locale is not given ('en' for C and POSIX)."),
        ("NO_COLOR", "When set and not empty, text output has no bold titles on a terminal."),
        ("TMPDIR", "Where the external sort's runs go when --temporary-directory is not given (else /tmp)."),
        ("COLLATE_CACHE_DIR", "The directory where what collate derives from ICU is kept for later runs (for zh-Hans: the reach of the table's transform and the readings of the Han characters it transformed; for Japanese readings: the hiragana of each katakana character); empty: none, as --no-cache. Made 0700, files 0600; safe to delete. Default: $XDG_CACHE_HOME/collate, else $HOME/.cache/collate."),
        ("XDG_CACHE_HOME, HOME", "Where the default of COLLATE_CACHE_DIR lies."),
        ("COLLATE_PROGRESS_THRESHOLD", "The input size in bytes above which progress is shown on a terminal (default 50000000)."),
    ]

    /// The ENVIRONMENT section of `collate --help`.
    static var environmentList: String {
        environment.map { entry(names: $0.name, help: $0.meaning) }.joined(separator: "\n")
    }

    /// The options, wrapped to 80 columns with their help at column 27.
    private static func optionList<C: Command>(_ command: C.Type) -> String {
        optionEntries(of: command).map { option in
            var list = option.names.joined(separator: ", ")
            if option.names.allSatisfy({ $0.hasPrefix("--") }) { list = "    " + list }
            if let valueName = option.valueName { list += " " + valueName }
            return entry(names: list, help: option.help)
        }.joined(separator: "\n")
    }

    /// One entry of a list: names at column 3, help wrapped at column 27.
    private static func entry(names: String, help: String) -> String {
        let indent = String(repeating: " ", count: 26)
        let lines = wrap(help, width: 80 - indent.count)
        let first = names.count <= 22 ? "  " + names.padding(22) + "  " + lines[0] : "  " + names + "\n" + indent + lines[0]
        return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
    }

    private static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        return lines + [line]
    }

    static var version: String {
        "collate \(IndexedCollationVersion.current) (ICU \(ICUVersion.icu), Unicode \(ICUVersion.unicode))"
    }
}

private extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
