import Testing
@testable import IndexedCollation

/// The library's own calls keep each table's memo of foreign strings for
/// the next call, bounded, and place strings exactly as a fresh memo does.
/// Serialized: the store is process-wide.
@Suite(.serialized) struct SharedForeignStringMemosTests {
    static let names = ["Жуков", "Ἀλέξανδρος", "王小明", "Müller", "김민수", "Жуков", "Ивановa", "สมชาย", "123"]

    /// Options no other suite uses, so that no test running beside these
    /// takes this memo out of the store meanwhile.
    static let rare = LocalizedIndexedCollation.Options(personNames: true, ignoresLeadingArticles: true)

    static func same(_ a: CollationKeyBatch, _ b: CollationKeyBatch) -> Bool {
        a.count == b.count && (0..<a.count).allSatisfy { a[$0] == b[$0] }
    }

    @Test func aSecondCollationOfTheTableFindsTheFirstOnesStrings() throws {
        let first = try LocalizedIndexedCollation(locale: "ru", options: Self.rare)
        let keys = first.collationKeyBatch(for: Self.names)
        let kept = try #require(SharedForeignStringMemos.kept(for: first).strings)
        #expect(kept > 0)
        // A new collation of the same table (a server's next request) uses
        // that memo: it learns no string, and its keys are the same.
        let second = try LocalizedIndexedCollation(locale: "ru", options: Self.rare)
        #expect(Self.same(second.collationKeyBatch(for: Self.names), keys))
        #expect(SharedForeignStringMemos.kept(for: second).strings == kept)
        // The same keys as a memo of its own gives, and as one by one.
        #expect(Self.same(second.collationKeyBatch(for: Self.names, memo: ForeignStringMemo()), keys))
        #expect(Self.names.indices.allSatisfy { keys[$0] == second.collationKey(for: Self.names[$0]) })
    }

    @Test func otherOptionsAndProvidersKeepTheirOwn() throws {
        let plain = try LocalizedIndexedCollation(locale: "el", options: Self.rare)
        let names = try LocalizedIndexedCollation(locale: "el", options: .init(personNames: true))
        _ = plain.collationKeyBatch(for: Self.names)
        let before = SharedForeignStringMemos.kept(for: names).strings
        _ = names.collationKeyBatch(for: ["曾国藩"])
        #expect(SharedForeignStringMemos.kept(for: plain).strings != nil)
        #expect(SharedForeignStringMemos.kept(for: names).strings == (before ?? 0) + 1)
        // A reading provider of the caller's own is never shared.
        struct Kana: ReadingProvider { func reading(of string: String) -> String? { "かな" } }
        let own = try LocalizedIndexedCollation(locale: "ja", options: .init(readings: .provider(Kana())))
        _ = own.collationKeyBatch(for: ["山田"])
        #expect(SharedForeignStringMemos.kept(for: own).strings == nil)
    }

    @Test func atMostFourMemosAreKept() throws {
        for locale in ["de", "el", "he", "ar", "hi", "th"] {
            _ = try LocalizedIndexedCollation(locale: locale).collationKeyBatch(for: Self.names)
            #expect(SharedForeignStringMemos.kept(for: try LocalizedIndexedCollation(locale: locale)).memos
                        <= SharedForeignStringMemos.maximumMemos)
        }
    }
}
