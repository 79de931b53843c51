/// `--format lines`: the records in order and nothing else, one a line, as
/// `sort` writes them — no section titles, no indentation, no quoting. A
/// record is shown as text shows it: as read (a line as it was), a vCard by
/// its display name, or through `--display`. A record with line breaks of
/// its own (a quoted CSV field, a pretty-printed JSON element) is written
/// unchanged. The order is `collate keys`' order.
struct LinesWriter: RecordWriter {
    let context: OutputContext

    func writeRecords(_ collated: CollatedRecords, to output: OutputStream) {
        let showsNames = collated.showsNames, display = context.display
        for section in collated.sections {
            collated.formatRecords(in: section, { bytes, file, lines in
                CollatedRecords.withShownBytes(of: bytes, file: file, showsNames: showsNames, display: display) { lines.append(contentsOf: $0) }
                lines.append(ASCII.lineFeed)
            }, write: output.write)
        }
    }
}
