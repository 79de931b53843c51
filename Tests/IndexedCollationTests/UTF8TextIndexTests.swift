import Testing
import TestSupport
@testable import IndexedCollation

/// The byte-keyed tables behind the foreign strings' memo.
@Suite struct UTF8TextIndexTests {
    static func bytes<R>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var string = string
        return string.withUTF8(body)
    }

    /// Against a dictionary, through many growths, with texts that share
    /// prefixes, the empty text, and NFC-equal but byte-different texts.
    @Test func numbersEachDistinctTextOnce() {
        var index = UTF8TextIndex()
        var expected: [[UInt8]: Int] = [:] // keyed by bytes: Swift's String == is canonical equivalence
        var generator = SeededGenerator(seed: 41)
        let texts = ["", "é", "e\u{301}", "Ёлкин", "Ёлкина"] + (0..<20_000).map { _ in "Имя \(Int.random(in: 0..<6000, using: &generator))" }
        for text in texts {
            let (inserted, number) = Self.bytes(text) { index.insert($0) }
            if let known = expected[Array(text.utf8)] {
                #expect(!inserted && number == known, "\(text)")
            } else {
                #expect(inserted && number == index.count - 1, "\(text)")
                expected[Array(text.utf8)] = number
            }
        }
        #expect(index.count == expected.count)
        #expect(Self.bytes("é") { index.find($0) } != Self.bytes("e\u{301}") { index.find($0) }, "bytes, not canonical equivalence")
        #expect(Self.bytes("absent") { index.find($0) } == nil)
        for (bytes, number) in expected { #expect(Array(index.texts.string(number).utf8) == bytes) }
    }

    @Test func latinPiecesAreFoundBySubstring() {
        var memo = LatinPieceMemo()
        let name = "Ёлкин Пётр"
        let pieces = name.split(separator: " ")
        memo.add(pieces[0], latin: "Ëlkin")
        #expect(memo[pieces[0]] == "Ëlkin")
        #expect(memo[pieces[1]] == nil)
        #expect(memo["Ёлкин"[...]] == "Ëlkin")
        #expect(memo.count == 1)
    }
}
