import Foundation

/// Buffered output to a file descriptor (standard output or `--output FILE`).
///
/// Writers never fail mid-way: the first write error is kept, later writes are
/// dropped, and `finish()` reports it. Cost: one `write(2)` per 1 MiB.
final class OutputStream {
    let descriptor: Int32
    /// The name used in messages ("standard output" or the file's path).
    let name: String
    private var buffer: [UInt8] = []
    private var failure: String?
    private let capacity = 1 << 20

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        buffer.reserveCapacity(capacity + 4096)
    }

    /// Standard output.
    static func standardOutput() -> OutputStream { OutputStream(descriptor: STDOUT_FILENO, name: "standard output") }

    /// A file, created or truncated.
    static func file(_ path: String) throws(CommandFailure) -> OutputStream {
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
        buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
    }

    /// Flushes, closes a file, and reports the first write error.
    func finish() throws(CommandFailure) {
        flush()
        if descriptor != STDOUT_FILENO, close(descriptor) != 0, failure == nil {
            failure = String(cString: strerror(errno))
        }
        if let failure {
            throw CommandFailure(code: .outputError, message: "cannot write to \(name): \(failure)")
        }
    }
}
