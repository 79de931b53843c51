import IndexedCollation

/// `--format html`: one self-contained page (LocalizedIndexedCollation's
/// HTMLIndexPage): sticky section headers, a side index bar of links to the
/// sections, a filter box, light and dark themes. Records are shown as text
/// (bytes that are not UTF-8 as U+FFFD, which a UTF-8 page cannot avoid),
/// each exactly once, escaped. A vCard is shown as a contact: its display
/// name, with its phone numbers and e-mail addresses as `tel:` and
/// `mailto:` links. The bars are the command's (`OutputContext.pageBars`).
struct HTMLPageWriter: RecordWriter {
    let context: OutputContext

    func writeRecords(_ collated: CollatedRecords, to output: OutputStream) {
        let hasVCards = collated.hasVCards
        var links: [[[HTMLIndexPage.Link]]] = []
        let sections = collated.sections.map { slice in
            var elements: [String] = [], sectionLinks: [[HTMLIndexPage.Link]] = []
            elements.reserveCapacity(slice.count)
            collated.forEachRecord(in: slice) { bytes, file in
                if hasVCards { sectionLinks.append(Self.links(of: bytes, file)) }
                elements.append(CollatedRecords.withShownBytes(of: bytes, file: file, hasVCards: hasVCards) { String(decoding: $0, as: UTF8.self) })
            }
            if hasVCards { links.append(sectionLinks) }
            return Section(number: slice.index, title: slice.title, elements: elements)
        }
        let names = collated.files.map { $0.name.split(separator: "/").last.map(String.init) ?? $0.name }
        let title = context.indexOptions.pageTitle ?? (names.isEmpty ? "Records" : names.joined(separator: ", "))
        var page = HTMLIndexPage(collation: context.collation, sections: sections, title: title, bars: context.pageBars,
                                 colors: context.indexOptions.configuration.colors)
        page.links = links
        output.write(page.render())
    }

    /// A vCard's phone numbers and e-mail addresses; none for other records.
    private static func links(of record: UnsafeBufferPointer<UInt8>, _ file: InputFile) -> [HTMLIndexPage.Link] {
        guard file.format == .vcard else { return [] }
        let card = VCard(record: record, of: file)
        return card.telephones.filter { !$0.isEmpty }.map(HTMLIndexPage.Link.telephone)
            + card.emails.filter { !$0.isEmpty }.map(HTMLIndexPage.Link.email)
    }
}
