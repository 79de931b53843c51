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

    /// The section titles and, in each, what names the row (its last name,
    /// else its organisation), in output order. Lines that go on a quoted
    /// field over a line break are neither.
    static func sections(_ stdout: String, names: (String) -> String) -> [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            if line.hasPrefix("  ") { return names(String(line.dropFirst(2))) }
            return line.contains(",") || line.contains("\"") ? nil : "[\(line)]"
        }
    }

    /// The header line of a fixture.
    static func header(_ name: String) throws -> String {
        try String(contentsOfFile: fixture(name), encoding: .utf8).components(separatedBy: "\r\n")[0]
    }

    /// Google's header: column 3 is the last name, 1 the first, 11 the organisation.
    static func google(_ row: String) -> String {
        let fields = row.split(separator: ",", omittingEmptySubsequences: false)
        return fields[2].isEmpty ? String(fields[10]) : "\(fields[2]), \(fields[0])"
    }

    @Test func googleWithoutKeyFilesFamilyThenGivenAndCompaniesByName() throws {
        let result = try CollateRunner.run(["-l", "de", Self.fixture("google.csv")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(Self.sections(result.stdout, names: Self.google) == [
            "[B]", "Nowak, Jana", "[M]", "Müller, Anna", "Müller, Berta", "Müller, Hans", "[T]", "小鳥遊, 遊",
            "[Z]", "Zander, Erika", "Zeiss Optik GmbH",
        ])
    }

    /// With the two name columns as keys the Müllers are in the same order,
    /// and the company-only row is still under its organisation's letter
    /// (a row filed as its company but with a person's name goes by the name).
    @Test func googleByLastNameThenFirstName() throws {
        let result = try CollateRunner.run(["-l", "de", "-k", "Last Name", "-k", "First Name", Self.fixture("google.csv")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.sections(result.stdout, names: Self.google) == [
            "[M]", "Müller, Anna", "Müller, Berta", "Müller, Hans", "[N]", "Nowak, Jana", "[T]", "小鳥遊, 遊",
            "[Z]", "Zander, Erika", "Zeiss Optik GmbH",
        ])
    }

    /// Phonetic Last Name reads Last Name: 小鳥遊 (たかなし) goes to た, not to か
    /// where MeCab reads it, with no option, and with `-k "Last Name"` too.
    @Test func phoneticColumnsAreReadings() throws {
        for keys in [[], ["-k", "Last Name"]] {
            let result = try CollateRunner.run(["-l", "ja", "--no-readings"] + keys + [Self.fixture("google.csv")])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("た\n  遊,,小鳥遊,"), "\(keys): \(result.stdout)")
        }
        let outlook = try CollateRunner.run(["-l", "ja", "--no-readings", Self.fixture("outlook-com.csv")])
        #expect(outlook.stdout.contains("た\n  遊,,小鳥遊,"), "\(outlook.stdout)")
    }

    /// Outlook's classic export (quoted header, Title first), Outlook.com's,
    /// German Outlook's and Google's older header are recognised too.
    @Test func outlookAndOlderGoogleHeaders() throws {
        let outlook = try CollateRunner.run(["-l", "de", Self.fixture("outlook.csv")])
        #expect(outlook.status == 0, "\(outlook.stderr)")
        let rows = outlook.stdout.split(separator: "\n").map { $0.split(separator: ",").prefix(6).joined(separator: ",") }
        #expect(rows == ["M", "  \"\",\"Anna\",\"Maria\",\"Müller\",\"\",\"Stadtwerke Ulm\"", "  \"\",\"Berta\",\"\",\"Müller\",\"\",\"\"",
                         "  \"Dr.\",\"Hans\",\"\",\"Müller\",\"\",\"\"", "Z", "  \"\",\"Erika\",\"\",\"Zander\",\"\",\"\"",
                         "  \"\",\"\",\"\",\"\",\"\",\"Zeiss Optik GmbH\""])
        let keyed = try CollateRunner.run(["-l", "de", "-k", "Last Name", "-k", "First Name", Self.fixture("outlook.csv")])
        #expect(keyed.stdout == outlook.stdout)
        let german = try CollateRunner.run(["-l", "de", Self.fixture("outlook-de.csv")])
        #expect(german.stdout.hasPrefix("M\n  \"Frau\",\"Anna\",\"Maria\",\"Müller\""), "\(german.stdout)")
        #expect(german.stdout.contains("Z\n  \"\",\"\",\"\",\"\",\"\",\"Zeiss Optik GmbH\""), "\(german.stdout)")
        let older = try CollateRunner.run(["-l", "de", Self.fixture("google-older.csv")])
        let olderNames = older.stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false)[0] }
        #expect(olderNames == ["M", "  Anna Maria Müller", "  Berta Müller", "  Hans Müller", "T", "  小鳥遊 遊", "Z", "  "])
        #expect(older.stdout.contains("Z\n  ,,,,,,,,,,,,,,,,,,,,,,,,,,,,* My Contacts,,,Work,Zeiss Optik GmbH,,\n"))
    }

    /// A header that only resembles an export is an ordinary CSV: collated
    /// by its first column.
    @Test func otherHeadersKeepTheFirstColumn() throws {
        let path = try CollateRunner.file("First Name,Last Name,Company\nZoe,Adams,\nAnna,Young,\n", name: "people.csv")
        let result = try CollateRunner.run(["-l", "en", path])
        #expect(result.stdout == "A\n  Anna,Young,\n\nZ\n  Zoe,Adams,\n")
    }

    /// A row with no name, no organisation and no File As has no key.
    @Test func contactWithoutAName() throws {
        let header = try Self.header("google.csv")
        let path = try CollateRunner.file("\(header)\nAnn,,Ng\n,,,,,,,,,,,,,,note only\n", name: "google.csv")
        let result = try CollateRunner.run(["-l", "en", path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("collate: error: \(path):3: contact without a name (Google Contacts header): Last Name, First Name, Middle Name, Organization Name and File As are missing or empty"), "\(result.stderr)")
        let last = try CollateRunner.run(["-l", "en", "--missing=last", path])
        #expect(last.stdout == "N\n  Ann,,Ng\n\n#\n  ,,,,,,,,,,,,,,note only\n")
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
