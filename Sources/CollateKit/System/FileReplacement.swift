#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--output FILE` for a regular file: the output is written to a temporary
/// file in the same directory and renamed over the target only when it is
/// complete, so the target (which may be one of the inputs, as with
/// `sort -o`) is never left half-written by a full disk, a write error or
/// an interruption. Until `commit()`, the target is untouched; a failure,
/// `abandon()`, SIGINT, SIGTERM or SIGHUP removes the temporary file.
///
/// The replacement gets the target's permission bits (and owner, when
/// allowed); a new file gets 0666 minus the umask, as `open(2)` would give.
/// A symbolic link is followed: the file it points to is replaced. A file
/// the caller may not write is not replaced (though the directory would
/// allow the rename): it is opened in place, which fails as `sort -o` does.
///
/// Thread safety: used by the command's thread only; at most one
/// replacement is pending at a time (the signal handler knows one path).
final class FileReplacement {
    /// The file that is replaced (symbolic links resolved).
    let target: String
    let temporary: String
    let descriptor: Int32

    private init(target: String, temporary: String, descriptor: Int32) {
        self.target = target
        self.temporary = temporary
        self.descriptor = descriptor
    }

    /// Starts replacing `path`; nil when it is not a regular file (a device
    /// such as `/dev/null` or `/dev/stdout`, a FIFO, a dangling link) or no
    /// temporary file can be made beside it: such targets are written in place.
    static func begin(_ path: String) -> FileReplacement? {
        var status = stat()
        let target: String
        if lstat(path, &status) != 0 {
            guard errno == ENOENT else { return nil }
            target = path
        } else {
            guard let resolved = realpath(path, nil) else { return nil }
            target = String(cString: resolved)
            free(resolved)
            guard stat(target, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            // Replacing it would take it over: refuse what could not be written.
            guard access(target, W_OK) == 0 else { return nil }
        }
        let exists = FileManager.default.fileExists(atPath: target)
        let url = URL(fileURLWithPath: target)
        var template = Array(url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).collate-XXXXXX").path.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        if exists {
            _ = fchown(descriptor, status.st_uid, status.st_gid)
            fchmod(descriptor, status.st_mode & 0o7777)
        } else {
            let mask = umask(0)
            umask(mask)
            fchmod(descriptor, 0o666 & ~mask)
        }
        PendingTemporaryFile.set(temporary)
        return FileReplacement(target: target, temporary: temporary, descriptor: descriptor)
    }

    /// Makes the written data durable and renames it over the target; on
    /// failure the temporary file is removed and the target left as it was.
    /// Closes the descriptor. Returns the `errno` of a failure, or nil.
    func commit() -> Int32? {
        defer { PendingTemporaryFile.clear() }
        var failure: Int32?
        if fsync(descriptor) != 0, errno != EINVAL { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, target) != 0 { failure = errno }
        if failure != nil { unlink(temporary) }
        return failure
    }

    /// Closes and removes the temporary file; the target stays as it was.
    func abandon() {
        close(descriptor)
        unlink(temporary)
        PendingTemporaryFile.clear()
    }
}

/// The temporary file of the pending `FileReplacement`, removed by a signal
/// handler when SIGINT, SIGTERM or SIGHUP ends the process before the rename.
/// The path is a C string so that the handler only calls `unlink(2)`, which
/// is async-signal-safe.
private enum PendingTemporaryFile {
    nonisolated(unsafe) static var path: UnsafeMutablePointer<CChar>?
    /// The handlers before ours, restored afterwards; an ignored signal
    /// (`nohup`) stays ignored.
    nonisolated(unsafe) private static var previous: [Int32: __sighandler_t?] = [:]
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    static func set(_ temporary: String) {
        path = strdup(temporary)
        for number in signals {
            let old = signal(number) { received in
                if let path = PendingTemporaryFile.path { unlink(path) }
                signal(received, SIG_DFL)
                raise(received)
            }
            previous[number] = old
            if isIgnore(old) { signal(number, SIG_IGN) }
        }
    }

    static func clear() {
        for (number, handler) in previous { signal(number, handler) }
        previous = [:]
        free(path)
        path = nil
    }

    private static func isIgnore(_ handler: __sighandler_t?) -> Bool {
        unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
