import IndexedCollation

/// `--format svg`: the index bar as an SVG image (see IndexBar.svg). With
/// records, empty sections are taken into account; below `--min-rows` the
/// image is an empty bar, so a page that includes it need not special-case it.
struct SVGIndexBarWriter: SectionWriter {
    let context: OutputContext

    private func write(to output: OutputStream) {
        let bar = context.indexBar ?? IndexBar(entries: [], direction: WritingDirection(table: context.collation.table))
        output.write(bar.svg(style: context.indexOptions.svgStyle, sectionTitles: context.collation.sectionTitles))
    }

    func writeRecords(_ collated: CollatedRecords, to output: OutputStream) { write(to: output) }
    func writeCounts(_ collated: CollatedRecords, to output: OutputStream) { write(to: output) }
    func writeTitles(_ collated: CollatedRecords, to output: OutputStream) { write(to: output) }
    func writeIndex(_ entries: [IndexEntry], to output: OutputStream) { write(to: output) }
}
