// The command-line parser of `collate`. It is table-driven, so that the parser,
// `--help`, the manual page and the completions all read the same list.
//
// How to extend it:
// - an option: add one `OptionSpec` to `Options.table` (OptionTable.swift),
//   saying which commands take it (`OptionScope`: a command takes only the
//   options it honours), and a field to `Options`; the parser, `--help` and
//   the tests pick it up. Check combinations with other options in
//   `Options.validate()`. An option that shapes reading also goes into
//   `ReadPlan(options)`, which every command that reads reads by.
// - an output format: add a case to `OutputFormat` (Formats/OutputFormat.swift)
//   and a type conforming to the writer protocols it serves (`RecordWriter`,
//   `SectionSummaryWriter`, `IndexWriter`) in `Formats/`; `--format` and
//   `--help` list the cases, and the completion scripts are generated from
//   the same tables.
// - a subcommand (`collate locales`, `collate index`): a type conforming to
//   `Command` in `Commands/`, listed in `Runner.subcommands`; the runner parses
//   its words with its own option table and generates its `--help`.
//
// Conventions (those of swift-argument-parser and GNU tools): `--option value`,
// `--option=value`, `-o value`, `-` is standard input, `--` ends the options.
// Short options bundle as getopt's do: `-ru` is `-r -u`, and a short option
// that takes a value takes the rest of its word (`-fjson`, `-len`, `-rfjson`).

/// What the parser found: the options, and whether `--help` or `--version`
/// asks for something else than running the command.
struct ParsedCommandLine<Options: CommandOptions> {
    var options = Options()
    var request: StandardOption?
}

/// Parses words against an option table (plus `--help` and `--version`).
enum OptionParser {
    /// Complexity: O(words + options).
    static func parse<Options>(_ words: some Collection<String>, specs: [OptionSpec<Options>]) throws(CommandFailure) -> ParsedCommandLine<Options> {
        let named = Dictionary(specs.flatMap { spec in spec.names.map { ($0, spec) } }, uniquingKeysWith: { first, _ in first })
        var parsed = ParsedCommandLine<Options>()
        var remaining = ArraySlice(words)
        var optionsEnded = false
        while let word = remaining.popFirst() {
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                try parsed.options.addArgument(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if let bundle = try unbundled(word, named: named) {
                remaining = ArraySlice(bundle + remaining)
                continue
            }
            let (name, inlineValue) = split(word)
            if let standard = StandardOption.named(name) {
                if inlineValue != nil { throw .usage("option '\(name)' takes no value") }
                parsed.request = parsed.request ?? standard
                continue
            }
            guard let spec = named[name] else {
                throw .usage("unknown option '\(name)'" + suggestion(for: name, among: specs.flatMap(\.names) + StandardOption.allCases.flatMap(\.names)))
            }
            if let valueName = spec.valueName {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw .usage("missing value \(valueName) for '\(name)'")
                }
                try spec.apply(&parsed.options, value)
            } else {
                if inlineValue != nil { throw .usage("option '\(name)' takes no value") }
                try spec.apply(&parsed.options, "")
            }
        }
        return parsed
    }

    /// The words a bundle of short options stands for (`-ru` → `-r`, `-u`;
    /// `-fjson` → `-f`, `json`; `-rfjson` → `-r`, `-f`, `json`), or nil for a
    /// word that is not one (a long option, a single short option).
    /// Complexity: O(word).
    private static func unbundled<Options>(_ word: String, named: [String: OptionSpec<Options>]) throws(CommandFailure) -> [String]? {
        guard !word.hasPrefix("--"), word.count > 2 else { return nil }
        let allNames = named.keys.sorted() + StandardOption.allCases.flatMap(\.names)
        // `-locale` is a long option with one dash too few, not `-l ocale`.
        if allNames.contains("-" + word) { throw .usage("unknown option '\(word)' (did you mean '-\(word)'?)") }
        var words: [String] = []
        var rest = word.dropFirst()
        while let letter = rest.first {
            let name = "-" + String(letter)
            rest = rest.dropFirst()
            words.append(name)
            if StandardOption.named(name) != nil { continue }
            guard let spec = named[name] else {
                throw .usage("unknown option '\(name)' in '\(word)'" + suggestion(for: word, among: allNames))
            }
            if spec.valueName != nil, !rest.isEmpty {
                words.append(String(rest))
                break
            }
        }
        return words
    }

    /// `--name=value` → ("--name", "value"); a short option's value is the
    /// next word (``unbundled(_:named:)`` splits `-fjson` first).
    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// " (did you mean '--format'?)" for a near miss.
    private static func suggestion(for name: String, among names: [String]) -> String {
        let stripped = name.drop { $0 == "-" }
        guard stripped.count >= 3 else { return "" }
        let match = names.first { $0.hasPrefix("--") && $0.dropFirst(2).hasPrefix(stripped) }
        return match.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
