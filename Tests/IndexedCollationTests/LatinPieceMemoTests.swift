import Testing
@testable import IndexedCollation

/// The transliterations of pieces, found by their bytes.
@Suite struct LatinPieceMemoTests {
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
