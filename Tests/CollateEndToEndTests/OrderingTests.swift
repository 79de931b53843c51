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

    // MARK: Filing rules

    static let books = "The Hobbit\nA Tale of Two Cities\nAn Inspector Calls\nAnna Karenina\nA-ha\n"

    @Test func ignoreArticlesFilesTitlesWithoutTheirArticle() throws {
        let english = try CollateRunner.run(["-l", "en", "--ignore-articles"], stdin: Self.books)
        #expect(english.status == 0, "\(english.stderr)")
        #expect(english.stdout == "A\n  A-ha\n  Anna Karenina\n\nH\n  The Hobbit\n\nI\n  An Inspector Calls\n\nT\n  A Tale of Two Cities\n")
        #expect(english.stderr.isEmpty)
        for (locale, input, expected) in [
            ("de", "Der Prozess\nDie Blechtrommel\n", "B\n  Die Blechtrommel\n\nP\n  Der Prozess\n"),
            ("fr", "L'Étranger\nLes Misérables\n", "E\n  L'Étranger\n\nM\n  Les Misérables\n"),
            ("es", "El Aleph\nZorro\n", "A\n  El Aleph\n\nZ\n  Zorro\n"),
        ] {
            let result = try CollateRunner.run(["-l", locale, "--ignore-articles"], stdin: input)
            #expect(result.stdout == expected, "\(locale): \(result.stdout)")
        }
        // Without the option, articles are filed as they are.
        let plain = try CollateRunner.run(["-l", "en"], stdin: Self.books)
        #expect(plain.stdout == "A\n  A Tale of Two Cities\n  A-ha\n  An Inspector Calls\n  Anna Karenina\n\nT\n  The Hobbit\n")
    }

    @Test func ignoreArticlesWorksWithKeysReadingsKeysAndTheExternalSort() throws {
        let csv = "title,year\nThe Hobbit,1937\nAnna Karenina,1878\nA Tale of Two Cities,1859\n"
        let byTitle = try CollateRunner.run(["-l", "en", "--ignore-articles", "-i", "csv", "-k", "title", "--sections-only"], stdin: csv)
        #expect(byTitle.stdout == "A\nH\nT\n", "\(byTitle.stdout) \(byTitle.stderr)")
        let jsonl = #"{"t": "The Hobbit"}"# + "\n" + #"{"t": "A Tale of Two Cities"}"# + "\n"
        let json = try CollateRunner.run(["-l", "en", "--ignore-articles", "-i", "jsonl", "-k", "t", "--sections-only"], stdin: jsonl)
        #expect(json.stdout == "H\nT\n", "\(json.stderr)")
        // A reading is what the record is filed by, so its article goes too.
        let readings = "title,reading\nThe Hobbit,The Zebra\nZorro,\n"
        let read = try CollateRunner.run(["-l", "en", "--ignore-articles", "-i", "csv", "-k", "title", "--reading-key", "reading", "-f", "tsv"],
                                         stdin: readings)
        #expect(read.stdout == "section\ttitle\ttitle\treading\n25\tZ\tThe Hobbit\tThe Zebra\n25\tZ\tZorro\t\n", "\(read.stdout)")
        // collate keys gives the key of the text without its article.
        let keys = try CollateRunner.run(["keys", "-l", "en", "--ignore-articles"], stdin: "The Hobbit\nHobbit\n")
        let rows = keys.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: "\t").map(String.init) }
        #expect(rows.count == 2 && rows[0][2] == rows[1][2] && rows[0][3] == "The Hobbit", "\(keys.stdout)")
        // The external sort gives the same bytes.
        let many = String(repeating: Self.books, count: 400)
        let inMemory = try CollateRunner.run(["-l", "en", "--ignore-articles"], stdin: many)
        let spilled = try CollateRunner.run(["-l", "en", "--ignore-articles", "-S", "4K", "-T", CollateRunner.directory().path], stdin: many)
        #expect(spilled.status == 0)
        #expect(spilled.stdout == inMemory.stdout)
    }

    @Test func ignoreArticlesWithoutAListWarnsAndFilesAsItIs() throws {
        let result = try CollateRunner.run(["-l", "ru", "--ignore-articles"], stdin: "The Hobbit\n")
        #expect(result.status == 0)
        #expect(result.stdout == "T\n  The Hobbit\n")
        #expect(result.stderr.contains("--ignore-articles: no article list for the language of 'ru'"), "\(result.stderr)")
    }
}
