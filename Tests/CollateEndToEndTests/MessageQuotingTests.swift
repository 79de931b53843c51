import Foundation
import Testing
import TestSupport

/// Every message quotes input through one escaping: a CSV header, a decoded
/// JSON member name, an option's value or a vCard's CHARSET that holds an
/// escape sequence reaches standard error as `\u{1B}`, never as the byte
/// that drives a terminal; bidi overrides likewise; a long piece is cut.
@Suite struct MessageQuotingTests {
    private func expectVisible(_ result: CollateRunner.Result, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status != 0, "\(what): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(!result.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" || $0 == "\u{202E}" },
                "\(what): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains("\\u{1B}") || result.stderr.contains("\\u{202E}"), "\(what): \(result.stderr)",
                sourceLocation: sourceLocation)
    }

    @Test func inputAndOptionValuesAreShownEscaped() throws {
        let header = try CollateRunner.file("name\u{1B}]0;PWNED\u{7}\u{1B}[2J,b\nZed,1\n", name: "h.csv")
        expectVisible(try CollateRunner.run(["-l", "en", "--key", "x", header]), "a CSV header")
        expectVisible(try CollateRunner.run(["-l", "en", "--key", "b", "--display", "{a\u{1B}]0;x}", header]), "--display")
        expectVisible(try CollateRunner.run(["-l", "en", "--key", "b", "-f", "csv", "--columns", "a\u{1B}[2J", header]), "--columns")
        expectVisible(try CollateRunner.run(["-l", "en", "--encoding", "x\u{1B}[2J", header]), "--encoding")
        let member = try CollateRunner.file(#"{"n\u001b]0;PWNED\u0007\u001b[2J":"Zed"}"# + "\n", name: "m.jsonl")
        expectVisible(try CollateRunner.run(["-l", "en", member]), "a decoded JSON member name")
        let card = try CollateRunner.file("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=X\u{1B}]0;t:Zed;;;;\r\nEND:VCARD\r\n", name: "c.vcf")
        expectVisible(try CollateRunner.run(["-l", "en", card]), "a vCard CHARSET")
        let bidi = try CollateRunner.file("\u{202E}eman,b\nZed,1\n", name: "bidi.csv")
        expectVisible(try CollateRunner.run(["-l", "en", "--key", "x", bidi]), "a bidi override in a header")
    }

    /// A value of 100,000 characters (near the longest argument Linux
    /// passes) is quoted in a few hundred.
    @Test func aLongValueIsCut() throws {
        let long = String(repeating: "x", count: 100_000)
        let result = try CollateRunner.run(["-l", "en", "--encoding", long], stdin: "a\n")
        #expect(result.status == 2)
        #expect(result.stderr.utf8.count < 3_000, "\(result.stderr.utf8.count) bytes")
        #expect(result.stderr.contains("xxx…'"), "\(result.stderr.prefix(300))")
    }
}
