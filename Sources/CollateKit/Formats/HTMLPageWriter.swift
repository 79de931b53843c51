import IndexedCollation

/// `--format html`: one self-contained page (LocalizedIndexedCollation's
/// HTMLIndexPage): sticky section headers, a side index bar of links to the
/// sections, a filter box, light and dark themes, the page's words in its
/// language (`--page-strings` to give others). Records are shown as text
/// (bytes that are not UTF-8 as U+FFFD, which a UTF-8 page cannot avoid),
/// each exactly once, escaped: through `--display` when given, else as
/// read. A contact (a vCard, a contacts export's row) is shown by its
/// display name, with its phone numbers and e-mail addresses as `tel:` and
/// `mailto:` links; any record gets links from `--display-link`'s fields.
/// The filter also finds a record by its reading: a contact's phonetic name
/// and organisation, or the `--reading-key` field. The bars are the command's (`OutputContext.pageBars`).
struct HTMLPageWriter: RecordWriter {
    let context: OutputContext

    func writeRecords(_ collated: CollatedRecords, to output: OutputStream) {
        let showsNames = collated.showsNames, display = context.display
        let hasLinks = collated.files.contains { $0.kind.hasOwnLinks } || display?.linkFields.isEmpty == false
        let readings = RecordReadings(context.readingKey, files: collated.files)
        var links: [[[HTMLIndexPage.Link]]] = [], sectionReadings: [[String?]] = []
        @Sendable func shown(_ bytes: UnsafeBufferPointer<UInt8>, _ file: InputFile) -> String {
            CollatedRecords.withShownBytes(of: bytes, file: file, showsNames: showsNames, display: display) { String(decoding: $0, as: UTF8.self) }
        }
        // Each record shown as a string (with its links and reading, when
        // records have them) on all cores; a record that repeats the one
        // before it (a sorted list's duplicates lie together) shares its row.
        let sections = collated.sections.map { slice in
            guard hasLinks || readings != nil else {
                let elements = collated.mapRecords(in: slice, shown)
                return Section(number: slice.index, title: slice.title, elements: elements)
            }
            let rows = collated.mapRecords(in: slice) { bytes, file in
                Row(text: shown(bytes, file), links: hasLinks ? file.kind.links(of: bytes) + (display?.links(bytes, file: file) ?? []) : [],
                           reading: readings?.reading(of: bytes, file: file))
            }
            if hasLinks { links.append(rows.map(\.links)) }
            if readings != nil { sectionReadings.append(rows.map(\.reading)) }
            return Section(number: slice.index, title: slice.title, elements: rows.map(\.text))
        }
        let names = collated.files.map { $0.name.split(separator: "/").last.map(String.init) ?? $0.name }
        let title = context.indexOptions.pageTitle ?? (names.isEmpty ? "Records" : names.joined(separator: ", "))
        var page = HTMLIndexPage(collation: context.collation, sections: sections, title: title, bars: context.pageBars,
                                 colors: context.indexOptions.configuration.colors)
        page.links = links
        page.readings = sectionReadings
        if let strings = context.pageStrings { page.strings = strings }
        page.renderUTF8 { output.write($0) }
    }

    /// A record as the page shows it.
    private struct Row {
        let text: String
        let links: [HTMLIndexPage.Link]
        let reading: String?
    }
}

/// The readings the page's filter finds records by, recomputed from each
/// record's bytes by its file's kind: a vCard's phonetic name (what it was
/// collated by), the `--reading-key` field of CSV/TSV and JSON. Nil when no
/// file has any.
struct RecordReadings {
    private let readingKey: FieldSelector?

    init?(_ readingKey: FieldSelector?, files: [InputFile]) {
        self.readingKey = readingKey
        guard readingKey != nil || files.contains(where: { $0.kind.hasOwnReadings }) else { return nil }
    }

    func reading(of bytes: UnsafeBufferPointer<UInt8>, file: InputFile) -> String? {
        file.kind.reading(of: bytes, readingKey: readingKey)
    }
}
