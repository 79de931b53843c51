@testable import CollateKit
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
        for spec in Options.specs {
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
