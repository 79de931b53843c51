/// How much of a string is transliterated or read to place and sort it
/// (docs/apple-model.md, Transform): its first ``maximumScalars`` Unicode
/// scalars, cut back to a grapheme boundary.
///
/// ICU's transliterators (`Any-Latin` above all) and MeCab take more than
/// linear time on one long string: a line of 400,000 kanji took seconds,
/// 2,000,000 took minutes, and MeCab's answer for it changed with its
/// length. The bound makes the work per string constant beyond it, and the
/// section of a long string the section of its beginning. No name comes
/// near it; two strings that first differ after it compare equal as
/// replacements (and keep their input order, the sort being stable).
enum PlacementBound {
    /// The most Unicode scalars of a string that are transliterated or read.
    static let maximumScalars = 4096

    /// The part of `string` that is transliterated or read: all of it when it
    /// has at most ``maximumScalars`` scalars; otherwise its longest prefix of
    /// at most that many that ends at a grapheme boundary (the first
    /// ``maximumScalars`` scalars, when a single grapheme is longer).
    ///
    /// Complexity: O(1) for a string of at most ``maximumScalars`` UTF-8
    /// bytes; else O(``maximumScalars``), whatever the string's length.
    static func prefix(of string: String) -> String {
        // No more bytes than the bound: no more scalars either (O(1)).
        if string.utf8.count <= maximumScalars { return string }
        let scalars = string.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: maximumScalars, limitedBy: scalars.endIndex),
              end != scalars.endIndex else { return string }
        // One scalar past the bound decides whether the bound itself is a
        // boundary; grapheme rules look no further ahead than that.
        let window = String(String.UnicodeScalarView(scalars[...end]))
        var kept = 0
        for character in window {
            let count = character.unicodeScalars.count
            if kept + count > maximumScalars { break }
            kept += count
        }
        return String(String.UnicodeScalarView(scalars.prefix(kept == 0 ? maximumScalars : kept)))
    }
}
