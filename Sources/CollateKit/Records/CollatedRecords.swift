/// The records grouped into sections and sorted: the output of the
/// collation, before formatting. Made by ``SectionedOrder/make(_:titles:rules:)``
/// from records in memory, or by ``SpilledRuns`` from sorted runs on disk.
///
/// Writers read the records only through ``forEachRecord(in:_:)`` (or
/// ``formatRecords(in:_:write:)``, which formats them on all cores), section
/// after section in the order of ``sections``, each once: that is all a
/// merge of runs can offer, and all a record needs is its bytes and its file.
struct CollatedRecords {
    /// The input files, in input order.
    let files: [InputFile]
    /// The sections in output order, with their numbers of records.
    let sections: [SectionSlice]
    let records: Records
    /// Records kept out of the sections (vCard group cards), as read, in
    /// input order: only `--format vcf` writes them, after the rest.
    var setAside: [[UInt8]] = []

    /// Where the records come from.
    enum Records {
        /// Records in memory: their numbers, section after section, in output order.
        case memory(RecordStore, order: [UInt32])
        /// The merge of sorted runs, read once.
        case merged(MergedRecords)
    }

    /// One section: its index in the table, its title, and its records' span
    /// of the output order (its number of records is the span's length).
    struct SectionSlice {
        let index: Int
        let title: String
        let span: Range<Int>
        var count: Int { span.count }
    }

    /// Calls `body` with each record of `section` in order: its bytes (valid
    /// during the call) and its file. Complexity: O(records in the section)
    /// in memory; from runs, O(log k) comparisons per record for k runs.
    func forEachRecord(in section: SectionSlice, _ body: (UnsafeBufferPointer<UInt8>, InputFile) -> Void) {
        // The files are borrowed from a pinned buffer: handing each record
        // a copy of its `InputFile` cost a retain and release of its fields.
        files.withUnsafeBufferPointer { files in
            func file(of record: Int) -> Int {
                files.count == 1 ? 0 : InputFile.position(ofFileContaining: record, in: files)
            }
            switch records {
            case .memory(let store, let order):
                store.withRecords { records in
                    for record in order[section.span] { body(records[Int(record)], files[file(of: Int(record))]) }
                }
            case .merged(let merged):
                merged.forEach(section.count) { entry in body(entry.bytes, files[file(of: entry.record)]) }
            }
        }
    }

    /// The input file of a record (by its number). O(log f) for f files.
    func file(of record: Int) -> InputFile {
        files.count == 1 ? files[0] : InputFile.containing(record: record, in: files)
    }

    /// Whether every input file has fields with a header (CSV or TSV), so that
    /// tabular formats can use the first file's columns.
    var isTabular: Bool {
        !files.isEmpty && files.allSatisfy { $0.header != nil }
    }

    /// How many records `--unique` left out, and the first of them in input
    /// order (its number and line); nil when none was. O(n) for n records
    /// in memory.
    func duplicatesLeftOut() -> (count: Int, record: Int, line: Int)? {
        switch records {
        case .memory(let store, let order):
            let count = store.count - order.count
            guard count > 0 else { return nil }
            var kept = [Bool](repeating: false, count: store.count)
            for record in order { kept[Int(record)] = true }
            guard let first = kept.firstIndex(of: false) else { return nil }
            return (count, first, first < store.lines.count ? store.lines[first] : 0)
        case .merged(let merged):
            guard let (record, line) = merged.duplicates.first else { return nil }
            return (merged.duplicates.count, record, line)
        }
    }
}
