import Foundation
import Testing
import TestSupport

/// CSV files whose header is a known contacts export (the fixtures are real
/// exports' headers with made-up people): without `--key`, rows are filed as
/// a contacts app files them, as vCards are.
@Suite struct ContactsExportTests {
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    /// The section titles and, in each, the names the rows are shown by
    /// (the contact's display name), in output order.
    static func sections(_ stdout: String) -> [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: true).map { line in
            line.hasPrefix("  ") ? String(line.dropFirst(2)) : "[\(line)]"
        }
    }

    /// The header line of a fixture.
    static func header(_ name: String) throws -> String {
        try String(contentsOfFile: fixture(name), encoding: .utf8).components(separatedBy: "\r\n")[0]
    }

    @Test func googleWithoutKeyFilesFamilyThenGivenAndCompaniesByName() throws {
        let result = try CollateRunner.run(["-l", "de", Self.fixture("google.csv")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        // Jana Nowak's File As is her organisation: she is listed as the company.
        #expect(Self.sections(result.stdout) == [
            "[B]", "Bäckerei Sonne", "[M]", "Anna Maria Müller", "Berta Müller", "Hans Müller", "[T]", "小鳥遊 遊",
            "[Z]", "Erika Zander", "Zeiss Optik GmbH",
        ])
    }

    /// With the two name columns as keys the Müllers are in the same order,
    /// and the company-only row is still under its organisation's letter
    /// (a row filed as its company but with a person's name goes by the name).
    @Test func googleByLastNameThenFirstName() throws {
        let result = try CollateRunner.run(["-l", "de", "-k", "Last Name", "-k", "First Name", Self.fixture("google.csv")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.sections(result.stdout) == [
            "[M]", "Anna Maria Müller", "Berta Müller", "Hans Müller", "[N]", "Bäckerei Sonne", "[T]", "小鳥遊 遊",
            "[Z]", "Erika Zander", "Zeiss Optik GmbH",
        ])
    }

    /// Phonetic Last Name reads Last Name: 小鳥遊 (たかなし) goes to た, not to か
    /// where MeCab reads it, with no option, and with `-k "Last Name"` too.
    @Test func phoneticColumnsAreReadings() throws {
        for keys in [[], ["-k", "Last Name"]] {
            let result = try CollateRunner.run(["-l", "ja", "--no-readings"] + keys + [Self.fixture("google.csv")])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("た\n  小鳥遊 遊\n"), "\(keys): \(result.stdout)")
        }
        let outlook = try CollateRunner.run(["-l", "ja", "--no-readings", Self.fixture("outlook-com.csv")])
        #expect(outlook.stdout.contains("た\n  小鳥遊 遊\n"), "\(outlook.stdout)")
    }

    /// Outlook's classic export (quoted header, Title first), Outlook.com's,
    /// German Outlook's and Google's older header are recognised too.
    @Test func outlookAndOlderGoogleHeaders() throws {
        let outlook = try CollateRunner.run(["-l", "de", Self.fixture("outlook.csv")])
        #expect(outlook.status == 0, "\(outlook.stderr)")
        #expect(Self.sections(outlook.stdout) == ["[M]", "Anna Maria Müller", "Berta Müller", "Hans Müller", "[Z]", "Erika Zander",
                                                  "Zeiss Optik GmbH"])
        let keyed = try CollateRunner.run(["-l", "de", "-k", "Last Name", "-k", "First Name", Self.fixture("outlook.csv")])
        #expect(keyed.stdout == outlook.stdout)
        let german = try CollateRunner.run(["-l", "de", Self.fixture("outlook-de.csv")])
        #expect(Self.sections(german.stdout) == ["[M]", "Anna Maria Müller", "Berta Müller", "Hans Müller", "[Z]", "Zeiss Optik GmbH"])
        let older = try CollateRunner.run(["-l", "de", Self.fixture("google-older.csv")])
        #expect(Self.sections(older.stdout) == ["[M]", "Anna Maria Müller", "Berta Müller", "Hans Müller", "[T]", "小鳥遊 遊", "[Z]",
                                                "Zeiss Optik GmbH"])
        // Written as read in CSV output.
        let csv = try CollateRunner.run(["-l", "de", "-f", "csv", Self.fixture("google-older.csv")])
        #expect(csv.stdout.contains(",,,,,,,,,,,,,,,,,,,,,,,,,,,,* My Contacts,,,Work,Zeiss Optik GmbH,,"), "\(csv.stdout)")
    }

    /// A header that only resembles an export is an ordinary CSV: collated
    /// by its first column.
    @Test func otherHeadersKeepTheFirstColumn() throws {
        let path = try CollateRunner.file("First Name,Last Name,Company\nZoe,Adams,\nAnna,Young,\n", name: "people.csv")
        let result = try CollateRunner.run(["-l", "en", path])
        #expect(result.stdout == "A\n  Anna,Young,\n\nZ\n  Zoe,Adams,\n")
    }

    /// A row with nothing to be filed by (no name, organisation, File As,
    /// nickname, phone or e-mail) is kept at the end of '#', shown as read,
    /// and counted on stderr; --missing=skip leaves it out.
    @Test func contactWithoutAName() throws {
        let header = try Self.header("google.csv")
        let path = try CollateRunner.file("\(header)\nAnn,,Ng\n,,,,,,,,,,,,,,note only\n", name: "google.csv")
        let result = try CollateRunner.run(["-l", "en", path])
        #expect(result.status == 0)
        #expect(result.stdout == "N\n  Ann Ng\n\n#\n  ,,,,,,,,,,,,,,note only\n")
        #expect(result.stderr == "collate: warning: 1 contact with no name, phonetic name, nickname, organisation, phone or e-mail kept at the end of '#' (the first at \(path):3); --missing=skip leaves such contacts out\n")
        let skipped = try CollateRunner.run(["-l", "en", "--missing=skip", path])
        #expect(skipped.stdout == "N\n  Ann Ng\n")
        #expect(skipped.stderr.contains("Last Name, First Name, Middle Name, Organization Name, File As, Nickname, Phone 1 - Value and E-mail 1 - Value are missing or empty"), "\(skipped.stderr)")
        let last = try CollateRunner.run(["-l", "en", "--missing=last", path])
        #expect(last.stdout == result.stdout)
        // With --key, such a row has its empty key column, as in any CSV: in '#'.
        let keyed = try CollateRunner.run(["-l", "en", "-k", "Last Name", path])
        #expect(keyed.status == 0, "\(keyed.stderr)")
        #expect(keyed.stdout == last.stdout)
    }

    /// Sorted runs give the same bytes as sorting in memory.
    @Test func externalSortGivesTheSameBytes() throws {
        let fixture = try String(contentsOfFile: Self.fixture("google.csv"), encoding: .utf8)
        let header = try Self.header("google.csv")
        let body = fixture.dropFirst(header.count + 2)
        let path = try CollateRunner.file(header + "\r\n" + String(repeating: String(body), count: 300), name: "many.csv")
        for options in [[], ["-k", "Last Name", "-k", "First Name"], ["-f", "json"]] {
            let temporary = try CollateRunner.directory()
            let inMemory = try CollateRunner.run(["-l", "de"] + options + [path])
            let external = try CollateRunner.run(["-l", "de", "-S", "4K", "-T", temporary.path] + options + [path])
            #expect(inMemory.status == 0, "\(inMemory.stderr)")
            #expect(external.output == inMemory.output, "\(options)")
            #expect(external.stderr == inMemory.stderr)
        }
    }
}
