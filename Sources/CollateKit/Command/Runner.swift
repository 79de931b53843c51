#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IndexedCollation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// collate: input → records → collation keys → sections → output.
// Options and subcommands: Command/OptionParser.swift says how to add them.

/// The command line's entry point: the `collate` executable calls `Runner.main`
/// and nothing else. The runner is the one place that, for every command,
/// parses the words, answers `--help` and `--version`, opens the output,
/// prints errors and chooses the exit code.
public enum Runner {
    /// Every subcommand, in the order `--help` lists them. A file with such a
    /// name is read as `./index`, or after `--`.
    static let subcommands: [any Command.Type] = [LocalesCommand.self, IndexCommand.self, KeysCommand.self, HelpCommand.self]

    /// Runs `collate` with `arguments` (without the program name) and returns
    /// the exit status; errors have been written to standard error.
    public static func main(_ arguments: [String]) -> Int32 {
        StandardError.keepDescriptorTaken()
        ProcessMemory.returnLargeBlocksWhenFreed()
        // What is kept between runs is written after the output, by this thread.
        defer { LibraryReuse.shared.writeKeptFiles() }
        do {
            try run(arguments, environment: ProcessEnvironment.values(of: keptFilesVariables))
            return ExitCode.success.rawValue
        } catch {
            var message = error.message.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "collate: error: \($0)\n" }.joined()
            if error.showsUsage {
                let (usage, help) = error.command.map { ($0.usage, "collate \($0.name) --help") } ?? (Help.usageLine, "collate --help")
                message += usage + "\n  See '\(help)'.\n"
            }
            StandardError.write(message)
            return error.code.rawValue
        }
    }

    static func subcommand(named name: String) -> (any Command.Type)? {
        subcommands.first { $0.name == name }
    }

    /// Where `collate` keeps what it derives from ICU for later runs
    /// (docs/reuse.md): `$COLLATE_CACHE_DIR` when set (empty: nowhere), else
    /// `$XDG_CACHE_HOME/collate`, else `$HOME/.cache/collate`; nowhere when
    /// the path found is not absolute.
    static func keptFilesDirectory(_ environment: [String: String]) -> String? {
        if let chosen = environment["COLLATE_CACHE_DIR"] { return chosen.hasPrefix("/") ? chosen : nil }
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/collate" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/collate" }
        return nil
    }

    /// The variables ``keptFilesDirectory(_:)`` reads.
    static let keptFilesVariables = ["COLLATE_CACHE_DIR", "XDG_CACHE_HOME", "HOME"]

    /// The first word chooses a subcommand; any other word is the main command's.
    /// `environment` says where kept files go (``keptFilesDirectory(_:)``):
    /// the process's for the `collate` executable; none for a caller in a
    /// process of its own (the tests), whose library state is not `collate`'s to set.
    static func run(_ words: [String], environment: [String: String] = [:]) throws(CommandFailure) {
        if let document = try GeneratedDocument(words) {
            let output = CommandOutput(target: .standardOutput)
            try output.open().write(document.text)
            try output.finish()
        } else if let name = words.first, let command = subcommand(named: name) {
            try run(command, words.dropFirst(), environment: environment)
        } else {
            try run(CollateCommand.self, words[...], environment: environment)
        }
    }

    /// Parse → prepare → validate → `--help`/`--version` or run → finish the output.
    static func run<C: Command>(_ command: C.Type, _ words: ArraySlice<String>, environment: [String: String]) throws(CommandFailure) {
        let parsed: ParsedCommandLine<C.Options>
        var options: C.Options
        do throws(CommandFailure) {
            parsed = try OptionParser.parse(words, specs: C.options)
            options = parsed.options
            try C.prepare(&options)
            try options.validate()
        } catch {
            // A subcommand's usage errors show its own usage line.
            var failure = error
            if C.self != CollateCommand.self { failure.command = (C.usage, C.name) }
            throw failure
        }
        LibraryReuse.shared.keepFiles(inDirectory: options.noCache ? nil : keptFilesDirectory(environment))
        let output = CommandOutput(target: parsed.request == nil ? options.output : .standardOutput)
        do throws(CommandFailure) {
            switch parsed.request {
            case .help?: try output.open().write(Help.text(for: C.self) + "\n")
            case .version?: try output.open().write(Help.version + "\n")
            case nil: try C(options: options).run(output)
            }
            try output.finish()
        } catch {
            output.discard()
            throw error
        }
    }
}

/// What packagers generate from the option tables, asked for with a hidden
/// first word (not in `--help`): `collate --generate-manual` (the man page
/// `collate.1`) and `collate --generate-completion-script bash|zsh|fish`
/// (swift-argument-parser's spelling).
enum GeneratedDocument {
    case manual
    case completionScript(CompletionScript.Shell)

    /// nil when the words ask for no document.
    init?(_ words: [String]) throws(CommandFailure) {
        switch words.first {
        case "--generate-manual"?:
            guard words.count == 1 else { throw .usage("--generate-manual takes no other argument") }
            self = .manual
        case "--generate-completion-script"?:
            let shells = CompletionScript.Shell.allCases.map(\.rawValue).joined(separator: ", ")
            guard words.count == 2, let shell = CompletionScript.Shell(rawValue: words[1]) else {
                throw .usage("--generate-completion-script needs one shell: \(shells)")
            }
            self = .completionScript(shell)
        default:
            return nil
        }
    }

    var text: String {
        switch self {
        case .manual: ManualPage.text
        case let .completionScript(shell): CompletionScript.text(for: shell)
        }
    }
}
