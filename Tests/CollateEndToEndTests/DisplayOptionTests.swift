import Foundation
import Testing
import TestSupport

/// `--display`: what text, Markdown and the HTML page show of each record;
/// and the page's words (`--page-strings`).
@Suite struct DisplayOptionTests {
    let google = "First Name,Middle Name,Last Name,Phonetic Last Name\nHans,,Müller,\nAnna,,Müller,\n太郎,,田中,たなか\n"

    @Test func csvRowsAreShownByTheirTemplate() throws {
        let csv = try CollateRunner.file(google, name: "google.csv")
        let html = try CollateRunner.run(["-l", "de", "-k", "Last Name", "--display", "{First Name} {Last Name}", "-f", "html", csv])
        #expect(html.status == 0)
        #expect(html.stdout.contains("<li dir=\"auto\">Hans Müller</li>\n<li dir=\"auto\">Anna Müller</li>"))
        #expect(!html.stdout.contains("Hans,,Müller"), "no raw rows")
        let text = try CollateRunner.run(["-l", "de", "-k", "Last Name", "--display", "{Last Name}, {First Name}", csv])
        #expect(text.stdout.contains("M\n  Müller, Hans\n  Müller, Anna\n"))
        let markdown = try CollateRunner.run(["-l", "de", "-k", "Last Name", "--display", "First Name", "-f", "markdown", csv])
        #expect(markdown.stdout.contains("## M\n\n- Hans\n- Anna\n"), "a list, not the table")
    }

    @Test func jsonRecordsAreShownByDottedPaths() throws {
        let json = try CollateRunner.file(#"[{"name": {"given": "Anna", "family": "Müller"}}, {"name": {"given": "Zoë"}}]"#, name: "api.json")
        let result = try CollateRunner.run(["-l", "de", "-k", "name.given", "--display", "{name.family}, {name.given}", "-f", "html", json])
        #expect(result.stdout.contains("<li dir=\"auto\">Müller, Anna</li>"))
        #expect(result.stdout.contains("<li dir=\"auto\">, Zoë</li>"), "a missing member shows as empty")
    }

    /// A path to an array shows its first string or number (what `--columns`
    /// writes whole); an array with none shows the next alternative.
    @Test func aJSONArrayShowsItsFirstStringOrNumber() throws {
        let json = try CollateRunner.file("""
            {"n":"Zed","p":["+49 30 1234","+49 170 5555"]}
            {"n":"Amy","p":[null,{"x":1},42]}
            {"n":"Bob","p":[null,true]}

            """, name: "a.jsonl")
        let result = try CollateRunner.run(["-l", "en", "--key", "n", "-f", "lines", "--display", "{p}|{n}", json])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "42\nBob\n+49 30 1234\n")
        let alone = try CollateRunner.run(["-l", "en", "--key", "n", "-f", "lines", "--display", "{p}", json])
        #expect(alone.status == 0 && alone.stdout.hasSuffix("+49 30 1234\n"), "\(alone.stderr)")
    }

    @Test func unknownFieldsAreErrorsListingTheFields() throws {
        let csv = try CollateRunner.file(google, name: "google.csv")
        let column = try CollateRunner.run(["--display", "{First Name} {Lats Name}", csv])
        #expect(column.status == 1)
        #expect(column.stderr.contains("google.csv:1: no column 'Lats Name' (--display) in the header; the columns are: 1 'First Name', 2 'Middle Name', 3 'Last Name', 4 'Phonetic Last Name'"))
        let json = try CollateRunner.file(#"{"name": {"given": "Anna"}}"# + "\n", name: "a.jsonl")
        let path = try CollateRunner.run(["-k", "name.given", "--display", "{name.famly}", json])
        #expect(path.status == 1)
        #expect(path.stderr.contains("a.jsonl: no record has the field 'name.famly' (--display); in the first record: no member 'famly' (members: 'given')"))
        let vcf = try CollateRunner.file("BEGIN:VCARD\nVERSION:3.0\nFN:Anna\nN:Müller;Anna;;;\nEND:VCARD\n", name: "a.vcf")
        let card = try CollateRunner.run(["--display", "{N.famly}", vcf])
        #expect(card.status == 2)
        #expect(card.stderr.contains("a.vcf: --display field 'N.famly': N has no component 'famly'; its components are: N.family, N.given, N.middle, N.prefix, N.suffix"))
        let notAName = try CollateRunner.run(["--display", "{Full Name}", vcf])
        #expect(notAName.status == 2)
        #expect(notAName.stderr.contains("a.vcf: --display field 'Full Name' is not a vCard property name: letters, digits and '-'"))
        let lines = try CollateRunner.run(["--display", "{0}"], stdin: "a\n")
        #expect(lines.status == 2)
        #expect(lines.stderr.contains("a file read as lines has one field, {line}"))
        let unclosed = try CollateRunner.run(["--display", "{First Name"], stdin: "a\n")
        #expect(unclosed.status == 2)
        #expect(unclosed.stderr.contains("'{' is not closed at character 1"))
    }

    @Test func vCardsAndLinesHaveTheirOwnFields() throws {
        let vcf = try CollateRunner.file("BEGIN:VCARD\nVERSION:3.0\nFN:Anna Müller\nN:Müller;Anna;;;\nORG:Acme\nEND:VCARD\n", name: "a.vcf")
        let card = try CollateRunner.run(["-l", "de", "--display", "{n.family} ({ORG})", vcf])
        #expect(card.stdout == "M\n  Müller (Acme)\n", "vCard names in any case")
        // Any property; its escaped line breaks are one space in text output, never a line, and ESC is ␛.
        let note = try CollateRunner.file("BEGIN:VCARD\nVERSION:3.0\nFN:Anna\nNOTE:Zeile 1\\nA\\n\\nZeile 2\\, mit \u{1B}[2J\nTITLE:Chefin\nEND:VCARD\n", name: "n.vcf")
        let shown = try CollateRunner.run(["-l", "de", "--display", "{FN}, {TITLE}: {NOTE} ({BDAY})", note])
        #expect(shown.stdout == "A\n  Anna, Chefin: Zeile 1 A Zeile 2, mit ␛[2J ()\n", "\(shown.stdout)")
        let lines = try CollateRunner.run(["-l", "en", "--display", "* {line} *"], stdin: "bob\n")
        #expect(lines.stdout == "B\n  * bob *\n")
    }

    @Test func recordFormatsRefuseDisplayAndBlankResultsShowTheRecord() throws {
        let csv = try CollateRunner.file(google, name: "google.csv")
        let refused = try CollateRunner.run(["--display", "First Name", "-f", "json", csv])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--display is for the records of text, lines, markdown, html, csv and tsv output; json, jsonl and vcf write records unchanged"))
        let blank = try CollateRunner.run(["-l", "de", "-k", "Last Name", "--display", "{Middle Name}", csv])
        #expect(blank.stdout.contains("  Hans,,Müller,\n"), "an empty result shows the record as read, never nothing")
    }

    @Test func thePageFindsRecordsByTheirReadingAndSpeaksItsLanguage() throws {
        let csv = try CollateRunner.file(google, name: "google.csv")
        let result = try CollateRunner.run(["-l", "ja", "-k", "Last Name", "--reading-key", "Phonetic Last Name",
                                            "--display", "{Last Name} {First Name}", "-f", "html", csv])
        #expect(result.stdout.contains("data-search=\"tian zhong tai lang␊たなか␊tanaka\">田中 太郎</li>"))
        #expect(result.stdout.contains(">3 件</span>"))
        #expect(result.stdout.contains("aria-label=\"セクションの索引\""))
    }

    @Test func pageStringsAreCheckedAndUsed() throws {
        let words = try CollateRunner.file("{\n  \"filterPlaceholder\": \"Suche\",\n  \"records\": {\"one\": \"{count} Kontakt\", \"other\": \"{count} Kontakte\"}\n}\n", name: "words.json")
        let page = try CollateRunner.run(["-l", "de", "-f", "html", "--page-strings", words], stdin: "Anna\nBen\n")
        #expect(page.status == 0)
        #expect(page.stdout.contains("placeholder=\"Suche\""))
        #expect(page.stdout.contains(">2 Kontakte</span>"))
        #expect(page.stdout.contains("Einträge filtern"), "other words from the bundled German")
        let bad = try CollateRunner.file("{\n  \"records\": {\"one\": \"{count} запись\", \"other\": \"{count} записи\"}\n}\n", name: "bad.json")
        let refused = try CollateRunner.run(["-l", "ru", "-f", "html", "--page-strings", bad], stdin: "Anna\n")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("bad.json:2: 'records' lacks the plural form 'few' of ru"))
        let text = try CollateRunner.run(["-f", "text", "--page-strings", words], stdin: "Anna\n")
        #expect(text.status == 2)
    }

    @Test func displayLinksAreLinksOnlyWhereTheValueIsOne() throws {
        let csv = try CollateRunner.file("Name,Mail,Site,Phone\nAnna,anna@example.org,https://example.org/ä b,+49 30 1234\nBen,not a mail,javascript:alert(1),12\n", name: "l.csv")
        let page = try CollateRunner.run(["-l", "de", "-k", "Name", "--display", "Name", "--display-link", "Mail", "--display-link", "Site",
                                          "--display-link", "Phone", "-f", "html", csv])
        #expect(page.stdout.contains("<li dir=\"auto\">Anna<span class=\"links\"><a href=\"mailto:anna@example.org\" dir=\"ltr\">anna@example.org</a> "
            + "<a href=\"https://example.org/%C3%A4%20b\" dir=\"ltr\">https://example.org/ä b</a> <a href=\"tel:+49301234\" dir=\"ltr\">+49 30 1234</a></span></li>"))
        #expect(page.stdout.contains("<li dir=\"auto\">Ben</li>"), "no link from a value that is none, never javascript:")
        let unknown = try CollateRunner.run(["-k", "Name", "--display-link", "Mial", "-f", "html", csv])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("l.csv:1: no column 'Mial' (--display-link) in the header"))
        let text = try CollateRunner.run(["--display-link", "Mail", csv])
        #expect(text.status == 2)
        #expect(text.stderr.contains("--display-link is for --format html"))
    }

    /// `--display '{name}'` with two columns named `name` showed column 1
    /// silently, where `--key name` refuses; it refuses too.
    @Test func aColumnNameSeveralColumnsHaveIsAmbiguous() throws {
        let csv = try CollateRunner.file("name,x,name\nAnna,1,Zed\n", name: "two.csv")
        let result = try CollateRunner.run(["-l", "en", "--display", "{name}", csv])
        #expect(result.status == 1)
        #expect(result.stderr.contains("two.csv:1: column name 'name' (--display) is ambiguous: columns 1 and 3 have it"), "\(result.stderr)")
        #expect(try CollateRunner.run(["-l", "en", "--display", "{3}", csv]).stdout == "A\n  Zed\n")
    }
}
