import Foundation

/// Reads a run file's entries in order, through a buffer of 256 KiB (grown
/// for an entry larger than that).
///
/// `head` points into the buffer: it is valid until the next `advance()`.
final class RunReader {
    let file: RunFile
    /// The current entry; nil once every entry was read.
    private(set) var head: RunEntry?
    private var remaining: Int
    private var buffer: UnsafeMutableBufferPointer<UInt8>
    /// The unread bytes are `buffer[start..<end]`.
    private var start = 0, end = 0

    /// Opens the run at its first entry.
    init(_ file: RunFile) throws(CommandFailure) {
        self.file = file
        remaining = file.count
        buffer = .allocate(capacity: 256 << 10)
        try advance()
    }

    deinit { buffer.deallocate() }

    /// Moves to the next entry.
    func advance() throws(CommandFailure) {
        guard remaining > 0 else {
            head = nil
            return
        }
        while true {
            let unread = UnsafeBufferPointer(rebasing: buffer[start..<end])
            if let (entry, length) = RunEntry.decode(unread) {
                head = entry
                start += length
                remaining -= 1
                return
            }
            try refill()
        }
    }

    /// Moves the unread bytes to the front and reads more after them,
    /// doubling the buffer when they fill it.
    private func refill() throws(CommandFailure) {
        if start > 0 {
            memmove(buffer.baseAddress!, buffer.baseAddress! + start, end - start)
            (start, end) = (0, end - start)
        }
        if end == buffer.count {
            let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: buffer.count * 2)
            larger.baseAddress!.initialize(from: buffer.baseAddress!, count: end)
            buffer.deallocate()
            buffer = larger
        }
        let read = try file.read(into: buffer.baseAddress! + end, count: buffer.count - end)
        guard read > 0 else {
            throw CommandFailure(code: .outputError, message: "a temporary file in \(file.directory) ended early: \(remaining) records were not read back")
        }
        end += read
    }
}
