/// The records `--unique` left out: how many, and the first in input order
/// (its number and line), for the warning.
struct DuplicateTally {
    private(set) var count = 0
    private(set) var first: (record: Int, line: Int)?

    /// Adds `count` records left out, the first of which (in input order) is `record`.
    mutating func add(count: Int = 1, first record: Int, line: Int) {
        self.count += count
        if first.map({ record < $0.record }) ?? true { first = (record, line) }
    }

    mutating func add(_ other: DuplicateTally) {
        guard let (record, line) = other.first else { return }
        add(count: other.count, first: record, line: line)
    }
}
