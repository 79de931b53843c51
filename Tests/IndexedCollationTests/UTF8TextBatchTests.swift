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
            let fromBytes = collation.collationKeyBatch(forUTF8: Self.batch(names))
            #expect(fromBytes.count == names.count)
            let mismatch = names.indices.first { fromBytes[$0] != fromStrings[$0] }
            #expect(mismatch == nil, "\(label): '\(mismatch.map { names[$0] } ?? "")'")
        }
    }

    /// A memo carried across batches of bytes gives what one call gives.
    @Test func memoAcrossBatchesOfBytes() throws {
        let names = CollationKeyBatchTests.repeatedNames(count: 6000, distinct: 400, seed: 32)
        let collation = try LocalizedIndexedCollation(locale: "ru")
        let memo = ForeignStringMemo()
        var joined = CollationKeyBatch()
        for start in stride(from: 0, to: names.count, by: 1000) {
            joined.append(contentsOf: collation.collationKeyBatch(forUTF8: Self.batch(Array(names[start..<start + 1000])), memo: memo))
        }
        let whole = collation.collationKeyBatch(for: names)
        #expect(joined.bytes == whole.bytes)
        #expect(joined.ends == whole.ends)
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
        #expect(batch.isEmpty)
    }
}
