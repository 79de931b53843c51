/// How formats that show records as text (text, Markdown lists, the HTML
/// page) show one: as read, except a vCard, which is shown by its display
/// name (`ContactCollation.displayName`), recomputed from its bytes.
extension CollatedRecords {
    /// Whether any input file is vCard (else every record is shown as read,
    /// with no per-record file lookup).
    var hasVCards: Bool {
        files.contains { $0.format == .vcard }
    }

    /// Calls `body` with the bytes that show the record `bytes` of `file`.
    static func withShownBytes<R>(of bytes: UnsafeBufferPointer<UInt8>, file: InputFile, hasVCards: Bool,
                           _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        guard hasVCards, let key = file.vCardKey else { return body(bytes) }
        var name = ContactCollation(VCard(record: bytes, of: file), by: key).displayName
        return name.withUTF8(body)
    }
}
