/// `--format text`: each section's title, then its records indented by two
/// spaces, exactly as read (a vCard by its display name; with `--display`,
/// as its template shows it); a blank line
/// between sections. Titles are bold
/// (ANSI) only on a terminal without NO_COLOR. A record with line breaks
/// (a quoted CSV field, a pretty-printed JSON element) is written unchanged,
/// so only its first line is indented.
struct TextWriter: RecordWriter, SectionSummaryWriter, IndexWriter {
    let context: OutputContext

    private func title(_ title: String, on output: OutputStream) -> String {
        context.titlesInBold && output.isTerminal ? "\u{1B}[1m\(title)\u{1B}[0m" : title
    }

    func writeRecords(_ collated: CollatedRecords, to output: OutputStream) {
        let showsNames = collated.showsNames, display = context.display
        for (position, section) in collated.sections.enumerated() {
            if position > 0 { output.write(byte: ASCII.lineFeed) }
            output.write(title(section.title, on: output) + "\n")
            // Each record appends to a local buffer (one append per byte run
            // instead of four calls into the stream), on all cores.
            collated.formatRecords(in: section, { bytes, file, lines in
                lines.append(ASCII.space)
                lines.append(ASCII.space)
                CollatedRecords.withShownBytes(of: bytes, file: file, showsNames: showsNames, display: display) { lines.append(contentsOf: $0) }
                lines.append(ASCII.lineFeed)
            }, write: output.write)
        }
    }

    func writeCounts(_ collated: CollatedRecords, to output: OutputStream) {
        for section in collated.sections {
            output.write("\(title(section.title, on: output))\t\(section.count)\n")
        }
    }

    func writeTitles(_ collated: CollatedRecords, to output: OutputStream) {
        for section in collated.sections {
            output.write(title(section.title, on: output) + "\n")
        }
    }

    /// One line per index title: the title, the section's number and title.
    func writeIndex(to output: OutputStream) {
        for entry in context.indexBar?.entries ?? [] {
            output.write("\(title(entry.title, on: output))\t\(entry.section.map(String.init) ?? "")\t\(context.sectionTitle(of: entry) ?? "")\n")
        }
    }
}
