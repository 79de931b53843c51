import Dispatch
import Foundation

extension CollatedRecords {
    /// Records per chunk that one thread formats.
    static let recordsPerChunk = 1 << 12

    /// Formats each record of `section` with `format` (which appends its
    /// bytes to a buffer) and hands the formatted bytes to `write`, in
    /// order. Records in memory are formatted a chunk per core at a time,
    /// so writing is not left to one core; from runs, one by one.
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
        let round = 2 * ProcessInfo.processInfo.activeProcessorCount
        store.withRecords { records in
            // The arena stays pinned and unchanged while the chunks are formatted.
            nonisolated(unsafe) let records = records
            for first in stride(from: 0, to: chunks.count, by: round) {
                let batch = Array(chunks[first..<min(first + round, chunks.count)])
                var outputs = [[UInt8]](repeating: [], count: batch.count)
                outputs.withUnsafeMutableBufferPointer { outputs in
                    // Iteration i writes only outputs[i]: no two threads touch one element.
                    nonisolated(unsafe) let outputs = outputs
                    DispatchQueue.concurrentPerform(iterations: batch.count) { part in
                        var buffer: [UInt8] = []
                        for record in order[batch[part]] {
                            let number = Int(record)
                            format(records[number], files.count == 1 ? files[0] : InputFile.containing(record: number, in: files), &buffer)
                        }
                        outputs[part] = buffer
                    }
                }
                outputs.forEach(write)
            }
        }
    }
}
