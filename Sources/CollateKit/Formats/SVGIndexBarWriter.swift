import IndexedCollation

/// `--format svg`: the index bar as an SVG image (see IndexBar.svg), for
/// `--index` and for records alike. With records, empty sections are taken
/// into account; below `--min-rows` the image is an empty bar, so a page that
/// includes it need not special-case it. Its own words (its name, "Search")
/// are in the table's language, as the HTML page's are.
struct SVGIndexBarWriter: IndexWriter {
    let context: OutputContext

    func writeIndex(to output: OutputStream) {
        let bar = context.indexBar ?? IndexBar(entries: [], direction: context.writingDirection)
        output.write(bar.svg(style: context.indexOptions.svgStyle, sectionTitles: context.collation.sectionTitles,
                             language: HTMLIndexPage.language(of: context.collation)))
    }
}
