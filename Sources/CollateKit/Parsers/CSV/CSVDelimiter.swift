/// The field delimiter of CSV input: `--delimiter` (`-t`, as `sort -t`), or
/// for a `.csv` file without it, the one its header line uses. Excel saves
/// "CSV" with `;` where the decimal separator is a comma (Germany, France,
/// Russia, most of Europe), and some tools write tabs into `.csv` files.
enum CSVDelimiter {
    /// The delimiter `--delimiter` names: one ASCII character other than a
    /// quote, CR or LF, or `tab` (`\t`) for a tab; nil otherwise.
    static func named(_ text: String) -> UInt8? {
        if ["tab", "\\t", "\t"].contains(text.lowercased()) { return ASCII.tab }
        guard text.utf8.count == 1, let byte = text.utf8.first, byte < 0x80,
              ![ASCII.quote, ASCII.carriageReturn, ASCII.lineFeed].contains(byte) else { return nil }
        return byte
    }

    /// The delimiter of the header line starting at `start`: `,` when the
    /// line has one outside quotes, else `;` when it has one, else a tab when
    /// it has one, else `,`. Nil when the line may not be complete yet.
    ///
    /// Complexity: O(length of the header line).
    static func detect(inHeaderOf bytes: UnsafeBufferPointer<UInt8>, at start: Int, isFinal: Bool) -> UInt8? {
        var quoted = false
        var seen: Set<UInt8> = []
        var position = start
        while position < bytes.count {
            let byte = bytes[position]
            if byte == ASCII.quote {
                quoted.toggle()
            } else if !quoted {
                if byte == ASCII.lineFeed { break }
                if [ASCII.comma, UInt8(ascii: ";"), ASCII.tab].contains(byte) { seen.insert(byte) }
            }
            position += 1
        }
        guard position < bytes.count || isFinal else { return nil }
        return [ASCII.comma, UInt8(ascii: ";"), ASCII.tab].first { seen.contains($0) } ?? ASCII.comma
    }
}
