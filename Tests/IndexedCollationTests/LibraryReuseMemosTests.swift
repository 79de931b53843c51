import Dispatch
import Synchronization
import Testing
@testable import IndexedCollation

/// The library's own calls keep each table's memo of foreign strings for
/// the next call, bounded, and place strings exactly as a fresh memo does.
/// Each test has an owner of kept state of its own (``LibraryReuse``), so
/// that no other suite's calls take its memos meanwhile.
struct LibraryReuseMemosTests {
    static let names = ["Жуков", "Ἀλέξανδρος", "王小明", "Müller", "김민수", "Жуков", "Ивановa", "สมชาย", "123"]

    static let rare = LocalizedIndexedCollation.Options(personNames: true, ignoresLeadingArticles: true)
    let reuse = LibraryReuse()

    static func same(_ a: CollationKeyBatch, _ b: CollationKeyBatch) -> Bool {
        a.count == b.count && (0..<a.count).allSatisfy { a[$0] == b[$0] }
    }

    @Test func aSecondCollationOfTheTableFindsTheFirstOnesStrings() throws {
        let first = try LocalizedIndexedCollation(locale: "ru", options: Self.rare, reuse: reuse)
        let keys = first.collationKeyBatch(for: Self.names)
        let kept = try #require(reuse.keptMemo(for: first).strings)
        #expect(kept > 0)
        // A new collation of the same table (a server's next request) uses
        // that memo: it learns no string, and its keys are the same.
        let second = try LocalizedIndexedCollation(locale: "ru", options: Self.rare, reuse: reuse)
        #expect(Self.same(second.collationKeyBatch(for: Self.names), keys))
        #expect(reuse.keptMemo(for: second).strings == kept)
        // The same keys as a memo of its own gives, and as one by one.
        #expect(Self.same(second.collationKeyBatch(for: Self.names, memo: ForeignStringMemo()), keys))
        #expect(Self.names.indices.allSatisfy { keys[$0] == second.collationKey(for: Self.names[$0]) })
    }

    @Test func otherOptionsAndProvidersKeepTheirOwn() throws {
        let plain = try LocalizedIndexedCollation(locale: "el", options: Self.rare, reuse: reuse)
        let names = try LocalizedIndexedCollation(locale: "el", options: .init(personNames: true), reuse: reuse)
        _ = plain.collationKeyBatch(for: Self.names)
        let before = reuse.keptMemo(for: names).strings
        _ = names.collationKeyBatch(for: ["曾国藩"])
        #expect(reuse.keptMemo(for: plain).strings != nil)
        #expect(reuse.keptMemo(for: names).strings == (before ?? 0) + 1)
        // A reading provider of the caller's own is never shared.
        struct Kana: ReadingProvider { func reading(of string: String) -> String? { "かな" } }
        let own = try LocalizedIndexedCollation(locale: "ja", options: .init(readings: .provider(Kana())), reuse: reuse)
        _ = own.collationKeyBatch(for: ["山田"])
        #expect(reuse.keptMemo(for: own).strings == nil)
    }

    @Test func atMostFourMemosAreKept() throws {
        for (count, locale) in ["de", "el", "he", "ar", "hi", "th"].enumerated() {
            _ = try LocalizedIndexedCollation(locale: locale, reuse: reuse).collationKeyBatch(for: Self.names)
            #expect(reuse.counts.memos == min(count + 1, MemoStore.maximumMemos))
        }
    }

    /// The total bound gives back the least recently used memos first, and
    /// ``LibraryReuse/removeAll()`` everything.
    @Test func theBoundAndRemoveAllGiveMemoryBack() throws {
        let greek = try LocalizedIndexedCollation(locale: "el", reuse: reuse), hebrew = try LocalizedIndexedCollation(locale: "he", reuse: reuse)
        _ = greek.collationKeyBatch(for: Self.names)
        _ = hebrew.collationKeyBatch(for: Self.names)
        #expect(reuse.counts.memos == 2 && reuse.counts.memoBytes > 0)
        reuse.maximumBytes = reuse.counts.memoBytes - 1
        #expect(reuse.keptMemo(for: greek).strings == nil && reuse.keptMemo(for: hebrew).strings != nil)
        reuse.maximumBytes = 0
        #expect(reuse.counts.memos == 0)
        _ = greek.collationKeyBatch(for: Self.names)
        #expect(reuse.counts.memos == 0, "nothing is kept under a bound of 0")
        reuse.maximumBytes = 64 << 20
        _ = greek.collationKeyBatch(for: Self.names)
        #expect(reuse.counts.memos == 1 && reuse.counts.tables > 0 && reuse.counts.transforms > 0)
        reuse.removeAll()
        #expect(reuse.counts == LibraryReuse.Counts(transforms: 0, tables: 0, pieces: 0, memos: 0, memoBytes: 0, unwrittenFiles: 0))
        #expect(reuse.maximumBytes == 64 << 20)
    }

    /// A bound set before any call, and what `counts` and `removeAll()` say after one.
    @Test func aBoundSetFirstHoldsAndRemoveAllEmpties() throws {
        let reuse = LibraryReuse()
        reuse.maximumBytes = 16 << 20
        let collation = try LocalizedIndexedCollation(locale: "ru", reuse: reuse)
        _ = collation.sections(of: ["王芳", "Ёлкин", "Ωmega"], by: \String.self)
        let counts = reuse.counts
        #expect(counts.memos == 1 && counts.memoBytes > 0 && counts.memoBytes <= 16 << 20 && counts.tables == 1)
        reuse.removeAll()
        #expect(reuse.counts.memos == 0 && reuse.counts.tables == 0 && reuse.counts.transforms == 0)
        #expect(reuse.keptFilesDirectory == nil)
    }

    /// Threads making collations of one owner, keying (its memos), reading
    /// its counts and emptying it at once: every key is the key of a
    /// collation made alone (run under ThreadSanitizer by `Scripts/sanitize thread`).
    @Test func threadsShareOneOwner() throws {
        let names = Self.names + ["曾国藩", "欧阳修", "Zoë"]
        let expected = try LocalizedIndexedCollation(locale: "zh-Hans", options: .init(personNames: true), reuse: LibraryReuse())
            .collationKeyBatch(for: names, memo: ForeignStringMemo())
        let reuse = self.reuse
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 16) { round in
            if round % 5 == 4 { reuse.removeAll() }
            _ = reuse.counts
            guard let collation = try? LocalizedIndexedCollation(locale: "zh-Hans", options: .init(personNames: true), reuse: reuse) else {
                failures.withLock { $0 += 1 }
                return
            }
            let keys = collation.collationKeyBatch(for: names)
            if !Self.same(keys, expected) { failures.withLock { $0 += 1 } }
        }
        #expect(failures.withLock { $0 } == 0)
    }
}
