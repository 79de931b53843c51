import Testing
@testable import IndexedCollation

/// MeCab's best path walked by the shim reads as MeCab's own writer formats
/// it (the dictionary's yomi format).
@Suite struct MeCabWalkTests {
    static let mecab = try? MeCabReadingProvider.system.get()

    @Test(.enabled(if: mecab != nil, "MeCab is not installed (CI installs it)"))
    func theWalkReadsAsMeCabsWriter() throws {
        let provider = try #require(Self.mecab)
        // With IPAdic the shim walks the best path.
        #expect(provider.walksBestPath)
        let texts = ReadingsTests.surnames.map(\.0) + [
            "田中 太郎", "  佐藤　花子 ", "髙橋一郎", "𠮷野家", "田中John 123", "\"田中\",\"太郎\"", "東京タワー。", "ｶﾀｶﾅ", "", "a,b,*",
            String(repeating: "山田", count: 600),
        ]
        for text in texts {
            let readings = try #require(provider.katakanaReadings(of: text))
            #expect(readings.used == readings.formatted, "\(text)")
        }
        #expect(provider.katakanaReadings(of: "田中 太郎")?.used == "タナカ タロウ\n")
    }
}
