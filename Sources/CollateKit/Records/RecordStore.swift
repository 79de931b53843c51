import ByteMachinery
import IndexedCollation

/// The accepted records not yet written to a sorted run, compactly: the
/// input bytes in one arena, each record a range of it, and the section and
/// ICU sort key of each record that has a key in one ``CollationKeyBatch``.
/// Until a run is written (``SpilledRuns``) the arena holds every file from
/// its start.
///
/// Records are numbered in input order (files in command-line order), which
/// is also the tie-break that makes sorting stable. A record without a key
/// (`--missing=last`) is listed in ``unkeyed`` and has no key at all, as the
/// library's own sorting keeps elements without a string out of its batch:
/// key `k` belongs to the `k`-th record that has one.
final class RecordStore {
    /// The input bytes, which the reader writes and the store only reads
    /// (``InputArena``).
    let arena: InputArena
    /// The arena's bytes.
    var bytes: [UInt8] { arena.bytes }
    /// Where each record starts in the arena.
    var starts: [Int] = []
    /// Each record's length in bytes (without its line end).
    var lengths: [UInt32] = []
    /// The keys of the records that have one, in record order.
    var keys = CollationKeyBatch()
    /// The records without a key (`--missing=last`), ascending.
    var unkeyed: [Int] = []
    /// With `--unique` or Japanese readings: the line each record starts on
    /// (for the warnings that name a record's line); else empty.
    var lines: [Int] = []
    /// The files, in input order (all of them, also once runs were written).
    var files: [InputFile] = []
    /// Records kept out of the collation (vCard group cards), as read, in
    /// input order; kept when the records go to runs. Not counted by
    /// `--buffer-size`: an address book has a few groups.
    var setAside: [[UInt8]] = []

    var count: Int { starts.count }

    /// Reserves room for the ranges of `count` records (as
    /// ``KeyPipeline/reserveKeys(count:bytes:)`` does for their keys).
    func reserveRecords(_ count: Int) {
        starts.reserveCapacity(count)
        lengths.reserveCapacity(count)
    }

    /// A store of the records read into `arena`.
    init(arena: InputArena = InputArena()) {
        self.arena = arena
    }

    /// Memory per record besides its bytes and key: its start and length,
    /// and what sorting adds for a while (the radix sort's entries and its
    /// result, and the record's slot in the output order).
    static let bytesPerRecord = MemoryLayout<Int>.stride + MemoryLayout<UInt32>.stride
        + RadixSorter.bytesPerKey + MemoryLayout<UInt32>.stride

    /// Memory the records use: the arena's bytes, the keys, the lines and
    /// the unkeyed list, and ``bytesPerRecord`` per record. Growing arrays
    /// double, so what is allocated can be up to twice this. O(1).
    var footprint: Int {
        arena.count + keys.footprint + count * Self.bytesPerRecord
            + (lines.count + unkeyed.count) * MemoryLayout<Int>.stride
    }

    /// Forgets the records (once written to a run or handed off); the arena stays.
    func removeRecords() {
        starts.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
        unkeyed.removeAll(keepingCapacity: true)
        keys = CollationKeyBatch()
    }

    /// After the reader dropped the arena's first `count` bytes, which no
    /// record used: the records' starts move with the bytes. O(records).
    func arenaDroppedPrefix(_ count: Int) {
        precondition(starts.allSatisfy { $0 >= count }, "a record still uses the bytes")
        for index in starts.indices { starts[index] -= count }
    }

    /// Calls `body` with the records' bytes pinned, for reading many records.
    func withRecords<R>(_ body: (_ records: RecordBytes) throws -> R) rethrows -> R {
        try arena.bytes.withUnsafeBufferPointer { arena in
            try body(RecordBytes(arena: arena, starts: starts, lengths: lengths))
        }
    }

    /// The line record `record` starts on; 0 when lines are not counted.
    func line(of record: Int) -> Int {
        record < lines.count ? lines[record] : 0
    }

    /// The position in ``keys`` of record `record`'s key; nil when it has
    /// none. O(1) when every record has a key, else O(log u) for u without.
    func keyPosition(ofRecord record: Int) -> Int? {
        guard !unkeyed.isEmpty else { return record }
        var low = 0, high = unkeyed.count // unkeyed[..<low] < record <= unkeyed[high...]
        while low < high {
            let middle = (low + high) / 2
            if unkeyed[middle] < record { low = middle + 1 } else { high = middle }
        }
        return low < unkeyed.count && unkeyed[low] == record ? nil : record - low
    }

    /// The record whose key is key `position`. O(u) for u records without a key.
    func record(ofKey position: Int) -> Int {
        var record = position
        for without in unkeyed where without <= record { record += 1 }
        return record
    }

    /// The record each key belongs to, in key order (the identity without
    /// records lacking a key). O(records).
    func keyedRecords() -> [UInt32] {
        guard !unkeyed.isEmpty else { return (0..<UInt32(keys.count)).map { $0 } }
        var records: [UInt32] = []
        records.reserveCapacity(keys.count)
        var next = unkeyed.makeIterator(), skip = next.next()
        for record in 0..<count {
            if record == skip { skip = next.next() } else { records.append(UInt32(record)) }
        }
        return records
    }

    /// Calls `body` with each record in input order and its key's position
    /// in ``keys`` (nil for a record without a key). O(records).
    func forEachRecordKey(_ body: (_ record: Int, _ key: Int?) throws -> Void) rethrows {
        var key = 0
        var next = unkeyed.makeIterator(), skip = next.next()
        for record in 0..<count {
            if record == skip {
                skip = next.next()
                try body(record, nil)
            } else {
                try body(record, key)
                key += 1
            }
        }
    }
}

/// Read access to the records' bytes while the arena is pinned.
///
/// Thread safety: a read-only view; while ``RecordStore/withRecords(_:)``
/// runs nothing changes the arena or the ranges, so any number of threads
/// may read through it at once (formatting does, on all cores).
struct RecordBytes: @unchecked Sendable {
    let arena: UnsafeBufferPointer<UInt8>
    let starts: [Int]
    let lengths: [UInt32]

    subscript(record: Int) -> UnsafeBufferPointer<UInt8> {
        let start = starts[record]
        return UnsafeBufferPointer(rebasing: arena[start..<start + Int(lengths[record])])
    }

    /// The total length of `records`, found by reading each one's first
    /// byte. In output order the records lie all over the arena, so copying
    /// them one by one waits for one cache miss after another; this loop's
    /// loads do not depend on one another, so the processor waits for many
    /// misses at once, and the copy that follows finds the records in cache.
    /// Use the result (it sizes the output buffer), or the loads go unused.
    func touch(_ records: ArraySlice<UInt32>) -> Int {
        var total = 0
        var firstBytes: UInt8 = 0
        for record in records {
            let (start, length) = (starts[Int(record)], Int(lengths[Int(record)]))
            total += length
            if length > 0 { firstBytes |= arena[start] }
        }
        return total + Int(firstBytes & 1)
    }
}
