import ByteMachinery

/// One content line of a vCard after unfolding: `[group.]NAME;PARAM=VALUE:value`
/// (RFC 2426 and RFC 6350, and vCard 2.1's bare parameters such as `TEL;CELL`).
struct VCardContentLine {
    /// The property name, uppercased, without its group (`item1.TEL` → `TEL`).
    let name: String
    /// The parameters in order, names uppercased, values unquoted; a value
    /// list (`TYPE=cell,voice`) gives one entry per value. A bare 2.1
    /// parameter is an `ENCODING` (`QUOTED-PRINTABLE`, `BASE64`) or a `TYPE`.
    let parameters: [(name: String, value: String)]
    /// Whether the name or the parameters had bytes that are not UTF-8
    /// (repaired to U+FFFD in `name` and `parameters`).
    let hasRepairedParameters: Bool
    /// The value's bytes, unfolded but still encoded and escaped.
    let value: [UInt8]
    /// Where the line's first physical line starts in the card.
    let offset: Int

    /// The values of parameter `name` (uppercase).
    func parameter(_ name: String) -> [String] {
        parameters.filter { $0.name == name }.map(\.value)
    }

    func hasParameter(_ name: String, value: String) -> Bool {
        parameters.contains { $0.name == name && $0.value.uppercased() == value }
    }

    /// The content lines of a card's bytes, unfolded: a physical line that
    /// starts with a space or a tab continues the previous one (RFC 6350
    /// §3.2), and so does any line after a quoted-printable line ending in
    /// `=` (a soft line break, as Android's 2.1 exports write them) except
    /// `BEGIN:VCARD` and `END:VCARD`, which begin and end cards wherever they
    /// are (the value then ends at the `=`), and a line without `:` after a
    /// base64 line (2.1 exporters that do not indent a photo's lines). Blank
    /// lines (2.1 ends base64 values with one) are skipped.
    ///
    /// Complexity: O(n) for a card of n bytes.
    static func unfold(_ card: UnsafeBufferPointer<UInt8>) throws(InputFailure) -> [VCardContentLine] {
        var lines: [VCardContentLine] = []
        var current: [UInt8] = []
        var currentOffset = 0
        var currentEncoding: String?
        func finish() throws(InputFailure) {
            if !current.isEmpty { lines.append(try parse(current, offset: currentOffset)) }
            current.removeAll()
        }
        var position = 0
        while position < card.count, let (range, next) = card.line(at: position, isFinal: true) {
            defer { position = next }
            let line = card[range]
            if line.allSatisfy({ $0 == ASCII.space || $0 == ASCII.tab }) {
                try finish()
                continue
            }
            let softBreak = currentEncoding == "QUOTED-PRINTABLE" && current.last == UInt8(ascii: "=")
            if !current.isEmpty, line.first == ASCII.space || line.first == ASCII.tab {
                if softBreak { current.removeLast() }
                current.append(contentsOf: line.dropFirst())
            } else if !current.isEmpty, softBreak, !isDelimiter(line, begin), !isDelimiter(line, end) {
                current.removeLast()
                current.append(contentsOf: line)
            } else if !current.isEmpty, currentEncoding == "BASE64", !line.contains(UInt8(ascii: ":")) {
                current.append(contentsOf: line)
            } else {
                try finish()
                current.append(contentsOf: line)
                currentOffset = range.lowerBound
                currentEncoding = encoding(of: current)
            }
        }
        try finish()
        return lines
    }

    static let begin = Array("BEGIN:VCARD".utf8), end = Array("END:VCARD".utf8)

    /// Whether a physical line is `expected` (`begin` or `end`), in any case,
    /// trailing white space allowed.
    static func isDelimiter(_ line: some BidirectionalCollection<UInt8>, _ expected: [UInt8]) -> Bool {
        var trimmed = line[...]
        while let last = trimmed.last, last == ASCII.space || last == ASCII.tab { trimmed = trimmed.dropLast() }
        return trimmed.count == expected.count && zip(trimmed, expected).allSatisfy { byte, letter in
            byte == letter || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) && byte - 0x20 == letter
        }
    }

    /// The encoding the line's name and parameters ask for, if its lines
    /// continue otherwise than by folding: QUOTED-PRINTABLE or BASE64.
    private static func encoding(of line: [UInt8]) -> String? {
        let head = line[..<(line.firstIndex(of: UInt8(ascii: ":")) ?? line.endIndex)]
        // Most lines have no parameters at all.
        guard head.contains(UInt8(ascii: ";")) else { return nil }
        let upper = String(decoding: head, as: UTF8.self).uppercased()
        return ["QUOTED-PRINTABLE", "BASE64"].first { upper.utf8.firstRange(of: $0.utf8) != nil }
    }

    /// Splits an unfolded line into name, parameters and value.
    private static func parse(_ line: [UInt8], offset: Int) throws(InputFailure) -> VCardContentLine {
        let colon = UInt8(ascii: ":"), semicolon = UInt8(ascii: ";")
        var position = 0
        while position < line.count, line[position] != colon, line[position] != semicolon { position += 1 }
        let qualified = String(decoding: line[..<position], as: UTF8.self).uppercased()
        let name = qualified.split(separator: ".").last.map(String.init) ?? qualified
        var parameters: [(String, String)] = []
        while position < line.count, line[position] == semicolon {
            let start = position + 1
            var quoted = false
            position = start
            while position < line.count, quoted || (line[position] != colon && line[position] != semicolon) {
                if line[position] == ASCII.quote { quoted.toggle() }
                position += 1
            }
            parameters += parameter(String(decoding: line[start..<position], as: UTF8.self))
        }
        guard position < line.count, !name.isEmpty else {
            throw InputFailure(offset: offset, message: "malformed vCard: a content line needs a property name and ':' before its value")
        }
        let head = line[..<position]
        let repaired = head.contains { $0 >= 0x80 } && !head.withUnsafeBufferPointer(UTF8Validation.isValid)
        return VCardContentLine(name: name, parameters: parameters, hasRepairedParameters: repaired,
                                value: Array(line[(position + 1)...]), offset: offset)
    }

    /// `TYPE=cell,voice` → two entries, and so does `SORT-AS="Gogh,Vincent"`:
    /// a parameter's value is a list, quoted or not (RFC 6350 §5.9).
    private static func parameter(_ text: String) -> [(String, String)] {
        guard let equals = text.firstIndex(of: "=") else {
            let bare = text.uppercased()
            let encodings = ["QUOTED-PRINTABLE", "BASE64", "8BIT", "7BIT", "B"]
            return [(encodings.contains(bare) ? "ENCODING" : "TYPE", text)]
        }
        let name = text[..<equals].trimmingSpaces.uppercased()
        let values = text[text.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false).map { value in
            value.trimmingSpaces.replacing("\"", with: "")
        }
        return values.map { (name, $0) }
    }
}

private extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
