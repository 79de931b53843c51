/// What text, Markdown and the HTML page show of a derived string (a
/// `--display` template's fields, a vCard's display name): one line, and
/// every control character visible.
///
/// These strings are decoded by `collate` itself (JSON `\n` and `\u001b`,
/// CSV quoted line breaks, quoted-printable `=1B`), so their line breaks
/// would forge records and sections in text output and their escapes would
/// reach the terminal (set its title, clear its screen). A record shown as
/// read keeps its bytes, as `cat` and `sort` do; only what the tool derived
/// is made safe here.
enum ShownText {
    /// `text` with each run of line breaks (LF, CR, VT, FF, NEL, U+2028,
    /// U+2029) as one space, other C0 controls and DEL as their Control
    /// Pictures (ESC → ␛, as the HTML page shows them), C1 controls as
    /// `\u{9B}`; a tab stays. Complexity: O(n); no copy when there is
    /// nothing to change.
    static func visible(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 && $0 != 0x09 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var previousWasBreak = false
        for scalar in text.unicodeScalars {
            let isBreak = Character(scalar).isNewline
            defer { previousWasBreak = isBreak }
            switch scalar.value {
            case _ where isBreak:
                if !previousWasBreak { result.unicodeScalars.append(" ") }
            case 0x09: result.unicodeScalars.append(scalar)
            case 0x00...0x1F: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result.unicodeScalars.append("\u{2421}")
            // C1 controls, and the bidi overrides, embeddings and isolates
            // that would show the rest reversed (U+202E "nimdA" as "Admin").
            case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
