/// A set of code points as bits, in pages of 4,096 code points allocated
/// when one of theirs enters: an insert or a look-up is a few array reads,
/// no hashing, and sets made on several threads join by or-ing their pages.
/// Its code points come out in ascending order.
///
/// Thread safety: a value; threads may read copies at once.
/// Memory: 1 KB, plus 512 bytes per page in use.
package struct CodePointSet: Sendable {
    /// Per page: its first word in ``words``, or -1.
    private var pages: [Int32] = []
    private var words: [UInt64] = []

    private static let pageShift = 12, wordsPerPage = 64

    package init() {}

    /// Whether the set holds no code point. O(1).
    package var isEmpty: Bool { words.isEmpty }

    /// Adds `scalar` (a code point below 0x110000); false when it was there. O(1), amortized.
    @discardableResult
    package mutating func insert(_ scalar: UInt32) -> Bool {
        precondition(scalar < 0x110000, "a code point")
        let word = firstWord(ofPage: Int(scalar >> UInt32(Self.pageShift))) + Int(scalar & 0xFFF) >> 6
        let bit = UInt64(1) << (scalar & 63)
        defer { words[word] |= bit }
        return words[word] & bit == 0
    }

    /// The first word of page `page`, allocated when it has none.
    private mutating func firstWord(ofPage page: Int) -> Int {
        if pages.isEmpty { pages = [Int32](repeating: -1, count: 0x110000 >> Self.pageShift) }
        if pages[page] < 0 {
            pages[page] = Int32(words.count)
            words += repeatElement(0, count: Self.wordsPerPage)
        }
        return Int(pages[page])
    }

    /// Whether the set holds `scalar`. O(1).
    package func contains(_ scalar: UInt32) -> Bool {
        let page = Int(scalar >> UInt32(Self.pageShift))
        guard page < pages.count, pages[page] >= 0 else { return false }
        return words[Int(pages[page]) + Int(scalar & 0xFFF) >> 6] & UInt64(1) << (scalar & 63) != 0
    }

    /// Adds every code point of `other`. O(its pages).
    package mutating func formUnion(_ other: CodePointSet) {
        for (page, first) in other.pages.enumerated() where first >= 0 {
            let mine = firstWord(ofPage: page)
            for offset in 0..<Self.wordsPerPage { words[mine + offset] |= other.words[Int(first) + offset] }
        }
    }

    /// The code points, ascending. O(pages + count).
    package var elements: [UInt32] {
        var result: [UInt32] = []
        for (page, first) in pages.enumerated() where first >= 0 {
            for offset in 0..<Self.wordsPerPage {
                var rest = words[Int(first) + offset]
                while rest != 0 {
                    result.append(UInt32(page << Self.pageShift + offset << 6 + rest.trailingZeroBitCount))
                    rest &= rest - 1
                }
            }
        }
        return result
    }
}
