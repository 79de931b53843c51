/// What counts as Japanese text for readings (docs/apple-model.md, Transform):
/// a string whose first character is a kanji, hiragana or katakana.
enum JapaneseText {
    static func startsWithJapanese(_ string: String) -> Bool {
        guard let first = string.unicodeScalars.first else { return false }
        switch ICUCharacter.script(of: first) {
        case .han, .hiragana, .katakana: return true
        default: return false
        }
    }

    static func startsWithKanji(_ string: String) -> Bool {
        guard let first = string.unicodeScalars.first else { return false }
        return ICUCharacter.script(of: first) == .han
    }

    /// The title of the section that holds kanji names when no reading is
    /// available: "kanji", in Japanese.
    static let unreadSectionTitle = "漢字"
}
