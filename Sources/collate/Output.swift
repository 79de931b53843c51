import Foundation
import IndexedCollation

/// Buffered standard output.
enum Output {
    nonisolated(unsafe) private static var buffer = Data()

    static func write(_ text: String) { buffer.append(contentsOf: Array(text.utf8)) }
    static func write(_ bytes: some Sequence<UInt8>) { buffer.append(contentsOf: Array(bytes)) }

    static func flush() throws(CommandFailure) {
        do {
            try FileHandle.standardOutput.write(contentsOf: buffer)
        } catch {
            throw CommandFailure(code: .outputError, message: "cannot write the output: \(error.localizedDescription)")
        }
        buffer.removeAll()
    }
}

/// Whether titles are bold: only on a terminal, and never with NO_COLOR.
enum TextStyle {
    case plain, bold

    static var forStandardOutput: TextStyle {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return isatty(STDOUT_FILENO) == 1 && !noColor ? .bold : .plain
    }
}

/// Sections as text: the title, then each record indented by two spaces.
struct TextFormatter {
    let style: TextStyle

    func format(_ sections: [Section<Record>]) -> [UInt8] {
        var output: [UInt8] = []
        for (position, section) in sections.enumerated() {
            if position > 0 { output.append(0x0A) }
            let title = style == .bold ? "\u{1B}[1m\(section.title)\u{1B}[0m" : section.title
            output += Array(title.utf8) + [0x0A]
            for record in section.elements {
                output += [0x20, 0x20]
                output += record.bytes
                output.append(0x0A)
            }
        }
        return output
    }
}

/// `collate locales`: one line per compiled-in table.
enum LocaleList {
    static func text() -> String {
        LocaleCatalog.tableIDs.compactMap { id in
            guard let table = LocaleCatalog.table(id: id) else { return nil }
            let titles = table.sectionTitles.prefix(6).joined(separator: " ")
            return "\(id)\t\(table.sectionTitles.count)\t\(titles) …"
        }.joined(separator: "\n") + "\n"
    }
}
