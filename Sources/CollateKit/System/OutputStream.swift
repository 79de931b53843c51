#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered output to a file descriptor (standard output or `--output FILE`).
///
/// Writers never fail mid-way: the first write error is kept, later writes are
/// dropped, and `finish()` reports it. Cost: one `write(2)` per 1 MiB
/// (the buffer grows to that size as the output does).
final class OutputStream {
    let descriptor: Int32
    /// The name used in messages ("standard output" or the file's path).
    let name: String
    private var buffer: [UInt8] = []
    private var failure: String?
    private let capacity = 1 << 20

    /// For a regular file: the temporary file renamed over it by `finish()`.
    private let replacement: FileReplacement?

    init(descriptor: Int32, name: String, replacement: FileReplacement? = nil) {
        self.descriptor = descriptor
        self.name = name
        self.replacement = replacement
        // Not reserved: the buffer grows to `capacity` only for an output
        // that long, so a short one maps and unmaps no 1 MiB block.
    }

    /// Standard output.
    static func standardOutput() -> OutputStream { OutputStream(descriptor: STDOUT_FILENO, name: "standard output") }

    /// A file: a regular file (or a new one) is replaced when `finish()`
    /// succeeds (FileReplacement.swift); anything else (`/dev/null`, a FIFO)
    /// is opened, truncated, and written in place.
    static func file(_ path: String) throws(CommandFailure) -> OutputStream {
        if let replacement = FileReplacement.begin(path) {
            return OutputStream(descriptor: replacement.descriptor, name: path, replacement: replacement)
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw CommandFailure(code: .outputError, message: "\(path): cannot open for writing: \(String(cString: strerror(errno)))")
        }
        return OutputStream(descriptor: descriptor, name: path)
    }

    var isTerminal: Bool { isatty(descriptor) == 1 }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    func write(_ bytes: UnsafeBufferPointer<UInt8>) { write(UnsafeRawBufferPointer(bytes)) }

    func write(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { flush() }
    }

    func write(byte: UInt8) {
        buffer.append(byte)
    }

    func write(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { flush() }
    }

    func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil else { return }
        if let error = buffer.withUnsafeBytes({ SystemCall.writeAll($0, to: descriptor) }) {
            failure = String(cString: strerror(error))
        }
    }

    /// Flushes, closes a file (renaming a replacement over its target), and
    /// reports the first write error; after an error, a replaced target is
    /// left as it was.
    func finish() throws(CommandFailure) {
        flush()
        if let replacement {
            if failure != nil {
                replacement.abandon()
            } else if let error = replacement.commit() {
                failure = String(cString: strerror(error))
            }
        } else if descriptor != STDOUT_FILENO, close(descriptor) != 0, failure == nil {
            failure = String(cString: strerror(errno))
        }
        if let failure {
            throw CommandFailure(code: .outputError, message: "cannot write to \(name): \(failure)")
        }
    }

    /// Gives up the output after a command failed: a replacement's temporary
    /// file is removed (its target stays as it was); a file written in place
    /// is closed.
    func discard() {
        if let replacement {
            replacement.abandon()
        } else if descriptor != STDOUT_FILENO {
            close(descriptor)
        }
    }
}
