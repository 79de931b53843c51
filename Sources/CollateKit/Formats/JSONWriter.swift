import IndexedCollation

/// `--format json`: one document with the locale, the sections (index, title,
/// row count, first row's offset, records), the index titles and their
/// mapping to sections. JSON records are embedded as read; lines become
/// strings; CSV rows objects by header. `--index` writes the bar's entries,
/// and when records were read, each one's target among the listed sections
/// (`position`, `offset`) and the rows it stands for (`count`): Android's
/// index titles and counts, what a list view's jump needs without laying
/// out the rows before it.
struct JSONWriter: RecordWriter, SectionSummaryWriter, IndexWriter {
    let context: OutputContext

    func writeRecords(_ collated: CollatedRecords, to output: OutputStream) {
        writeDocument(collated, to: output) { section in
            output.write(",\n      \"records\": [")
            var isFirst = true
            collated.forEachRecord(in: section) { bytes, file in
                output.write(isFirst ? "\n        " : ",\n        ")
                isFirst = false
                file.kind.writeJSON(bytes, oneLine: false, to: output)
            }
            output.write(section.count == 0 ? "]" : "\n      ]")
        }
    }

    func writeCounts(_ collated: CollatedRecords, to output: OutputStream) {
        writeDocument(collated, to: output) { _ in }
    }

    func writeTitles(_ collated: CollatedRecords, to output: OutputStream) {
        writeDocument(collated, to: output) { _ in }
    }

    func writeIndex(to output: OutputStream) {
        output.write("{\n  \"locale\": ")
        RecordEncoding.writeJSONString(context.collation.localeIdentifier, to: output)
        output.write(",\n  \"direction\": \"\(context.writingDirection.rawValue)\",\n  \"shown\": \(context.indexBar != nil),\n  \"index\": [")
        for (position, entry) in (context.indexBar?.entries ?? []).enumerated() {
            output.write(position == 0 ? "\n    {\"title\": " : ",\n    {\"title\": ")
            RecordEncoding.writeJSONString(entry.title, to: output)
            output.write(", \"kind\": \"\(entry.kind.rawValue)\", \"section\": \(entry.section.map(String.init) ?? "null"), \"sectionTitle\": ")
            if let sectionTitle = context.sectionTitle(of: entry) { RecordEncoding.writeJSONString(sectionTitle, to: output) } else { output.write("null") }
            if let listed = context.listedSections {
                let target = listed.target(of: entry)
                output.write(", \"position\": \(target.map { String($0.position) } ?? "null"), \"offset\": \(target.map { String($0.offset) } ?? "null")"
                    + ", \"count\": \(entry.sections.map { String(listed.count(of: $0)) } ?? "null")")
            }
            output.write("}")
        }
        output.write("\n  ]\n}\n")
    }

    /// The document around the sections; `body` adds each section's members
    /// after its index and title.
    private func writeDocument(_ collated: CollatedRecords, to output: OutputStream,
                               body: (CollatedRecords.SectionSlice) -> Void) {
        let collation = context.collation
        output.write("{\n  \"locale\": ")
        RecordEncoding.writeJSONString(context.collation.localeIdentifier, to: output)
        output.write(",\n  \"collator\": ")
        RecordEncoding.writeJSONString(collation.table.collator, to: output)
        output.write(",\n  \"sections\": [")
        var offset = 0
        for (position, section) in collated.sections.enumerated() {
            output.write(position == 0 ? "\n    {\n      \"index\": \(section.index),\n      \"title\": " : ",\n    {\n      \"index\": \(section.index),\n      \"title\": ")
            RecordEncoding.writeJSONString(section.title, to: output)
            output.write(",\n      \"count\": \(section.count),\n      \"offset\": \(offset)")
            offset += section.count
            body(section)
            output.write("\n    }")
        }
        output.write(collated.sections.isEmpty ? "],\n" : "\n  ],\n")
        output.write("  \"indexTitles\": [")
        for (position, title) in collation.sectionIndexTitles.enumerated() {
            if position > 0 { output.write(", ") }
            RecordEncoding.writeJSONString(title, to: output)
        }
        let mapping = collation.sectionIndexTitles.indices.map { String(collation.section(forSectionIndexTitleAt: $0)) }
        let targets = Self.indexTargets(collated, collation).map { $0.map(String.init) ?? "null" }
        output.write("],\n  \"indexMapping\": [\(mapping.joined(separator: ", "))],\n  \"indexTargets\": [\(targets.joined(separator: ", "))]\n}\n")
    }

    /// For each index title, the position in the written sections it jumps
    /// to: its own section when that is written, else the nearest written
    /// section before it that has records (as the library's
    /// `SectionedList.sectionPosition(forIndexTitleAt:)`, by
    /// `IndexBar.mappingEmptySections`); nil when no section is written.
    static func indexTargets(_ collated: CollatedRecords, _ collation: LocalizedIndexedCollation) -> [Int?] {
        var counts = [Int](repeating: 0, count: collation.sectionTitles.count)
        var positionOfNumber = [Int?](repeating: nil, count: counts.count)
        for (position, section) in collated.sections.enumerated() {
            // A section written without records (`--empty`) is a target too.
            counts[section.index] = max(section.count, 1)
            positionOfNumber[section.index] = position
        }
        let bar = IndexBar(collation: collation).mappingEmptySections(sectionCounts: counts, toward: .previous)
        return bar.mapping.map { number in number.flatMap { positionOfNumber[$0] } }
    }
}
