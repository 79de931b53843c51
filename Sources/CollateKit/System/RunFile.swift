#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A temporary file holding one sorted run. It has no name: it is opened
/// with `O_TMPFILE` in the temporary directory, so the kernel frees it when
/// its descriptor is closed, also when the process ends on an error, a
/// signal (SIGINT, SIGTERM, even SIGKILL) or a crash. No signal handler is
/// needed and nothing can be left behind. On a file system without
/// `O_TMPFILE`, the file is made by `mkstemp` and unlinked at once: only a
/// signal in the microseconds between the two calls could leave it.
///
/// Thread safety: used by one thread at a time.
final class RunFile {
    let descriptor: Int32
    /// The directory, for messages.
    let directory: String
    /// The entries the run holds, as its writer said when it finished.
    private(set) var count = 0

    /// Creates an empty run file in `directory`.
    /// - Throws: exit 4 when no file can be made there.
    init(directory: String) throws(CommandFailure) {
        self.directory = directory
        var descriptor = open(directory, Self.temporaryFileFlags | O_RDWR | O_CLOEXEC, 0o600)
        let unsupported = errno
        if descriptor < 0, [EOPNOTSUPP, EISDIR, EINVAL].contains(unsupported) {
            var template = Array(((directory.hasSuffix("/") ? directory : directory + "/") + "collate-run-XXXXXX").utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            if descriptor >= 0 {
                template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            }
        }
        guard descriptor >= 0 else {
            // A directory that exists but takes no files (/proc) fails the
            // fallback with ENOENT: the first refusal says more.
            let reason = errno == ENOENT && access(directory, F_OK) == 0 ? unsupported : errno
            throw Self.failure("cannot create a temporary file in \(directory)", errno: reason)
        }
        self.descriptor = descriptor
    }

    /// A run over an open descriptor (tests inject failing ones, `/dev/full`).
    init(descriptor: Int32, directory: String) {
        self.descriptor = descriptor
        self.directory = directory
    }

    deinit { close(descriptor) }

    /// `O_TMPFILE`, which Glibc defines as a macro Swift does not import
    /// (`__O_TMPFILE | O_DIRECTORY`, with `__O_TMPFILE` 020000000 on Linux).
    private static let temporaryFileFlags: Int32 = 0o20000000 | O_DIRECTORY

    /// Writes all of `bytes` at the end of the file.
    func write(_ bytes: UnsafeRawBufferPointer) throws(CommandFailure) {
        if let error = SystemCall.writeAll(bytes, to: descriptor) {
            throw Self.failure("cannot write a temporary file in \(directory)", errno: error)
        }
    }

    /// Reads up to `count` bytes into `buffer`; 0 at the end of the file.
    func read(into buffer: UnsafeMutableRawPointer, count: Int) throws(CommandFailure) -> Int {
        let read = SystemCall.read(descriptor, buffer, count)
        if read < 0 { throw Self.failure("cannot read a temporary file in \(directory)", errno: errno) }
        return read
    }

    /// Moves to the start once its writer is done: the run holds `entries`.
    func rewind(afterWriting entries: Int) throws(CommandFailure) {
        count = entries
        try rewind()
    }

    /// Moves to the start, to read what was written (again).
    func rewind() throws(CommandFailure) {
        if lseek(descriptor, 0, SEEK_SET) < 0 {
            throw Self.failure("cannot read a temporary file in \(directory)", errno: errno)
        }
    }

    /// Exit 4 (temporary files are output too), with the hint every such
    /// failure shares.
    static func failure(_ what: String, errno error: Int32) -> CommandFailure {
        CommandFailure(code: .outputError, message: """
            \(what): \(String(cString: strerror(error))) (inputs larger than --buffer-size are sorted in \
            temporary files; choose their directory with --temporary-directory or TMPDIR)
            """)
    }
}
