#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
@testable import IndexedCollation

/// The reach kept in a file between processes (``TransformReachCache``):
/// read back, it is the reach ICU's rules give; a damaged file, or one made
/// under other versions or for another ID, is ignored.
@Suite(.serialized) struct TransformReachCacheTests {
    static let derived = try! ICUTransliterator(id: "Han-Latin").reach()!

    @Test func aKeptReachIsTheDerivedOne() throws {
        let text = TransformReachCache.text(of: Self.derived.ranges, id: "Han-Latin")
        let ranges = try #require(TransformReachCache.parse(text, id: "Han-Latin"))
        #expect(ranges == Self.derived.ranges)
        #expect(ranges.count > 10)
        let kept = try #require(ICUCharacterSet(ranges: ranges))
        #expect(kept.ranges == Self.derived.ranges)
    }

    @Test func damagedOrForeignFilesAreIgnored() {
        let text = TransformReachCache.text(of: Self.derived.ranges, id: "Han-Latin")
        #expect(TransformReachCache.parse(text, id: "Han-Latin/Names;Han-Latin") == nil)
        #expect(TransformReachCache.parse(text.replacingOccurrences(of: "icu \(ICUVersion.icu)", with: "icu 1.0"), id: "Han-Latin") == nil)
        #expect(TransformReachCache.parse(String(text.dropLast(30)), id: "Han-Latin") == nil)
        #expect(TransformReachCache.parse("", id: "Han-Latin") == nil)
        // One range changed, the checksum kept: caught by the checksum.
        let lines = text.split(separator: "\n")
        var changed = lines
        changed[6] = "21 7e"
        #expect(TransformReachCache.parse(changed.joined(separator: "\n") + "\n", id: "Han-Latin") == nil)
    }

    /// Through files: the first pool derives and keeps the reach, the second
    /// reads it without opening ICU's transliterator until a text needs it,
    /// and both answer alike.
    @Test func aPoolFromAKeptReachAnswersAsTheDerivedOne() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reach-\(UInt64.random(in: 0...UInt64.max))").path
        defer { try? FileManager.default.removeItem(atPath: directory); KeptFile.use(directory: nil) }
        KeptFile.use(directory: directory)
        let first = try TransliteratorPool(id: "Han-Latin", boundingReach: true)
        #expect(TransformReachCache.load(id: "Han-Latin")?.ranges == Self.derived.ranges)
        let second = try TransliteratorPool(id: "Han-Latin", boundingReach: true)
        for text in ["Müller Hans", "J.R.R. Tolkien", "王小明", "a(b", "Жуков", "ｱ"] {
            #expect(first.leavesUnchanged(text) == second.leavesUnchanged(text), "\(text)")
            #expect(first.apply(text) == second.apply(text), "\(text)")
        }
    }

    @Test func theDirectoryFollowsXDG() {
        #expect(KeptFile.defaultDirectory(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/collate")
        #expect(KeptFile.defaultDirectory(environment: ["XDG_CACHE_HOME": "c", "HOME": "/h"]) == "/h/.cache/collate")
        #expect(KeptFile.defaultDirectory(environment: [:]) == nil)
    }
}
