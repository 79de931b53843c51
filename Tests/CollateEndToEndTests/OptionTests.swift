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

    @Test func completionScriptsKnowEveryOptionAndFormat() throws {
        let help = try CollateRunner.run(["--help"]).stdout
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for script in ["Scripts/completions/collate.bash", "Scripts/completions/_collate"] {
            let text = try String(contentsOf: root.appendingPathComponent(script), encoding: .utf8)
            for option in Self.optionsInHelp(help) {
                #expect(text.contains(option), "\(script) lacks \(option)")
            }
            for format in ["text", "json", "jsonl", "csv", "tsv", "markdown", "lines"] {
                #expect(text.contains(format), "\(script) lacks \(format)")
            }
            for command in Self.commandsInHelp(help) {
                #expect(text.contains(command), "\(script) lacks \(command)")
            }
        }
    }

    @Test func bashCompletionCompletes() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/completions/collate.bash").path
        func complete(_ words: [String]) throws -> [String] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            process.arguments = ["-c", "source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _collate; printf '%s\\n' \"${COMPREPLY[@]}\""]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        #expect(try complete(["collate", "--form"]) == ["--format"])
        #expect(try complete(["collate", "-f", "js"]) == ["json", "jsonl"])
        #expect(try complete(["collate", "--missing", ""]) == ["error", "skip", "last"])
        #expect(try complete(["collate", "--input-format", "t"]) == ["tsv"])
        #expect(try complete(["collate", "help", ""]) == ["locales", "index", "keys", "help"])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
    func zshCompletionParses() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/completions/_collate").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/zsh")
        process.arguments = ["-n", script]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
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
