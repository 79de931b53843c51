/// ICU's `Latin-ASCII; Any-Lower` of Latin text (what `Any-Latin` or
/// `Russian-Latin/BGN` gave), a cluster of characters at a time, each
/// distinct cluster asked of ICU once: `Latin-ASCII` is a rule-based transliterator, some
/// 3.5 µs a name under the lock all of ICU's rule-based transliterations
/// share, the most expensive step of a page's search keys.
///
/// A text is transformed a cluster at a time (a character that is not a
/// combining mark, with the combining marks after it) when nothing around a
/// cluster can change its result (docs/page.md, "Fast on long lists"):
/// ASCII alone, which neither step changes but for case; any other cluster
/// whose first character's decomposition begins with a character NFC never
/// composes backwards over, so the NFD and NFC within `Latin-ASCII` act on
/// it alone, and its one context rule (marks after a Latin letter or a
/// digit) sees only the cluster's own marks. A text with a `Σ` (the one
/// character `Any-Lower` lowercases by its neighbours), or that begins with
/// a combining mark, is transformed whole.
///
/// Thread safety: a value; one thread at a time mutates it.
struct ASCIILowercasing {
    private let whole = LazyTransliteratorPool(id: "Latin-ASCII; Any-Lower")
    /// Each cluster met, by its bytes: its result alone, or nil when it
    /// does not stand alone.
    private var clusters: [[UInt8]: String?] = [:]

    /// `Latin-ASCII; Any-Lower` of `text`, byte for byte ICU's.
    mutating func apply(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return Self.lowercasedASCII(text) }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            var end = index + 1
            while end < scalars.count, !scalars[end].isASCII, ICUCharacter.isMark(scalars[end]) { end += 1 }
            if end == index + 1, scalars[index].isASCII {
                result.append(Self.lowercased(UInt8(scalars[index].value)))
            } else {
                var cluster = String.UnicodeScalarView()
                cluster.append(contentsOf: scalars[index..<end])
                let bytes = Array(String(cluster).utf8)
                guard let alone = clusters[bytes] ?? learn(bytes, first: scalars[index]) else { return whole.apply(text) }
                result.append(contentsOf: alone.utf8)
            }
            index = end
        }
        return String(decoding: result, as: UTF8.self)
    }

    private mutating func learn(_ cluster: [UInt8], first: Unicode.Scalar) -> String? {
        let text = String(decoding: cluster, as: UTF8.self)
        let standsAlone = !text.unicodeScalars.contains("\u{03A3}") && !ICUCharacter.isMark(first) && ICUCharacter.composesFresh(utf8: text)
        let alone = standsAlone ? whole.apply(text) : nil
        clusters[cluster] = .some(alone)
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
