import ByteMachinery
import IndexedCollation

/// Takes accepted records into the store, one path for every parser: each
/// record's range (and line, when lines are kept), the check of its UTF-8,
/// and its key as UTF-8 added to the batch being gathered, or the record
/// listed among those without a key.
struct RecordIntake {
    /// What a record is collated by.
    enum KeyText {
        /// Its own bytes (lines): copied as they are when they are valid
        /// UTF-8 (no `String` is made), else repaired as `String(decoding:as:)` does.
        case ownBytes
        /// A field's text, or its reading.
        case text(String)
        /// The texts of several `--key` fields, the first (or its reading) first.
        case texts([String])
        /// Nothing: a record without the key (`--missing=last`).
        case none
    }

    /// Whether each record's line is kept (`--unique`, Japanese readings).
    var keepsLines: Bool
    /// The window being parsed, lent by the reader for one parse.
    var window: ReadWindow?

    /// The line of the window's `offset`. O(bytes since the last line asked).
    mutating func line(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        window!.lines.line(at: offset, in: bytes)
    }

    /// Counts a CSV/TSV header row, `bytes[range]`, that is not UTF-8, as a
    /// record's bytes are checked: its column names are written as read.
    mutating func checkHeader(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, diagnostics: inout InputDiagnostics) {
        guard !UTF8Validation.isValid(UnsafeBufferPointer(rebasing: bytes[range])) else { return }
        diagnostics.countInvalidUTF8Header(file: window!.file, line: { line(at: range.lowerBound, in: bytes) },
                                           sample: { Self.sample(of: bytes, from: range.lowerBound) })
    }

    /// The bytes of the window around `start` that the charset detector
    /// sees: what comes before too, as a short record alone says little.
    private static func sample(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UnsafeBufferPointer<UInt8> {
        let size = InputDiagnostics.detectionSample
        return UnsafeBufferPointer(rebasing: bytes[max(0, start - size / 4)..<min(bytes.count, start + size)])
    }

    /// Stores the records `ranges` of `bytes` (the window), each collated by
    /// `key`, adding their keys' texts to `texts`. A record is counted as
    /// collated on a repaired copy when `keyIsRepaired` says so (never
    /// given with `.ownBytes`), or, when it is nil, when its bytes are not UTF-8.
    ///
    /// The store's arrays are moved into locals for the loop: every access
    /// to a class's stored array costs a dynamic exclusivity check, which
    /// for lines would cost more than the rest of the loop.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, _ ranges: some Collection<Range<Int>>, key: KeyText,
                         keyIsRepaired: Bool? = nil, to store: RecordStore, texts: inout UTF8TextBatch,
                         diagnostics: inout InputDiagnostics) throws(InputFailure) {
        var (starts, lengths, lines, unkeyed) = ([Int](), [UInt32](), [Int](), [Int]())
        swap(&starts, &store.starts)
        swap(&lengths, &store.lengths)
        swap(&lines, &store.lines)
        swap(&unkeyed, &store.unkeyed)
        defer {
            swap(&starts, &store.starts)
            swap(&lengths, &store.lengths)
            swap(&lines, &store.lines)
            swap(&unkeyed, &store.unkeyed)
        }
        let (base, file) = (window!.base, window!.file)
        for range in ranges {
            guard range.count <= Int(UInt32.max) else {
                throw InputFailure(offset: range.lowerBound, message: "record longer than 4 GiB")
            }
            let record = UnsafeBufferPointer(rebasing: bytes[range])
            starts.append(base + range.lowerBound)
            lengths.append(UInt32(range.count))
            if keepsLines { lines.append(line(at: range.lowerBound, in: bytes)) }
            let isValid = keyIsRepaired.map { !$0 } ?? UTF8Validation.isValid(record)
            if !isValid {
                diagnostics.countInvalidUTF8(file: file, line: { line(at: range.lowerBound, in: bytes) },
                                             sample: { Self.sample(of: bytes, from: range.lowerBound) })
            }
            switch key {
            case .ownBytes where isValid: texts.append(record)
            case .ownBytes: texts.append(String(decoding: record, as: UTF8.self))
            case .text(let text): texts.append(text)
            case .texts(let keyTexts): for text in keyTexts { texts.append(text) }
            case .none: unkeyed.append(starts.count - 1)
            }
        }
    }
}
