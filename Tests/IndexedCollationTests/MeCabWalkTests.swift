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

    /// The walk remembers each dictionary word's reading field by the
    /// address of its feature, 4,096 words at most (emptied when full). Read
    /// from the memo, and again after more distinct words than it holds have
    /// emptied it, a text reads as MeCab's writer formats it, every time.
    @Test(.enabled(if: mecab != nil, "MeCab is not installed (CI installs it)"))
    func rememberedWordsReadAsMeCabsWriter() throws {
        let provider = try #require(Self.mecab)
        let names = ReadingsTests.surnames.map(\.0) + ["田中 太郎", "佐藤 花子", "鈴木 一郎", "東京タワー。", "田中John 123"]
        // Every kanji of the URO block after each of 8 common ones: some
        // 5,000 distinct words of IPAdic (the kanji alone, and the pairs it
        // knows), more than the memo holds.
        let kanji = (0x4E00...0x9FFF).compactMap(Unicode.Scalar.init)
        let pairs = "日本人大学生中山".unicodeScalars.flatMap { first in kanji.map { String(first) + String($0) } }
        for text in names + names + pairs + names {
            let readings = try #require(provider.katakanaReadings(of: text))
            #expect(readings.used == readings.formatted, "\(text)")
        }
    }
}
