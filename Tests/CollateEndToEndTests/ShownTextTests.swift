import Foundation
import Testing
import TestSupport

/// What text and Markdown show of strings the tool decodes itself (a
/// `--display` field, a vCard name): one line, control characters visible.
@Suite struct ShownTextEndToEndTests {
    /// A JSON `\n` or a CSV quoted line break in a displayed field forged a
    /// section `Z` and a record in text output.
    @Test func lineBreaksInADisplayedFieldForgeNothing() throws {
        let jsonl = try CollateRunner.file("{\"n\":\"Anna\\n\\nZ\\n  fake record\"}\n{\"n\":\"Bob\"}\n", name: "forge.jsonl")
        let csv = try CollateRunner.file("name\n\"Anna\n\nZ\n  fake record\"\nBob\n", name: "forge.csv")
        for arguments in [["--key", "n", "--display", "{n}", jsonl], ["--display", "{name}", csv]] {
            let result = try CollateRunner.run(["-l", "en"] + arguments)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == "A\n  Anna Z   fake record\n\nB\n  Bob\n")
        }
    }

    /// Quoted-printable `=1B` and JSON `\u001b` became raw terminal escapes
    /// (a window title, a cleared screen); they are shown as ␛ and ␇.
    @Test func escapesTheToolDecodesAreShownVisibly() throws {
        let card = try CollateRunner.file("BEGIN:VCARD\nVERSION:2.1\nN:Zed;;;;\nFN;ENCODING=QUOTED-PRINTABLE:Zed=1B]0;owned=07=1B[2J\nEND:VCARD\n", name: "esc.vcf")
        let text = try CollateRunner.run(["-l", "en", card])
        #expect(text.stdout == "Z\n  Zed\u{241B}]0;owned\u{2407}\u{241B}[2J\n")
        let markdown = try CollateRunner.run(["-l", "en", "-f", "markdown", card])
        #expect(!markdown.stdout.contains("\u{1B}") && markdown.stdout.contains("Zed\u{241B}"), "\(markdown.stdout)")
        let jsonl = try CollateRunner.file("{\"n\":\"Zed\\u001b]0;PWNED\\u0007\\u001b[2J\\u009b\"}\n", name: "esc.jsonl")
        let display = try CollateRunner.run(["-l", "en", "--key", "n", "--display", "{n}", jsonl])
        #expect(display.stdout == "Z\n  Zed\u{241B}]0;PWNED\u{2407}\u{241B}[2J\\u{9B}\n")
        // A record shown as read keeps its bytes, as cat does; JSON output keeps the escape.
        let raw = try CollateRunner.run(["-l", "en"], stdin: "Zed\u{1B}[1m\n")
        #expect(raw.stdout == "Z\n  Zed\u{1B}[1m\n")
        let json = try CollateRunner.run(["-l", "en", "--key", "n", "-f", "jsonl", jsonl])
        #expect(json.stdout.contains("\\u001b"))
    }

    /// `-f lines` is for pipelines that count lines: a CSV record with a
    /// quoted line break was written as two lines. Its LF and CR are
    /// written as ␊ and ␍; a CRLF file's line ends are no part of a record.
    @Test func linesOutputWritesOneRecordALine() throws {
        let csv = try CollateRunner.file("name,city\n\"Anna\nZed\",Oslo\nBob,Rome\n\"Cy\r\nD\",Kyiv\n", name: "breaks.csv")
        let lines = try CollateRunner.run(["-l", "en", "-f", "lines", csv])
        #expect(lines.status == 0, "\(lines.stderr)")
        #expect(lines.stdout == "\"Anna\u{240A}Zed\",Oslo\nBob,Rome\n\"Cy\u{240D}\u{240A}D\",Kyiv\n")
        let crlf = try CollateRunner.file("name,city\r\nZed,Oslo\r\nAnna,Rome\r\n", name: "crlf.csv")
        #expect(try CollateRunner.run(["-l", "en", "-f", "lines", crlf]).stdout == "Anna,Rome\nZed,Oslo\n")
        // CSV output keeps the line break, quoted.
        let kept = try CollateRunner.run(["-l", "en", "-f", "csv", csv])
        #expect(kept.stdout.contains("\"Anna\nZed\",Oslo"))
    }
}
