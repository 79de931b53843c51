import IndexedCollation

/// `collate.1`, the manual page, written by `collate --generate-manual` from
/// what `--help` is built from: every command's usage, overview and option
/// table, the exit codes, the environment variables, and the sections of
/// `--help` after the options (input, output formats, examples) as they are
/// laid out there. So the page cannot list an option `--help` lacks.
enum ManualPage {
    /// The page in roff (the `man` macros).
    static var text: String {
        var page = [
            ".TH COLLATE 1 \"\" \"collate \(IndexedCollationVersion.current)\" \"User Commands\"",
            ".SH NAME", "collate \\- \(escape(CollateCommand.summary))",
            ".SH SYNOPSIS", synopsis(CollateCommand.usage),
            ".SH DESCRIPTION", escape(paragraph(CollateCommand.overview)),
        ]
        if let arguments = CollateCommand.arguments { page += [".SH ARGUMENTS"] + argumentList(arguments) }
        page += [".SH OPTIONS"] + optionList(Help.optionEntries(of: CollateCommand.self))
        page += [".SH COMMANDS"] + Runner.subcommands.flatMap { commandSection($0) }
        page += discussionSections(CollateCommand.discussion, skipping: ["COMMANDS", "EXIT CODES", "ENVIRONMENT"])
        page += [".SH EXIT STATUS"] + ExitCode.allCases.flatMap { [".TP", "\($0.rawValue)", escape($0.meaning)] }
        page += [".SH ENVIRONMENT"] + Help.environment.flatMap { [".TP", "\\fB\(escape($0.name))\\fR", escape($0.meaning)] }
        page += [".SH SEE ALSO", "\\fBsort\\fR(1), \\fBlocale\\fR(1), \\fBmecab\\fR(1)"]
        return page.joined(separator: "\n") + "\n"
    }

    /// A subcommand: its usage, overview, options other than `--help` and
    /// `--version`, and what its help adds.
    private static func commandSection<C: Command>(_ command: C.Type) -> [String] {
        var lines = [".SS \(C.name)", synopsis(C.usage), ".PP", escape(paragraph(C.overview))]
        // Options that collate's own list describes are named, not repeated.
        let described = Set(Help.optionEntries(of: CollateCommand.self).map { $0.names.joined(separator: " ") + $0.help })
        let options = Help.optionEntries(of: command).filter { $0.names != ["--version"] && $0.names != ["-h", "--help"] }
        let shared = options.filter { described.contains($0.names.joined(separator: " ") + $0.help) }
        let own = options.filter { !described.contains($0.names.joined(separator: " ") + $0.help) }
        if !own.isEmpty { lines += [".PP", "Options:", ".RS"] + optionList(own) + [".RE"] }
        if !shared.isEmpty {
            let names = shared.map { "\\fB\(escape($0.longName))\\fR" }.joined(separator: ", ")
            lines += [".PP", "\(own.isEmpty ? "Options" : "And") as described under OPTIONS: \(names)."]
        }
        lines += discussionSections(C.discussion, skipping: [], level: ".SS")
        return lines
    }

    private static func synopsis(_ usage: String) -> String {
        usage.split(separator: "\n").map { line in
            let text = line.drop { $0 == " " }
            let bare = text.hasPrefix("Usage: ") ? text.dropFirst("Usage: ".count) : text
            return escape(String(bare))
        }.map { ".br\n" + $0 }.joined(separator: "\n")
    }

    /// `--help`'s ARGUMENTS lines: a name, then its help (continued on lines
    /// indented further).
    private static func argumentList(_ arguments: String) -> [String] {
        var lines: [String] = []
        for line in arguments.split(separator: "\n") {
            let text = line.drop { $0 == " " }
            if line.prefix(while: { $0 == " " }).count <= 2, let gap = text.firstRange(of: "  ") {
                lines += [".TP", "\\fI\(escape(String(text[..<gap.lowerBound])))\\fR", escape(String(text[gap.upperBound...]).trimming { $0 == " " })]
            } else {
                lines.append(escape(String(text)))
            }
        }
        return lines
    }

    private static func optionList(_ options: [Help.OptionEntry]) -> [String] {
        options.flatMap { option in
            let names = option.names.map { "\\fB\(escape($0))\\fR" }.joined(separator: ", ")
            let value = option.valueName.map { " \\fI\(escape($0))\\fR" } ?? ""
            return [".TP", names + value, escape(option.help)]
        }
    }

    /// The sections of a command's help after its options (`INPUT:` and the
    /// lines under it), each as a section of preformatted text: they are laid
    /// out by hand for 80 columns, and a terminal shows them the same way.
    private static func discussionSections(_ discussion: String?, skipping skipped: Set<String>, level: String = ".SH") -> [String] {
        guard let discussion else { return [] }
        var lines: [String] = []
        var isOpen = false
        func close() {
            while lines.last == ".sp" { lines.removeLast() }
            if isOpen { lines.append(".fi") }
            isOpen = false
        }
        for line in discussion.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, first != " ", line.hasSuffix(":") {
                close()
                let title = String(line.dropLast())
                if !skipped.contains(title) {
                    lines += ["\(level) \(escape(title))", ".nf"]
                    isOpen = true
                }
            } else if isOpen {
                lines.append(line.isEmpty ? ".sp" : escape(String(line.dropFirst(2))))
            }
        }
        close()
        return lines
    }

    /// Lines of a paragraph joined into one.
    private static func paragraph(_ text: String) -> String {
        text.split(separator: "\n").map { String($0).trimming { $0 == " " } }.joined(separator: " ")
    }

    /// Text safe in roff: backslashes written as `\e`, hyphens as `\-` (so
    /// that options can be copied and searched), characters beyond ASCII as
    /// `\[uXXXX]` (roff reads bytes, not UTF-8), and a line that would start
    /// with a control character (`.` or `'`) guarded with `\&`.
    static func escape(_ text: String) -> String {
        let escaped = text.unicodeScalars.map(roffSpelling).joined()
        return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
        }.joined(separator: "\n")
    }

    /// How roff is given one character: see ``escape(_:)``.
    private static func roffSpelling(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\\": "\\e"
        case "-": "\\-"
        case _ where scalar.isASCII: String(scalar)
        default: "\\[u" + String.hex(scalar.value, digits: 4) + "]"
        }
    }
}
