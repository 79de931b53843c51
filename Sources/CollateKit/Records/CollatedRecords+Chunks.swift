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
        let chunks = stride(from: section.span.lowerBound, to: section.span.upperBound, by: Self.recordsPerChunk).map {
            $0..<min($0 + Self.recordsPerChunk, section.span.upperBound)
        }
        let files = self.files
        store.withRecords { records in
            Parallel.forEachInOrder(chunks.count, produce: { chunk in
                var buffer: [UInt8] = []
                // Each record's bytes, and a line's indent and end.
                buffer.reserveCapacity(records.touch(order[chunks[chunk]]) + 4 * chunks[chunk].count)
                for record in order[chunks[chunk]] {
                    let number = Int(record)
                    format(records[number], files.count == 1 ? files[0] : InputFile.containing(record: number, in: files), &buffer)
                }
                return buffer
            }, consume: write)
        }
    }
}
