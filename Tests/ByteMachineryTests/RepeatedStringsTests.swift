import Testing
import TestSupport
@testable import ByteMachinery

/// The repeats of a batch of texts, found so each distinct text is keyed once.
@Suite struct RepeatedStringsTests {
    /// Against a dictionary of bytes: two strings share a number exactly
    /// when their bytes are equal, numbers count up in the order first met,
    /// and the distinct strings are each number's first string. Searching
    /// again forgets the arena before.
    @Test func numbersEqualBytesAlike() {
        var generator = SeededGenerator(seed: 17)
        var repeated = RepeatedStrings()
        for round in 0..<3 {
            var arena = ByteStringArena()
            // Short and long strings (the hash reads eight bytes at a time),
            // the empty one, and NFC-equal but byte-different texts.
            let pool = ["", "é", "e\u{301}", "a", "abcdefgh", "abcdefghi", "Ёлкин", String(repeating: "Щ", count: 40)]
            let texts = (0..<(5_000 + round * 3_000)).map { _ in
                Bool.random(using: &generator) ? pool.randomElement(using: &generator)! : "Имя \(Int.random(in: 0..<2_000, using: &generator))"
            }
            for text in texts { arena.append(text.utf8) }
            repeated.find(in: arena)
            var numberOfBytes: [[UInt8]: Int32] = [:]
            var expected: [Int32] = []
            for text in texts {
                let bytes = Array(text.utf8)
                if numberOfBytes[bytes] == nil { numberOfBytes[bytes] = Int32(numberOfBytes.count) }
                expected.append(numberOfBytes[bytes]!)
            }
            let agreeing = repeated.numberOfString == expected
            #expect(agreeing, "round \(round)")
            #expect(repeated.distinctCount == numberOfBytes.count && repeated.repeats == texts.count - numberOfBytes.count)
            var distinct = ByteStringArena()
            distinct.append(contentsOf: arena, picking: repeated.firstString)
            #expect(distinct.count == repeated.distinctCount)
            #expect((0..<distinct.count).allSatisfy { Array(distinct[$0]) == Array(arena[Int(repeated.firstString[$0])]) })
        }
        repeated.find(in: ByteStringArena())
        #expect(repeated.numberOfString.isEmpty && repeated.distinctCount == 0)
    }

    /// Picking strings by number copies each as often as it is named.
    @Test func pickingCopiesEachNamedString() {
        var arena = ByteStringArena()
        for text in ["", "b", "Ёлкин", "abcdefghij"] { arena.append(text.utf8) }
        var picked = ByteStringArena()
        picked.append("first".utf8)
        picked.append(contentsOf: arena, picking: [3, 0, 2, 2, 1])
        #expect((0..<picked.count).map { String(decoding: picked[$0], as: UTF8.self) } == ["first", "abcdefghij", "", "Ёлкин", "Ёлкин", "b"])
    }
}
