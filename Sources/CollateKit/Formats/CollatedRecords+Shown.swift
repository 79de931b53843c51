/// How formats that show records as text (text, Markdown lists, the HTML
/// page) show one: through `--display` when given (`RecordDisplay`), else
/// by the name its file's kind shows it by (a vCard's display name,
/// `FileKind.shownName(of:)`), else as read. What is derived so is one
/// line with its control characters visible (`ShownText`).
extension CollatedRecords {
    /// Whether any input file shows its records by a name (else every
    /// record is shown as read, with no per-record file lookup).
    var showsNames: Bool {
        files.contains { $0.kind.showsNames }
    }

    /// Calls `body` with the bytes that show the record `bytes` of `file`.
    /// Without `display` and names, the record's own bytes: no copy.
    static func withShownBytes<R>(of bytes: UnsafeBufferPointer<UInt8>, file: InputFile, showsNames: Bool,
                                  display: RecordDisplay? = nil, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let display, let text = display.shown(bytes, file: file) {
            var shown = ShownText.visible(text)
            return shown.withUTF8(body)
        }
        guard showsNames, let shownName = file.kind.shownName(of: bytes) else { return body(bytes) }
        var name = ShownText.visible(shownName)
        return name.withUTF8(body)
    }
}
