/// Text from input or arguments as messages show it: the one escaping of
/// everything a message quotes, in the library's errors and on `collate`'s
/// standard error.
///
/// A file name, a CSV header, a decoded JSON member name or an option's
/// value may hold an escape sequence that drives a terminal (`ESC ]0;…`
/// sets its title, `ESC [2J` clears it), a NUL, or a bidi override that
/// shows the rest of the line reversed. Each of those is written as
/// `\u{1B}`; and a piece of input is cut at a bounded length, so that a 1 MB
/// argument does not fill a message.
package enum MessageText {
    /// The most characters of one quoted piece; the rest is cut (`…`).
    package static let quotedLimit = 200
    /// The most characters of one line of a diagnostic.
    package static let lineLimit = 2_000

    /// `text` as a message quotes it: every control character (C0, DEL, C1,
    /// line breaks and tabs too) and every explicit bidi formatting
    /// character (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069) as
    /// `\u{…}`, and at most `limit` characters, then `…`.
    /// Complexity: O(length of the text up to the limit).
    package static func quoted(_ text: String, limit: Int = quotedLimit) -> String {
        visible(text, keepingLayout: false, limit: limit)
    }

    /// A whole diagnostic, as written to standard error: as ``quoted(_:limit:)``
    /// but with line feeds and tabs kept, each line cut at ``lineLimit``.
    package static func diagnostic(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 || $0 >= 0x7F }) || text.utf8.count > lineLimit else {
            return text
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { visible(String($0), keepingLayout: true, limit: lineLimit) }.joined(separator: "\n")
    }

    private static func visible(_ text: String, keepingLayout: Bool, limit: Int) -> String {
        var result = ""
        var count = 0
        for character in text {
            if count == limit { return result + "…" }
            count += 1
            for scalar in character.unicodeScalars {
                if isHidden(scalar) && !(keepingLayout && scalar == "\t") {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Controls, and the characters that change the direction of what follows.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
