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
                file.kind.writeJSON(bytes, oneLine: true, to: output)
                output.write("}\n")
            }
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
