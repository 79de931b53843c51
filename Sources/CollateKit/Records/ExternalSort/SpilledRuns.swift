import ByteMachinery

/// The external sort: records that do not fit `--buffer-size` are sorted as
/// they would be in memory (``SectionedOrder``) and written as a run to a
/// temporary file (``RunFile``); at the end the runs are merged (``RunMerger``)
/// into the output order, which is byte for byte the in-memory one.
///
/// At most `width` runs are open per merge: when `width` runs of one level
/// exist, they are merged into one run of the next level, so open files stay
/// below `width` per level (log_width of the number of runs), and at the end
/// the remaining runs are merged in passes until `width` are left, which the
/// writers read through one last merge.
///
/// Section counts are summed as runs are written; with `--unique`, which
/// drops duplicates across runs too, one extra pass over the runs counts
/// what is kept before anything is written.
///
/// Thread safety: used by the command's thread only.
final class SpilledRuns {
    let directory: String
    let titles: [String]
    let rules: OutputOrder.Rules
    let width: Int
    private let order: OutputOrder
    /// Runs by level: a run of level n+1 is the merge of `width` runs of level n.
    private var levels: [[RunFile]] = []
    /// Records per section (by index) in the runs, before `--unique` across runs.
    private var counts: [Int]
    /// What `--unique` dropped within runs and in merges so far.
    private var duplicates = DuplicateTally()
    /// Whether anything was spilled (a report that only counts writes no run).
    private(set) var hasSpilled = false

    init(directory: String, titles: [String], rules: OutputOrder.Rules, width: Int = 64) {
        precondition(width >= 2, "a merge needs two runs")
        self.directory = directory
        self.titles = titles
        self.rules = rules
        self.width = width
        order = OutputOrder(rules, sectionCount: titles.count)
        counts = Array(repeating: 0, count: titles.count)
    }

    /// Sorts the records of `store`, numbered from `firstRecord`, and writes
    /// them as a run; a report that only counts sections keeps their counts.
    /// Complexity: that of ``SectionedOrder/make(_:titles:rules:)``, plus
    /// writing the records and keys.
    func spill(_ store: RecordStore, firstRecord: Int) throws(CommandFailure) {
        hasSpilled = true
        var runRules = rules
        runRules.includeEmpty = false
        let run = SectionedOrder.make(store, titles: titles, rules: runRules)
        for section in run.sections { counts[section.index] += section.count }
        if let (count, record, line) = run.duplicatesLeftOut() {
            duplicates.add(count: count, first: firstRecord + record, line: line)
        }
        guard rules.sortsRecords || rules.unique, case .memory(_, let runOrder) = run.records else { return }
        try add(write(run.sections, runOrder, of: store, firstRecord: firstRecord), level: 0)
    }

    /// Records whose bytes and keys are touched together before they are
    /// written (``write(_:_:of:firstRecord:)``).
    static let writeBlock = 256

    /// Writes the records `order` lists, section after section, as a run.
    /// In sorted order records and keys lie all over memory: each block of
    /// ``writeBlock`` records is first touched (``RecordBytes/touch(_:)``, and
    /// each key's first byte), so that the processor waits for their cache
    /// misses at once rather than one by one as it copies them; the touched
    /// length tells the writer whether the block fits its buffer. O(records + bytes).
    private func write(_ sections: [CollatedRecords.SectionSlice], _ order: [UInt32], of store: RecordStore,
                       firstRecord: Int) throws(CommandFailure) -> RunFile {
        var writer = RunWriter(file: try RunFile(directory: directory))
        var failure: CommandFailure?
        store.keys.keys.withStorage { keyBytes, ends in
            store.withRecords { records in
                func key(of record: Int) -> UnsafeBufferPointer<UInt8>? {
                    store.keyPosition(ofRecord: record).map { UnsafeBufferPointer(rebasing: keyBytes[ByteStringArena.range($0, ends: ends)]) }
                }
                do throws(CommandFailure) {
                    for section in sections {
                        for block in stride(from: section.span.lowerBound, to: section.span.upperBound, by: Self.writeBlock) {
                            let blockOrder = order[block..<min(block + Self.writeBlock, section.span.upperBound)]
                            try writer.prepare(for: records.touch(blockOrder) + blockOrder.reduce(0) { length, record in
                                let key = key(of: Int(record))
                                return length + (key?.count ?? 0) + Int((key?.first ?? 0) & 1) + RunEntry.largestNumbers
                            })
                            for record in blockOrder.lazy.map(Int.init) {
                                let key = key(of: record)
                                try writer.append(RunEntry(
                                    section: section.index, hasKey: key != nil, key: key ?? UnsafeBufferPointer(start: nil, count: 0),
                                    record: firstRecord + record, line: store.line(of: record), bytes: records[record]))
                            }
                        }
                    }
                } catch {
                    failure = error
                }
            }
        }
        if let failure { throw failure }
        return try writer.finish()
    }

    /// The sections and a merge of the runs for the writers.
    func collated(files: [InputFile]) throws(CommandFailure) -> CollatedRecords {
        var runs = levels.flatMap { $0 }
        levels = []
        while runs.count > width {
            runs = [try merge(Array(runs.prefix(width)))] + runs.dropFirst(width)
        }
        var counts = self.counts
        if rules.unique { counts = try countKept(runs) }
        return CollatedRecords(files: files, sections: SectionedOrder.sections(counts: counts, titles: titles, rules: rules),
                               records: .merged(MergedRecords(runs: runs, order: order, duplicates: duplicates)))
    }

    private func add(_ run: RunFile, level: Int) throws(CommandFailure) {
        if levels.count == level { levels.append([]) }
        levels[level].append(run)
        guard levels[level].count == width else { return }
        let merged = try merge(levels[level])
        levels[level] = []
        try add(merged, level: level + 1)
    }

    /// Merges `runs` into one run (closing them, which frees their space).
    private func merge(_ runs: [RunFile]) throws(CommandFailure) -> RunFile {
        let merger = try RunMerger(runs, order: order)
        var writer = RunWriter(file: try RunFile(directory: directory))
        while let entry = try merger.next() { try writer.append(entry) }
        duplicates.add(merger.duplicates)
        return try writer.finish()
    }

    /// The records per section that a merge of `runs` keeps (`--unique`),
    /// tallying the ones it leaves out. One pass over the runs.
    private func countKept(_ runs: [RunFile]) throws(CommandFailure) -> [Int] {
        var counts = Array(repeating: 0, count: titles.count)
        let merger = try RunMerger(runs, order: order)
        while let entry = try merger.next() { counts[entry.section] += 1 }
        duplicates.add(merger.duplicates)
        return counts
    }
}
