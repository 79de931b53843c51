#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// Reaches of transliterators (``ICUTransliterator/reach()``) kept in files
/// between processes, so that a process whose texts are all outside the
/// reach never opens the transliterator at all: opening `Han-Latin` costs ICU
/// some 980 million instructions (it compiles 1,469 rules) and deriving its
/// reach 320 million more, a fixed cost a `collate -l zh-Hans` of Latin names
/// would otherwise pay on every run.
///
/// A file holds one reach, with what it was derived under: the
/// transliterator's ID and ICU's, Unicode's and CLDR's versions; a file whose
/// header differs from the running ICU's, or whose checksum (FNV-1a over
/// the rest) does not match, is ignored and replaced. A file is written only
/// after ICU opened the transliterator and its reach was derived, to a
/// temporary file renamed over the old one (atomic: a reader sees the old
/// file or the new one, never half). docs/transliteration.md, "Texts a
/// transform cannot change", says what is kept and why it is safe.
///
/// The library keeps no files unless told where (``use(directory:)``);
/// `collate` uses `$XDG_CACHE_HOME/collate`, else `~/.cache/collate`.
///
/// Thread safety: the directory is behind a lock; files are read and written
/// whole. Complexity: O(ranges) to read or write a reach (a few hundred
/// ranges for `Han-Latin`).
package enum TransformReachCache {
    private static let directory = Mutex<String?>(nil)
    /// The format, first line of every file.
    static let format = "collate transform reach 1"

    /// Keep reaches in `path` from now on (created when missing); nil: keep none.
    package static func use(directory path: String?) {
        directory.withLock { $0 = path }
    }

    /// `collate`'s directory: `$XDG_CACHE_HOME/collate`, else
    /// `$HOME/.cache/collate`; nil when neither is an absolute path.
    package static func defaultDirectory(environment: [String: String]) -> String? {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/collate" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/collate" }
        return nil
    }

    /// The kept reach of the transliterator `id`, or nil when none is kept
    /// for the running ICU (or the file is damaged).
    static func load(id: String) -> ICUCharacterSet? {
        guard let path = path(of: id), let data = FileManager.default.contents(atPath: path) else { return nil }
        return parse(String(decoding: data, as: UTF8.self), id: id).flatMap(ICUCharacterSet.init(ranges:))
    }

    /// Keeps `reach` as the reach of `id`; does nothing when no directory is
    /// in use or it cannot be written (the reach is then derived again next time).
    static func store(_ reach: ICUCharacterSet, id: String) {
        guard let path = path(of: id) else { return }
        let directory = String(path[..<path.lastIndex(of: "/")!])
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? Data(text(of: reach.ranges, id: id).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    // MARK: The file

    /// The lines every file of `id` starts with under the running ICU.
    static func header(id: String) -> [String] {
        [format, "id \(id)", "icu \(ICUVersion.icu)", "unicode \(ICUVersion.unicode)", "cldr \(ICUVersion.cldr)"]
    }

    /// The file's text: the header, `ranges N`, one `FIRST LAST` line (hex)
    /// per range, and `check` with the FNV-1a of everything before it.
    static func text(of ranges: [ClosedRange<UInt32>], id: String) -> String {
        var body = header(id: id).joined(separator: "\n") + "\nranges \(ranges.count)\n"
        for range in ranges { body += String(range.lowerBound, radix: 16) + " " + String(range.upperBound, radix: 16) + "\n" }
        return body + "check \(String(checksum(body), radix: 16))\n"
    }

    /// The ranges of a file's text, or nil unless it is exactly what
    /// ``text(of:id:)`` writes for `id` under the running ICU.
    static func parse(_ text: String, id: String) -> [ClosedRange<UInt32>]? {
        guard let checkLine = text.dropLast().lastIndex(of: "\n").map({ text.index(after: $0) }) else { return nil }
        let body = String(text[..<checkLine])
        guard text[checkLine...] == "check \(String(checksum(body), radix: 16))\n" else { return nil }
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let header = header(id: id)
        guard lines.prefix(header.count).elementsEqual(header, by: { $0 == $1 }) else { return nil }
        lines = lines.dropFirst(header.count)
        guard let count = lines.first.flatMap({ $0.hasPrefix("ranges ") ? Int($0.dropFirst(7)) : nil }),
              lines.count == count + 1 else { return nil }
        var ranges: [ClosedRange<UInt32>] = []
        for line in lines.dropFirst() {
            let bounds = line.split(separator: " ")
            guard bounds.count == 2, let first = UInt32(bounds[0], radix: 16), let last = UInt32(bounds[1], radix: 16),
                  first <= last, last <= 0x10FFFF, first > (ranges.last?.upperBound ?? 0) || ranges.isEmpty else { return nil }
            ranges.append(first...last)
        }
        return ranges
    }

    /// FNV-1a (64 bits) of the text's UTF-8. O(n).
    static func checksum(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    /// The file of `id` in the directory in use: the ID's letters and digits
    /// (others as `_`) and the checksum of the whole ID, so that two IDs
    /// never share a file.
    private static func path(of id: String) -> String? {
        guard let directory = directory.withLock({ $0 }) else { return nil }
        let readable = String(id.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_" })
        return "\(directory)/transform-reach-\(readable.prefix(64))-\(String(checksum(id), radix: 16)).txt"
    }
}
