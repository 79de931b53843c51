/// The parts of placement that the benchmark's transliteration check
/// (`Benchmarks/Sources/transliteration-check`) compares over whole corpora:
/// for every string placement would split (``LatinSegments``), `Any-Latin`
/// by pieces must equal `Any-Latin` of the whole (docs/transliteration.md).
/// Not API: `@_spi(Verification)` keeps it out of sight.
@_spi(Verification) public enum TransliterationProbe {
    /// The beginning of `string` that placement transliterates (``PlacementBound``).
    public static func placedText(of string: String) -> String {
        PlacementBound.prefix(of: string)
    }

    /// The pieces ``LatinSegments`` splits `text` into, and `Any-Latin` of
    /// `text` piece by piece with the glue kept; nil when it is transliterated whole.
    public static func anyLatinByPieces(_ text: String) -> (pieces: [Substring], latin: String)? {
        let anyLatin = TransliteratorPool.shared(id: "Any-Latin")
        return LatinSegments(splitting: text).map { ($0.pieces, $0.joined { anyLatin.apply(String($0)) }) }
    }

    /// `Any-Latin` of the whole of `text`. Any number of threads may call it at once.
    public static func anyLatin(_ text: String) -> String {
        TransliteratorPool.shared(id: "Any-Latin").apply(text)
    }
}
