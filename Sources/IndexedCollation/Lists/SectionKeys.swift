import ByteMachinery

/// The keys of one section's rows of a ``SectionedList``, in row order, in
/// chunks (``ChunkedRows``) of ``KeyRun``s, as the section's elements are
/// (``Section/Elements``).
///
/// Why so: a list changed while an earlier snapshot of it is kept copies the
/// keys of the chunk a change touches. A chunk keeps its keys in one buffer
/// of bytes, so that copy is two copies of plain memory, not a reference
/// count for each key (and a release when the snapshot goes).
struct SectionKeys: Sendable {
    /// The section's number, the same for every key.
    let section: Int
    /// The rows' keys.
    private var runs: ChunkedRows<KeyRun>

    /// The keys `keys`, in row order, all of section `section`.
    init(section: Int, keys: some Sequence<ListKey>) {
        var run = KeyRun()
        for key in keys {
            precondition(key.section == section, "SectionKeys: a key of another section")
            run.insert(key.bytes, at: run.count)
        }
        self.section = section
        runs = ChunkedRows(run)
    }

    /// No rows yet, of section `section`, with room for `rows` rows of some
    /// `bytes` bytes of keys.
    init(section: Int, reservingRows rows: Int, bytes byteCount: Int) {
        self.section = section
        runs = ChunkedRows(KeyRun(reservingRows: rows, bytes: byteCount))
    }

    /// Adds a last row whose key is `keyBytes` (as the rows are first made).
    /// Amortized O(its length).
    mutating func append(_ keyBytes: some Collection<UInt8>) {
        runs.appendToLastChunk { $0.append(keyBytes) }
    }

    /// Adds a last row without a key (as the rows are first made). Amortized O(1).
    mutating func appendKeyless() {
        runs.appendToLastChunk { $0.appendKeyless() }
    }

    /// The number of rows. O(1).
    var count: Int { runs.count }

    /// The key of row `row`, as a value of its own. O(log chunks + its length).
    subscript(row: Int) -> ListKey {
        let (chunk, offset) = runs.location(of: row)
        return ListKey(section: section, bytes: runs.chunks[chunk].bytes(at: offset))
    }

    /// Whether row `row`'s key is `key`. O(log chunks + its length).
    func key(at row: Int, equals key: ListKey) -> Bool {
        guard key.section == section else { return false }
        let (chunk, offset) = runs.location(of: row)
        return runs.chunks[chunk].bytes(at: offset, equal: key.bytes)
    }

    /// The first row whose key is not before `key` (of this section). O(log rows).
    func lowerBound(of key: ListKey) -> Int {
        partition { run, row in run.order(ofRow: row, against: key.bytes) < 0 }
    }

    /// The first row whose key is after `key` (of this section). O(log rows).
    func upperBound(of key: ListKey) -> Int {
        partition { run, row in run.order(ofRow: row, against: key.bytes) <= 0 }
    }

    /// Inserts `key` as row `row`. O(chunks + bytes of a chunk).
    /// - Precondition: `key` is of this section and `row` at most ``count``.
    mutating func insert(_ key: ListKey, at row: Int) {
        precondition(key.section == section && row <= count, "SectionKeys.insert: a key of another section, or past the end")
        runs.insertRow(at: row) { run, offset in run.insert(key.bytes, at: offset) }
    }

    /// Removes row `row`'s key. O(chunks + bytes of a chunk).
    mutating func remove(at row: Int) {
        runs.removeRow(at: row) { run, offset in run.remove(at: offset) }
    }

    /// Replaces row `row`'s key by `key`. O(log chunks + bytes of a chunk).
    mutating func replace(at row: Int, with key: ListKey) {
        precondition(key.section == section, "SectionKeys.replace: a key of another section")
        runs.modifyRow(at: row) { run, offset in
            run.remove(at: offset)
            run.insert(key.bytes, at: offset)
        }
    }

    /// The first row for which `before` is false, `before` being true for
    /// a prefix of the rows: first the chunk (by its last row), then the
    /// row in it. O(log rows).
    private func partition(_ before: (KeyRun, Int) -> Bool) -> Int {
        let chunks = runs.chunks
        var low = 0, high = chunks.count
        while low < high {
            let middle = (low + high) / 2
            let run = chunks[middle]
            if run.count == 0 || before(run, run.count - 1) { low = middle + 1 } else { high = middle }
        }
        guard low < chunks.count else { return count }
        let run = chunks[low]
        return runs.start(ofChunk: low) + run.partition { before(run, $0) }
    }
}

extension SectionKeys: Equatable {
    /// Whether both are of one section and hold the same keys in order
    /// (however chunked).
    static func == (lhs: SectionKeys, rhs: SectionKeys) -> Bool {
        lhs.section == rhs.section && lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
    }
}

/// A run of rows' keys, one after the other in one buffer of bytes, each
/// row's end in `ends` (a row without a key, which sorts after every key,
/// takes no bytes and is marked there): one chunk of a ``SectionKeys``.
struct KeyRun: RowChunk, Sendable {
    /// The rows' keys, one after the other.
    private var bytes: [UInt8] = []
    /// For row `r`, where its key ends in `bytes` (and row `r + 1`'s
    /// starts); for a row without a key, that end's bitwise complement
    /// (a negative number).
    private var ends: [Int] = []

    init() {}

    /// No rows yet, with room for `rows` rows of some `byteCount` bytes.
    init(reservingRows rows: Int, bytes byteCount: Int) {
        bytes.reserveCapacity(byteCount)
        ends.reserveCapacity(rows)
    }

    var count: Int { ends.count }

    /// Adds a last row whose key is `keyBytes`.
    mutating func append(_ keyBytes: some Collection<UInt8>) {
        bytes.append(contentsOf: keyBytes)
        ends.append(bytes.count)
    }

    /// Adds a last row without a key.
    mutating func appendKeyless() {
        ends.append(~bytes.count)
    }

    /// Row `row`'s key (`nil`: it has none).
    func bytes(at row: Int) -> [UInt8]? {
        ends[row] < 0 ? nil : Array(bytes[range(of: row)])
    }

    /// Whether row `row`'s key is `keyBytes` (`nil`: it has none).
    func bytes(at row: Int, equal keyBytes: [UInt8]?) -> Bool {
        guard let keyBytes else { return ends[row] < 0 }
        return ends[row] >= 0 && bytes[range(of: row)].elementsEqual(keyBytes)
    }

    /// Inserts a row whose key is `keyBytes` (`nil`: none) at `row`.
    mutating func insert(_ keyBytes: [UInt8]?, at row: Int) {
        let start = row == 0 ? 0 : end(of: row - 1)
        guard let keyBytes else {
            ends.insert(~start, at: row)
            return
        }
        bytes.insert(contentsOf: keyBytes, at: start)
        ends.insert(start + keyBytes.count, at: row)
        shiftEnds(after: row, by: keyBytes.count)
    }

    /// Removes row `row`.
    mutating func remove(at row: Int) {
        let removed = range(of: row)
        bytes.removeSubrange(removed)
        ends.remove(at: row)
        shiftEnds(after: row - 1, by: -removed.count)
    }

    func rows(_ range: Range<Int>) -> KeyRun {
        var run = KeyRun()
        guard !range.isEmpty else { return run }
        let first = range.lowerBound == 0 ? 0 : end(of: range.lowerBound - 1)
        run.bytes = Array(bytes[first..<end(of: range.upperBound - 1)])
        run.ends = ends[range].map { $0 < 0 ? ~(~$0 - first) : $0 - first }
        return run
    }

    mutating func append(rowsOf other: KeyRun) {
        let shift = bytes.count
        bytes.append(contentsOf: other.bytes)
        ends.append(contentsOf: other.ends.lazy.map { $0 < 0 ? ~(~$0 + shift) : $0 + shift })
    }

    /// How row `row`'s key compares with `keyBytes`: negative, zero or
    /// positive (a row without a key after every key).
    func order(ofRow row: Int, against keyBytes: [UInt8]?) -> Int {
        let rowHasKey = ends[row] >= 0
        guard let keyBytes else { return rowHasKey ? -1 : 0 }
        guard rowHasKey else { return 1 }
        let range = range(of: row)
        return bytes.withUnsafeBufferPointer { all in
            keyBytes.withUnsafeBufferPointer { KeyOrder.compare(UnsafeBufferPointer(rebasing: all[range]), $0) }
        }
    }

    /// The first row for which `before` is false, `before` being true for
    /// a prefix of the rows. O(log rows).
    func partition(_ before: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if before(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Where row `row`'s key ends in `bytes`.
    private func end(of row: Int) -> Int {
        ends[row] < 0 ? ~ends[row] : ends[row]
    }

    /// Where row `row`'s key lies in `bytes` (empty for a row without one).
    private func range(of row: Int) -> Range<Int> {
        (row == 0 ? 0 : end(of: row - 1))..<end(of: row)
    }

    /// Moves the ends of the rows after `row` by `shift` bytes.
    private mutating func shiftEnds(after row: Int, by shift: Int) {
        guard shift != 0 else { return }
        for later in (row + 1)..<ends.count {
            ends[later] = ends[later] < 0 ? ends[later] - shift : ends[later] + shift
        }
    }
}
