/// When the records held in memory go to a sorted run (`--buffer-size`):
/// once they use more than half the budget, counting everything held for
/// them — the store's arena, ranges, lines and keys, and the texts and keys
/// still with the key pipeline. Arrays that grow by doubling, and buffers
/// that are not records, take the other half.
struct SpillPolicy {
    /// The external sort the runs go to.
    let runs: SpilledRuns
    /// The memory (bytes) the records may take.
    let budget: Int

    /// Whether records using `footprint` bytes should be written to a run.
    func isFull(footprint: Int) -> Bool {
        footprint > budget / 2
    }
}
