/// `--format vcf`: the cards of vCard input written back byte for byte, in
/// collated order, without section titles (`collate contacts.vcf -f vcf >
/// sorted.vcf`). Group cards, which are in no section, follow the others,
/// in input order. Each card ends with the line end its `BEGIN:VCARD` line
/// has (CRLF or LF), so a file whose cards all end their lines alike, and
/// whose last line ends too, comes back with the same bytes when already in
/// order. Only vCard input can be written so (`Options.validate()`).
struct VCardWriter: RecordWriter {
    func writeRecords(_ collated: CollatedRecords, to output: OutputStream) {
        for section in collated.sections {
            collated.forEachRecord(in: section) { card, _ in
                output.write(card)
                output.write(Self.lineEnd(of: card))
            }
        }
        // Group cards, after the contacts, so that a round trip keeps every card.
        for card in collated.setAside {
            card.withUnsafeBufferPointer { card in
                output.write(card)
                output.write(Self.lineEnd(of: card))
            }
        }
    }

    /// The line end of the card's first line: CRLF or LF.
    static func lineEnd(of card: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard let newline = card.firstIndex(of: ASCII.lineFeed, in: 0..<card.count), newline > 0,
              card[newline - 1] == ASCII.carriageReturn else { return [ASCII.lineFeed] }
        return [ASCII.carriageReturn, ASCII.lineFeed]
    }
}
