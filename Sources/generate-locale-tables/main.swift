import Foundation
@_spi(Generation) import IndexedCollation

// Derives Locales/*.json from ICU's data (see docs/locales.md).
//
//   generate-locale-tables --all            write every derived table, delete stale ones
//   generate-locale-tables --check          exit 1 unless Locales/ is exactly that (CI)
//   generate-locale-tables LOCALE...        derive the named locales only
//   generate-locale-tables --fill-start-strings ID...
//                                           recompute a curated table's start strings
//                                           from its titles and collator
//   --output DIR                            another directory than Locales/
//
// Curated tables (`"source": "Curated: …"`) are never written or deleted;
// they take part in the plan as the tables their locales resolve to. Only a
// curated table carries collation rules (ICU derives none); the summary names
// the tables that do.

let usage = "usage: generate-locale-tables [--output DIR] (--all | --check | LOCALE... | --fill-start-strings ID...)"

enum Mode { case all, check, locales([String]), fillStartStrings([String]) }

struct Failure: Error, CustomStringConvertible {
    let description: String
}

func parseArguments(_ words: [String]) throws -> (mode: Mode, directory: URL) {
    var directory = URL(fileURLWithPath: "Locales")
    var all = false, check = false, fill = false
    var locales: [String] = []
    var remaining = words[...]
    while let word = remaining.popFirst() {
        switch word {
        case "--output":
            guard let value = remaining.popFirst() else { throw Failure(description: "missing value for --output\n\(usage)") }
            directory = URL(fileURLWithPath: value)
        case "--all": all = true
        case "--check": check = true
        case "--fill-start-strings": fill = true
        case "-h", "--help":
            print(usage)
            exit(0)
        default:
            if word.hasPrefix("-") { throw Failure(description: "unknown option '\(word)'\n\(usage)") }
            locales.append(word)
        }
    }
    switch (all, check, fill, locales.isEmpty) {
    case (true, false, false, true): return (.all, directory)
    case (false, true, false, true): return (.check, directory)
    case (false, false, false, false): return (.locales(locales), directory)
    case (false, false, true, false): return (.fillStartStrings(locales), directory)
    default: throw Failure(description: usage)
    }
}

/// The tables in a directory, by ID, with their text. Validated, except
/// when their start strings are about to be filled in.
func readTables(in directory: URL, validate: Bool) throws -> [String: (table: LocaleTable, text: String)] {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
    var tables: [String: (LocaleTable, String)] = [:]
    for name in names {
        let url = directory.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let table = validate
            ? try LocaleTable(json: Data(text.utf8), origin: url.path)
            : try JSONDecoder().decode(LocaleTable.self, from: Data(text.utf8))
        guard table.id + ".json" == name else {
            throw Failure(description: "\(url.path): id '\(table.id)' does not match the file name")
        }
        tables[table.id] = (table, text)
    }
    return tables
}

/// ", 1 with collation rules (es-traditional)" for the summary line, or
/// nothing when no table carries rules.
func rulesNote(_ tables: [String: LocaleTable]) -> String {
    let withRules = tables.filter { $0.value.rules != nil }.keys.sorted()
    return withRules.isEmpty ? "" : ", \(withRules.count) with collation rules (\(withRules.joined(separator: ", ")))"
}

func run() throws -> Int32 {
    let (mode, directory) = try parseArguments(Array(CommandLine.arguments.dropFirst()))
    var validate = true
    if case .fillStartStrings = mode { validate = false }
    let existing = try readTables(in: directory, validate: validate)
    let curated = existing.filter { LocaleCatalog.isCurated($0.value.table) }.mapValues(\.table)

    switch mode {
    case let .fillStartStrings(ids):
        for id in ids {
            guard let table = curated[id] else {
                throw Failure(description: "\(directory.path)/\(id).json: no such curated table")
            }
            let filled = try table.withSmallestStartStrings()
            try filled.formattedJSON.write(to: directory.appendingPathComponent("\(id).json"), atomically: true, encoding: .utf8)
            print("\(id)\(table.rules == nil ? "" : " (with rules)"): \(filled.effectiveStartStrings.joined(separator: " "))")
        }
        return 0

    case let .locales(locales):
        for locale in locales {
            let id = locale.replacingOccurrences(of: "_", with: "-")
            if curated[id] != nil {
                FileHandle.standardError.write(Data("generate-locale-tables: \(id): curated, left as it is\n".utf8))
                continue
            }
            let table = try LocaleTable.derived(fromICU: locale, id: id).validated()
            try table.formattedJSON.write(to: directory.appendingPathComponent("\(id).json"), atomically: true, encoding: .utf8)
            print("\(id): \(table.sectionTitles.count) sections")
        }
        return 0

    case .all, .check:
        let candidates = CatalogPlan.allCandidates()
        let plan = try CatalogPlan(candidates: candidates, curated: curated)
        let stale = existing.keys.filter { curated[$0] == nil && plan.derivedTables[$0] == nil }.sorted()
        let differing = plan.derivedTables.keys.filter { existing[$0]?.text != plan.derivedTables[$0]!.formattedJSON }.sorted()
        if case .check = mode {
            let problems = differing.map { existing[$0] == nil ? "\($0).json: missing" : "\($0).json: differs" }
                + stale.map { "\($0).json: not produced by the generator (and not curated)" }
            for problem in problems {
                FileHandle.standardError.write(Data("generate-locale-tables: \(directory.path)/\(problem)\n".utf8))
            }
            if !problems.isEmpty {
                FileHandle.standardError.write(Data("generate-locale-tables: run 'swift run generate-locale-tables --all' and Scripts/embed-locales\n".utf8))
                return 1
            }
            print("\(directory.path): \(plan.derivedTables.count) derived and \(curated.count) curated tables\(rulesNote(curated)), as generated from \(candidates.count) locales and collations")
            return 0
        }
        for id in differing {
            try plan.derivedTables[id]!.formattedJSON.write(to: directory.appendingPathComponent("\(id).json"), atomically: true, encoding: .utf8)
        }
        for id in stale {
            try FileManager.default.removeItem(at: directory.appendingPathComponent("\(id).json"))
        }
        print("\(candidates.count) locales and collations → \(plan.derivedTables.count) derived tables (\(differing.count) written, \(stale.count) removed), \(curated.count) curated\(rulesNote(curated))")
        return 0
    }
}

do {
    exit(try run())
} catch {
    FileHandle.standardError.write(Data("generate-locale-tables: \(error)\n".utf8))
    exit(1)
}
