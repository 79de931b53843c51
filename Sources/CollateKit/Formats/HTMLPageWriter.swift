import IndexedCollation

/// `--format html`: one self-contained page (LocalizedIndexedCollation's
/// HTMLIndexPage): sticky section headers, a side index bar of links to the
/// sections, a filter box, light and dark themes, the page's words in its
/// language (`--page-strings` to give others). Records are shown as text
/// (bytes that are not UTF-8 as U+FFFD, which a UTF-8 page cannot avoid),
/// each exactly once, escaped: through `--display` when given, else as
/// read. A vCard is shown as a contact: its display name, with its phone
/// numbers and e-mail addresses as `tel:` and `mailto:` links; any record
/// gets links from `--display-link`'s fields. The filter
/// also finds a record by its reading: a vCard's phonetic name, or the
/// `--reading-key` field. The bars are the command's (`OutputContext.pageBars`).
struct HTMLPageWriter: RecordWriter {
    let context: OutputContext

    func writeRecords(_ collated: CollatedRecords, to output: OutputStream) {
        let hasVCards = collated.hasVCards, display = context.display
        let hasLinks = hasVCards || display?.linkFields.isEmpty == false
        let readings = RecordReadings(context.readingKey, files: collated.files)
        var links: [[[HTMLIndexPage.Link]]] = [], sectionReadings: [[String?]] = []
        let sections = collated.sections.map { slice in
            var elements: [String] = [], sectionLinks: [[HTMLIndexPage.Link]] = [], shownReadings: [String?] = []
            elements.reserveCapacity(slice.count)
            collated.forEachRecord(in: slice) { bytes, file in
                if hasLinks { sectionLinks.append(Self.links(of: bytes, file) + (display?.links(bytes, file: file) ?? [])) }
                if let readings { shownReadings.append(readings.reading(of: bytes, file: file)) }
                elements.append(CollatedRecords.withShownBytes(of: bytes, file: file, hasVCards: hasVCards, display: display) {
                    String(decoding: $0, as: UTF8.self)
                })
            }
            if hasLinks { links.append(sectionLinks) }
            if readings != nil { sectionReadings.append(shownReadings) }
            return Section(number: slice.index, title: slice.title, elements: elements)
        }
        let names = collated.files.map { $0.name.split(separator: "/").last.map(String.init) ?? $0.name }
        let title = context.indexOptions.pageTitle ?? (names.isEmpty ? "Records" : names.joined(separator: ", "))
        var page = HTMLIndexPage(collation: context.collation, sections: sections, title: title, bars: context.pageBars,
                                 colors: context.indexOptions.configuration.colors)
        page.links = links
        page.readings = sectionReadings
        if let strings = context.pageStrings { page.strings = strings }
        output.write(page.render())
    }

    /// A vCard's phone numbers and e-mail addresses; none for other records.
    /// A `TEL` with fewer than three digits is no number (`TEL:"><svg…>`
    /// made `tel:(4)`), as for `--display-link`: it makes no link.
    private static func links(of record: UnsafeBufferPointer<UInt8>, _ file: InputFile) -> [HTMLIndexPage.Link] {
        guard file.format == .vcard else { return [] }
        let card = VCard(record: record, of: file)
        return card.telephones.filter { $0.filter(\.isASCIIDigitCharacter).count >= 3 }.map(HTMLIndexPage.Link.telephone)
            + card.emails.filter { !$0.isEmpty }.map(HTMLIndexPage.Link.email)
    }
}

/// The readings the page's filter finds records by, recomputed from each
/// record's bytes: a vCard's phonetic name (what it was collated by), the
/// `--reading-key` field of CSV/TSV and JSON. Nil when no file has any.
struct RecordReadings {
    private let columns: [Int: Int]
    private let path: ArraySlice<[UInt8]>?

    init?(_ readingKey: FieldSelector?, files: [InputFile]) {
        var columns: [Int: Int] = [:]
        for file in files {
            if let readingKey, let names = file.header?.names, let column = readingKey.column(in: names) { columns[file.index] = column }
        }
        self.columns = columns
        path = readingKey.map { ArraySlice($0.path) }
        guard readingKey != nil || files.contains(where: { $0.format == .vcard }) else { return nil }
    }

    func reading(of bytes: UnsafeBufferPointer<UInt8>, file: InputFile) -> String? {
        switch file.format {
        case .vcard: return ContactCollation(VCard(record: bytes, of: file), by: file.vCardKey ?? .family).reading
        case .csv, .tsv:
            guard let column = columns[file.index], let header = file.header else { return nil }
            let fields = CSVParser.fields(of: bytes, delimiter: header.delimiter)
            return column < fields.count ? fields[column] : nil
        case .json, .jsonl:
            guard let path else { return nil }
            let scanner = JSONScanner(bytes: bytes, isFinal: true)
            return scanner.string(at: scanner.skipWhitespace(0), path: path)
        case .lines: return nil
        }
    }
}

private extension Character {
    var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
