/// Records and titles in Markdown output, escaped so that a CommonMark or
/// GFM renderer shows them as text: no raw HTML (`<script>`, `<img
/// onerror=…>`, `<!--` that hides the rest of the page), no links or images
/// (`[x](javascript:…)`), no emphasis, code spans or block markers taken
/// from the data.
///
/// - `&`, `<`, `>` become `&amp;`, `&lt;`, `&gt;` (renderers decode them
///   back; raw HTML and autolinks need a literal `<`).
/// - ``\ ` * _ [ ] ~`` get a backslash.
/// - In a heading or list item, a leading block marker (`#`, `-`, `+`, and
///   `1.` or `1)` before a space) gets a backslash; line breaks become spaces.
/// - In a table cell, `|` gets a backslash and line breaks become `<br>`.
///
/// This is not `Markup.escape` (the library's HTML and SVG escaping): that
/// works on valid text and makes control characters visible, while Markdown
/// needs backslash escapes for its own punctuation and must keep the bytes of
/// a record that is not UTF-8 as they were read.
///
/// Complexity: O(n) in the length of the text.
enum MarkdownText {
    enum Place {
        /// A heading or a list item: one line of block content.
        case line
        /// A cell of a table row.
        case tableCell
    }

    static func escaped(_ bytes: UnsafeBufferPointer<UInt8>, in place: Place) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 8)
        let markerEnd = place == .line ? blockMarkerEnd(bytes) : nil
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            if position + 1 == markerEnd { result.append(ASCII.backslash) }
            switch byte {
            case UInt8(ascii: "&"): result.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): result.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): result.append(contentsOf: "&gt;".utf8)
            case ASCII.backslash, UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"),
                 UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "~"):
                result.append(ASCII.backslash)
                result.append(byte)
            case UInt8(ascii: "|") where place == .tableCell:
                result.append(contentsOf: "\\|".utf8)
            case ASCII.carriageReturn, ASCII.lineFeed:
                if place == .line {
                    result.append(ASCII.space)
                } else {
                    // CRLF, LF and a lone CR are one line break each.
                    if byte == ASCII.carriageReturn, position + 1 < bytes.count, bytes[position + 1] == ASCII.lineFeed { position += 1 }
                    result.append(contentsOf: "<br>".utf8)
                }
            default:
                result.append(byte)
            }
            position += 1
        }
        return result
    }

    static func escaped(_ text: String, in place: Place) -> String {
        var text = text
        return String(decoding: text.withUTF8 { escaped($0, in: place) }, as: UTF8.self)
    }

    /// Where a block marker that starts the line ends (the position after
    /// it), when there is one: `#`, `-`, `+`, or digits and `.`/`)` before a
    /// space or the end, after any spaces. (`>`, `*` and `_` are escaped
    /// wherever they are.)
    private static func blockMarkerEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var position = 0
        while position < bytes.count, bytes[position] == ASCII.space || bytes[position] == ASCII.tab { position += 1 }
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "+"):
            return position + 1
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            var end = position
            while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: ")") else { return nil }
            let after = end + 1
            guard after == bytes.count || bytes[after] == ASCII.space || bytes[after] == ASCII.tab else { return nil }
            return after
        default:
            return nil
        }
    }
}
