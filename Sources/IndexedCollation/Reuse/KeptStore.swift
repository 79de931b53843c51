#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A directory where the library keeps what it derived from ICU between
/// processes: the library's only file I/O of kept state. ``LibraryReuse``
/// asks it; nothing else reads or writes these files.
///
/// A file is one kept item (``KeptCodecs``: a header naming the format, the
/// transform ID and ICU's, Unicode's and CLDR's versions, the item's lines,
/// a checksum). The directory is made `0700` and files `0600`: what is
/// kept is derived from ICU's data, but a cache directory is the user's own.
/// A file is written to a temporary file in the same directory and renamed
/// over the old one, so a reader sees the old file or the new one, never
/// half; a temporary file left by a process that died is removed on the
/// next write. A file larger than its kind's bound, a symbolic link, and a
/// file or directory that is not the user's own (another owner, writable by
/// others) are not read, and nothing is written into such a directory.
/// docs/reuse.md states what a writer of the directory can and cannot change.
///
/// Thread safety: a value; any number of threads may read and write
/// (different processes too: the last rename wins).
struct KeptStore: Sendable, Equatable {
    /// The directory's absolute path.
    let directory: String

    init(directory: String) {
        self.directory = directory
    }

    /// The lines after the header of the file of `kind` for `id`, or nil when
    /// there is none valid for the running ICU, or it is not the user's own:
    /// a symbolic link, a file another user owns or others may write, one in
    /// a directory another user owns or others may write, or a file larger
    /// than its kind's bound. Reads at most the bound, from the descriptor
    /// that was checked.
    func read(_ kind: KeptCodecs.Kind, id: String) -> [Substring]? {
        guard isPrivate(directory) else { return nil }
        let descriptor = open(path(kind, id: id), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Self.isOwn(status),
              status.st_size >= 0, Int(status.st_size) <= kind.byteLimit else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { readSome(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            filled += count
        }
        return KeptCodecs.lines(of: String(decoding: bytes, as: UTF8.self), kind: kind, id: id)
    }

    /// Whether a file or directory is the user's own: owned by the effective
    /// user, and writable by no one else (a cache in a shared directory
    /// would let another user change what this one's runs output).
    private static func isOwn(_ status: stat) -> Bool {
        status.st_uid == geteuid() && status.st_mode & 0o022 == 0
    }

    /// Whether `path` is a directory that is the user's own (``isOwn(_:)``).
    private func isPrivate(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR && Self.isOwn(status)
    }

    /// Keeps `lines` as the file of `kind` for `id`. Returns whether it was
    /// written (a directory that cannot be made or written keeps nothing:
    /// the item is derived again next time).
    @discardableResult
    func write(_ lines: [String], kind: KeptCodecs.Kind, id: String) -> Bool {
        let text = KeptCodecs.text(of: lines, kind: kind, id: id)
        guard text.utf8.count <= kind.byteLimit, makeDirectory() else { return false }
        removeLeftovers()
        let temporary = "\(directory)/\(Self.partialPrefix)\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        let written = Array(text.utf8).withUnsafeBytes { writeAll($0, to: descriptor) }
        guard close(descriptor) == 0, written, rename(temporary, path(kind, id: id)) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// The file of `kind` for `id`: the ID's letters and digits (others as
    /// `_`) and the checksum of the whole ID, so that two IDs never share a file.
    func path(_ kind: KeptCodecs.Kind, id: String) -> String {
        let readable = String(id.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_" })
        return "\(directory)/\(kind.rawValue)-\(readable.prefix(64))-\(String(KeptCodecs.checksum(id), radix: 16)).txt"
    }

    // MARK: Files

    /// Temporary files start so; then the writer's process ID.
    static let partialPrefix = ".partial-"

    /// Makes the directory (and missing parents) `0700` when missing;
    /// whether it is now a directory that is the user's own (nothing is
    /// written into one that others may write).
    private func makeDirectory() -> Bool {
        var path = ""
        for component in directory.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o700) != 0, errno != EEXIST { return false }
        }
        return isPrivate(directory)
    }

    /// Removes the temporary files of writers that are no longer running.
    private func removeLeftovers() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(Self.partialPrefix) {
            let pid = name.dropFirst(Self.partialPrefix.count).prefix { $0 != "-" }
            guard let pid = pid_t(pid), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink("\(directory)/\(name)")
        }
    }
}

/// Writes every byte, retrying after a signal; false on an error.
/// `read(2)`, named apart from ``KeptStore/read(_:id:)``.
private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
    }
    return true
}
