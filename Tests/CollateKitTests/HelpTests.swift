@testable import CollateKit
import Foundation
import Testing

/// `Help`: every command's help has the same layout and lists every option.
struct HelpTests {
    @Test func everyCommandListsItsOptionsAndTheStandardOnes() {
        for command in [CollateCommand.self] as [any Command.Type] + Runner.subcommands {
            let text = Help.text(for: command)
            #expect(text.hasPrefix("OVERVIEW: "), "\(command.name)")
            #expect(text.contains("\n\nUsage: collate"), "\(command.name)")
            #expect(text.contains("\n\nOPTIONS:\n"), "\(command.name)")
            for name in ["--version", "-h, --help"] {
                #expect(text.contains(name), "\(command.name) lacks \(name)")
            }
        }
    }

    @Test func optionsAreListedWithTheirValuesAndWrapped() {
        let text = Help.text(for: IndexCommand.self)
        for spec in Options.specs(for: .index) {
            #expect(text.contains(spec.longName + (spec.valueName.map { " " + $0 } ?? "")), "\(spec.longName)")
        }
        #expect(text.contains("  -l, --locale <id>       The locale: BCP 47"))
        #expect(text.contains("      --no-progress       Never show progress"))
        for line in text.split(separator: "\n") {
            #expect(line.count <= 80, "\(line)")
        }
    }

    @Test func mainHelpListsTheCommands() {
        let text = Help.text(for: CollateCommand.self)
        for command in Runner.subcommands {
            #expect(text.contains("\n  \(command.name) "), "\(command.name)")
        }
        #expect(text.contains("EXIT CODES:\n  0  success"))
    }
}

/// `ManualPage`: the man page is built from the same tables as `--help`.
struct ManualPageTests {
    @Test func pageHoldsEveryCommandOptionExitCodeAndVariable() {
        let page = ManualPage.text
        #expect(page.hasPrefix(".TH COLLATE 1 "))
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "INPUT", "OUTPUT FORMATS", "EXAMPLES",
                        "EXIT STATUS", "ENVIRONMENT"] {
            #expect(page.contains("\n.SH \(section)\n"), "\(section)")
        }
        for command in Runner.subcommands {
            #expect(page.contains("\n.SS \(command.name)\n"), "\(command.name)")
        }
        let options = [CollateCommand.self] as [any Command.Type] + Runner.subcommands
        for command in options {
            for option in Help.optionEntries(of: command) {
                #expect(page.contains("\\fB\(ManualPage.escape(option.longName))\\fR"), "\(command.name) \(option.longName)")
            }
        }
        for code in ExitCode.allCases {
            #expect(page.contains(".TP\n\(code.rawValue)\n\(ManualPage.escape(code.meaning))\n"), "\(code)")
        }
        for variable in Help.environment {
            #expect(page.contains(".TP\n\\fB\(ManualPage.escape(variable.name))\\fR\n"), "\(variable.name)")
        }
    }

    @Test func textIsEscapedForRoff() {
        #expect(ManualPage.escape("--locale") == "\\-\\-locale")
        #expect(ManualPage.escape("a\\b") == "a\\eb")
        #expect(ManualPage.escape(".TH not a macro\n'neither") == "\\&.TH not a macro\n\\&'neither")
        #expect(ManualPage.escape("漢字 Å") == "\\[u6F22]\\[u5B57] \\[u00C5]")
        // Nothing but ASCII reaches the page: groff reads bytes.
        #expect(ManualPage.text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff")))
    func groffReadsThePageWithoutWarnings() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("collate-\(UUID().uuidString).1").path
        try ManualPage.text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        process.arguments = ["-man", "-Tutf8", "-ww", "-z", path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(warnings.isEmpty, "\(warnings)")
    }
}
