/// `--format jsonl`: one JSON object per line, e.g.
/// `{"section": 0, "title": "A", "record": "Adams"}`; records are embedded as
/// in `--format json`, except that line breaks between the tokens of a JSON
/// record become spaces, so that each stays on one line (its value is unchanged).
struct JSONLinesWriter: RecordWriter, SectionSummaryWriter, IndexWriter {
    let context: OutputContext

    func writeRecords(_ collated: CollatedRecords, to output: OutputStream) {
        for section in collated.sections {
            collated.forEachRecord(in: section) { bytes, file in
                writePrefix(section, to: output)
                output.write(", \"record\": ")
                Self.writeRecord(bytes, file: file, to: output)
                output.write("}\n")
            }
        }
    }

    /// A record as a JSON value on one line (also `collate keys --format jsonl`).
    static func writeRecord(_ bytes: UnsafeBufferPointer<UInt8>, file: InputFile, to output: OutputStream) {
        if file.format == .json, bytes.contains(ASCII.lineFeed) || bytes.contains(ASCII.carriageReturn) {
            // Outside strings only: JSON strings cannot hold raw line breaks.
            output.write(bytes.map { $0 == ASCII.lineFeed || $0 == ASCII.carriageReturn ? ASCII.space : $0 })
        } else {
            RecordEncoding.writeJSONRecord(bytes, file: file, to: output)
        }
    }

    func writeCounts(_ collated: CollatedRecords, to output: OutputStream) {
        for section in collated.sections {
            writePrefix(section, to: output)
            output.write(", \"count\": \(section.count)}\n")
        }
    }

    func writeTitles(_ collated: CollatedRecords, to output: OutputStream) {
        for section in collated.sections {
            writePrefix(section, to: output)
            output.write("}\n")
        }
    }

    func writeIndex(to output: OutputStream) {
        for entry in context.indexBar?.entries ?? [] {
            output.write("{\"indexTitle\": ")
            RecordEncoding.writeJSONString(entry.title, to: output)
            output.write(", \"kind\": \"\(entry.kind.rawValue)\", \"section\": \(entry.section.map(String.init) ?? "null"), \"title\": ")
            if let sectionTitle = context.sectionTitle(of: entry) { RecordEncoding.writeJSONString(sectionTitle, to: output) } else { output.write("null") }
            output.write("}\n")
        }
    }

    private func writePrefix(_ section: CollatedRecords.SectionSlice, to output: OutputStream) {
        output.write("{\"section\": \(section.index), \"title\": ")
        RecordEncoding.writeJSONString(section.title, to: output)
    }
}
