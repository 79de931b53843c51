import Foundation
import Testing
import TestSupport

/// Orderings beyond a locale's own: keyword values in any case, tables with
/// collation rules, and filing rules (`--ignore-articles`), through the
/// built `collate`.
@Suite struct OrderingTests {
    static let titles = Array("ABCDEFGH").map(String.init) + ["CH"] + Array("IJKLMNOPQRSTUVWXYZ").map(String.init) + ["#"]

    static func table(rules: String) throws -> String {
        let titles = Self.titles.map { "\"\($0)\"" }.joined(separator: ", ")
        let starts = Self.titles.dropLast().map { "\"\($0.lowercased())\"" }.joined(separator: ", ")
        return try CollateRunner.file(#"{"id": "cs-ch", "collator": "en", "rules": "\#(rules)", "sectionTitles": [\#(titles)], "sectionStartStrings": [\#(starts)]}"#,
                                      name: "cs-ch.json")
    }

    static let czech = "Igel\nChata\nHora\nCzar\nBrno\n"

    @Test func aKeywordValueInAnyCaseIsHonoured() throws {
        let names = "Mueller\nMüller\nMuller\nMuff\n"
        let phonebook = try CollateRunner.run(["--locale", "de-u-co-phonebk"], stdin: names)
        #expect(phonebook.status == 0)
        for spelling in ["de@collation=PhoneBook", "de@collation=phonebk", "de_DE@collation=PHONEBOOK"] {
            let result = try CollateRunner.run(["--locale", spelling], stdin: names)
            #expect(result.status == 0, "\(spelling): \(result.stderr)")
            #expect(result.stdout == phonebook.stdout, "\(spelling)")
        }
        #expect(phonebook.stdout != (try CollateRunner.run(["--locale", "de"], stdin: names)).stdout)
    }

    @Test func aTableWithRulesFilesATailoredLetterInItsSection() throws {
        let table = try Self.table(rules: "&h < ch <<< cH <<< Ch <<< CH")
        let result = try CollateRunner.run(["--table", table], stdin: Self.czech)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "B\n  Brno\n\nC\n  Czar\n\nH\n  Hora\n\nCH\n  Chata\n\nI\n  Igel\n")
        // The external sort (runs of a few records) gives the same bytes.
        let many = String(repeating: Self.czech, count: 400)
        let inMemory = try CollateRunner.run(["--table", table, "-f", "tsv"], stdin: many)
        let spilled = try CollateRunner.run(["--table", table, "-f", "tsv", "-S", "4K", "-T", CollateRunner.directory().path], stdin: many)
        #expect(spilled.status == 0, "\(spilled.stderr)")
        #expect(spilled.stdout == inMemory.stdout)
    }

    @Test func collateKeysGivesTheTailoredCollatorsKeys() throws {
        let table = try Self.table(rules: "&h < ch <<< cH <<< Ch <<< CH")
        let tailored = try CollateRunner.run(["keys", "--table", table], stdin: "Chata\nHora\n")
        let plain = try CollateRunner.run(["keys", "--locale", "en"], stdin: "Chata\nHora\n")
        #expect(tailored.status == 0, "\(tailored.stderr)")
        let rows = tailored.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: "\t").map(String.init) }
        #expect(rows.map { $0[1] } == ["CH", "H"])
        #expect(rows[0][2] > rows[1][2], "Chata's key sorts after Hora's")
        #expect(tailored.stdout != plain.stdout)
    }

    @Test func aBadRuleIsATableErrorNamingTheOffset() throws {
        let table = try Self.table(rules: "&h < < ch")
        let result = try CollateRunner.run(["--table", table], stdin: Self.czech)
        #expect(result.status == 3)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("invalid table 'cs-ch': rules: syntax error at offset 3 (after '&h ', before '< < ch'): U_INVALID_FORMAT_ERROR"),
                "\(result.stderr)")
        let caseless = try CollateRunner.run(["--table", Self.table(rules: "&h < ch")], stdin: Self.czech)
        #expect(caseless.status == 3)
        #expect(caseless.stderr.contains("rules: 'Ch' sorts before 'ch', the start of section 'CH'"), "\(caseless.stderr)")
    }
}
