import ByteMachinery

/// What counts as Japanese text for readings (docs/apple-model.md, Transform):
/// a string whose first character is a kanji, hiragana or katakana.
enum JapaneseText {
    static func startsWithJapanese(_ string: String) -> Bool {
        string.unicodeScalars.first.map(isJapanese) ?? false
    }

    /// ``startsWithJapanese(_:)`` of well-formed UTF-8. O(1).
    static func startsWithJapanese(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !text.isEmpty, let (value, _) = UTF8Scalar.decode(text, at: 0), let first = Unicode.Scalar(value) else { return false }
        return isJapanese(first)
    }

    /// A kanji, hiragana or katakana.
    private static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        switch ICUCharacter.script(of: scalar) {
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
