#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IndexedCollation

/// `--split DIR`: each section in a file of its own, written by the format's
/// own writer as if the section were the whole list, and an index file that
/// lists the sections with their counts and links to their files.
///
/// The sections are written in output order, each once, so that records
/// merged from sorted runs (`--buffer-size`) are read once, as for one output:
/// memory stays bounded. Each file is replaced only once it is complete
/// (``OutputStream/file(_:)``).
struct SplitSections {
    let directory: String
    let format: OutputFormat

    /// One section's file: its name in the directory, title and count.
    struct Entry {
        let file: String
        let title: String
        let count: Int
        /// The position of its first record in the whole list.
        let offset: Int
    }

    /// Refuses, before any input is read, a directory that cannot take the
    /// files: a file that is not a directory, or a directory with files in
    /// it (whose files would mix with these, or be replaced).
    func check() throws(CommandFailure) {
        var status = stat()
        guard stat(directory, &status) == 0 else {
            guard errno == ENOENT else { throw failure("cannot use as a directory: \(String(cString: strerror(errno)))") }
            return
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw failure("exists and is not a directory") }
        guard let stream = opendir(directory) else { throw failure("cannot read: \(String(cString: strerror(errno)))") }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { throw failure("is not empty; --split writes into a new or empty directory") }
        }
    }

    /// Writes every section of `collated` with `writer`, then the index file.
    func write(_ collated: CollatedRecords, writer: ReportWriter, context: OutputContext) throws(CommandFailure) {
        try check()
        try makeDirectory()
        var entries: [Entry] = []
        var offset = 0
        for (position, section) in collated.sections.enumerated() {
            let isLast = position == collated.sections.count - 1
            let one = CollatedRecords(files: collated.files, sections: [section], records: collated.records,
                                      setAside: isLast ? collated.setAside : [])
            let entry = Entry(file: fileName(position: position, of: collated.sections.count, title: section.title),
                              title: section.title, count: section.count, offset: offset)
            let output = try OutputStream.file(path(entry.file))
            writer.write(one, to: output)
            if case .merged(let merged) = collated.records, let failure = merged.failure {
                output.discard()
                throw failure
            }
            try output.finish()
            entries.append(entry)
            offset += section.count
        }
        let index = try OutputStream.file(path("index." + indexExtension))
        writeIndex(entries, context: context, to: index)
        try index.finish()
    }

    /// `07-Ж.txt`: the section's position (from 1, as wide as the last) and
    /// its title's letters and digits, so that the files list in order and
    /// each name is safe in a URL and on every file system; `27.txt` for a
    /// title with none (`#`).
    func fileName(position: Int, of count: Int, title: String) -> String {
        let width = max(2, String(count).count)
        let number = String(position + 1)
        let padded = String(repeating: "0", count: width - number.count) + number
        let letters = String(title.filter { $0.isLetter || $0.isNumber }.prefix(24))
        return (letters.isEmpty ? padded : padded + "-" + letters) + "." + format.fileExtension
    }

    private var indexExtension: String {
        switch format {
        case .html: "html"
        case .markdown: "md"
        case .json, .jsonl: "json"
        case .csv: "csv"
        case .tsv: "tsv"
        case .text, .lines, .vcf, .svg: "txt"
        }
    }

    /// Creates the directory and any missing parents (`mkdir -p`), with the
    /// permissions the umask leaves.
    private func makeDirectory() throws(CommandFailure) {
        var prefix = directory.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0, errno != EEXIST {
                throw failure("cannot create \(prefix): \(String(cString: strerror(errno)))")
            }
            prefix += "/"
        }
    }

    private func path(_ file: String) -> String {
        directory.hasSuffix("/") ? directory + file : directory + "/" + file
    }

    private func failure(_ message: String) -> CommandFailure {
        CommandFailure(code: .outputError, message: "--split \(directory): \(message)")
    }

    /// The index in the format's family: a page of links, a Markdown list of
    /// links, JSON with each section's `file`, a CSV/TSV table, or lines of
    /// title, count and file separated by tabs.
    private func writeIndex(_ entries: [Entry], context: OutputContext, to output: OutputStream) {
        switch format {
        case .html:
            let language = HTMLIndexPage.language(of: context.collation)
            let direction = context.writingDirection == .rightToLeft ? "rtl" : "ltr"
            output.write("<!DOCTYPE html>\n<html lang=\"\(Markup.escape(language))\" dir=\"\(direction)\">\n<head>\n<meta charset=\"utf-8\">\n")
            output.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>\(entries.count) sections</title>\n</head>\n<body>\n<nav>\n<ol>\n")
            for entry in entries {
                output.write("<li><a href=\"\(Markup.escape(entry.file))\"><bdi>\(Markup.escape(entry.title))</bdi></a> (\(entry.count))</li>\n")
            }
            output.write("</ol>\n</nav>\n</body>\n</html>\n")
        case .markdown:
            for entry in entries {
                output.write("- [\(MarkdownText.escaped(entry.title, in: .tableCell))](\(entry.file)): \(entry.count)\n")
            }
        case .json, .jsonl:
            output.write("{\n  \"locale\": ")
            RecordEncoding.writeJSONString(context.collation.localeIdentifier, to: output)
            output.write(",\n  \"sections\": [")
            for (position, entry) in entries.enumerated() {
                output.write(position == 0 ? "\n    {\"title\": " : ",\n    {\"title\": ")
                RecordEncoding.writeJSONString(entry.title, to: output)
                output.write(", \"count\": \(entry.count), \"offset\": \(entry.offset), \"file\": ")
                RecordEncoding.writeJSONString(entry.file, to: output)
                output.write("}")
            }
            output.write(entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        case .csv, .tsv:
            let delimiter = format == .tsv ? ASCII.tab : context.csvStyle.delimiter
            let separator = String(decoding: [delimiter], as: UTF8.self)
            output.write("title\(separator)count\(separator)file\n")
            for entry in entries {
                RecordEncoding.writeCSVField(entry.title, delimiter: delimiter, to: output)
                output.write("\(separator)\(entry.count)\(separator)")
                RecordEncoding.writeCSVField(entry.file, delimiter: delimiter, to: output)
                output.write("\n")
            }
        case .text, .lines, .vcf, .svg:
            for entry in entries { output.write("\(entry.title)\t\(entry.count)\t\(entry.file)\n") }
        }
    }
}

extension OutputFormat {
    /// The extension of a file in this format (`--split`'s files).
    var fileExtension: String {
        switch self {
        case .text, .lines: "txt"
        case .markdown: "md"
        case .json: "json"
        case .jsonl: "jsonl"
        case .csv: "csv"
        case .tsv: "tsv"
        case .html: "html"
        case .svg: "svg"
        case .vcf: "vcf"
        }
    }
}

extension OutputContext {
    /// The context of one section's file: a page of one section shows no
    /// index bar (the index file is its index).
    var forOneSection: OutputContext {
        OutputContext(collation: collation, titlesInBold: titlesInBold, indexOptions: indexOptions, indexBar: indexBar,
                      listedSections: listedSections, pageBars: [], columns: columns, spreadsheetColumns: spreadsheetColumns,
                      csvStyle: csvStyle, display: display, readingKey: readingKey, pageStrings: pageStrings)
    }
}
