/// Splits a file's bytes into records, incrementally: the reader calls it
/// after each chunk it reads, with the file read so far. A parser keeps no
/// offsets between calls: once records were written to runs
/// (`--buffer-size`), the bytes before the first unparsed record may be
/// gone, and `bytes` starts later in the file.
protocol RecordParser {
    /// Parses the complete records that start at or after `start` in `bytes`
    /// (the file so far, or its part still held; offsets are `bytes`'s),
    /// handing each to `sink`.
    /// Returns where parsing stopped: the start of an incomplete record, or
    /// `bytes.count`. With `isFinal`, the file is complete and everything
    /// must be consumed.
    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool,
                        into sink: RecordSink) throws(InputFailure) -> Int

    /// What the file's records mean to writers, once it is parsed
    /// (recorded in `InputFile.kind`); each format's is in its folder.
    var fileKind: any FileKind { get }

    /// Once the file is parsed: what is wrong with `--display`'s fields in
    /// it (a JSON path no record has), or nil.
    var displayedFieldsProblem: String? { get }
}

extension RecordParser {
    var displayedFieldsProblem: String? { nil }
}
