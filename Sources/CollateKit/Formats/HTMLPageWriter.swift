import IndexedCollation

/// `--format html`: one self-contained page (IndexedCollation's
/// HTMLIndexPage): sticky section headers, a side index bar of links to the
/// sections, a filter box, light and dark themes. Records are shown as text
/// (bytes that are not UTF-8 as U+FFFD, which a UTF-8 page cannot avoid),
/// each exactly once, escaped.
struct HTMLPageWriter: SectionWriter {
    let context: OutputContext

    func writeRecords(_ collated: CollatedRecords, to output: OutputStream) {
        let sections = collated.store.withBuffers { records, _ in
            collated.sections.map { slice in
                Section(index: slice.index, title: slice.title, elements: collated.order[slice.span].map { record in
                    String(decoding: records[Int(record)], as: UTF8.self)
                })
            }
        }
        let names = collated.store.files.map { $0.name.split(separator: "/").last.map(String.init) ?? $0.name }
        let title = context.indexOptions.pageTitle ?? (names.isEmpty ? "Records" : names.joined(separator: ", "))
        // The bar's options were checked when the command computed its bar.
        let page = (try? HTMLIndexPage(collation: context.collation, sections: sections, title: title, configuration: context.indexOptions.configuration))
            ?? HTMLIndexPage(title: title, language: context.collation.table.id, direction: WritingDirection(table: context.collation.table),
                             sections: sections, sectionTitles: context.collation.sectionTitles, bars: [])
        output.write(page.render())
    }

    // Rejected by IndexBarOptions.validate before any output.
    func writeCounts(_ collated: CollatedRecords, to output: OutputStream) {}
    func writeTitles(_ collated: CollatedRecords, to output: OutputStream) {}
    func writeIndex(_ entries: [IndexEntry], to output: OutputStream) {}
}
