import Foundation

// collate: input → records → collation keys → sections → output.
// Options and subcommands: Command/OptionParser.swift says how to add them.

/// The command line's entry point: the `collate` executable calls `Runner.main`
/// and nothing else.
public enum Runner {
    /// Runs `collate` with `arguments` (without the program name) and returns
    /// the exit status; errors have been written to standard error.
    public static func main(_ arguments: [String]) -> Int32 {
        do {
            try run(arguments)
            return ExitCode.success.rawValue
        } catch {
            var message = error.message.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "collate: error: \($0)\n" }.joined()
            if error.showsUsage { message += Help.usageLine + "\n  See 'collate --help'.\n" }
            FileHandle.standardError.write(Data(message.utf8))
            return error.code.rawValue
        }
    }

    static func run(_ words: [String]) throws(CommandFailure) {
        if let name = words.first, let subcommand = Subcommand.named(name) {
            let output = OutputStream.standardOutput()
            try subcommand.run(words.dropFirst(), output)
            return try output.finish()
        }
        let options = try OptionParser.parse(words)
        if options.showHelp || options.showVersion {
            let output = OutputStream.standardOutput()
            output.write((options.showHelp ? Help.text : Help.version) + "\n")
            return try output.finish()
        }
        try CollateCommand.run(options) { () throws(CommandFailure) in
            if let path = options.outputFile, path != "-" { return try OutputStream.file(path) }
            return OutputStream.standardOutput()
        }
    }
}
