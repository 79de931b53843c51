import IndexedCollation

/// `collate locales [--json]`: every compiled-in table with its ID, the name
/// of its locale and collation, its number of sections and its first
/// titles (a table with collation rules says so after its name); `--json`
/// gives every field, for machines.
struct LocalesCommand: Command {
    static let name = "locales"
    static let summary = "List the compiled-in tables (--json for machines)."
    static let usage = "Usage: collate locales [--json]"
    static let options = [
        OptionSpec<Options>(["--json"], help: "Every field of every table, as a JSON array.") { options, _ in options.json = true },
    ]

    struct Options: CommandOptions {
        var json = false

        mutating func addArgument(_ word: String) throws(CommandFailure) {
            throw .usage("locales: unknown argument '\(word)' (only --json is accepted)")
        }
    }

    /// How many titles the text listing shows before `…`.
    static let titlesShown = 8

    let options: Options

    func run(_ output: CommandOutput) throws(CommandFailure) {
        let stream = try output.open()
        let tables = LocaleCatalog.tableIDs.compactMap(LocaleCatalog.table(id:))
        if options.json { Self.writeJSON(tables, to: stream) } else { Self.writeText(tables, to: stream) }
    }

    /// One aligned line per table: ID, sections, name, first titles.
    static func writeText(_ tables: [LocaleTable], to output: OutputStream) {
        let rows = tables.map { table in
            let titles = table.sectionTitles.prefix(titlesShown).joined(separator: " ")
                + (table.sectionTitles.count > titlesShown ? " …" : "")
            let name = LocaleCatalog.displayName(ofTableID: table.id) + (table.rules == nil ? "" : " + rules")
            return [table.id, String(table.sectionTitles.count), name, titles]
        }
        let header = ["ID", "SECTIONS", "NAME", "FIRST TITLES"]
        let widths = (0..<3).map { column in ([header] + rows).map { $0[column].count }.max()! }
        for row in [header] + rows {
            let padded = (0..<3).map { row[$0] + String(repeating: " ", count: widths[$0] - row[$0].count) }
            output.write((padded + [row[3]]).joined(separator: "  ") + "\n")
        }
    }

    /// A JSON array, one object per table, one table per line.
    static func writeJSON(_ tables: [LocaleTable], to output: OutputStream) {
        output.write("[\n")
        for (position, table) in tables.enumerated() {
            output.write("  {\"id\": ")
            RecordEncoding.writeJSONString(table.id, to: output)
            output.write(", \"name\": ")
            RecordEncoding.writeJSONString(LocaleCatalog.displayName(ofTableID: table.id), to: output)
            output.write(", \"collator\": ")
            RecordEncoding.writeJSONString(table.collator, to: output)
            if let transform = table.transform {
                output.write(", \"transform\": ")
                RecordEncoding.writeJSONString(transform, to: output)
            }
            if let rules = table.rules {
                output.write(", \"rules\": ")
                RecordEncoding.writeJSONString(rules, to: output)
            }
            output.write(", \"curated\": \(table.source?.hasPrefix("Curated:") == true)")
            output.write(", \"sectionCount\": \(table.sectionTitles.count), \"sectionTitles\": [")
            for (index, title) in table.sectionTitles.enumerated() {
                if index > 0 { output.write(", ") }
                RecordEncoding.writeJSONString(title, to: output)
            }
            output.write("]}" + (position + 1 < tables.count ? ",\n" : "\n"))
        }
        output.write("]\n")
    }
}
