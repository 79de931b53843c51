/// What the sink counts for the warnings and notes besides records
/// (``InputDiagnostics``), and the records it keeps out of the collation.
extension RecordSink {
    /// Keeps a record out of the collation, as read, in input order (`RecordStore.setAside`:
    /// a vCard group card is no contact), and counts it for the note.
    func setAside(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        store.setAside.append(Array(bytes[range]))
        diagnostics.countGroupCard(file: intake.window!.file) { intake.line(at: range.lowerBound, in: bytes) }
    }

    /// Counts a JSON record whose key had a lone surrogate escape, decoded as U+FFFD.
    func countLoneSurrogateKey(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        diagnostics.countLoneSurrogateKey(file: intake.window!.file) { intake.line(at: range.lowerBound, in: bytes) }
    }

    /// Checks a CSV/TSV header row's UTF-8 (``RecordIntake/checkHeader(_:_:diagnostics:)``).
    func checkHeader(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        intake.checkHeader(bytes, range, diagnostics: &diagnostics)
    }

    /// Counts the U+FFFDs transcoding put in `file` (UTF-16 that UTF-8 cannot hold), the first at `line`.
    func countTranscodingRepairs(_ count: Int, file: Int, line: () -> Int) {
        diagnostics.countRepairedUTF16(count, file: file, line: line)
    }

    /// Counts an empty line left out of lines input (`--null ''` keeps them), at `offset` in the window.
    func countEmptyLine(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        diagnostics.countEmptyLine(file: intake.window!.file) { intake.line(at: offset, in: bytes) }
    }
}
