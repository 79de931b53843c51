#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sorts byte strings that hold no zero byte (collation keys, stored as a
/// ``ByteStringArena``'s bytes and ends) by group (unsigned), then bytes in
/// ``KeyOrder`` (`memcmp`, shorter first), then position: a multikey MSD
/// radix sort over the keys in 8-byte chunks.
///
/// Each key is a 16-byte ``Entry``: its group, its position and one chunk
/// of its key bytes (big-endian, zero-padded past the key's end). A range of
/// entries is radix sorted byte by byte on (group, chunk), read as one
/// 12-byte number, starting at the first byte that differs within the range;
/// ranges of at most ``insertionLimit`` entries are insertion sorted instead.
/// A run of entries equal in all 12 bytes whose keys go on past the chunk is
/// first checked for keys equal throughout (one `memcmp` per key, stopping at
/// the first that differs: a repeated name is settled in one read), else
/// refilled with the keys' next chunk and sorted again. So key bytes are read
/// only as far as a key ties with another one, in 8-byte loads, and
/// comparisons read integers only, never key bytes.
///
/// The zero padding is unambiguous because sort keys hold no zero byte: a
/// chunk whose last byte is zero ends its key, so a run equal in such a chunk
/// is a run of equal keys. Every pass is stable (scattering into `spare`,
/// copying back) and entries start in position order, so equal keys end in
/// position order.
///
/// Complexity: O(n + D) time and reads of key bytes, where D is the sum over
/// the keys of the bytes each shares with its nearest key (rounded up to 8;
/// at most twice that for a run whose keys part only near their ends),
/// plus 256 counters per radix pass over more than ``insertionLimit``
/// entries; O(1) extra memory besides `spare` and a stack of pending ranges.
///
/// Thread safety: the sorter only reads the batch's bytes and ends; the
/// functions of this file write only the range of `entries` and `spare` they
/// are given, so calls on disjoint ranges may run at the same time.
package struct RadixSorter: @unchecked Sendable {
    /// One key as the sort sees it: 16 bytes, four to a cache line.
    struct Entry {
        /// Key bytes `8 * level ..< 8 * level + 8`, big-endian, zero-padded.
        var chunk: UInt64
        /// The section when sorting by section (as unsigned), else 0.
        var group: UInt32
        /// The key's position in the batch.
        var index: UInt32
    }

    /// The most memory the sort takes per key while it runs: two entries
    /// (the entries and their scratch copy) and the key's position in the
    /// result. Sorting by section takes less: entries for the sections in
    /// hand only.
    package static let bytesPerKey = 2 * MemoryLayout<Entry>.stride + MemoryLayout<UInt32>.stride

    /// Ranges this short are insertion sorted: a radix pass would cost more
    /// in its 256 counters than it saves.
    static let insertionLimit = 24

    /// The batch's key bytes; nil only when every key is empty.
    let bytes: UnsafePointer<UInt8>?
    /// Where each key ends in `bytes`.
    let ends: UnsafeBufferPointer<Int>
    /// Each key's section, when sorting by section.
    let groups: UnsafeBufferPointer<Int32>?

    /// A sorter of the keys that `ends` delimits in `bytes`, by `groups`
    /// first when given (one per key). The buffers must stay valid and
    /// unchanged while the sorter is used.
    package init(bytes: UnsafePointer<UInt8>?, ends: UnsafeBufferPointer<Int>, groups: UnsafeBufferPointer<Int32>?) {
        self.bytes = bytes
        self.ends = ends
        self.groups = groups
    }

    /// Key `index`'s bytes `8 * level ..< 8 * level + 8` as a big-endian
    /// number, zero-padded past the key's end.
    @inline(__always)
    func chunk(of index: UInt32, level: Int) -> UInt64 {
        let key = ByteStringArena.range(Int(index), ends: ends)
        let start = key.lowerBound + 8 * level
        guard start < key.upperBound, let bytes else { return 0 }
        if key.upperBound - start >= 8 {
            return UInt64(bigEndian: UnsafeRawPointer(bytes + start).loadUnaligned(as: UInt64.self))
        }
        var value: UInt64 = 0
        for offset in 0..<8 {
            value = value << 8 | (start + offset < key.upperBound ? UInt64(bytes[start + offset]) : 0)
        }
        return value
    }

    /// Sorts `range` of `entries`, whose chunks hold their keys' chunk
    /// `level` and are equal in the chunks before it, using the same range
    /// of `spare` as scratch. Iterative (a stack of pending ranges, not
    /// recursion), so long shared prefixes cannot overflow a thread's stack.
    func sort(_ range: Range<Int>, level: Int, in entries: UnsafeMutableBufferPointer<Entry>,
              spare: UnsafeMutableBufferPointer<Entry>) {
        var pending = [(range: range, level: level)]
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 256) { counts in
            while let (range, level) = pending.popLast() {
                if range.count <= Self.insertionLimit {
                    Self.insertionSort(range, entries)
                    forEachTieRun(in: range, entries) { refine($0, after: level, entries, into: &pending) }
                } else if let digit = Self.firstVaryingDigit(in: range, entries) {
                    Self.radixPass(range, digit: digit, entries, spare, counts: counts)
                    Self.forEachBucket(of: range, counts: counts) { bucket in
                        if bucket.count > 1 { pending.append((bucket, level)) }
                    }
                } else if Self.goesOn(entries[range.lowerBound]) {
                    refine(range, after: level, entries, into: &pending)
                }
            }
        }
    }

    /// Whether keys with this chunk may go on past it (a zero last byte is
    /// padding: the key ended inside the chunk).
    @inline(__always)
    static func goesOn(_ entry: Entry) -> Bool {
        entry.chunk & 0xFF != 0
    }

    /// Queues `run`, equal in group and in chunks up to `level` and with
    /// keys that go on, refilled with chunk `level + 1` to be sorted again;
    /// unless its keys are all equal (a name repeated, the common case),
    /// which one pass settles: the run is then in position order already,
    /// and its keys are read once instead of once per chunk left.
    private func refine(_ run: Range<Int>, after level: Int, _ entries: UnsafeMutableBufferPointer<Entry>,
                        into pending: inout [(range: Range<Int>, level: Int)]) {
        guard !keysAreEqual(in: run, after: level, entries) else { return }
        for position in run {
            entries[position].chunk = chunk(of: entries[position].index, level: level + 1)
        }
        pending.append((run, level + 1))
    }

    /// Whether the keys of `run`, equal in their first `8 * (level + 1)`
    /// bytes, are equal throughout. Stops at the first key that differs, so
    /// a run that will split costs little more than its first keys.
    private func keysAreEqual(in run: Range<Int>, after level: Int, _ entries: UnsafeMutableBufferPointer<Entry>) -> Bool {
        guard let bytes else { return true }
        let known = 8 * (level + 1)
        let first = ByteStringArena.range(Int(entries[run.lowerBound].index), ends: ends)
        for position in run.dropFirst() {
            let key = ByteStringArena.range(Int(entries[position].index), ends: ends)
            guard key.count == first.count,
                  memcmp(bytes + first.lowerBound + known, bytes + key.lowerBound + known, first.count - known) == 0
            else { return false }
        }
        return true
    }

    /// Calls `body` with each run of two or more entries of the sorted
    /// `range` equal in group and chunk whose keys go on past the chunk.
    private func forEachTieRun(in range: Range<Int>, _ entries: UnsafeMutableBufferPointer<Entry>,
                               _ body: (Range<Int>) -> Void) {
        var start = range.lowerBound
        while start < range.upperBound {
            let first = entries[start]
            var end = start + 1
            while end < range.upperBound, entries[end].group == first.group, entries[end].chunk == first.chunk { end += 1 }
            if end - start > 1, Self.goesOn(first) { body(start..<end) }
            start = end
        }
    }

    /// Sorts a short range by (group, chunk, index).
    private static func insertionSort(_ range: Range<Int>, _ entries: UnsafeMutableBufferPointer<Entry>) {
        for position in range.dropFirst() {
            let entry = entries[position]
            var hole = position
            while hole > range.lowerBound, precedes(entry, entries[hole - 1]) {
                entries[hole] = entries[hole - 1]
                hole -= 1
            }
            entries[hole] = entry
        }
    }

    @inline(__always)
    private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        (a.group, a.chunk, a.index) < (b.group, b.chunk, b.index)
    }
}
