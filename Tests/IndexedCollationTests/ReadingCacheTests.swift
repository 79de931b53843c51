import Testing
@testable import IndexedCollation

/// MeCab's reading cache stays bounded however many distinct names pass,
/// and keeps the recent ones.
@Suite struct ReadingCacheTests {
    @Test func holdsAtMostTwoGenerations() {
        let cache = ReadingCache()
        let limit = ReadingCache.generationLimit
        for index in 0..<(3 * limit + 5) {
            cache.remember("よみ\(index)", of: "名\(index)")
            #expect(cache.count <= 2 * limit)
        }
        #expect(cache.count > limit)
        // The latest are kept; the first are gone.
        #expect(cache.reading(of: "名\(3 * limit + 4)") == "よみ\(3 * limit + 4)")
        #expect(cache.reading(of: "名0") == nil)
    }

    @Test func aStringFoundAgainSurvivesTheNextGeneration() {
        let cache = ReadingCache()
        let limit = ReadingCache.generationLimit
        cache.remember("たなか", of: "田中")
        for index in 0..<limit { cache.remember("\(index)", of: "a\(index)") }
        // 田中 is now in the previous generation; finding it moves it forward.
        #expect(cache.reading(of: "田中") == "たなか")
        for index in 0..<limit { cache.remember("\(index)", of: "b\(index)") }
        #expect(cache.reading(of: "田中") == "たなか")
    }
}
