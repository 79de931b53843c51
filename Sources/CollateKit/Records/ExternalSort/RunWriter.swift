/// Writes entries to a run file through a buffer (one `write(2)` per
/// 1 MiB). Entries must come in the run's order (``OutputOrder``).
struct RunWriter {
    let file: RunFile
    /// Entries appended so far.
    private var count = 0
    private var buffer: [UInt8] = []
    private let capacity = 1 << 20

    init(file: RunFile) {
        self.file = file
        buffer.reserveCapacity(capacity + 4096)
    }

    /// Writes what is buffered when `bytes` more would not fit the buffer,
    /// so that the next entries are appended without growing it.
    mutating func prepare(for bytes: Int) throws(CommandFailure) {
        if buffer.count + bytes > buffer.capacity, !buffer.isEmpty { try flush() }
    }

    mutating func append(_ entry: RunEntry) throws(CommandFailure) {
        entry.encode(into: &buffer)
        count += 1
        if buffer.count >= capacity { try flush() }
    }

    /// Writes what is buffered and rewinds the file: the run is ready to be read.
    mutating func finish() throws(CommandFailure) -> RunFile {
        try flush()
        try file.rewind(afterWriting: count)
        return file
    }

    private mutating func flush() throws(CommandFailure) {
        let result: Result<Void, CommandFailure> = buffer.withUnsafeBytes { bytes in
            do throws(CommandFailure) {
                return .success(try file.write(bytes))
            } catch {
                return .failure(error)
            }
        }
        buffer.removeAll(keepingCapacity: true)
        try result.get()
    }
}
