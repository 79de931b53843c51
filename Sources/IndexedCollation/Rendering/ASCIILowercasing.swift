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
    /// Each cluster met, by its one scalar or by its bytes: its result
    /// alone, or nil when it does not stand alone.
    private var scalars: [UInt32: String?] = [:]
    private var clusters: [[UInt8]: String?] = [:]

    /// `Latin-ASCII; Any-Lower` of `text`, byte for byte ICU's.
    mutating func apply(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return Self.lowercasedASCII(text) }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        let view = text.unicodeScalars
        var index = view.startIndex
        while index != view.endIndex {
            let first = view[index], next = view.index(after: index)
            var end = next
            while end != view.endIndex, !view[end].isASCII, ICUCharacter.isMark(view[end]) { end = view.index(after: end) }
            let alone: String?
            if end == next {
                if first.isASCII {
                    result.append(Self.lowercased(UInt8(first.value)))
                    index = end
                    continue
                }
                if let known = scalars[first.value] {
                    alone = known
                } else {
                    alone = Self.alone(String(first), first: first, by: whole)
                    scalars[first.value] = .some(alone)
                }
            } else {
                let cluster = String(view[index..<end])
                let bytes = Array(cluster.utf8)
                if let known = clusters[bytes] {
                    alone = known
                } else {
                    alone = Self.alone(cluster, first: first, by: whole)
                    clusters[bytes] = .some(alone)
                }
            }
            guard let alone else { return whole.apply(text) }
            result.append(contentsOf: alone.utf8)
            index = end
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The result of `cluster` alone by `whole`, or nil when it does not stand alone.
    private static func alone(_ cluster: String, first: Unicode.Scalar, by whole: LazyTransliteratorPool) -> String? {
        let standsAlone = !cluster.unicodeScalars.contains("\u{03A3}") && !ICUCharacter.isMark(first) && ICUCharacter.composesFresh(utf8: cluster)
        return standsAlone ? whole.apply(cluster) : nil
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
