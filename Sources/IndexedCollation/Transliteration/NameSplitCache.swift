/// The sets of ``ICUTransliterator/nameSplit()`` (the characters that keep
/// a Chinese name from being transformed by pieces, docs/transliteration.md,
/// "Names by pieces") kept in a file between processes (``KeptFile``): asking
/// ICU for them opens the person-names transform, which a process whose
/// surnames are all kept (``TransformPieceCache``) otherwise never needs.
///
/// Only sets ICU gave are kept (a transform ICU does not split by pieces
/// keeps nothing, and is asked again). A damaged file, or one of other
/// versions, is ignored.
///
/// Thread safety: as ``KeptFile``. Complexity: O(ranges) to read or write.
enum NameSplitCache {
    /// The format, first line of every file.
    static let format = "collate transform name split 1"
    private static let kind = "transform-name-split"

    /// The kept sets of the transliterator `id`, or nil when none are kept.
    static func load(id: String) -> TransliteratorPool.NameSplit? {
        KeptFile.load(kind: kind, format: format, id: id).flatMap(parse)
    }

    /// Keeps the sets ICU gave for `id`.
    static func store(_ split: TransliteratorPool.NameSplit, id: String) {
        KeptFile.store(lines(of: split), kind: kind, format: format, id: id)
    }

    /// `initial N` and its ranges, then `later M` and its ranges.
    static func lines(of split: TransliteratorPool.NameSplit) -> [String] {
        KeptFile.lines(of: split.initial.ranges, name: "initial") + KeptFile.lines(of: split.later.ranges, name: "later")
    }

    /// The sets of a file's lines, or nil unless they are what ``lines(of:)`` writes.
    static func parse(_ lines: [Substring]) -> TransliteratorPool.NameSplit? {
        guard let (initial, rest) = KeptFile.ranges(in: lines[...], name: "initial"),
              let (later, end) = KeptFile.ranges(in: rest, name: "later"), end.isEmpty,
              let initialSet = ICUCharacterSet(ranges: initial), let laterSet = ICUCharacterSet(ranges: later) else { return nil }
        return (initialSet, laterSet)
    }
}
