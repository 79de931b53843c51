/// Supplies the phonetic reading of a string (kana for Japanese kanji), for
/// tables whose language needs one to place names (UIKit reads Japanese
/// through a tokenizer with a dictionary: docs/apple-model.md, Transform).
public protocol ReadingProvider: Sendable {
    /// The reading of `string`, or nil to leave it to the transform.
    func reading(of string: String) -> String?
}
