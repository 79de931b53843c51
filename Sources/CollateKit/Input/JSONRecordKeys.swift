/// The `--key` and `--reading-key` paths of JSON records, and how a scanned
/// record is handed to the sink; shared by JSON Lines and JSON arrays.
struct JSONRecordKeys {
    /// The `--key` path; empty for the value itself.
    let key: ArraySlice<[UInt8]>
    /// The `--reading-key` path, if any.
    let reading: ArraySlice<[UInt8]>?
    /// The later `--key` paths: a path that leads to no string or number
    /// gives an empty text.
    let later: [ArraySlice<[UInt8]>]

    init(_ keys: RecordKeys) {
        key = ArraySlice(keys.key?.path ?? [])
        reading = keys.reading.map { ArraySlice($0.path) }
        later = keys.later.map { ArraySlice($0.path) }
    }

    /// Hands the record `bytes[range]` to `sink`, with what `key` found in it
    /// and its reading, looked up only when the key was found. `scanner`
    /// holds the record's value at `valueStart`.
    func accept(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, lookup: JSONScanner.Lookup?,
                scanner: JSONScanner, valueStart: Int, into sink: RecordSink) throws(InputFailure) {
        try sink.accept(bytes, range, lookup: lookup,
                        reading: reading.flatMap { scanner.string(at: valueStart, path: $0) },
                        later: later.isEmpty ? [] : later.map { scanner.string(at: valueStart, path: $0) ?? "" })
    }
}

extension RecordSink {
    /// Accepts a JSON record whose key was looked up by `--key`'s path: a
    /// found string or number is the key; otherwise the record has no key
    /// (nil lookup: the record is not a string and there is no path).
    func accept(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, lookup: JSONScanner.Lookup?,
                reading: @autoclosure () -> String?, later: @autoclosure () -> [String] = []) throws(InputFailure) {
        switch lookup {
        case .found(let key)?: try accept(bytes, range, key: key, reading: reading(), later: later(), missingDetail: "")
        case .missing(let detail)?: try accept(bytes, range, key: nil, missingDetail: detail)
        case nil: try accept(bytes, range, key: nil, missingDetail: "")
        }
    }
}
