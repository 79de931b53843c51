import IndexedCollation
/// vCard files (`.vcf`, `.vcard`): versions 2.1, 3.0 and 4.0, several cards
/// per file, LF or CRLF. A record is one card, its bytes from `BEGIN:VCARD`
/// to the end of `END:VCARD` (without that line's line end), so that cards
/// can be written back byte for byte. Blank lines between cards are skipped;
/// any other text outside a card, a card without `END:VCARD`, and a value
/// that cannot be decoded are errors. Lines that end in CR alone (classic
/// Mac OS) are refused with a hint, as soon as the first card shows them: a
/// CR alone is data in every input format, and a card read by other line
/// ends could not be written back as read. The card is collated as
/// `ContactCollation` says for the `--key` order; a group card is no contact
/// and is set aside, as read (`RecordSink.setAside`).
struct VCardParser: RecordParser {
    let nameKey: VCardNameKey
    /// `--encoding`, for values without a `CHARSET`; nil: UTF-8.
    var defaultCharset: String?
    /// What the table asks of a contact's name (`LocalizedIndexedCollation.nameConventions`).
    var nameConventions = ContactFiling.Conventions()

    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool,
                        into sink: RecordSink) throws(InputFailure) -> Int {
        var position = start
        while position < bytes.count {
            // Before looking for the line's LF: such a file may have none.
            if Self.endsLinesWithCR(bytes, at: position) {
                throw InputFailure(offset: position, message: "malformed vCard: \(Self.crLineEnds)")
            }
            guard let (line, next) = bytes.line(at: position, isFinal: isFinal) else { return position }
            if Self.isBlank(bytes[line]) {
                position = next
                continue
            }
            guard Self.isDelimiter(bytes[line], Self.begin) else {
                throw InputFailure(offset: position, message: "malformed vCard: text outside a card (expected BEGIN:VCARD)")
            }
            guard let (end, afterCard) = try Self.cardEnd(bytes, cardStart: position, from: next, isFinal: isFinal) else {
                return position
            }
            let card = position..<end
            let parsed: VCard
            do throws(InputFailure) {
                parsed = try VCard(parsing: UnsafeBufferPointer(rebasing: bytes[card]), defaultCharset: defaultCharset)
            } catch {
                throw InputFailure(offset: position + error.offset, message: error.message)
            }
            if parsed.isGroup {
                sink.setAside(bytes, card)
                position = afterCard
                continue
            }
            let collation = ContactCollation(parsed, by: nameKey, conventions: nameConventions)
            try sink.accept(bytes, ParsedRecord(card, key: collation.key, reading: collation.reading, keyIsRepaired: collation.isRepaired,
                                                missingWhat: "card without a name", isBlankContact: parsed.contact.isBlank,
                                                missingDetail: Self.missingName))
            position = afterCard
        }
        return bytes.count
    }

    /// Where the card that starts at `cardStart` ends (the end of its
    /// `END:VCARD` line, without the line end) and where the next line
    /// starts; nil when the end may still come. Cards nested in the card
    /// (2.1's `AGENT`) are part of it.
    private static func cardEnd(_ bytes: UnsafeBufferPointer<UInt8>, cardStart: Int, from start: Int,
                                isFinal: Bool) throws(InputFailure) -> (end: Int, next: Int)? {
        var depth = 1
        var position = start
        while position < bytes.count, let (line, next) = bytes.line(at: position, isFinal: isFinal) {
            // `END:VCARD` then a CR alone would swallow the next card into this one.
            if endsWithCRAlone(bytes[line], end) || endsWithCRAlone(bytes[line], begin) {
                throw InputFailure(offset: position, message: "malformed vCard: \(crLineEnds)")
            }
            if isDelimiter(bytes[line], begin) { depth += 1 }
            if isDelimiter(bytes[line], end) {
                depth -= 1
                if depth == 0 { return (line.upperBound, next) }
            }
            position = next
        }
        guard isFinal else { return nil }
        // An END:VCARD after a CR alone is in the middle of a line.
        let hint = (cardStart..<max(cardStart, bytes.count - end.count)).contains { position in
            bytes[position] == ASCII.carriageReturn && isDelimiter(bytes[position + 1...position + end.count], end)
        } ? " (\(crLineEnds))" : ""
        throw InputFailure(offset: cardStart, message: "malformed vCard: the card that begins here has no END:VCARD\(hint)")
    }

    /// What is wrong with lines that end in CR alone, and the remedy.
    private static let crLineEnds = "its lines end in CR alone, but vCard lines end in CRLF or LF; convert the file first "
        + "(tr '\\r' '\\n' < old.vcf > new.vcf)"

    /// Whether the line at `position` is `BEGIN:VCARD` (white space allowed
    /// after it) followed by a CR alone and more: a line that ends in CR
    /// alone. Only bytes up to the CR and one more are read.
    private static func endsLinesWithCR(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        var end = position + begin.count
        guard end < bytes.count, isDelimiter(bytes[position..<end], begin) else { return false }
        while end < bytes.count, bytes[end] == ASCII.space || bytes[end] == ASCII.tab { end += 1 }
        return end + 1 < bytes.count && bytes[end] == ASCII.carriageReturn
            && bytes[end + 1] != ASCII.lineFeed && bytes[end + 1] != ASCII.carriageReturn
    }

    /// Whether a line is `expected` (`BEGIN:VCARD` or `END:VCARD`, white
    /// space allowed) followed by a CR alone and more text: a line end of
    /// CR alone, inside a card.
    private static func endsWithCRAlone(_ line: Slice<UnsafeBufferPointer<UInt8>>, _ expected: [UInt8]) -> Bool {
        guard line.count > expected.count + 1, isDelimiter(line.prefix(expected.count), expected) else { return false }
        var index = line.startIndex + expected.count
        while index < line.endIndex, line[index] == ASCII.space || line[index] == ASCII.tab { index += 1 }
        return index + 1 < line.endIndex && line[index] == ASCII.carriageReturn && line[index + 1] != ASCII.carriageReturn
    }

    /// What a card without a name lacks, whatever the `--key` order: every
    /// order falls back to the display name, so to `FN`, `N`, `NICKNAME`, `ORG`, `TEL` and `EMAIL`.
    static let missingName = "FN, N (its family and given names), NICKNAME, ORG, TEL and EMAIL are missing or empty"

    private static let begin = VCardContentLine.begin, end = VCardContentLine.end

    private static func isDelimiter(_ line: Slice<UnsafeBufferPointer<UInt8>>, _ expected: [UInt8]) -> Bool {
        VCardContentLine.isDelimiter(line, expected)
    }

    private static func isBlank(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        line.allSatisfy { $0 == ASCII.space || $0 == ASCII.tab }
    }
}
