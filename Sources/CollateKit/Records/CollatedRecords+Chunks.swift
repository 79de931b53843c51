import ByteMachinery

extension CollatedRecords {
    /// Records per chunk that one thread formats.
    static let recordsPerChunk = 1 << 12

    /// Formats each record of `section` with `format` (which appends its
    /// bytes to a buffer) and hands the formatted bytes to `write`, in
    /// order. Records in memory are formatted on all cores, a chunk per core
    /// at a time (``Parallel/forEachInOrder(_:produce:consume:)``), so
    /// writing is not left to one core; from runs, one by one.
    ///
    /// Thread safety: `format` runs on several threads at once. It gets the
    /// record's bytes and file (read-only, and nothing writes them while
    /// this runs) and a buffer of its own thread.
    /// Memory: one chunk's output per core. Complexity: as ``forEachRecord(in:_:)``.
    func formatRecords(in section: SectionSlice, _ format: @Sendable (UnsafeBufferPointer<UInt8>, InputFile, inout [UInt8]) -> Void,
                       write: ([UInt8]) -> Void) {
        guard case .memory(let store, let order) = records, section.count >= 2 * Self.recordsPerChunk else {
            var buffer: [UInt8] = []
            forEachRecord(in: section) { bytes, file in
                format(bytes, file, &buffer)
                if buffer.count >= 1 << 16 {
                    write(buffer)
                    buffer.removeAll(keepingCapacity: true)
                }
            }
            return write(buffer)
        }
        let chunks = Self.chunks(of: section)
        let files = self.files
        store.withRecords { records in
            Parallel.forEachInOrder(chunks.count, produce: { chunk in
                var buffer: [UInt8] = []
                // Each record's bytes, and a line's indent and end.
                buffer.reserveCapacity(records.touch(order[chunks[chunk]]) + 4 * chunks[chunk].count)
                // One file's reference taken once per chunk, not retained
                // and released around each record (a fifth of the writing).
                if files.count == 1 {
                    let file = files[0]
                    for record in order[chunks[chunk]] { format(records[Int(record)], file, &buffer) }
                } else {
                    for record in order[chunks[chunk]] {
                        let number = Int(record)
                        format(records[number], InputFile.containing(record: number, in: files), &buffer)
                    }
                }
                return buffer
            }, consume: write)
        }
    }

    /// `transform` of each record of `section`, in order: records in memory
    /// on all cores, a chunk per core at a time, as ``formatRecords(in:_:write:)``
    /// cuts them; from runs, one by one. A record whose bytes and file are
    /// those of the record before it (a sorted list's duplicates lie
    /// together) gets that record's result without a call: `transform` must
    /// depend on nothing else.
    ///
    /// Thread safety: `transform` runs on several threads at once, with
    /// read-only bytes and files. Memory: the results. Complexity: as
    /// ``forEachRecord(in:_:)``.
    func mapRecords<Result>(in section: SectionSlice, _ transform: @Sendable (UnsafeBufferPointer<UInt8>, InputFile) -> Result) -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(section.count)
        guard case .memory(let store, let order) = records, section.count >= 2 * Self.recordsPerChunk else {
            // A merge's bytes last only for the call: the previous record's are copied.
            var previousBytes: [UInt8] = [], previousFile: InputFile?
            forEachRecord(in: section) { bytes, file in
                let repeats = previousFile === file && previousBytes.withUnsafeBufferPointer { KeyOrder.equal($0, bytes) }
                results.append(repeats ? results[results.count - 1] : transform(bytes, file))
                previousBytes.removeAll(keepingCapacity: true)
                previousBytes.append(contentsOf: bytes)
                previousFile = file
            }
            return results
        }
        let chunks = Self.chunks(of: section)
        let files = self.files
        store.withRecords { records in
            for chunk in Parallel.map(chunks.count, { chunk in
                var chunkResults: [Result] = []
                // The records touched first, so that the processor waits for
                // many cache misses at once (the capacity uses the reads, which
                // keeps them).
                let touched = records.touch(order[chunks[chunk]])
                chunkResults.reserveCapacity(chunks[chunk].count + min(1, touched))
                var previous: (bytes: UnsafeBufferPointer<UInt8>, file: InputFile)?
                for record in order[chunks[chunk]] {
                    let number = Int(record), bytes = records[number]
                    let file = files.count == 1 ? files[0] : InputFile.containing(record: number, in: files)
                    let repeats = previous.map { $0.file === file && KeyOrder.equal($0.bytes, bytes) } ?? false
                    chunkResults.append(repeats ? chunkResults[chunkResults.count - 1] : transform(bytes, file))
                    previous = (bytes, file)
                }
                return chunkResults
            }) {
                results.append(contentsOf: chunk)
            }
        }
        return results
    }

    /// The spans of `section`'s records that one thread formats at a time.
    private static func chunks(of section: SectionSlice) -> [Range<Int>] {
        stride(from: section.span.lowerBound, to: section.span.upperBound, by: recordsPerChunk).map {
            $0..<min($0 + recordsPerChunk, section.span.upperBound)
        }
    }
}
