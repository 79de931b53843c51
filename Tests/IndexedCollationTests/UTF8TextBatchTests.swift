import Testing
import TestSupport
@testable import IndexedCollation

/// Keys computed straight from UTF-8 bytes (the command line's path) against
/// keys of the same texts as strings.
@Suite struct UTF8TextBatchTests {
    static func batch(_ strings: [String]) -> UTF8TextBatch {
        var batch = UTF8TextBatch()
        for string in strings {
            var string = string
            string.withUTF8 { batch.append($0) }
        }
        return batch
    }

    @Test func keysFromBytesEqualKeysFromStrings() throws {
        let names = CollationKeyBatchTests.repeatedNames(count: 9000, distinct: 600, seed: 31) + ["", "Zoë", "Ёлкин", "王小明", "42"]
        for (label, collation) in try CollationKeyBatchTests.collations() {
            let fromStrings = collation.collationKeyBatch(for: names)
            var fromBytes = CollationKeyBatch()
            _ = collation.collationKeys(forUTF8: Self.batch(names), memo: ForeignStringMemo(), appendingTo: &fromBytes)
            #expect(fromBytes.count == names.count)
            let mismatch = names.indices.first { fromBytes[$0] != fromStrings[$0] }
            #expect(mismatch == nil, "\(label): '\(mismatch.map { names[$0] } ?? "")'")
        }
    }

    /// A memo carried across batches of bytes, appended to one batch, gives
    /// what one call gives.
    @Test func memoAcrossBatchesOfBytes() throws {
        let names = CollationKeyBatchTests.repeatedNames(count: 6000, distinct: 400, seed: 32)
        let collation = try LocalizedIndexedCollation(locale: "ru")
        let memo = ForeignStringMemo()
        var joined = CollationKeyBatch()
        for start in stride(from: 0, to: names.count, by: 1000) {
            _ = collation.collationKeys(forUTF8: Self.batch(Array(names[start..<start + 1000])), memo: memo, appendingTo: &joined)
        }
        let whole = collation.collationKeyBatch(for: names)
        #expect(joined.keys.bytes == whole.keys.bytes)
        #expect(joined.keys.ends == whole.keys.ends)
        #expect((0..<whole.count).allSatisfy { joined.section(at: $0) == whole.section(at: $0) })
    }

    @Test func textsKeepTheirBytes() {
        var batch = UTF8TextBatch()
        batch.append("Ёлкин")
        batch.append("")
        batch.append("Zoë")
        #expect(batch.count == 3)
        #expect((0..<3).map(batch.string) == ["Ёлкин", "", "Zoë"])
        batch.removeAll()
        #expect(batch.count == 0)
    }
}
