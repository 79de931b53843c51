import Foundation
import Testing
import TestSupport

/// The options that shape the output, the output file, help and completions.
@Suite struct OptionTests {
    @Test func reverseIsTheExactReverseForDistinctKeys() throws {
        let names = "Zoë\nadam\nЖуков\n42\nÅsa\nbob\nBob\n"
        let forward = try CollateRunner.run(["--locale", "en", "-f", "jsonl"], stdin: names)
        let backward = try CollateRunner.run(["--locale", "en", "-f", "jsonl", "--reverse"], stdin: names)
        #expect(forward.stdout.split(separator: "\n").reversed() == backward.stdout.split(separator: "\n"))
        let text = try CollateRunner.run(["--locale", "en", "-r"], stdin: "b\na\nc\n")
        #expect(text.stdout == "C\n  c\n\nB\n  b\n\nA\n  a\n")
    }

    @Test func reverseKeepsEqualKeysInInputOrder() throws {
        let result = try CollateRunner.run(["--locale", "en", "-i", "csv", "-k", "k", "-r"], stdin: "k,n\na,1\nb,2\na,3\n")
        #expect(result.stdout == "B\n  b,2\n\nA\n  a,1\n  a,3\n")
    }

    @Test func reverseUniqueAndMissingLastTogether() throws {
        let jsonl = "{\"k\": \"b\", \"n\": 1}\n{\"k\": \"a\", \"n\": 2}\n{\"k\": \"b\", \"n\": 3}\n{\"n\": 4}\n{\"k\": \"a\", \"n\": 5}\n{\"k\": \"1\", \"n\": 6}\n"
        let result = try CollateRunner.run(["--locale", "en", "-i", "jsonl", "-k", "k", "--missing=last", "-r", "-u"], stdin: jsonl)
        #expect(result.stdout == "#\n  {\"k\": \"1\", \"n\": 6}\n  {\"n\": 4}\n\nB\n  {\"k\": \"b\", \"n\": 1}\n\nA\n  {\"k\": \"a\", \"n\": 2}\n")
    }

    @Test func uniqueKeepsTheFirstOfEqualKeys() throws {
        let result = try CollateRunner.run(["--locale", "en", "-i", "csv", "-k", "k", "--unique"], stdin: "k,n\nb,1\na,2\nb,3\nB,4\na,5\n")
        // "B" differs from "b" at the tertiary level, so both stay.
        #expect(result.stdout == "A\n  a,2\n\nB\n  b,1\n  B,4\n")
        // Like --missing=skip, --unique says how many records it left out.
        #expect(result.stderr == "collate: warning: 2 records left out as duplicates of an earlier record (--unique); the first at <stdin>:4\n")
        let counts = try CollateRunner.run(["--locale", "en", "-u", "-c"], stdin: "x\nx\ny\n")
        #expect(counts.stdout == "X\t1\nY\t1\n")
        #expect(counts.stderr == "collate: warning: 1 record left out as duplicates of an earlier record (--unique); the first at <stdin>:2\n")
        #expect(try CollateRunner.run(["--locale", "en", "-u"], stdin: "x\ny\n").stderr.isEmpty)
    }

    @Test func emptySections() throws {
        let records = try CollateRunner.run(["--locale", "en", "--empty"], stdin: "b\n")
        #expect(records.stdout.hasPrefix("A\n\nB\n  b\n\nC\n\n"))
        #expect(records.stdout.components(separatedBy: "\n\n").count == 27)
        let counts = try CollateRunner.run(["--locale", "en", "--empty", "--counts"], stdin: "b\n")
        #expect(counts.stdout.split(separator: "\n").count == 27)
        #expect(counts.stdout.hasPrefix("A\t0\nB\t1\n"))
        // --sections-only --empty without files describes the table: no input read.
        let titles = try CollateRunner.run(["--locale", "ru", "--sections-only", "--empty"])
        #expect(titles.stdout.split(separator: "\n").first == "А")
        #expect(titles.stdout.split(separator: "\n").last == "#")
    }

    @Test func outputFileIsWrittenOnlyAfterTheInputWasRead() throws {
        let directory = try CollateRunner.directory()
        let input = directory.appendingPathComponent("names.txt")
        try Data("b\na\n".utf8).write(to: input)
        // The output may be the input, as with sort -o.
        let inPlace = try CollateRunner.run(["--locale", "en", "--output", input.path, input.path])
        #expect(inPlace.status == 0)
        #expect(inPlace.stdout.isEmpty)
        #expect(try String(contentsOf: input, encoding: .utf8) == "A\n  a\n\nB\n  b\n")
        #expect(try CollateRunner.run(["--locale", "en", "-o", "-"], stdin: "a\n").stdout == "A\n  a\n")
        // An input error leaves an existing output file alone.
        let output = directory.appendingPathComponent("out.txt")
        try Data("keep".utf8).write(to: output)
        let failed = try CollateRunner.run(["--locale", "en", "-o", output.path, "/nonexistent"])
        #expect(failed.status == 1)
        #expect(try String(contentsOf: output, encoding: .utf8) == "keep")
    }

    @Test func unwritableOutputIsExitCodeFour() throws {
        let result = try CollateRunner.run(["--locale", "en", "-o", "/nonexistent/dir/out.txt"], stdin: "a\n")
        #expect(result.status == 4)
        #expect(result.stderr.contains("/nonexistent/dir/out.txt"))
        if FileManager.default.fileExists(atPath: "/dev/full") {
            let full = try CollateRunner.run(["--locale", "en", "-o", "/dev/full"], stdin: "a\n")
            #expect(full.status == 4)
            #expect(full.stderr.contains("cannot write to /dev/full"))
        }
    }

    @Test func localeFromTheEnvironmentInOrder() throws {
        let input = "Ёлкин\n"
        #expect(try CollateRunner.run([], stdin: input, environment: ["LANG": "ru_RU.UTF-8"]).stdout.hasPrefix("Е\n"))
        #expect(try CollateRunner.run([], stdin: input, environment: ["LANG": "en_US.UTF-8", "LC_COLLATE": "ru_RU.UTF-8"]).stdout.hasPrefix("Е\n"))
        #expect(try CollateRunner.run([], stdin: input, environment: ["LC_COLLATE": "ru_RU.UTF-8", "LC_ALL": "C"]).stdout.hasPrefix("E\n"))
        #expect(try CollateRunner.run([], stdin: input).stdout.hasPrefix("E\n"), "no locale at all means en")
        #expect(try CollateRunner.run(["--locale", "en"], stdin: input, environment: ["LC_ALL": "ru_RU.UTF-8"]).stdout.hasPrefix("E\n"))
    }

    @Test func tableFile() throws {
        let table = try CollateRunner.file(##"{"id": "vowels", "collator": "en", "sectionTitles": ["A", "E", "#"], "sectionStartStrings": ["a", "e", "i"]}"##, name: "vowels.json")
        let result = try CollateRunner.run(["--table", table, "-f", "json"], stdin: "egg\nant\nzoo\n")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        #expect(document["locale"] as? String == "vowels")
        #expect((document["sections"] as? [[String: Any]])?.map { $0["records"] as? [String] } == [["ant"], ["egg"], ["zoo"]])
        let invalid = try CollateRunner.file(#"{"id": "t", "collator": "xx_YY", "sectionTitles": ["A"]}"#, name: "t.json")
        let failed = try CollateRunner.run(["--table", invalid], stdin: "a\n")
        #expect(failed.status == 3)
        #expect(failed.stderr.contains("collator"))
        #expect(try CollateRunner.run(["--table", "/nonexistent.json"], stdin: "a\n").status == 3)
        // Apple's own property list.
        let plist = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("IndexedCollationTests/Fixtures/en.plist").path
        let apple = try CollateRunner.run(["--table", plist], stdin: "Zoë\nadam\n42\n")
        #expect(apple.status == 0, "\(apple.stderr)")
        #expect(apple.stdout == "A\n  adam\n\nZ\n  Zoë\n\n#\n  42\n")
    }

    @Test func usageErrors() throws {
        let cases: [([String], String)] = [
            (["--frobnicate"], "unknown option '--frobnicate'"),
            (["--form", "json"], "did you mean '--format'"),
            (["--locale"], "missing value <id> for '--locale'"),
            (["--empty=yes"], "option '--empty' takes no value"),
            (["--locale", "en", "--table", "x.json"], "cannot be used together"),
            (["--format", "yaml"], "unknown output format 'yaml'"),
            (["--input-format", "xml"], "unknown input format 'xml'"),
            (["--counts", "--index"], "cannot be combined"),
            (["--key", ""], "--key needs"),
            (["--locale", "xx_YY"], "unknown locale 'xx_YY'"),
            (["-o", ""], "--output needs a file name"),
            (["-T", "/tmp", "-T", "/var/tmp"], "--temporary-directory given twice"),
            (["keys", "-S", "4K"], "unknown option '-S'"),
            (["keys", "--temporary-directory", "/tmp"], "unknown option '--temporary-directory'"),
        ]
        for (arguments, message) in cases {
            let result = try CollateRunner.run(arguments, stdin: "a\n")
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("Usage: collate"), "\(arguments)")
        }
    }

    /// RFC 4180 quotes a field that holds a CR: a row read with a lone CR
    /// in a field (data, not a line end) is not written as read.
    @Test func aLoneCRInACSVFieldIsQuotedOnOutput() throws {
        let result = try CollateRunner.run(["--locale", "en", "-i", "csv", "-f", "csv"], stdin: "name,x\nZ\red,1\nAnna,2\n")
        #expect(result.status == 0)
        #expect(result.stdout == "section,title,name,x\n0,A,Anna,2\n25,Z,\"Z\red\",1\n")
    }

    @Test func doubleDashAndDashAreFiles() throws {
        let directory = try CollateRunner.directory()
        let odd = directory.appendingPathComponent("--empty")
        try Data("b\n".utf8).write(to: odd)
        let result = try CollateRunner.run(["--locale", "en", "-", "--", odd.path], stdin: "a\n")
        #expect(result.stdout == "A\n  a\n\nB\n  b\n")
    }

    @Test func helpListsEveryOptionAndVersionNamesICU() throws {
        let help = try CollateRunner.run(["--help"])
        #expect(help.status == 0)
        for section in ["Usage: collate", "OPTIONS:", "EXIT CODES:", "EXAMPLES:", "OUTPUT FORMATS:", "COMMANDS:"] {
            #expect(help.stdout.contains(section))
        }
        let listed = Set(Self.optionsInHelp(help.stdout))
        for option in ["--locale", "--table", "--input-format", "--key", "--missing", "--format", "--output", "--empty",
                       "--counts", "--sections-only", "--index", "--reverse", "--unique", "--no-transliteration",
                       "--no-progress", "--version", "--help", "-l", "-i", "-k", "-f", "-o", "-c", "-r", "-u", "-h"] {
            #expect(listed.contains(option), "--help lacks \(option)")
        }
        let version = try CollateRunner.run(["--version"])
        #expect(version.stdout.hasPrefix("collate "))
        #expect(version.stdout.contains("ICU "))
    }

    /// A completion script `collate --generate-completion-script` prints,
    /// saved to a temporary file.
    static func completionScript(_ shell: String) throws -> String {
        let result = try CollateRunner.run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(shell): \(result.stderr)")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("collate-completion-\(UUID().uuidString).\(shell)").path
        try result.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func completionScriptsKnowEveryOptionAndFormat() throws {
        let help = try CollateRunner.run(["--help"]).stdout
        for shell in ["bash", "zsh", "fish"] {
            let text = try CollateRunner.run(["--generate-completion-script", shell]).stdout
            for option in Self.optionsInHelp(help) {
                let name = shell == "fish" ? (option.hasPrefix("--") ? "-l \(option.dropFirst(2)) " : "-s \(option.dropFirst()) ") : option
                #expect(text.contains(name), "\(shell) lacks \(option)")
            }
            for format in ["text", "json", "jsonl", "csv", "tsv", "markdown", "lines", "vcard"] {
                #expect(text.contains(format), "\(shell) lacks \(format)")
            }
            for command in Self.commandsInHelp(help) {
                #expect(text.contains(command), "\(shell) lacks \(command)")
            }
        }
    }

    @Test func completionScriptNeedsAKnownShell() throws {
        for arguments in [["--generate-completion-script"], ["--generate-completion-script", "tcsh"],
                          ["--generate-completion-script", "bash", "zsh"], ["--generate-manual", "x"]] {
            let result = try CollateRunner.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("collate: error: --generate-"), "\(result.stderr)")
        }
        // Hidden: generated for packagers, not listed with the options.
        #expect(try !CollateRunner.run(["--help"]).stdout.contains("--generate"))
    }

    @Test func bashCompletionCompletes() throws {
        let script = try Self.completionScript("bash")
        defer { try? FileManager.default.removeItem(atPath: script) }
        // `collate` on the PATH is the built one, for the locale IDs it lists.
        let bin = CollateRunner.executable.deletingLastPathComponent().path
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let output = try Self.run("/bin/bash", ["-c",
                "PATH='\(bin)':$PATH; source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _collate; printf '%s\\n' \"${COMPREPLY[@]}\""])
            return output.stdout.split(separator: "\n").map(String.init)
        }
        #expect(try complete(["collate", "--form"]) == ["--format"])
        #expect(try complete(["collate", "-f", "js"]) == ["json", "jsonl"])
        #expect(try complete(["collate", "--missing", ""]) == ["error", "skip", "last"])
        #expect(try complete(["collate", "--input-format", "t"]) == ["tsv"])
        #expect(try complete(["collate", "help", ""]) == ["locales", "index", "keys", "help"])
        #expect(try complete(["collate", "--locale", "zh-H"]).contains("zh-Hant"))
        #expect(try complete(["collate", "--empty-sections", "n"]) == ["next"])
        // Each subcommand completes its own options: keys writes tsv, csv or jsonl only.
        #expect(try complete(["collate", "keys", "-f", ""]) == ["tsv", "csv", "jsonl"])
        #expect(try complete(["collate", "keys", "--rev"]) == [])
        #expect(try complete(["collate", "locales", "--j"]) == ["--json"])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
    func zshCompletionParses() throws {
        let script = try Self.completionScript("zsh")
        defer { try? FileManager.default.removeItem(atPath: script) }
        let result = try Self.run("/usr/bin/zsh", ["-n", script])
        #expect(result.status == 0, "\(result.stdout)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
    func fishCompletionParsesAndCompletes() throws {
        let script = try Self.completionScript("fish")
        defer { try? FileManager.default.removeItem(atPath: script) }
        #expect(try Self.run("/usr/bin/fish", ["--no-execute", script]).status == 0)
        let bin = CollateRunner.executable.deletingLastPathComponent().path
        let result = try Self.run("/usr/bin/fish", ["-c",
            "set PATH '\(bin)' $PATH; source '\(script)'; complete -C'collate --loc'; complete -C'collate keys -f '"])
        let lines = result.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        #expect(lines.contains("--locale"), "\(result.stdout)")
        #expect(Set(lines).isSuperset(of: ["tsv", "csv", "jsonl"]) && !lines.contains("html"), "\(result.stdout)")
    }

    /// Runs a program (a shell) and returns its status and standard output.
    /// Runs a shell with a home of its own (fish writes its configuration
    /// there), never the developer's.
    static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, stdout: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let home = try CollateRunner.directory().path
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data", "XDG_CACHE_HOME": home + "/cache"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func localesSubcommandStillDispatches() throws {
        let result = try CollateRunner.run(["locales"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("en"))
    }

    /// The commands `--help` lists (`locales`, `index`, `help`).
    static func commandsInHelp(_ help: String) -> [String] {
        let commands = help.components(separatedBy: "COMMANDS:\n")[1].components(separatedBy: "\n\n")[0]
        return commands.split(separator: "\n").compactMap { line in
            line.hasPrefix("  ") && !line.hasPrefix("   ") ? line.split(separator: " ").first.map(String.init) : nil
        }
    }

    /// The option names `--help` lists (`-l`, `--locale`, …).
    static func optionsInHelp(_ help: String) -> [String] {
        let options = help.components(separatedBy: "OPTIONS:")[1].components(separatedBy: "COMMANDS:")[0]
        return options.split(separator: "\n").flatMap { line -> [String] in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("-"), line.hasPrefix("  ") && !line.hasPrefix("                          ") else { return [] }
            return trimmed.split(separator: " ").map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ",")) }.filter { $0.hasPrefix("-") }
        }
    }
}
