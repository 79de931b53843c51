import ByteMachinery

/// Reads a run file's entries in order, through a ``ReadBuffer`` of 256 KiB
/// (grown for an entry larger than that).
///
/// `head` points into the buffer: it is valid until the next `advance()`.
final class RunReader {
    let file: RunFile
    /// The current entry; nil once every entry was read.
    private(set) var head: RunEntry?
    private var remaining: Int
    private let buffer = ReadBuffer(capacity: 256 << 10)

    /// Opens the run at its first entry.
    init(_ file: RunFile) throws(CommandFailure) {
        self.file = file
        remaining = file.count
        try advance()
    }

    /// Moves to the next entry.
    func advance() throws(CommandFailure) {
        guard remaining > 0 else {
            head = nil
            return
        }
        while true {
            if let (entry, length) = RunEntry.decode(buffer.unread) {
                head = entry
                buffer.consume(length)
                remaining -= 1
                return
            }
            try refill()
        }
    }

    /// Reads more of the file after the unread bytes.
    private func refill() throws(CommandFailure) {
        let read = try buffer.refill { (free, count) throws(CommandFailure) in try file.read(into: free, count: count) }
        guard read > 0 else {
            throw CommandFailure(code: .outputError, message: "a temporary file in \(file.directory) ended early: \(remaining) records were not read back")
        }
    }
}
