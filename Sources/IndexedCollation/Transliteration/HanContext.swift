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
/// otherwise there is no context (``hanLatin`` is nil) and no Han text is split.
/// Reading them opens `Han-Latin`, so they are kept between processes as the
/// readings are (``KeptFile``, one small file).
///
/// Thread safety: a value; ``hanLatin`` is computed once per process.
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

    /// The context of `Han-Latin` under the running ICU; nil when its rules
    /// are not built as the proof reads them (then nothing is split).
    static let hanLatin: HanContext? = keptOrDerived(id: "Han-Latin")

    private static func keptOrDerived(id: String) -> HanContext? {
        if let kept = KeptFile.load(kind: kind, format: format, id: id).flatMap(parse) { return kept }
        guard let derived = (try? ICUTransliterator(id: id))?.hanContext() else { return nil }
        KeptFile.store(derived.lines, kind: kind, format: format, id: id)
        return derived
    }

    // MARK: The file

    /// The format, first line of every file.
    static let format = "collate transform han context 1"
    private static let kind = "transform-han-context"

    /// `pairs N`, then `CHARACTER FOLLOWER` (hex) per pair.
    var lines: [String] {
        ["pairs \(characters.count)"] + zip(characters, followers).map { String($0, radix: 16) + " " + String($1, radix: 16) }
    }

    /// The context of a file's lines, or nil unless they are what ``lines`` writes.
    static func parse(_ lines: [Substring]) -> HanContext? {
        guard let count = lines.first.flatMap({ $0.hasPrefix("pairs ") ? Int($0.dropFirst(6)) : nil }),
              count == lines.count - 1 else { return nil }
        var characters: [UInt32] = [], followers: [UInt32] = []
        for line in lines.dropFirst() {
            let pair = line.split(separator: " ")
            guard pair.count == 2, let character = UInt32(pair[0], radix: 16), let follower = UInt32(pair[1], radix: 16),
                  character <= 0x10FFFF, follower <= 0x10FFFF else { return nil }
            characters.append(character)
            followers.append(follower)
        }
        return HanContext(characters: characters, followers: followers)
    }
}
