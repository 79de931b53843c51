@testable import CollateKit
import Testing

/// `OptionParser` over a small table of its own, and over `collate`'s table.
struct OptionParserTests {
    /// A command line with one option of each kind.
    private struct Model: CommandOptions {
        var verbose = false
        var name: String?
        var words: [String] = []
        mutating func addArgument(_ word: String) throws(CommandFailure) { words.append(word) }
    }

    private static let specs: [OptionSpec<Model>] = [
        OptionSpec(["-v", "--verbose"], help: "A flag.") { model, _ in model.verbose = true },
        OptionSpec(["-n", "--name"], value: "<name>", help: "A value.") { model, value throws(CommandFailure) in
            guard !value.isEmpty else { throw .usage("--name needs a name") }
            model.name = value
        },
    ]

    private func parse(_ words: [String]) throws(CommandFailure) -> ParsedCommandLine<Model> {
        try OptionParser.parse(words, specs: Self.specs)
    }

    private func usageError(_ words: [String]) -> String? {
        do {
            _ = try parse(words)
            return nil
        } catch {
            return error.code == .usageError ? error.message : "exit \(error.code)"
        }
    }

    @Test func flagsValuesAndArguments() throws {
        let parsed = try parse(["a", "-v", "--name", "x", "b"])
        #expect(parsed.options.verbose)
        #expect(parsed.options.name == "x")
        #expect(parsed.options.words == ["a", "b"])
        #expect(parsed.request == nil)
    }

    @Test func valueForms() throws {
        #expect(try parse(["--name=x"]).options.name == "x")
        #expect(try parse(["--name=a=b"]).options.name == "a=b")
        #expect(try parse(["-n", "x"]).options.name == "x")
        #expect(try parse(["--name", "--verbose"]).options.name == "--verbose", "the next word is the value, whatever it is")
    }

    @Test func doubleDashEndsOptionsAndDashIsAnArgument() throws {
        let parsed = try parse(["-", "--", "--verbose", "-n"])
        #expect(!parsed.options.verbose)
        #expect(parsed.options.words == ["-", "--verbose", "-n"])
    }

    @Test func helpAndVersionAreRequests() throws {
        #expect(try parse(["-h"]).request == .help)
        #expect(try parse(["x", "--help", "--version"]).request == .help, "the first request wins")
        #expect(try parse(["--version"]).request == .version)
        #expect(try parse(["--", "--help"]).request == nil)
    }

    @Test func usageErrors() {
        #expect(usageError(["--frobnicate"]) == "unknown option '--frobnicate'")
        #expect(usageError(["--verb"]) == "unknown option '--verb' (did you mean '--verbose'?)")
        #expect(usageError(["--vers"]) == "unknown option '--vers' (did you mean '--version'?)")
        #expect(usageError(["-x"]) == "unknown option '-x'")
        #expect(usageError(["--name"]) == "missing value <name> for '--name'")
        #expect(usageError(["--verbose=yes"]) == "option '--verbose' takes no value")
        #expect(usageError(["--help=yes"]) == "option '--help' takes no value")
        #expect(usageError(["--name="]) == "--name needs a name")
    }

    /// Short options bundle and take attached values, as getopt's do.
    @Test func shortOptionsBundleAndTakeAttachedValues() throws {
        let bundled = try parse(["-vnx", "a"])
        #expect(bundled.options.verbose)
        #expect(bundled.options.name == "x")
        #expect(bundled.options.words == ["a"])
        #expect(try parse(["-nfoo"]).options.name == "foo")
        #expect(try parse(["-n-v"]).options.name == "-v", "the rest of the word is the value, whatever it is")
        #expect(try parse(["-vh"]).request == .help)
        #expect(try parse(["-vn", "x"]).options.name == "x", "a value-taking option last in a bundle takes the next word")
        #expect(usageError(["-vx"]) == "unknown option '-x' in '-vx'")
        #expect(usageError(["-verbose"]) == "unknown option '-verbose' (did you mean '--verbose'?)")
        #expect(usageError(["-vn"]) == "missing value <name> for '-n'")
        let collate = try OptionParser.parse(["-ru", "-len", "-fjson", "-S4M", "-cl", "ru"], specs: Options.specs).options
        #expect(collate.reverse && collate.unique)
        #expect(collate.locale == "ru", "the last -l wins, as a repeated option's value does")
        #expect(collate.outputFormat == .json)
        #expect(collate.report == .counts)
    }

    @Test func collateOptions() throws {
        let parsed = try OptionParser.parse(["-l", "ru", "--counts", "-o", "-", "-k", "name", "a.csv", "-"], specs: Options.specs)
        let options = parsed.options
        #expect(options.locale == "ru")
        #expect(options.report == .counts)
        #expect(options.output == .standardOutput)
        #expect(options.key?.text == "name")
        #expect(options.files == [.file("a.csv"), .standardInput])
        #expect(options.sources.map(\.format) == [.csv, .lines])
        #expect(try OptionParser.parse(["--output", "out.txt"], specs: Options.specs).options.output == .file("out.txt"))
    }

    @Test func reportsExcludeEachOther() {
        #expect(throws: CommandFailure.self) { try OptionParser.parse(["--counts", "--index"], specs: Options.specs) }
        do {
            _ = try OptionParser.parse(["-c", "--sections-only"], specs: Options.specs)
        } catch {
            #expect(error.message == "--sections-only cannot be combined with --counts, --sections-only or --index")
        }
    }

    @Test func indexBarOptionsNameThemselvesInErrors() {
        do {
            _ = try OptionParser.parse(["--index-background", "red\"><script>"], specs: Options.specs)
            Issue.record("no error")
        } catch {
            #expect(error.message.hasPrefix("--index-background: "))
        }
    }
}
