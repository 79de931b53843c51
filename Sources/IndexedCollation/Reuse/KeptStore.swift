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
/// next write. A file larger than its kind's bound is not read (and is
/// replaced on the next write). docs/reuse.md states what a writer of the
/// directory can and cannot change.
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
    /// there is none valid for the running ICU, or it is larger than `limit` bytes.
    func read(_ kind: KeptCodecs.Kind, id: String) -> [Substring]? {
        let path = path(kind, id: id)
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) <= kind.byteLimit,
              let data = FileManager.default.contents(atPath: path), data.count <= kind.byteLimit else { return nil }
        return KeptCodecs.lines(of: String(decoding: data, as: UTF8.self), kind: kind, id: id)
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
    /// whether it is a directory now.
    private func makeDirectory() -> Bool {
        var path = ""
        for component in directory.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o700) != 0, errno != EEXIST { return false }
        }
        var status = stat()
        return stat(directory, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
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
