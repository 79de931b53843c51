/// The records of sorted runs as the writers read them: merged on demand,
/// in output order, a section's worth at a time. The merge starts on the
/// first read; a read error stops it and is kept for the command to report
/// after writing (writers never fail mid-way, as with ``OutputStream``).
///
/// Thread safety: used by the command's thread only.
final class MergedRecords {
    private let runs: [RunFile]
    private let order: OutputOrder
    private var merger: RunMerger?
    /// Every record `--unique` left out, known before the records are read.
    let duplicates: DuplicateTally
    /// The first error reading the runs; the output is then incomplete.
    private(set) var failure: CommandFailure?

    init(runs: [RunFile], order: OutputOrder, duplicates: DuplicateTally) {
        self.runs = runs
        self.order = order
        self.duplicates = duplicates
    }

    /// Calls `body` with the next `count` records; nothing after a failure.
    func forEach(_ count: Int, _ body: (RunEntry) -> Void) {
        guard failure == nil else { return }
        do throws(CommandFailure) {
            if merger == nil { merger = try RunMerger(runs, order: order) }
            for _ in 0..<count {
                guard let entry = try merger!.next() else {
                    throw CommandFailure(code: .outputError, message: "the temporary files hold fewer records than were counted")
                }
                body(entry)
            }
        } catch {
            failure = error
        }
    }
}
