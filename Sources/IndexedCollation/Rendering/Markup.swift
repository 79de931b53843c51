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
        // Most text has nothing to escape: no markup character, no control,
        // and no byte that may begin a bidi control or a noncharacter (E2, EF).
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.contains(where: needsLook) else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + bytes.count / 8)
            appendEscaped(bytes, to: &result)
            return String(decoding: result, as: UTF8.self)
        } ?? text
    }

    /// ``escape(_:)`` of `text`, appended to `result` as UTF-8: for a writer
    /// of bytes, which needs no escaped string of each piece.
    package static func appendEscaped(_ text: String, to result: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendEscaped($0, to: &result) }
    }

    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to result: inout [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard needsLook(byte) else {
                // The clean run up to the next byte to look at, at once.
                var end = index + 1
                while end < bytes.count, !needsLook(bytes[end]) { end += 1 }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                index = end
                continue
            }
            let next = index + 2 < bytes.count ? (bytes[index + 1], bytes[index + 2]) : (0, 0)
            switch byte {
            case UInt8(ascii: "&"): result.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): result.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): result.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): result.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): result.append(contentsOf: "&#39;".utf8)
            // C0 controls and DEL as their Control Pictures (U+2400 + c, U+2421).
            case 0x00..<0x20, 0x7F: result += ControlPictures.utf8(of: byte)
            // Overrides, embeddings and isolates reorder what follows them
            // (U+202E "nimdA" shows "Admin"): dropped, so that text shows
            // as it is stored and filed. The marks (U+200E/F, U+061C) stay:
            // right-to-left text needs them, and they reverse nothing.
            case 0xE2 where next.0 == 0x80 && (0xAA...0xAE).contains(next.1), 0xE2 where next.0 == 0x81 && (0xA6...0xA9).contains(next.1):
                index += 3
                continue
            // Noncharacters U+FFFE and U+FFFF are not allowed in XML either.
            case 0xEF where next.0 == 0xBF && (next.1 == 0xBE || next.1 == 0xBF):
                result += [0xEF, 0xBF, 0xBD]
                index += 3
                continue
            default: result.append(byte)
            }
            index += 1
        }
    }

    /// Whether `escape` looks at a UTF-8 byte: `& < > " '`, controls but
    /// tab, DEL, and the lead bytes of U+202A–U+202E, U+2066–U+2069 (E2) and
    /// U+FFFE, U+FFFF (EF).
    @inline(__always)
    private static func needsLook(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09: false
        case 0x00..<0x20, 0x7F, 0xE2, 0xEF, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
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
