/// Reaches of transliterators (``ICUTransliterator/reach()``) kept in files
/// between processes (``KeptFile``), so that a process whose texts are all
/// outside the reach never opens the transliterator at all: opening
/// `Han-Latin` costs ICU some 980 million instructions (it compiles 1,469
/// rules) and deriving its reach 320 million more, a fixed cost a
/// `collate -l zh-Hans` of Latin names would otherwise pay on every run.
///
/// A file holds one reach, with what it was derived under (``KeptFile``'s
/// header and checksum). A file is written only after ICU opened the
/// transliterator and its reach was derived. docs/transliteration.md, "Texts
/// a transform cannot change", says what is kept and why it is safe.
///
/// Thread safety: as ``KeptFile``. Complexity: O(ranges) to read or write a
/// reach (a few hundred ranges for `Han-Latin`).
enum TransformReachCache {
    /// The format, first line of every file.
    static let format = "collate transform reach 1"
    private static let kind = "transform-reach"

    /// The kept reach of the transliterator `id`, or nil when none is kept
    /// for the running ICU (or the file is damaged).
    static func load(id: String) -> ICUCharacterSet? {
        KeptFile.load(kind: kind, format: format, id: id).flatMap { parse(lines: $0) }.flatMap(ICUCharacterSet.init(ranges:))
    }

    /// Keeps `reach` as the reach of `id`; does nothing when no directory is
    /// in use or it cannot be written (the reach is then derived again next time).
    static func store(_ reach: ICUCharacterSet, id: String) {
        KeptFile.store(KeptFile.lines(of: reach.ranges, name: "ranges"), kind: kind, format: format, id: id)
    }

    // MARK: The file

    /// The file's text: the header, `ranges N`, one `FIRST LAST` line (hex)
    /// per range, and `check` with the FNV-1a of everything before it.
    static func text(of ranges: [ClosedRange<UInt32>], id: String) -> String {
        KeptFile.text(of: KeptFile.lines(of: ranges, name: "ranges"), format: format, id: id)
    }

    /// The ranges of a file's text, or nil unless it is exactly what
    /// ``text(of:id:)`` writes for `id` under the running ICU.
    static func parse(_ text: String, id: String) -> [ClosedRange<UInt32>]? {
        KeptFile.lines(of: text, format: format, id: id).flatMap { parse(lines: $0) }
    }

    private static func parse(lines: [Substring]) -> [ClosedRange<UInt32>]? {
        guard let (ranges, rest) = KeptFile.ranges(in: lines[...], name: "ranges"), rest.isEmpty else { return nil }
        return ranges
    }
}
