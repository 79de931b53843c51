#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--format markdown`: a `##` heading per section, then its records as a
/// list (vCards by their display names; with `--display`, each record as its
/// template shows it), or, when every input is CSV/TSV and there is no
/// `--display`, as a table with the first file's columns. Markdown is for reading: line breaks inside a record become
/// spaces (in tables `<br>`), and records and titles are escaped so that a
/// renderer shows them as text (MarkdownText.swift).
struct MarkdownWriter: RecordWriter, SectionSummaryWriter, IndexWriter {
    let context: OutputContext

    func writeRecords(_ collated: CollatedRecords, to output: OutputStream) {
        // With --display, a list of what the template shows, not a table.
        let columns = collated.isTabular && context.display == nil ? collated.files[0].header?.names : nil
        let showsNames = collated.showsNames
        for (position, section) in collated.sections.enumerated() {
            if position > 0 { output.write(byte: ASCII.lineFeed) }
            output.write("## \(MarkdownText.escaped(section.title, in: .line))\n\n")
            if let columns {
                writeRow(columns, to: output)
                writeDelimiterRow(columns.map { _ in "---" }, to: output)
            }
            collated.forEachRecord(in: section) { bytes, file in
                if columns != nil, let header = file.header {
                    let fields = CSVParser.fields(of: bytes, delimiter: header.delimiter)
                    writeRow(context.columns.arranged(fields, of: file, empty: ""), to: output)
                } else {
                    output.write("- ")
                    output.write(CollatedRecords.withShownBytes(of: bytes, file: file, showsNames: showsNames, display: context.display) { MarkdownText.escaped($0, in: .line) })
                    output.write(byte: ASCII.lineFeed)
                }
            }
            if section.count == 0 { output.write("*(empty)*\n") }
        }
    }

    func writeCounts(_ collated: CollatedRecords, to output: OutputStream) {
        writeRow(["Section", "Title", "Records"], to: output)
        writeDelimiterRow(["---:", "---", "---:"], to: output)
        for section in collated.sections {
            writeRow([String(section.index), section.title, String(section.count)], to: output)
        }
    }

    func writeTitles(_ collated: CollatedRecords, to output: OutputStream) {
        for section in collated.sections {
            output.write("- \(MarkdownText.escaped(section.title, in: .line))\n")
        }
    }

    func writeIndex(to output: OutputStream) {
        writeRow(["Index title", "Section", "Title"], to: output)
        writeDelimiterRow(["---", "---:", "---"], to: output)
        for entry in context.indexBar?.entries ?? [] {
            writeRow([entry.title, entry.section.map(String.init) ?? "", context.sectionTitle(of: entry) ?? ""], to: output)
        }
    }

    private func writeRow(_ cells: [String], to output: OutputStream) {
        output.write("| " + cells.map { MarkdownText.escaped($0, in: .tableCell) }.joined(separator: " | ") + " |\n")
    }

    /// A row of our own: alignment markers, not data.
    private func writeDelimiterRow(_ cells: [String], to output: OutputStream) {
        output.write("| " + cells.joined(separator: " | ") + " |\n")
    }
}
