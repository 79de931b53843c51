import IndexedCollation

/// What the fuzz targets in `Fuzz/` drive, and the tests that replay their
/// corpus and crashes: each entry point runs one part (a parser over a
/// buffer, driven by the reader's own `ParseDriver`, a table loader, locale
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

        /// The plan a command with these options reads by.
        var plan: ReadPlan {
            var plan = ReadPlan(keys: keys, missingKey: missingKey)
            plan.uniqueColumnNames = uniqueColumnNames
            return plan
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

    /// The production read of `bytes` (``RecordReading/parseInMemory(_:_:format:parser:collation:chunkSize:check:)``,
    /// through the ``ParseDriver``), with each parse checked: it must not
    /// go backwards or past the bytes, and the final one must consume them all.
    private static func parseInChunks(_ bytes: UnsafeBufferPointer<UInt8>, _ configuration: ParseConfiguration,
                                      collation: LocalizedIndexedCollation, chunkSize: Int) -> ParseOutcome {
        var outcome = ParseOutcome()
        let (sink, failure) = RecordReading.parseInMemory(bytes, configuration.plan, format: configuration.format,
                                                          collation: collation, chunkSize: chunkSize) { step in
            if step.stoppedAt < step.from || step.stoppedAt > step.available {
                outcome.violations.append("parse from \(step.from) of \(step.available) bytes returned \(step.stoppedAt)")
            } else if step.isFinal, step.stoppedAt != step.available {
                outcome.violations.append("the final parse stopped at \(step.stoppedAt) of \(step.available) bytes")
            }
        }
        if let failure {
            outcome.failure = "\(failure.offset): \(failure.message)"
            if failure.offset < 0 || failure.offset > bytes.count {
                outcome.violations.append("failure offset \(failure.offset) outside \(bytes.count) bytes")
            }
        }
        let store = sink.store
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
