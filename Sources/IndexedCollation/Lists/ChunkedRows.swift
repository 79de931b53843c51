/// A run of rows that ``ChunkedRows`` keeps as one of its chunks: a section's
/// elements (an array) or their keys (``KeyRun``).
protocol RowChunk {
    /// No rows.
    init()
    /// The number of rows.
    var count: Int { get }
    /// The rows in `range`, as a chunk of their own.
    func rows(_ range: Range<Int>) -> Self
    /// Adds `other`'s rows after this chunk's.
    mutating func append(rowsOf other: Self)
}

extension Array: RowChunk {
    func rows(_ range: Range<Int>) -> [Element] { Array(self[range]) }
    mutating func append(rowsOf other: [Element]) { append(contentsOf: other) }
}

/// Rows kept as a list of chunks, so that copies of the rows (the snapshots
/// of a ``SectionedList``) share every chunk a change does not touch.
///
/// Why chunks: a list view's data source keeps the list it shows while the
/// next one is made, and an undo stack keeps every list. Kept as one array,
/// each change to a shared section copied the whole section (some 50 µs a
/// change at 50,000 elements, and memory for every snapshot); kept here, a
/// change copies the list of chunks (references) and the one chunk it
/// touches, at most `2 × rowsPerChunk` rows.
///
/// Rows are made as one chunk, however long (a list that never changes
/// pays nothing for the chunks); the first change to a long chunk cuts it
/// into chunks of about ``rowsPerChunk`` rows, and a chunk that grows past
/// twice that is cut in two. A chunk that a removal leaves empty goes, and
/// one left under a quarter is joined to a neighbour when they fit in one,
/// so no two neighbours are both under a quarter.
struct ChunkedRows<Chunk: RowChunk> {
    /// The rows a chunk is cut to; a chunk holds at most twice as many
    /// once a change has touched it.
    static var rowsPerChunk: Int { 128 }

    /// The chunks, none of them empty but the one the rows were made as.
    private(set) var chunks: [Chunk]
    /// `starts[c]` is the number of rows before chunk `c`.
    private var starts: [Int]
    /// The number of rows.
    private(set) var count: Int

    /// No rows.
    init() {
        chunks = []
        starts = []
        count = 0
    }

    /// The rows of `chunk`, kept as one chunk until a change (an empty one
    /// too, which keeps the room reserved in it).
    init(_ chunk: Chunk) {
        chunks = [chunk]
        starts = [0]
        count = chunk.count
    }

    /// The number of rows before chunk `chunk`.
    func start(ofChunk chunk: Int) -> Int { starts[chunk] }

    /// The chunk that holds row `row`, and the row's place in it. For
    /// `row == count` (the end), the last chunk and its end. O(log chunks).
    /// - Precondition: there are rows, and `row` is in `0...count`.
    func location(of row: Int) -> (chunk: Int, offset: Int) {
        if chunks.count == 1 { return (0, row) }
        var low = 0, high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= row { low = middle } else { high = middle }
        }
        return (low, row - starts[low])
    }

    /// Appends rows to the last chunk (as when the rows are first made; no
    /// chunk is cut).
    mutating func appendToLastChunk(_ body: (inout Chunk) -> Void) {
        if chunks.isEmpty {
            chunks = [Chunk()]
            starts = [0]
        }
        let before = chunks[chunks.count - 1].count
        body(&chunks[chunks.count - 1])
        count += chunks[chunks.count - 1].count - before
    }

    /// Inserts a row at `row`: `body` inserts it into the chunk given, at
    /// the offset given. O(chunks + rows of one chunk).
    /// - Precondition: `row` is in `0...count`.
    mutating func insertRow(at row: Int, _ body: (inout Chunk, Int) -> Void) {
        precondition(row >= 0 && row <= count, "insert: row \(row) out of 0...\(count)")
        if chunks.isEmpty {
            chunks = [Chunk()]
            starts = [0]
        }
        var (chunk, offset) = location(of: row)
        (chunk, offset) = cutIfLong(chunk, offset: offset)
        body(&chunks[chunk], offset)
        count += 1
        shiftStarts(after: chunk, by: 1)
        if chunks[chunk].count > 2 * Self.rowsPerChunk { cut(chunk, into: chunks[chunk].count / 2) }
    }

    /// Removes the row at `row`: `body` removes it from the chunk given, at
    /// the offset given. O(chunks + rows of one chunk).
    /// - Precondition: `row` is in `0..<count`.
    mutating func removeRow(at row: Int, _ body: (inout Chunk, Int) -> Void) {
        precondition(row >= 0 && row < count, "remove: row \(row) out of 0..<\(count)")
        var (chunk, offset) = location(of: row)
        (chunk, offset) = cutIfLong(chunk, offset: offset)
        body(&chunks[chunk], offset)
        count -= 1
        shiftStarts(after: chunk, by: -1)
        if chunks[chunk].count == 0 {
            chunks.remove(at: chunk)
            starts.remove(at: chunk)
        } else if chunks[chunk].count < Self.rowsPerChunk / 4 {
            joinIfSmall(chunk)
        }
    }

    /// Changes the row at `row` in place: `body` changes it in the chunk
    /// given, at the offset given, keeping the chunk's count. O(log chunks +
    /// rows of one chunk when another copy shares it).
    mutating func modifyRow(at row: Int, _ body: (inout Chunk, Int) -> Void) {
        precondition(row >= 0 && row < count, "row \(row) out of 0..<\(count)")
        var (chunk, offset) = location(of: row)
        (chunk, offset) = cutIfLong(chunk, offset: offset)
        body(&chunks[chunk], offset)
    }

    /// Cuts chunk `chunk` into chunks of about ``rowsPerChunk`` rows (none
    /// under half that) when it is longer than twice that (a chunk as the
    /// rows were made), and says where the row at `offset` then is.
    private mutating func cutIfLong(_ chunk: Int, offset: Int) -> (chunk: Int, offset: Int) {
        let length = chunks[chunk].count
        guard length > 2 * Self.rowsPerChunk else { return (chunk, offset) }
        let whole = chunks[chunk], start = starts[chunk]
        let pieceCount = (length + Self.rowsPerChunk - 1) / Self.rowsPerChunk
        let bounds = (0...pieceCount).map { $0 * length / pieceCount }
        chunks.replaceSubrange(chunk...chunk, with: (0..<pieceCount).map { whole.rows(bounds[$0]..<bounds[$0 + 1]) })
        starts.replaceSubrange(chunk...chunk, with: bounds.dropLast().map { start + $0 })
        let piece = bounds.lastIndex { $0 <= offset }.map { min($0, pieceCount - 1) } ?? 0
        return (chunk + piece, offset - bounds[piece])
    }

    /// Cuts chunk `chunk` in two, its first `head` rows and the rest.
    private mutating func cut(_ chunk: Int, into head: Int) {
        let whole = chunks[chunk]
        chunks[chunk] = whole.rows(0..<head)
        chunks.insert(whole.rows(head..<whole.count), at: chunk + 1)
        starts.insert(starts[chunk] + head, at: chunk + 1)
    }

    /// Joins chunk `chunk` to its next (or else its previous) neighbour
    /// when the two fit in ``rowsPerChunk`` rows, again while the joined
    /// chunk is still under a quarter of that: so no two neighbours are
    /// both that small.
    private mutating func joinIfSmall(_ chunk: Int) {
        var small = chunk
        while chunks[small].count < Self.rowsPerChunk / 4 {
            guard let first = [small, small - 1].first(where: { first in
                first >= 0 && first + 1 < chunks.count && chunks[first].count + chunks[first + 1].count <= Self.rowsPerChunk
            }) else { return }
            let second = chunks.remove(at: first + 1)
            starts.remove(at: first + 1)
            chunks[first].append(rowsOf: second)
            small = first
        }
    }

    /// Moves the starts of the chunks after `chunk` by `shift` rows.
    private mutating func shiftStarts(after chunk: Int, by shift: Int) {
        for later in (chunk + 1)..<starts.count { starts[later] += shift }
    }
}

extension ChunkedRows: Sendable where Chunk: Sendable {}
