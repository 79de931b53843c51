import ByteMachinery

/// `--format csv` and `--format tsv`: a header row, then one row per record:
/// the section's index, its title, then the record. With `--columns` or
/// `--display`, and by default for vCards and keyed JSON, the record's
/// fields are cells of their own (SpreadsheetColumns.swift). When every input is CSV
/// or TSV, the record's own fields follow (the first file's header names the
/// columns; another file's fields are placed under them by name,
/// ColumnAlignment.swift) and a row read with the same delimiter and columns
/// is written exactly as read (unless it holds a CR, which is re-quoted);
/// otherwise the record is one field (a vCard's display name). Fields are quoted as RFC 4180 asks
/// (delimiter, quote, CR or LF inside). The delimiter, the line end and a
/// leading byte order mark follow the input and the options (CSVOutputStyle);
/// cells a spreadsheet would run as formulas are neutralised with
/// `--spreadsheet-safe`, else counted in a warning (SpreadsheetFormulas).
struct CSVWriter: RecordWriter, SectionSummaryWriter, IndexWriter {
    let context: OutputContext
    let style: CSVOutputStyle
    private var delimiter: UInt8 { style.delimiter }

    init(context: OutputContext, style: CSVOutputStyle) {
        (self.context, self.style) = (context, style)
    }

    func writeRecords(_ collated: CollatedRecords, to output: OutputStream) {
        startOutput(output)
        if let columns = context.spreadsheetColumns { return writeRecords(collated, in: columns, to: output) }
        let tabular = collated.isTabular
        var formulas = 0
        if tabular, let header = collated.files[0].header {
            output.write("section")
            output.write(byte: delimiter)
            output.write("title")
            output.write(byte: delimiter)
            // The header row is cells too: a formula in it is neutralised or counted like a record's.
            let safeAsRead = header.bytes.withUnsafeBufferPointer { !(style.spreadsheetSafe && Self.holdsFormula($0, delimiter: delimiter)) }
            if header.delimiter == delimiter, safeAsRead {
                formulas += Self.formulaCount(header.nameBytes)
                header.bytes.withUnsafeBufferPointer { output.write($0) }
            } else {
                for (position, name) in header.nameBytes.enumerated() {
                    if position > 0 { output.write(byte: delimiter) }
                    name.withUnsafeBufferPointer { writeCell($0, formulas: &formulas, to: output) }
                }
            }
            endLine(output)
        } else {
            writeFields(["section", "title", "record"], formulas: &formulas, to: output)
            endLine(output)
        }
        let showsNames = !tabular && collated.files.contains { $0.kind.spreadsheetDefault == .shownName }
        for section in collated.sections {
            collated.forEachRecord(in: section) { bytes, file in
                writeSectionFields(section, formulas: &formulas, to: output)
                // A row is written as read unless a lone CR in it would be
                // unquoted there (RFC 4180 quotes CR; readers split on it),
                // or a formula cell in it is to be neutralised.
                if tabular, let header = file.header, header.delimiter == delimiter, !context.columns.reorders(file),
                   !bytes.contains(ASCII.carriageReturn), !(style.spreadsheetSafe && Self.holdsFormula(bytes, delimiter: delimiter)) {
                    if SpreadsheetFormulas.mayHoldFormula(bytes, delimiter: delimiter) {
                        formulas += Self.formulaCount(CSVParser.fieldBytes(of: bytes, delimiter: delimiter))
                    }
                    output.write(bytes)
                } else if tabular, let header = file.header {
                    let fields = context.columns.arranged(CSVParser.fieldBytes(of: bytes, delimiter: header.delimiter), of: file, empty: [])
                    for (position, field) in fields.enumerated() {
                        if position > 0 { output.write(byte: delimiter) }
                        field.withUnsafeBufferPointer { writeCell($0, formulas: &formulas, to: output) }
                    }
                } else {
                    // A card among other files' records: by its name, not the whole card.
                    CollatedRecords.withShownBytes(of: bytes, file: file, showsNames: showsNames) { writeCell($0, formulas: &formulas, to: output) }
                }
                endLine(output)
            }
        }
        if formulas > 0 { StandardError.write(SpreadsheetFormulas.warning(count: formulas)) }
    }

    /// Each record as the cells `columns` read from it, under their names.
    private func writeRecords(_ collated: CollatedRecords, in columns: SpreadsheetColumns, to output: OutputStream) {
        var formulas = 0, controls = 0
        writeFields(["section", "title"] + columns.names, formulas: &formulas, to: output)
        endLine(output)
        for section in collated.sections {
            collated.forEachRecord(in: section) { bytes, file in
                writeSectionFields(section, formulas: &formulas, to: output)
                for (position, cell) in columns.cells(of: bytes, file: file).enumerated() {
                    if position > 0 { output.write(byte: delimiter) }
                    var cell = cell
                    cell.withUTF8 { cell in
                        // These cells are decoded (quoted-printable, base64, JSON escapes): see DecodedControls.
                        guard DecodedControls.holdsControl(cell) else { return writeCell(cell, formulas: &formulas, to: output) }
                        controls += 1
                        guard style.spreadsheetSafe else { return writeCell(cell, formulas: &formulas, to: output) }
                        DecodedControls.visible(cell).withUnsafeBufferPointer { writeCell($0, formulas: &formulas, to: output) }
                    }
                }
                endLine(output)
            }
        }
        if formulas > 0 { StandardError.write(SpreadsheetFormulas.warning(count: formulas)) }
        if controls > 0 { StandardError.write(DecodedControls.warning(count: controls, spreadsheetSafe: style.spreadsheetSafe)) }
    }

    /// A cell: with `--spreadsheet-safe`, a formula cell gets its
    /// leading `'`; without it, one that is not a number is counted for the warning.
    private func writeCell(_ cell: UnsafeBufferPointer<UInt8>, formulas: inout Int, to output: OutputStream) {
        guard SpreadsheetFormulas.isFormula(cell) else { return RecordEncoding.writeCSVField(cell, delimiter: delimiter, to: output) }
        guard style.spreadsheetSafe else {
            if !SpreadsheetFormulas.isNumber(cell) { formulas += 1 }
            return RecordEncoding.writeCSVField(cell, delimiter: delimiter, to: output)
        }
        SpreadsheetFormulas.neutralised(cell).withUnsafeBufferPointer { RecordEncoding.writeCSVField($0, delimiter: delimiter, to: output) }
    }

    private static func holdsFormula(_ row: UnsafeBufferPointer<UInt8>, delimiter: UInt8) -> Bool {
        SpreadsheetFormulas.mayHoldFormula(row, delimiter: delimiter)
            && CSVParser.fieldBytes(of: row, delimiter: delimiter).contains { $0.withUnsafeBufferPointer(SpreadsheetFormulas.isFormula) }
    }

    private static func formulaCount(_ cells: [[UInt8]]) -> Int {
        cells.count { cell in cell.withUnsafeBufferPointer { SpreadsheetFormulas.isFormula($0) && !SpreadsheetFormulas.isNumber($0) } }
    }

    func writeCounts(_ collated: CollatedRecords, to output: OutputStream) {
        startOutput(output)
        var formulas = 0
        writeFields(["section", "title", "count"], formulas: &formulas, to: output)
        endLine(output)
        for section in collated.sections {
            writeSectionFields(section, formulas: &formulas, to: output)
            output.write("\(section.count)")
            endLine(output)
        }
        if formulas > 0 { StandardError.write(SpreadsheetFormulas.warning(count: formulas)) }
    }

    func writeTitles(_ collated: CollatedRecords, to output: OutputStream) {
        startOutput(output)
        var formulas = 0
        writeFields(["section", "title"], formulas: &formulas, to: output)
        endLine(output)
        for section in collated.sections {
            writeFields([String(section.index), section.title], formulas: &formulas, to: output)
            endLine(output)
        }
        if formulas > 0 { StandardError.write(SpreadsheetFormulas.warning(count: formulas)) }
    }

    func writeIndex(to output: OutputStream) {
        startOutput(output)
        var formulas = 0
        writeFields(["indexTitle", "section", "title"], formulas: &formulas, to: output)
        endLine(output)
        for entry in context.indexBar?.entries ?? [] {
            writeFields([entry.title, entry.section.map(String.init) ?? "", context.sectionTitle(of: entry) ?? ""], formulas: &formulas, to: output)
            endLine(output)
        }
        if formulas > 0 { StandardError.write(SpreadsheetFormulas.warning(count: formulas)) }
    }

    /// LF, or CR LF; a byte at a time, as every row ends with it.
    private func endLine(_ output: OutputStream) {
        if style.endsWithCRLF { output.write(byte: ASCII.carriageReturn) }
        output.write(byte: ASCII.lineFeed)
    }

    /// The byte order mark, when the style has one.
    private func startOutput(_ output: OutputStream) {
        if style.byteOrderMark { output.write(ByteOrderMark.utf8) }
    }

    /// The section's index and title, each followed by the delimiter.
    private func writeSectionFields(_ section: CollatedRecords.SectionSlice, formulas: inout Int, to output: OutputStream) {
        writeFields([String(section.index), section.title], formulas: &formulas, to: output)
        output.write(byte: delimiter)
    }

    /// Cells the writer makes (names, numbers, a table's titles), each as ``writeCell(_:formulas:to:)``
    /// writes a record's: a title from a table file is data too.
    private func writeFields(_ fields: [String], formulas: inout Int, to output: OutputStream) {
        for (position, field) in fields.enumerated() {
            if position > 0 { output.write(byte: delimiter) }
            var field = field
            field.withUTF8 { writeCell($0, formulas: &formulas, to: output) }
        }
    }
}
