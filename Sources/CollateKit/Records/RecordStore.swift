import IndexedCollation

/// Every accepted record, compactly: the input bytes of all files in one
/// arena, each record a range of it, and each record's section and ICU sort
/// key in one ``CollationKeyBatch``.
///
/// Memory per record: 8 + 4 bytes for its range, 4 + 8 for its key (section,
/// end offset), plus the key's bytes; no per-record heap object. Records are
/// numbered in input order (files in command-line order), which is also the
/// tie-break that makes sorting stable.
final class RecordStore {
    /// The input files as UTF-8, concatenated (a leading UTF-8 BOM stays in
    /// the arena but in no record; UTF-16 files are held transcoded, without theirs).
    var bytes: [UInt8] = []
    /// Where each record starts in `bytes`.
    var starts: [Int] = []
    /// Each record's length in bytes (without its line end).
    var lengths: [UInt32] = []
    /// Record i's section and sort key are key i; a record without a key
    /// (`--missing=last`) has section `RecordStore.unkeyed` and an empty key.
    var keys = CollationKeyBatch()
    /// The files, in input order.
    var files: [InputFile] = []

    /// The section of a record that has no key (`--missing=last`).
    static let unkeyed: Int32 = -1

    var count: Int { starts.count }

    /// The file a record comes from. O(log f) for f files.
    func file(ofRecord record: Int) -> InputFile {
        var low = 0, high = files.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if files[middle].firstRecord <= record { low = middle } else { high = middle - 1 }
        }
        return files[low]
    }

    /// Forgets the records (once handed off); the arena stays.
    func removeRecords() {
        starts.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        keys = CollationKeyBatch()
    }

    /// Drops the first `count` bytes of the arena, which no record may use.
    /// O(arena size + records).
    func dropArenaPrefix(_ count: Int) {
        precondition(starts.allSatisfy { $0 >= count }, "a record still uses the bytes")
        bytes.removeSubrange(0..<count)
        for index in starts.indices { starts[index] -= count }
    }

    /// Calls `body` with the records' bytes pinned, for reading many records.
    func withRecords<R>(_ body: (_ records: RecordBytes) throws -> R) rethrows -> R {
        try bytes.withUnsafeBufferPointer { arena in
            try body(RecordBytes(arena: arena, starts: starts, lengths: lengths))
        }
    }
}

/// Read access to the records' bytes while the arena is pinned.
struct RecordBytes {
    let arena: UnsafeBufferPointer<UInt8>
    let starts: [Int]
    let lengths: [UInt32]

    subscript(record: Int) -> UnsafeBufferPointer<UInt8> {
        let start = starts[record]
        return UnsafeBufferPointer(rebasing: arena[start..<start + Int(lengths[record])])
    }
}

/// One input file as it was read.
struct InputFile {
    /// The name for messages: the path, or `<stdin>`.
    let name: String
    let format: InputFormat
    /// Where the file starts in the arena.
    let base: Int
    /// The number of its first record.
    let firstRecord: Int
    /// For CSV and TSV: the header row.
    var header: CSVHeader?
    /// For vCard: the order its cards were collated in (`--key`), which
    /// writers need to say what each card was collated by.
    var vCardKey: VCardNameKey?
}

/// The header row of a CSV or TSV file.
struct CSVHeader {
    /// The column names, unquoted.
    let names: [String]
    /// The row as it was in the file.
    let bytes: [UInt8]
    let delimiter: UInt8
}
