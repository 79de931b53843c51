/// Escaping for text written into HTML and SVG (XML). Records and titles are
/// arbitrary user data, so every piece of text goes through here.
package enum Markup {
    /// Text as element content or a quoted attribute value: `& < > " '`
    /// become references, C0 controls and DEL (not allowed in XML, parse
    /// errors in HTML) become their visible Control Pictures (U+0001 → ␁), so
    /// that every character of a record still shows, and bidi overrides,
    /// embeddings and isolates are dropped.
    ///
    /// Complexity: O(n) in the length of the text.
    package static func escape(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t": result.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}": result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case "\u{7F}": result.unicodeScalars.append("\u{2421}")
            // Noncharacters U+FFFE and U+FFFF are not allowed in XML either.
            case "\u{FFFE}", "\u{FFFF}": result.unicodeScalars.append("\u{FFFD}")
            // Overrides, embeddings and isolates reorder what follows them
            // (U+202E "nimdA" shows "Admin"): dropped, so that text shows
            // as it is stored and filed. The marks (U+200E/F, U+061C) stay:
            // right-to-left text needs them, and they reverse nothing.
            case "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}": break
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` is an explicit bidi formatting character: the
    /// marks U+061C, U+200E, U+200F, the embeddings and overrides
    /// U+202A–U+202E, the isolates U+2066–U+2069.
    package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// A number for an SVG attribute: no exponent, at most two decimals, no
    /// trailing zeros (`16`, `10.5`).
    static func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        let whole = Int(hundredths) / 100, fraction = abs(Int(hundredths)) % 100
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if fraction == 0 { return "\(sign)\(whole)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(digits)"
    }
}
