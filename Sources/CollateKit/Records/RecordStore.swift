import IndexedCollation

/// The accepted records not yet written to a sorted run, compactly: the
/// input bytes in one arena, each record a range of it, and each record's
/// section and ICU sort key in one ``CollationKeyBatch``. Until a run is
/// written (``SpilledRuns``) the arena holds every file from its start.
///
/// Memory per record: 8 + 4 bytes for its range, 4 + 8 for its key (section,
/// end offset), plus the key's bytes; no per-record heap object. Records are
/// numbered in input order (files in command-line order), which is also the
/// tie-break that makes sorting stable.
final class RecordStore {
    /// The input files as UTF-8, concatenated (a leading UTF-8 BOM stays in
    /// the arena but in no record; UTF-16 files are held transcoded, without
    /// theirs); once runs were written, only the bytes from the first record
    /// still held (``dropArenaPrefix(_:)``).
    var bytes: [UInt8] = []
    /// Where each record starts in `bytes`.
    var starts: [Int] = []
    /// Each record's length in bytes (without its line end).
    var lengths: [UInt32] = []
    /// Record i's section and sort key are key i; a record without a key
    /// (`--missing=last`) has section `RecordStore.unkeyed` and an empty key.
    var keys = CollationKeyBatch()
    /// With `--unique`: the line each record starts on (for the warning
    /// about the first duplicate); else empty.
    var lines: [Int] = []
    /// The files, in input order (all of them, also once runs were written).
    var files: [InputFile] = []

    /// The section of a record that has no key (`--missing=last`).
    static let unkeyed: Int32 = -1

    var count: Int { starts.count }

    /// Memory the records use: the arena's bytes, the keys' bytes, and per
    /// record its range, line, key bounds and section, and what sorting adds
    /// for a while (two 16-byte sort entries, a position and an order slot).
    /// Growing arrays double, so what is allocated can be up to twice this.
    /// O(1).
    var footprint: Int {
        bytes.count + keys.bytes.count + count * (8 + 4 + 8 + 8 + 4 + 44)
    }

    /// Forgets the records (once written to a run or handed off); the arena stays.
    func removeRecords() {
        starts.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
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

/// One input file as it was read. A class, so that handing writers the file
/// of each record costs a reference, not a copy of its header.
final class InputFile: Sendable {
    /// The name for messages: the path, or `<stdin>`.
    let name: String
    let format: InputFormat
    /// Its position among the input files.
    let index: Int
    /// The number of its first record (records are numbered over all files).
    let firstRecord: Int
    /// For CSV and TSV: the header row.
    let header: CSVHeader?
    /// For vCard: the order its cards were collated in (`--key`), which
    /// writers need to say what each card was collated by.
    let vCardKey: VCardNameKey?

    init(name: String, format: InputFormat, index: Int, firstRecord: Int, header: CSVHeader? = nil, vCardKey: VCardNameKey? = nil) {
        self.name = name
        self.format = format
        self.index = index
        self.firstRecord = firstRecord
        self.header = header
        self.vCardKey = vCardKey
    }

    /// The file of `files` (in input order) a record comes from. O(log f) for f files.
    static func containing(record: Int, in files: [InputFile]) -> InputFile {
        files[position(ofFileContaining: record, in: files)]
    }

    /// The position in `files` of the file a record comes from, without
    /// copying any file (writers look it up once per record). O(log f).
    static func position<Files: RandomAccessCollection<InputFile>>(ofFileContaining record: Int, in files: Files) -> Int
    where Files.Index == Int {
        var low = 0, high = files.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if files[middle].firstRecord <= record { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

/// The header row of a CSV or TSV file.
struct CSVHeader {
    /// The column names, unquoted.
    let names: [String]
    /// The row as it was in the file.
    let bytes: [UInt8]
    let delimiter: UInt8
}
