/// How formats that show records as text (text, Markdown lists, the HTML
/// page) show one: through `--display` when given (`RecordDisplay`), else
/// as read, except a vCard, which is shown by its display name
/// (`ContactCollation.displayName`), recomputed from its bytes. What is
/// derived so is one line with its control characters visible (`ShownText`).
extension CollatedRecords {
    /// Whether any input file is vCard (else every record is shown as read,
    /// with no per-record file lookup).
    var hasVCards: Bool {
        files.contains { $0.format == .vcard }
    }

    /// Calls `body` with the bytes that show the record `bytes` of `file`.
    /// Without `display` and vCards, the record's own bytes: no copy.
    static func withShownBytes<R>(of bytes: UnsafeBufferPointer<UInt8>, file: InputFile, hasVCards: Bool,
                                  display: RecordDisplay? = nil, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let display, let text = display.shown(bytes, file: file) {
            var shown = ShownText.visible(text)
            return shown.withUTF8(body)
        }
        guard hasVCards, let key = file.vCardKey else { return body(bytes) }
        var name = ShownText.visible(ContactCollation(VCard(record: bytes, of: file), by: key).displayName)
        return name.withUTF8(body)
    }
}
