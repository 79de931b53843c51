import Foundation
import IndexedCollation

// Derives Locales/<id>.json from ICU's data for the requested locales.
// Usage: generate-locale-tables [--output DIR] LOCALE...
var arguments = Array(CommandLine.arguments.dropFirst())
var output = URL(fileURLWithPath: "Locales")
if let flag = arguments.firstIndex(of: "--output"), flag + 1 < arguments.count {
    output = URL(fileURLWithPath: arguments[flag + 1])
    arguments.removeSubrange(flag...flag + 1)
}
var failed = false
for locale in arguments {
    do {
        let table = try LocaleTable.derived(fromICU: locale, id: locale)
        _ = try table.validated()
        try table.formattedJSON.write(to: output.appendingPathComponent("\(locale).json"), atomically: true, encoding: .utf8)
        print("\(locale): \(table.sectionTitles.count) sections")
    } catch {
        FileHandle.standardError.write(Data("generate-locale-tables: \(locale): \(error)\n".utf8))
        failed = true
    }
}
exit(failed ? 1 : 0)
