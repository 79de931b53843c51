import ByteMachinery

/// The keys of one section's rows of a ``SectionedList``, in row order, all
/// in one buffer of bytes, each row's end in `ends` (a row without a key,
/// which sorts after every key, takes no bytes and is marked there).
///
/// Why one buffer: a list changed while an earlier snapshot of it is kept
/// copies the keys of the section a change touches. Kept as one array of
/// keys each with its own array of bytes, that copy costs a reference
/// count for each key (and a release when the snapshot goes); kept here, it
/// is two copies of plain memory.
struct SectionKeys: Sendable, Equatable {
    /// The section's number, the same for every key.
    let section: Int
    /// The rows' keys, one after the other.
    private var bytes: [UInt8] = []
    /// For row `r`, where its key ends in `bytes` (and row `r + 1`'s
    /// starts); for a row without a key, that end's bitwise complement
    /// (a negative number).
    private var ends: [Int] = []

    /// The keys `keys`, in row order, all of section `section`.
    init(section: Int, keys: some Sequence<ListKey>) {
        self.section = section
        for key in keys { insert(key, at: count) }
    }

    /// No rows yet, of section `section`, with room for `rows` rows of some
    /// `bytes` bytes of keys.
    init(section: Int, reservingRows rows: Int, bytes byteCount: Int) {
        self.section = section
        bytes.reserveCapacity(byteCount)
        ends.reserveCapacity(rows)
    }

    /// Adds a last row whose key is `keyBytes`. Amortized O(its length).
    mutating func append(_ keyBytes: some Collection<UInt8>) {
        bytes.append(contentsOf: keyBytes)
        ends.append(bytes.count)
    }

    /// Adds a last row without a key. Amortized O(1).
    mutating func appendKeyless() {
        ends.append(~bytes.count)
    }

    /// The number of rows. O(1).
    var count: Int { ends.count }

    /// The key of row `row`, as a value of its own. O(its length).
    subscript(row: Int) -> ListKey {
        ListKey(section: section, bytes: ends[row] < 0 ? nil : Array(bytes[range(of: row)]))
    }

    /// Whether row `row`'s key is `key`. O(its length).
    func key(at row: Int, equals key: ListKey) -> Bool {
        guard key.section == section else { return false }
        guard let keyBytes = key.bytes else { return ends[row] < 0 }
        return ends[row] >= 0 && bytes[range(of: row)].elementsEqual(keyBytes)
    }

    /// The first row whose key is not before `key` (of this section). O(log rows).
    func lowerBound(of key: ListKey) -> Int {
        partition { order(ofRow: $0, against: key) < 0 }
    }

    /// The first row whose key is after `key` (of this section). O(log rows).
    func upperBound(of key: ListKey) -> Int {
        partition { order(ofRow: $0, against: key) <= 0 }
    }

    /// Inserts `key` as row `row`. O(rows + bytes of the section).
    /// - Precondition: `key` is of this section and `row` at most ``count``.
    mutating func insert(_ key: ListKey, at row: Int) {
        precondition(key.section == section && row <= count, "SectionKeys.insert: a key of another section, or past the end")
        let start = row == 0 ? 0 : end(of: row - 1)
        guard let keyBytes = key.bytes else {
            ends.insert(~start, at: row)
            return
        }
        bytes.insert(contentsOf: keyBytes, at: start)
        ends.insert(start + keyBytes.count, at: row)
        shiftEnds(after: row, by: keyBytes.count)
    }

    /// Removes row `row`'s key. O(rows + bytes of the section).
    mutating func remove(at row: Int) {
        let removed = range(of: row)
        bytes.removeSubrange(removed)
        ends.remove(at: row)
        shiftEnds(after: row - 1, by: -removed.count)
    }

    /// Replaces row `row`'s key by `key`. O(rows + bytes of the section).
    mutating func replace(at row: Int, with key: ListKey) {
        remove(at: row)
        insert(key, at: row)
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

    /// How row `row`'s key compares with `key`: negative, zero or positive
    /// (a row without a key after every key).
    private func order(ofRow row: Int, against key: ListKey) -> Int {
        let rowHasKey = ends[row] >= 0
        guard let keyBytes = key.bytes else { return rowHasKey ? -1 : 0 }
        guard rowHasKey else { return 1 }
        let range = range(of: row)
        return bytes.withUnsafeBufferPointer { all in
            keyBytes.withUnsafeBufferPointer { KeyOrder.compare(UnsafeBufferPointer(rebasing: all[range]), $0) }
        }
    }

    /// The first row for which `before` is false, `before` being true for
    /// a prefix of the rows. O(log rows).
    private func partition(_ before: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if before(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
