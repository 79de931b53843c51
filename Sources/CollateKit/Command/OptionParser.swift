// The command-line parser of `collate`. It is table-driven, so that the parser,
// `--help` and the completion tests all read the same list.
//
// How to extend it:
// - an option: add one `OptionSpec` to `OptionSpec.all` (Options.swift) and a
//   field to `Options`; the parser, `--help` and the tests pick it up. Check
//   combinations with other options in `Options.validate()`.
// - an output format: add a case to `OutputFormat` (Formats/OutputFormat.swift)
//   and a type conforming to `SectionWriter` in `Formats/`; `--format`, `--help`
//   and the completion scripts list the cases.
// - a subcommand (`collate locales`, `collate index`): add a `Subcommand` to
//   `Subcommand.all` (Subcommand.swift); it receives the words after its name.
//
// Conventions (those of swift-argument-parser and GNU tools): `--option value`,
// `--option=value`, `-o value`, `-` is standard input, `--` ends the options.

/// Parses words against `OptionSpec.all` into `Options`.
enum OptionParser {
    static func parse(_ words: some Collection<String>) throws(CommandFailure) -> Options {
        var options = Options()
        var remaining = ArraySlice(words)
        var optionsEnded = false
        while let word = remaining.popFirst() {
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                options.files.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(word)
            guard let spec = OptionSpec.named[name] else {
                throw .usage("unknown option '\(name)'" + suggestion(for: name))
            }
            if let valueName = spec.valueName {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw .usage("missing value \(valueName) for '\(name)'")
                }
                try spec.apply(&options, value)
            } else {
                if inlineValue != nil { throw .usage("option '\(name)' takes no value") }
                try spec.apply(&options, "")
            }
        }
        try options.validate()
        return options
    }

    /// `--name=value` → ("--name", "value"); short options take their value
    /// from the next word only.
    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// " (did you mean '--format'?)" for a near miss.
    private static func suggestion(for name: String) -> String {
        let stripped = name.drop { $0 == "-" }
        guard stripped.count >= 3 else { return "" }
        let match = OptionSpec.all.flatMap(\.names).first { $0.hasPrefix("--") && $0.dropFirst(2).hasPrefix(stripped) }
        return match.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
