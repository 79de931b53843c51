/// ICU's `Latin-ASCII; Any-Lower` of Latin text (what `Any-Latin` or
/// `Russian-Latin/BGN` gave), a character at a time, each distinct character
/// asked of ICU once: `Latin-ASCII` is a rule-based transliterator, some
/// 3.5 µs a name under the lock all of ICU's rule-based transliterations
/// share, the most expensive step of a page's search keys.
///
/// A character is transformed alone when nothing around it can change its
/// result (docs/page.md, "Fast on long lists"): ASCII, which neither step
/// changes but for case; and any other character that is not a combining
/// mark, whose decomposition begins with a character NFC never composes
/// backwards over (so the NFD and NFC within `Latin-ASCII` act on it
/// alone, and its one context rule, marks after a Latin letter or a digit,
/// sees only its own marks), and that is not `Σ` (the one character
/// `Any-Lower` lowercases by its neighbours). A text with any other
/// character is transformed whole.
///
/// Thread safety: a value; one thread at a time mutates it.
struct ASCIILowercasing {
    private let whole = LazyTransliteratorPool(id: "Latin-ASCII; Any-Lower")
    /// Each character met: its result alone, or nil when it does not stand alone.
    private var characters: [Unicode.Scalar: String?] = [:]

    /// `Latin-ASCII; Any-Lower` of `text`, byte for byte ICU's.
    mutating func apply(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return Self.lowercasedASCII(text) }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                result.append(Self.lowercased(UInt8(scalar.value)))
                continue
            }
            guard let alone = characters[scalar] ?? learn(scalar) else { return whole.apply(text) }
            result.append(contentsOf: alone.utf8)
        }
        return String(decoding: result, as: UTF8.self)
    }

    private mutating func learn(_ scalar: Unicode.Scalar) -> String? {
        let standsAlone = scalar != "\u{03A3}" && !ICUCharacter.isMark(scalar) && ICUCharacter.composesFresh(utf8: String(scalar))
        let alone = standsAlone ? whole.apply(String(scalar)) : nil
        characters[scalar] = .some(alone)
        return alone
    }

    private static func lowercasedASCII(_ text: String) -> String {
        guard text.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return text }
        return String(decoding: text.utf8.map(lowercased), as: UTF8.self)
    }

    @inline(__always)
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }
}
