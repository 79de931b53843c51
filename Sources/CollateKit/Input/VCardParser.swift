/// vCard files (`.vcf`, `.vcard`): versions 2.1, 3.0 and 4.0, several cards
/// per file, LF or CRLF. A record is one card, its bytes from `BEGIN:VCARD`
/// to the end of `END:VCARD` (without that line's line end), so that cards
/// can be written back byte for byte. Blank lines between cards are skipped;
/// any other text outside a card, a card without `END:VCARD`, and a value
/// that cannot be decoded are errors. The card is collated as
/// `VCardCollation` says for the `--key` order.
struct VCardParser: RecordParser {
    let nameKey: VCardNameKey

    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool,
                        into sink: RecordSink) throws(InputFailure) -> Int {
        var position = start
        while position < bytes.count {
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
            let collation: VCardCollation
            do throws(InputFailure) {
                collation = VCardCollation(try VCard(parsing: UnsafeBufferPointer(rebasing: bytes[card])), by: nameKey)
            } catch {
                throw InputFailure(offset: position + error.offset, message: error.message)
            }
            try sink.accept(bytes, card, key: collation.key, reading: collation.reading, keyIsRepaired: collation.isRepaired,
                            missingWhat: "card without a name", missingDetail: Self.missingName)
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
            if isDelimiter(bytes[line], begin) { depth += 1 }
            if isDelimiter(bytes[line], end) {
                depth -= 1
                if depth == 0 { return (line.upperBound, next) }
            }
            position = next
        }
        guard isFinal else { return nil }
        throw InputFailure(offset: cardStart, message: "malformed vCard: the card that begins here has no END:VCARD")
    }

    /// What a card without a name lacks, whatever the `--key` order: every
    /// order falls back to the display name, so to `FN`, `N` and `ORG`.
    static let missingName = "FN, N (its family and given names) and ORG are missing or empty"

    private static let begin = VCardContentLine.begin, end = VCardContentLine.end

    private static func isDelimiter(_ line: Slice<UnsafeBufferPointer<UInt8>>, _ expected: [UInt8]) -> Bool {
        VCardContentLine.isDelimiter(line, expected)
    }

    private static func isBlank(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        line.allSatisfy { $0 == ASCII.space || $0 == ASCII.tab }
    }
}
