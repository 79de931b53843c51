/// Escaping for text written into HTML and SVG (XML). Records and titles are
/// arbitrary user data, so every piece of text goes through here.
package enum Markup {
    /// Text as element content or a quoted attribute value: `& < > " '`
    /// become references, and C0 controls and DEL (not allowed in XML, parse
    /// errors in HTML) become their visible Control Pictures (U+0001 → ␁), so
    /// that every character of a record still shows.
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
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
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
