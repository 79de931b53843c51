import Testing
import TestSupport
@testable import ByteMachinery

/// The byte-string set behind the transliteration memos.
@Suite struct ByteStringSetTests {
    static func bytes<R>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var string = string
        return string.withUTF8(body)
    }

    /// Against a dictionary, through many growths, with texts that share
    /// prefixes, the empty text, and NFC-equal but byte-different texts.
    @Test func numbersEachDistinctTextOnce() {
        var index = ByteStringSet()
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
        for (bytes, number) in expected { #expect(Array(index.strings[number]) == bytes) }
    }
}
