/// The `--key` and `--reading-key` paths of JSON records, and how a scanned
/// record is handed to the sink; shared by JSON Lines and JSON arrays.
struct JSONRecordKeys {
    /// The `--key` path; empty for the value itself.
    let key: ArraySlice<[UInt8]>
    /// The `--reading-key` path, if any.
    let reading: ArraySlice<[UInt8]>?

    init(_ keys: RecordKeys) {
        key = ArraySlice(keys.key?.path ?? [])
        reading = keys.reading.map { ArraySlice($0.path) }
    }

    /// Hands the record `bytes[range]` to `sink`, with what `key` found in it
    /// and its reading, looked up only when the key was found. `scanner`
    /// holds the record's value at `valueStart`.
    func accept(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, lookup: JSONScanner.Lookup?,
                scanner: JSONScanner, valueStart: Int, into sink: RecordSink) throws(InputFailure) {
        try sink.accept(bytes, range, lookup: lookup,
                        reading: reading.flatMap { scanner.string(at: valueStart, path: $0) })
    }
}
