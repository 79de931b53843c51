import Dispatch
import Synchronization

/// What one batch of a verification found, added to the run's total under
/// one lock when the batch is done.
protocol VerificationTally: Sendable {
    init()
    /// Adds another batch's findings to these.
    mutating func add(_ other: Self)
}

/// The distinct strings of a corpus, each checked once, on all cores.
enum DistinctStrings {
    /// Runs `check` on each distinct string of `strings`, 256 at a time on
    /// whichever thread is free; each batch fills a tally of its own, and the
    /// tallies are added together. Complexity: one `check` per distinct
    /// string, plus hashing every string once.
    static func check<Tally: VerificationTally>(
        _ strings: [String], _ check: @Sendable (String, inout Tally) -> Void
    ) -> (distinct: Int, tally: Tally) {
        let distinct = Array(Set(strings))
        let total = Mutex(Tally())
        let batch = 256
        DispatchQueue.concurrentPerform(iterations: (distinct.count + batch - 1) / batch) { index in
            var tally = Tally()
            for string in distinct[index * batch..<min(distinct.count, (index + 1) * batch)] {
                check(string, &tally)
            }
            total.withLock { $0.add(tally) }
        }
        return (distinct.count, total.withLock { $0 })
    }
}
