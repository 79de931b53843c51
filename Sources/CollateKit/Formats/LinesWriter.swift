import IndexedCollation

/// `--format lines`: the records in order and nothing else, one a line, as
/// `sort` writes them — no section titles, no indentation, no quoting. A
/// record is shown as text shows it: as read (a line as it was), a vCard by
/// its display name, or through `--display`. A record with line breaks of
/// its own (a quoted CSV field, a pretty-printed JSON element) would be two
/// lines to `wc -l`, `head` or `split`, so its LF and CR are written as their
/// Control Pictures (␊, ␍); `-f csv` or `-f text` keep them. The order is
/// `collate keys`' order.
struct LinesWriter: RecordWriter {
    let context: OutputContext

    func writeRecords(_ collated: CollatedRecords, to output: OutputStream) {
        let showsNames = collated.showsNames, display = context.display
        for section in collated.sections {
            collated.formatRecords(in: section, { bytes, file, lines in
                CollatedRecords.withShownBytes(of: bytes, file: file, showsNames: showsNames, display: display) { Self.appendOnOneLine($0, to: &lines) }
                lines.append(ASCII.lineFeed)
            }, write: output.write)
        }
    }

    /// `record` with LF as ␊ (U+240A) and CR as ␍ (U+240D), so that one
    /// record is one line.
    static func appendOnOneLine(_ record: UnsafeBufferPointer<UInt8>, to lines: inout [UInt8]) {
        guard record.contains(where: { $0 == ASCII.lineFeed || $0 == ASCII.carriageReturn }) else {
            lines.append(contentsOf: record)
            return
        }
        for byte in record {
            if byte == ASCII.lineFeed || byte == ASCII.carriageReturn { lines += ControlPictures.utf8(of: byte) } else { lines.append(byte) }
        }
    }
}
