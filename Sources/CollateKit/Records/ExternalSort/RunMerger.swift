/// Merges sorted runs into one sequence in ``OutputOrder``: a binary heap of
/// the runs' current entries, so each record costs O(log k) comparisons for
/// k runs, and memory is one read buffer per run. With `--unique`, a record
/// whose key equals the last kept one in its section is left out (and
/// tallied), which keeps the first in input order across runs as within one.
///
/// Thread safety: used by one thread at a time.
final class RunMerger {
    private let readers: [RunReader]
    private let order: OutputOrder
    /// Reader indices ordered as a heap by their heads.
    private var heap: [Int] = []
    /// Each reader's current entry (its `head`; nil once it is read out).
    /// The heap's comparisons read it and `heap` from locals (``advance(_:)``):
    /// every access to a class's stored property costs a dynamic exclusivity
    /// check, and those checks took a third of the merge's comparisons.
    private var heads: [RunEntry?] = []
    /// The reader whose head `next()` returned last, advanced on the next call
    /// (the caller reads the entry in place until then).
    private var returned: Int?
    private var kept = OutputOrder.Deduplicator()
    /// The records `--unique` left out in this merge.
    private(set) var duplicates = DuplicateTally()

    /// Opens each run at its start.
    init(_ runs: [RunFile], order: OutputOrder) throws(CommandFailure) {
        var readers: [RunReader] = []
        for run in runs {
            try run.rewind()
            readers.append(try RunReader(run))
        }
        self.readers = readers
        self.order = order
        heads = readers.map(\.head)
        for index in readers.indices where heads[index] != nil {
            heap.append(index)
            Self.siftUp(heap.count - 1, in: &heap, heads: heads, order: order)
        }
    }

    /// The next entry in order, valid until the next call; nil at the end.
    func next() throws(CommandFailure) -> RunEntry? {
        if let returned {
            try advance(returned)
            self.returned = nil
        }
        while let top = heap.first, let entry = heads[top] {
            if order.unique, kept.isDuplicate(entry) {
                duplicates.add(first: entry.record, line: entry.line)
                try advance(top)
                continue
            }
            returned = top
            return entry
        }
        return nil
    }

    /// Moves the reader at the top of the heap to its next entry. O(log k).
    private func advance(_ reader: Int) throws(CommandFailure) {
        try readers[reader].advance()
        var (heap, heads) = ([Int](), [RunEntry?]())
        swap(&heap, &self.heap)
        swap(&heads, &self.heads)
        defer {
            swap(&heap, &self.heap)
            swap(&heads, &self.heads)
        }
        heads[reader] = readers[reader].head
        if heads[reader] == nil {
            heap[0] = heap[heap.count - 1]
            heap.removeLast()
        }
        if !heap.isEmpty { Self.siftDown(0, in: &heap, heads: heads, order: order) }
    }

    private static func siftUp(_ position: Int, in heap: inout [Int], heads: [RunEntry?], order: OutputOrder) {
        var child = position
        while child > 0, case let parent = (child - 1) / 2, order.precedes(heads[heap[child]]!, heads[heap[parent]]!) {
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private static func siftDown(_ position: Int, in heap: inout [Int], heads: [RunEntry?], order: OutputOrder) {
        func less(_ a: Int, _ b: Int) -> Bool { order.precedes(heads[heap[a]]!, heads[heap[b]]!) }
        var parent = position
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, less(left, smallest) { smallest = left }
            if right < heap.count, less(right, smallest) { smallest = right }
            if smallest == parent { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
