/// The Han characters whose `Han-Latin` reading depends on the character
/// after them, and that character: under ICU 72.1 藏 before 文, 重 before 庆,
/// 沈 before 阳 and 秘 before 鲁 (rules `{藏}' '?文 > zàng`, …). Han text is
/// split by character (``LatinSegments``, ``HanReadings``) only where no such
/// character is followed by its own, which docs/transliteration.md proves
/// exact for `Han-Latin` built as ICU prints it.
///
/// The pairs are read from ICU's own rules at run time
/// (``ICUTransliterator/hanContext()``, which also checks that the transform
/// is built as the proof reads it); under an ICU whose `Han-Latin` is built
/// otherwise there is no context and no Han text is split. Reading them
/// opens `Han-Latin`, so ``LibraryReuse/hanContext`` keeps them, between
/// processes too when files are kept.
///
/// Thread safety: a value.
struct HanContext: Sendable, Equatable {
    /// The characters whose reading depends on the next one.
    let characters: [UInt32]
    /// The character each one's rule looks for, in the same order.
    let followers: [UInt32]

    /// The character whose presence after `scalar` changes its reading, if
    /// any. O(pairs): four under ICU 72.1 (an array's compares cost less than a set's hashing).
    @inline(__always)
    func follower(of scalar: UInt32) -> UInt32? {
        for index in characters.indices where characters[index] == scalar { return followers[index] }
        return nil
    }
}
