#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// What the library derives from ICU and keeps in files between processes
/// (``TransformReachCache``, ``TransformPieceCache``, the name-split sets of
/// ``TransliteratorPool/nameSplit``): one format, one validation, one
/// directory.
///
/// A file is a header (its format line, the transliterator's ID, ICU's,
/// Unicode's and CLDR's versions), the lines of its kind, and `check` with
/// the FNV-1a (64 bits) of everything before it. A file whose header differs
/// from the running ICU's, or whose checksum does not match, is ignored (and
/// replaced on the next write). A file is written to a temporary file
/// renamed over the old one (atomic: a reader sees the old file or the new
/// one, never half).
///
/// The library keeps no files unless told where (``use(directory:)``);
/// `collate` uses `$XDG_CACHE_HOME/collate`, else `~/.cache/collate`.
///
/// Thread safety: the directory is behind a lock; files are read and written
/// whole. Complexity: O(file size) to read or write.
package enum KeptFile {
    private static let directory = Mutex<String?>(nil)

    /// Keep files in `path` from now on (created when missing); nil: keep none.
    package static func use(directory path: String?) {
        directory.withLock { $0 = path }
    }

    /// Whether a directory is in use.
    static var isInUse: Bool { directory.withLock { $0 != nil } }

    /// `collate`'s directory: `$XDG_CACHE_HOME/collate`, else
    /// `$HOME/.cache/collate`; nil when neither is an absolute path.
    package static func defaultDirectory(environment: [String: String]) -> String? {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/collate" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/collate" }
        return nil
    }

    /// The lines a file of this `format` for `id` starts with under the running ICU.
    static func header(format: String, id: String) -> [String] {
        [format, "id \(id)", "icu \(ICUVersion.icu)", "unicode \(ICUVersion.unicode)", "cldr \(ICUVersion.cldr)"]
    }

    /// The file's text: the header, `lines` (none may hold a line break),
    /// and `check` with the FNV-1a of everything before it.
    static func text(of lines: [String], format: String, id: String) -> String {
        var body = header(format: format, id: id).joined(separator: "\n") + "\n"
        for line in lines { body += line + "\n" }
        return body + "check \(String(checksum(body), radix: 16))\n"
    }

    /// The lines after the header, or nil unless `text` is exactly what
    /// ``text(of:format:id:)`` writes for this format and `id` under the running ICU.
    static func lines(of text: String, format: String, id: String) -> [Substring]? {
        guard let checkLine = text.dropLast().lastIndex(of: "\n").map({ text.index(after: $0) }) else { return nil }
        let body = text[..<checkLine]
        guard text[checkLine...] == "check \(String(checksum(String(body)), radix: 16))\n" else { return nil }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let header = header(format: format, id: id)
        guard lines.prefix(header.count).elementsEqual(header, by: { $0 == $1 }) else { return nil }
        return Array(lines.dropFirst(header.count))
    }

    /// FNV-1a (64 bits) of the text's UTF-8. O(n).
    static func checksum(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    /// The lines of the kept file of this kind, or nil when there is none
    /// valid for the running ICU (or no directory is in use).
    static func load(kind: String, format: String, id: String) -> [Substring]? {
        guard let path = path(kind: kind, id: id), let data = FileManager.default.contents(atPath: path) else { return nil }
        return lines(of: String(decoding: data, as: UTF8.self), format: format, id: id)
    }

    /// Keeps `lines` as the file of this kind; does nothing when no directory
    /// is in use or it cannot be written.
    static func store(_ lines: [String], kind: String, format: String, id: String) {
        guard let path = path(kind: kind, id: id) else { return }
        let directory = String(path[..<path.lastIndex(of: "/")!])
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? Data(text(of: lines, format: format, id: id).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// The file of this kind for `id` in the directory in use: the ID's
    /// letters and digits (others as `_`) and the checksum of the whole ID,
    /// so that two IDs never share a file.
    private static func path(kind: String, id: String) -> String? {
        guard let directory = directory.withLock({ $0 }) else { return nil }
        let readable = String(id.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_" })
        return "\(directory)/\(kind)-\(readable.prefix(64))-\(String(checksum(id), radix: 16)).txt"
    }

    // MARK: Ranges

    /// `name N` and one `FIRST LAST` line (hex) per range.
    static func lines(of ranges: [ClosedRange<UInt32>], name: String) -> [String] {
        ["\(name) \(ranges.count)"] + ranges.map { String($0.lowerBound, radix: 16) + " " + String($0.upperBound, radix: 16) }
    }

    /// The ranges that ``lines(of:name:)`` wrote at the start of `lines`
    /// (ascending, disjoint, within Unicode), and the lines after them;
    /// nil when they are not that.
    static func ranges(in lines: ArraySlice<Substring>, name: String) -> (ranges: [ClosedRange<UInt32>], rest: ArraySlice<Substring>)? {
        guard let count = lines.first.flatMap({ $0.hasPrefix("\(name) ") ? Int($0.dropFirst(name.count + 1)) : nil }),
              count >= 0, lines.count > count else { return nil }
        var ranges: [ClosedRange<UInt32>] = []
        for line in lines.dropFirst().prefix(count) {
            let bounds = line.split(separator: " ")
            guard bounds.count == 2, let first = UInt32(bounds[0], radix: 16), let last = UInt32(bounds[1], radix: 16),
                  first <= last, last <= 0x10FFFF, first > (ranges.last?.upperBound ?? 0) || ranges.isEmpty else { return nil }
            ranges.append(first...last)
        }
        return (ranges, lines.dropFirst(count + 1))
    }
}
