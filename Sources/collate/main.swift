import Foundation
import IndexedCollation

// collate: input → records → collation keys → sections → output.

func run(_ words: [String]) throws(CommandFailure) {
    let arguments = try Arguments.parse(words)
    if arguments.showHelp { return Output.write(Help.text + "\n") }
    if arguments.showVersion { return Output.write(Help.version + "\n") }
    if arguments.listLocales { return Output.write(LocaleList.text()) }

    let collation = try makeCollation(arguments)
    let records = try RecordReader.readLines(from: arguments.files.isEmpty ? ["-"] : arguments.files)
    let sections = collation.sections(of: records, includeEmpty: arguments.includeEmpty) { $0.text }
    Output.write(TextFormatter(style: .forStandardOutput).format(sections))
}

func makeCollation(_ arguments: Arguments) throws(CommandFailure) -> IndexedCollation {
    let options = IndexedCollation.Options(
        foreignScripts: arguments.foreignScriptsToLastSection ? .lastSection : .transliterate
    )
    if let path = arguments.tableFile {
        do {
            return try IndexedCollation(table: LocaleTable(contentsOf: URL(fileURLWithPath: path)), options: options)
        } catch {
            throw CommandFailure(code: .tableError, message: "\(path): \(error)")
        }
    }
    let locale = arguments.locale ?? IndexedCollation.environmentLocale(ProcessInfo.processInfo.environment)
    do {
        return try IndexedCollation(locale: locale, options: options)
    } catch {
        throw CommandFailure(code: .usageError, message: error.description)
    }
}

do {
    try run(Array(CommandLine.arguments.dropFirst()))
    try Output.flush()
} catch {
    var message = "collate: error: \(error.message)\n"
    if error.showsUsage { message += Help.usageLine + "\n  See 'collate --help'.\n" }
    FileHandle.standardError.write(Data(message.utf8))
    exit(error.code.rawValue)
}
