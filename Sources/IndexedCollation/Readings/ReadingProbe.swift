/// The shortcuts of Japanese readings that the benchmark's check
/// (`Benchmarks/Sources/transliteration-check`, `--readings`) compares over
/// whole corpora against what they replace: MeCab's best path walked by the
/// shim against MeCab's own writer, and hiragana joined character by
/// character (``KatakanaReadings``) against ICU's `Katakana-Hiragana` of the
/// whole reading. Not API: `@_spi(Verification)` keeps it out of sight.
@_spi(Verification) public enum ReadingProbe {
    /// What one text's reading is made of.
    public struct Reading: Sendable {
        /// MeCab's katakana as the reading uses it (nil where MeCab fails).
        public let walked: String?
        /// MeCab's katakana as MeCab's own writer formats it (nil where MeCab fails).
        public let formatted: String?
        /// The hiragana joined character by character (nil where the reading
        /// goes to ICU whole).
        public let joined: String?
        /// ICU's `Katakana-Hiragana` of the whole reading.
        public let transliterated: String?
    }

    /// Whether the system's MeCab is available and the shim walks its best
    /// path (nil: MeCab is unavailable).
    public static var walksBestPath: Bool? {
        (try? MeCabReadingProvider.system.get())?.walksBestPath
    }

    /// The parts of the reading of `text` (placement reads at most its
    /// beginning, ``TransliterationProbe/placedText(of:)``); nil when MeCab is
    /// unavailable. Any number of threads may call it at once.
    public static func reading(of text: String) -> Reading? {
        guard let provider = try? MeCabReadingProvider.system.get(),
              let (walked, formatted) = provider.katakanaReadings(of: text) else { return nil }
        let katakana = walked?.trimming(\.isNewline)
        let kana = LibraryReuse.shared.katakanaReadings
        var joined: String?
        if var bytes = walked {
            // As the tagger does: the bytes before the yomi format's final newline.
            if bytes.hasSuffix("\n") { bytes.removeLast() }
            joined = bytes.withUTF8 { kana.joined($0) }
        }
        return Reading(walked: walked, formatted: formatted, joined: joined,
                       transliterated: katakana.map { kana.transliterator.apply($0) })
    }
}
