#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
import TestSupport
@testable import IndexedCollation

/// The Han readings and name-split sets kept in files between processes
/// (``TransformPieceCache``, ``NameSplitCache``): a damaged or foreign file
/// is ignored, and keys made from a kept table are the keys made without one.
@Suite(.serialized) struct TransformPieceCacheTests {
    static let hanLatin = try! TransliteratorPool(id: "Han-Latin", boundingReach: true)

    @Test func aKeptTableReadsBackAndDamagedFilesAreIgnored() throws {
        let table: TransformPieceCache.Table = [Array("王".utf8): "wáng", Array("小".utf8): "xiǎo", Array("\u{2A6D6}".utf8): "\u{2A6D6}"]
        let lines = TransformPieceCache.lines(of: table)
        let text = KeptFile.text(of: lines, format: TransformPieceCache.format, id: "Han-Latin")
        let read = try #require(KeptFile.lines(of: text, format: TransformPieceCache.format, id: "Han-Latin").flatMap(TransformPieceCache.parse))
        #expect(read == table)
        #expect(KeptFile.lines(of: text, format: TransformPieceCache.format, id: "Han-Latin/Names;Han-Latin") == nil)
        #expect(KeptFile.lines(of: text, format: TransformReachCache.format, id: "Han-Latin") == nil)
        #expect(KeptFile.lines(of: text.replacingOccurrences(of: "wáng", with: "huáng"), format: TransformPieceCache.format, id: "Han-Latin") == nil)
        #expect(KeptFile.lines(of: text.replacingOccurrences(of: "icu \(ICUVersion.icu)", with: "icu 1.0"),
                               format: TransformPieceCache.format, id: "Han-Latin") == nil)
        // A count that does not match, a line without its tab.
        #expect(TransformPieceCache.parse(["pieces 2", "王\twáng"]) == nil)
        #expect(TransformPieceCache.parse(["pieces 1", "王 wáng"]) == nil)
    }

    @Test func keptNameSplitSetsReadBack() throws {
        let names = try TransliteratorPool(id: "Han-Latin/Names;Han-Latin", boundingReach: true)
        let split = try #require(names.nameSplit)
        let read = try #require(NameSplitCache.parse(NameSplitCache.lines(of: split)[...].map { Substring($0) }))
        #expect(read.initial.ranges == split.initial.ranges && read.later.ranges == split.later.ranges)
        #expect(NameSplitCache.parse(["initial 0"]) == nil)
    }

    /// Han readings depend on the next character only for 藏 重 沈 秘 before
    /// 文 庆 阳 鲁: anywhere else they split, and join to the whole.
    @Test func contextualCharactersSplitUnlessTheirNextOneFollows() throws {
        let han = try ICULocaleData.exemplars("zh", .standard)
        let contextual = ["藏", "重", "沈", "秘", "文", "庆", "阳", "鲁"]
        var generator = SeededGenerator(seed: 4)
        var split = 0
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<Int.random(in: 2...5, using: &generator) {
                if Int.random(in: 0..<6, using: &generator) == 0 { text += [" ", "  "].randomElement(using: &generator)! }
                text += Bool.random(using: &generator) ? contextual.randomElement(using: &generator)! : han.randomElement(using: &generator)!
            }
            guard let segments = LatinSegments(splittingHan: text) else { continue }
            #expect(segments.joined { Self.hanLatin.apply(String($0)) } == Self.hanLatin.apply(text), "'\(text)'")
            split += 1
        }
        #expect(split > 1000, "\(split) split")
        for text in ["秘鲁", "秘 鲁", "秘  鲁", "重庆市", "在沈阳", "藏文"] {
            #expect(LatinSegments(splittingHan: text) == nil, "'\(text)'")
        }
        for text in ["秘书", "重要", "沈从文", "文藏"] { #expect(LatinSegments(splittingHan: text) != nil, "'\(text)'") }
    }
}

/// In the reach's suite: both set the process's one directory (``KeptFile``).
extension TransformReachCacheTests {
    /// Keys of Chinese names with a kept table (written by a first run, read
    /// back from the file by a second) equal the keys without one, plain and
    /// in person-names mode.
    @Test func keysWithAKeptTableAreTheKeysWithout() throws {
        let han = try ICULocaleData.exemplars("zh", .standard) + ["藏", "重", "沈", "秘", "文", "庆", "阳", "鲁", "曾", "令", "狐", "长", "孙"]
        var generator = SeededGenerator(seed: 2027)
        let names = (0..<3000).map { _ in (0..<Int.random(in: 2...3, using: &generator)).map { _ in han.randomElement(using: &generator)! }.joined() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pieces-\(UInt64.random(in: 0...UInt64.max))").path
        defer { try? FileManager.default.removeItem(atPath: directory); KeptFile.use(directory: nil); TransformPieceCache.forgetTables() }
        for personNames in [false, true] {
            let collation = try LocalizedIndexedCollation(locale: "zh-Hans", options: .init(personNames: personNames))
            KeptFile.use(directory: nil)
            let without = collation.collationKeyBatch(for: names, memo: ForeignStringMemo())
            KeptFile.use(directory: directory)
            let first = collation.collationKeyBatch(for: names, memo: ForeignStringMemo())
            TransformPieceCache.forgetTables()
            let id = personNames ? "Han-Latin/Names;Han-Latin" : "Han-Latin"
            #expect(TransformPieceCache.pieces(of: id).count > 1000)
            // Names the proof does not split (曾, 令, 长 later in a name) are kept whole.
            if personNames {
                #expect(TransformPieceCache.pieces(of: id).keys.contains { String(decoding: $0, as: UTF8.self).unicodeScalars.count > 1 })
            }
            let second = collation.collationKeyBatch(for: names, memo: ForeignStringMemo())
            for index in names.indices {
                #expect(first[index] == without[index] && second[index] == without[index], "'\(names[index])'")
            }
        }
    }
}
