/// How `--buffer-size` is spent: records held in memory go to a sorted run
/// once they use more than half the budget, counting everything held for
/// them — the store's arena, ranges, lines and keys, the texts and keys
/// still with the key pipeline, and the memo of foreign strings'
/// placements, which starts afresh past a quarter of the budget
/// (``memoLimit``). Arrays that grow by doubling, and buffers that are not
/// records, take the other half.
struct SpillPolicy {
    /// The external sort the runs go to.
    let runs: SpilledRuns
    /// The memory (bytes) the records may take.
    let budget: Int

    /// The memory the memo of foreign strings may take.
    var memoLimit: Int { budget / 4 }

    /// Whether records using `footprint` bytes should be written to a run.
    func isFull(footprint: Int) -> Bool {
        footprint > budget / 2
    }
}
