import Foundation
import Testing
import TestSupport

/// Several `--key` fields: sections by the first, order by the keys in turn,
/// then input order; the same bytes in memory, in sorted runs and from
/// `collate keys`.
@Suite struct SeveralKeysTests {
    /// A contacts export: Müllers by first name (an accent in the last name
    /// does not come first), ties in input order, a row too short to have
    /// the first name, a company-like row with no names.
    static let contacts = """
        First Name,Last Name,City
        Hans,Müller,Köln
        Berta,Muller,Bonn
        Anna,Müller,Ulm
        Zoe,Li,Oslo
        Ada,Lin,Rom
        Anna,Müller,Wien
        Per,Öberg,Lund
        ,Müller,Kiel

        """

    @Test func lastNameThenFirstName() throws {
        let path = try CollateRunner.file(Self.contacts, name: "contacts.csv")
        let result = try CollateRunner.run(["-l", "de", "-k", "Last Name", "-k", "First Name", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            L
              Zoe,Li,Oslo
              Ada,Lin,Rom

            M
              ,Müller,Kiel
              Anna,Müller,Ulm
              Anna,Müller,Wien
              Berta,Muller,Bonn
              Hans,Müller,Köln

            O
              Per,Öberg,Lund

            """)
        // One key, as before: Muller before the Müllers, who stay in input order.
        let one = try CollateRunner.run(["-l", "de", "-k", "Last Name", path])
        #expect(one.stdout.contains("  Berta,Muller,Bonn\n  Hans,Müller,Köln\n  Anna,Müller,Ulm\n  Anna,Müller,Wien\n  ,Müller,Kiel\n"))
        // Reversed: keys from the last, ties still in input order.
        let reversed = try CollateRunner.run(["-l", "de", "-r", "-k", "2", "-k", "1", path])
        #expect(reversed.stdout.contains("  Hans,Müller,Köln\n  Berta,Muller,Bonn\n  Anna,Müller,Ulm\n  Anna,Müller,Wien\n  ,Müller,Kiel\n"))
        // --unique: records equal by both keys once.
        let unique = try CollateRunner.run(["-l", "de", "-u", "-k", "Last Name", "-k", "First Name", path])
        #expect(unique.stdout.contains("  Anna,Müller,Ulm\n  Berta,Muller,Bonn\n"))
    }

    /// A row too short for the later key sorts as if it were empty; a later
    /// key that is not in the header is an error listing the columns.
    @Test func missingLaterKeys() throws {
        let path = try CollateRunner.file("Last,First\nNg,Ann\nNg\nNg,Al\n", name: "short.csv")
        let result = try CollateRunner.run(["-l", "en", "-k", "Last", "-k", "First", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "N\n  Ng\n  Ng,Al\n  Ng,Ann\n")
        let typo = try CollateRunner.run(["-l", "en", "-k", "Last", "-k", "Frist", path])
        #expect(typo.status != 0)
        #expect(typo.stderr.contains("no column 'Frist' (--key)"), "\(typo.stderr)")
    }

    @Test func jsonLinesAndArrays() throws {
        let records = [("Müller", "Hans"), ("Müller", "Anna"), ("Li", "Zoe")]
        let jsonl = records.map { "{\"name\": {\"family\": \"\($0.0)\", \"given\": \"\($0.1)\"}}\n" }.joined() + "{\"name\": {\"family\": \"Müller\"}}\n"
        let lines = try CollateRunner.file(jsonl, name: "people.jsonl")
        let result = try CollateRunner.run(["-l", "de", "-k", "name.family", "-k", "name.given", lines])
        #expect(result.status == 0, "\(result.stderr)")
        let order = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { line in
            ["Zoe", "Anna", "Hans"].first { line.contains("\"\($0)\"") } ?? "-"
        }
        #expect(order == ["Zoe", "-", "Anna", "Hans"])
        let array = "[" + records.map { "{\"f\": \"\($0.0)\", \"g\": \"\($0.1)\"}" }.joined(separator: ",") + "]"
        let arrayPath = try CollateRunner.file(array, name: "people.json")
        let fromArray = try CollateRunner.run(["-l", "de", "-k", "f", "-k", "g", "-f", "jsonl", arrayPath])
        #expect(fromArray.status == 0, "\(fromArray.stderr)")
        let names = fromArray.stdout.split(separator: "\n").map { String($0.split(separator: "\"").first { ["Zoe", "Anna", "Hans"].contains($0) } ?? "") }
        #expect(names == ["Zoe", "Anna", "Hans"])
    }

    /// Lines have no fields, and a vCard's one `--key` is a name order.
    @Test func linesAndVCardsRefuseSeveralKeys() throws {
        let lines = try CollateRunner.run(["-l", "en", "-k", "a", "-k", "b"], stdin: "x\n")
        #expect(lines.status == 2)
        #expect(lines.stderr.contains("needs CSV, TSV or JSON input"))
        let card = try CollateRunner.file("BEGIN:VCARD\r\nVERSION:3.0\r\nN:Ng;Ann;;;\r\nFN:Ann Ng\r\nEND:VCARD\r\n", name: "a.vcf")
        let vcard = try CollateRunner.run(["-l", "en", "-k", "family", "-k", "given", card])
        #expect(vcard.status == 2)
        #expect(vcard.stderr.contains("a vCard takes one --key"), "\(vcard.stderr)")
    }

    /// Many contacts, many repeated names: `-S 4K` writes many runs, and the
    /// output is the in-memory one byte for byte, with `--unique` too.
    @Test(arguments: [[], ["-u"], ["-r"], ["-u", "-r"], ["-f", "csv"]])
    func externalSortGivesTheInMemoryBytes(options: [String]) throws {
        var generator = SeededGenerator(seed: 21)
        let last = ["Müller", "Muller", "Li", "Lin", "Öberg", "Oberg", "Иванов", "王", "Ng", "42"]
        let first = ["Anna", "anna", "Änne", "Berta", "Zoë", "Пётр", "", "Al"]
        let rows = (0..<3000).map { index in
            "\(first.randomElement(using: &generator)!),\(last.randomElement(using: &generator)!),\(index % 7)\n"
        }
        let path = try CollateRunner.file("First,Last,Group\n" + rows.joined(), name: "many.csv")
        let arguments = ["-l", "de", "-k", "Last", "-k", "First"] + options + [path]
        let temporary = try CollateRunner.directory()
        let inMemory = try CollateRunner.run(arguments)
        let external = try CollateRunner.run(["-S", "4K", "-T", temporary.path] + arguments)
        #expect(inMemory.status == 0, "\(inMemory.stderr)")
        #expect(external.status == 0, "\(external.stderr)")
        #expect(external.output == inMemory.output, "\(options) -S 4K: the output differs")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    /// `collate keys` emits the merged key: sorting its rows by section,
    /// then key, gives the collated order.
    @Test func keysCommandEmitsTheMergedKey() throws {
        let path = try CollateRunner.file(Self.contacts, name: "contacts.csv")
        let keys = try CollateRunner.run(["keys", "-l", "de", "-k", "Last Name", "-k", "First Name", path])
        #expect(keys.status == 0, "\(keys.stderr)")
        let rows = keys.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.count == 8)
        let sorted = rows.enumerated().sorted { a, b in
            let (sa, sb) = (Int(a.element[0])!, Int(b.element[0])!)
            if sa != sb { return sa < sb }
            if a.element[2] != b.element[2] { return a.element[2] < b.element[2] }
            return a.offset < b.offset
        }
        let collated = try CollateRunner.run(["-l", "de", "-k", "Last Name", "-k", "First Name", "-f", "csv", path])
        let collatedRecords = collated.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)[2]) }
        #expect(sorted.map { String($0.element[3]) } == collatedRecords)
        let one = try CollateRunner.run(["keys", "-l", "de", "-k", "Last Name", path])
        #expect(one.stdout != keys.stdout, "the second key changes the keys")
    }
}
