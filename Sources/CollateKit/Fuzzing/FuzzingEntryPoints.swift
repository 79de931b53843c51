import IndexedCollation

/// What the fuzz targets in `Fuzz/` drive, and the tests that replay their
/// corpus and crashes: each entry point runs one part (a parser over a
/// buffer the way `InputReader` drives it, a table loader, locale
/// resolution, placement and sorting) and returns the invariants it broke.
/// Not API: `@_spi(Fuzzing)` keeps it out of sight, and the parsers
/// themselves stay internal.
@_spi(Fuzzing) public enum FuzzingEntryPoints {
    /// What a parse produced, and every invariant it broke.
    public struct ParseOutcome: Equatable {
        /// Each record's byte range in the buffer, in input order.
        public var records: [Range<Int>] = []
        /// Each record's section (nil: no key, `--missing=last`).
        public var sections: [Int?] = []
        /// Records set aside (vCard group cards), as read.
        public var setAside: [[UInt8]] = []
        /// The failure the parser reported: its offset and message.
        public var failure: String?
        /// Broken invariants (empty when the parser behaved); a fuzz target
        /// traps on any, a test expects none.
        public var violations: [String] = []
    }

    /// A way to read a buffer: the format and the options that change parsing.
    public struct ParseConfiguration: Sendable {
        let format: InputFormat
        let keys: RecordKeys
        let missingKey: MissingKeyPolicy
        let uniqueColumnNames: Bool

        /// `format` is `--input-format`'s name (`lines`, `csv`, `tsv`,
        /// `jsonl`, `json`, `vcard`); `key`, `readingKey` and `missing` are the
        /// options'; `uniqueColumnNames` is how JSON output reads CSV headers.
        public init?(format: String, key: String? = nil, readingKey: String? = nil, missing: String = "error",
                     uniqueColumnNames: Bool = false) {
            guard let format = InputFormat(rawValue: format), let missingKey = MissingKeyPolicy(rawValue: missing) else {
                return nil
            }
            self.format = format
            self.keys = RecordKeys(key: key.map(FieldSelector.init), reading: readingKey.map(FieldSelector.init))
            self.missingKey = missingKey
            self.uniqueColumnNames = uniqueColumnNames
        }
    }

    /// Parses `bytes` as one whole file, then again in chunks of
    /// `chunkSize` bytes (as if each arrived by a separate read), and
    /// reports what the first produced plus any invariant either broke: a
    /// record outside the buffer or out of order, a parse position that went
    /// backwards or past the end, an unconsumed tail at the end, or chunked
    /// results that differ. Keys are computed in `collation`.
    /// O(n) for the whole parse; the chunked one rescans an incomplete
    /// record once per chunk.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ configuration: ParseConfiguration,
                             collation: LocalizedIndexedCollation, chunkSize: Int) -> ParseOutcome {
        var whole = parseInChunks(bytes, configuration, collation: collation, chunkSize: bytes.count)
        let chunked = parseInChunks(bytes, configuration, collation: collation, chunkSize: chunkSize)
        whole.violations += chunked.violations
        if chunked.records != whole.records || chunked.sections != whole.sections || chunked.setAside != whole.setAside
            || chunked.failure != whole.failure {
            whole.violations.append("chunks of \(chunkSize) bytes give a different result: \(chunked.records.count) records, "
                                    + "failure \(chunked.failure ?? "none"); whole: \(whole.records.count), \(whole.failure ?? "none")")
        }
        return whole
    }

    private static func parseInChunks(_ bytes: UnsafeBufferPointer<UInt8>, _ configuration: ParseConfiguration,
                              collation: LocalizedIndexedCollation, chunkSize: Int) -> ParseOutcome {
        let store = RecordStore()
        let sink = RecordSink(store: store, collation: collation, missingKey: configuration.missingKey,
                              keyName: configuration.keys.key?.text)
        var parser = InputReader.makeParser(configuration.format, keys: configuration.keys,
                                             uniqueColumnNames: configuration.uniqueColumnNames)
        var outcome = ParseOutcome()
        var window = ReadWindow(file: 0, base: 0)
        // As the reader does, a UTF-8 byte order mark is skipped.
        var parsed = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var available = 0
        func step(isFinal: Bool) throws(InputFailure) {
            let start = parsed
            let stop = try sink.parse(in: &window) { () throws(InputFailure) in
                try parser.parse(UnsafeBufferPointer(rebasing: bytes[..<available]), from: start, isFinal: isFinal, into: sink)
            }
            if stop < parsed || stop > available {
                outcome.violations.append("parse from \(parsed) of \(available) bytes returned \(stop)")
            }
            parsed = stop
        }
        do throws(InputFailure) {
            // Like the reader: a parse after each chunk once the first three
            // bytes (a byte order mark or not) are in, then a final one once
            // the file has ended.
            repeat {
                available = min(bytes.count, available + max(1, chunkSize))
                if available >= 3 { try step(isFinal: false) }
            } while available < bytes.count
            try step(isFinal: true)
            if parsed != bytes.count {
                outcome.violations.append("the final parse stopped at \(parsed) of \(bytes.count) bytes")
            }
        } catch {
            outcome.failure = "\(error.offset): \(error.message)"
            if error.offset < 0 || error.offset > bytes.count {
                outcome.violations.append("failure offset \(error.offset) outside \(bytes.count) bytes")
            }
        }
        sink.flush()
        outcome.records = zip(store.starts, store.lengths).map { $0..<$0 + Int($1) }
        outcome.setAside = store.setAside
        store.forEachRecordKey { _, key in outcome.sections.append(key.map(store.keys.section)) }
        outcome.violations += recordViolations(outcome, byteCount: bytes.count, sectionCount: collation.sectionTitles.count)
        return outcome
    }

    /// Records must lie inside the buffer, in order, without overlapping,
    /// each with a section in range.
    private static func recordViolations(_ outcome: ParseOutcome, byteCount: Int, sectionCount: Int) -> [String] {
        var violations: [String] = []
        var end = 0
        for (range, section) in zip(outcome.records, outcome.sections) {
            if range.lowerBound < end || range.upperBound > byteCount {
                violations.append("record \(range) after \(end), in \(byteCount) bytes")
            }
            if let section, !(0..<sectionCount).contains(section) {
                violations.append("record \(range) in section \(section) of \(sectionCount)")
            }
            end = range.upperBound
        }
        if outcome.records.count != outcome.sections.count {
            violations.append("\(outcome.records.count) records but \(outcome.sections.count) sections")
        }
        return violations
    }
}
