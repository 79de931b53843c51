import IndexedCollation

/// `--format html`: one self-contained page (LocalizedIndexedCollation's
/// HTMLIndexPage): sticky section headers, a side index bar of links to the
/// sections, a filter box, light and dark themes. Records are shown as text
/// (bytes that are not UTF-8 as U+FFFD, which a UTF-8 page cannot avoid),
/// each exactly once, escaped. The bars are the command's
/// (`OutputContext.pageBars`).
struct HTMLPageWriter: RecordWriter {
    let context: OutputContext

    func writeRecords(_ collated: CollatedRecords, to output: OutputStream) {
        let sections = collated.store.withRecords { records in
            collated.sections.map { slice in
                Section(number: slice.index, title: slice.title, elements: collated.order[slice.span].map { record in
                    String(decoding: records[Int(record)], as: UTF8.self)
                })
            }
        }
        let names = collated.store.files.map { $0.name.split(separator: "/").last.map(String.init) ?? $0.name }
        let title = context.indexOptions.pageTitle ?? (names.isEmpty ? "Records" : names.joined(separator: ", "))
        let page = HTMLIndexPage(collation: context.collation, sections: sections, title: title, bars: context.pageBars,
                                 colors: context.indexOptions.configuration.colors)
        output.write(page.render())
    }
}
