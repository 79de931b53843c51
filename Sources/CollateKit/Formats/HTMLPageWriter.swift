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
        let sections = collated.store.withRecords { records in
            collated.sections.map { slice in
                if hasVCards { links.append(collated.order[slice.span].map { Self.links(of: $0, collated, records) }) }
                return Section(number: slice.index, title: slice.title, elements: collated.order[slice.span].map { record in
                    collated.withShownBytes(of: record, records, hasVCards: hasVCards) { String(decoding: $0, as: UTF8.self) }
                })
            }
        }
        let names = collated.store.files.map { $0.name.split(separator: "/").last.map(String.init) ?? $0.name }
        let title = context.indexOptions.pageTitle ?? (names.isEmpty ? "Records" : names.joined(separator: ", "))
        var page = HTMLIndexPage(collation: context.collation, sections: sections, title: title, bars: context.pageBars,
                                 colors: context.indexOptions.configuration.colors)
        page.links = links
        output.write(page.render())
    }

    /// A vCard's phone numbers and e-mail addresses; none for other records.
    private static func links(of record: UInt32, _ collated: CollatedRecords, _ records: RecordBytes) -> [HTMLIndexPage.Link] {
        guard collated.file(of: record).format == .vcard else { return [] }
        let card = VCard(record: records[Int(record)])
        return card.telephones.filter { !$0.isEmpty }.map(HTMLIndexPage.Link.telephone)
            + card.emails.filter { !$0.isEmpty }.map(HTMLIndexPage.Link.email)
    }
}
