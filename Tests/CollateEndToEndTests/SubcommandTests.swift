import Foundation
import Testing
import TestSupport

/// What every command shares, because one runner runs them all: `--help`,
/// `-h`, `--version`, `collate help <command>`, `-o -`, and usage errors.
@Suite struct SubcommandTests {
    @Test(arguments: ["index", "locales", "keys"])
    func helpIsHelpForEverySubcommand(command: String) throws {
        let help = try CollateRunner.run([command, "--help"])
        #expect(help.status == 0)
        #expect(help.stderr.isEmpty)
        #expect(help.stdout.hasPrefix("OVERVIEW: "))
        #expect(help.stdout.contains("Usage: collate \(command)"))
        #expect(help.stdout.contains("OPTIONS:"))
        #expect(try CollateRunner.run([command, "-h"]).stdout == help.stdout)
        #expect(try CollateRunner.run(["help", command]).stdout == help.stdout)
    }

    /// `collate index --help` used to print the default locale's index.
    @Test func indexHelpIsNotAnIndex() throws {
        let help = try CollateRunner.run(["index", "--locale", "en", "--help"])
        #expect(help.status == 0)
        #expect(!help.stdout.contains("A\t0\tA"))
        #expect(help.stdout.contains("--slots <n>"))
    }

    /// `collate index --version` used to print an index too.
    @Test(arguments: [["--version"], ["index", "--version"], ["locales", "--version"], ["keys", "--version"]])
    func versionForEveryCommand(arguments: [String]) throws {
        let version = try CollateRunner.run(arguments)
        #expect(version.status == 0)
        #expect(version.stdout == (try CollateRunner.run(["--version"]).stdout))
        #expect(version.stdout.hasPrefix("collate "))
    }

    @Test func helpAloneIsTheMainHelp() throws {
        let help = try CollateRunner.run(["help"])
        #expect(help.status == 0)
        #expect(help.stdout == (try CollateRunner.run(["--help"]).stdout))
        #expect(help.stdout.contains("\n  help "), "COMMANDS lists help")
    }

    @Test func helpOfAnUnknownCommandIsAUsageError() throws {
        let result = try CollateRunner.run(["help", "sort"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("help: unknown command 'sort' (the commands are locales, index, keys, help)"))
        #expect(result.stderr.contains("Usage: collate"))
    }

    /// `collate help` used to read a file named `help`; such a file is read as `./help`.
    @Test func aFileNamedHelpIsReadWithItsPath() throws {
        let directory = try CollateRunner.directory()
        try Data("b\n".utf8).write(to: directory.appendingPathComponent("help"))
        let result = try CollateRunner.run(["--locale", "en", directory.appendingPathComponent("help").path])
        #expect(result.stdout == "B\n  b\n")
        for file in ["./help", "--"] {
            let arguments = ["--locale", "en"] + (file == "--" ? ["--", "help"] : [file])
            #expect(try CollateRunner.run(arguments, workingDirectory: directory).stdout == "B\n  b\n", "\(arguments)")
        }
    }

    /// `collate index -o -` used to create a file named `-`.
    @Test func indexOutputDashIsStandardOutput() throws {
        let directory = try CollateRunner.directory()
        let result = try CollateRunner.run(["index", "--locale", "en", "-o", "-"], workingDirectory: directory)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("A\t0\tA\n"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("-").path))
        let file = directory.appendingPathComponent("bar.txt")
        #expect(try CollateRunner.run(["index", "--locale", "en", "-o", file.path]).stdout.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("A\t0\tA\n"))
    }

    @Test func subcommandUsageErrorsShowTheUsageLine() throws {
        for arguments in [["locales", "--bogus"], ["locales", "extra"], ["index", "--frobnicate"]] {
            let result = try CollateRunner.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.contains("Usage: collate"), "\(arguments)")
        }
    }
}
