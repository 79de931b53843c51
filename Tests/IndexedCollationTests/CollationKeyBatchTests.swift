import Testing
import TestSupport
@testable import IndexedCollation

/// The bulk paths (`collationKeyBatch`, the parallel sort behind
/// `sortedArray` and `sections`) against the one-string-at-a-time path.
@Suite struct CollationKeyBatchTests {
    /// Many repeats (foreign names are transliterated once per distinct
    /// string) and enough strings for several parallel parts.
    static func repeatedNames(count: Int, distinct: Int, seed: UInt64) -> [String] {
        let pool = randomNames(count: distinct, seed: seed)
        var generator = SeededGenerator(seed: seed + 1)
        return (0..<count).map { _ in pool.randomElement(using: &generator)! }
    }

    static func collations() throws -> [(String, LocalizedIndexedCollation)] {
        var english = try #require(LocaleCatalog.table(id: "en"))
        english.transform = "Any-Latin; Latin-ASCII"
        return [
            ("en", try LocalizedIndexedCollation(locale: "en")),
            ("ru", try LocalizedIndexedCollation(locale: "ru")),
            ("zh-Hant", try LocalizedIndexedCollation(locale: "zh-Hant")),
            ("ja without readings", try LocalizedIndexedCollation(locale: "ja", options: .init(readings: .none))),
            ("ru, foreign scripts last", try LocalizedIndexedCollation(locale: "ru", options: .init(foreignScripts: .lastSection))),
            ("zh-Hant, person names", try LocalizedIndexedCollation(locale: "zh-Hant", options: .init(personNames: true))),
            ("en with a transform", try LocalizedIndexedCollation(table: english)),
        ]
    }

    @Test func batchEqualsKeysOneByOne() throws {
        let names = Self.repeatedNames(count: 12_000, distinct: 700, seed: 11)
        for (label, collation) in try Self.collations() {
            let batch = collation.collationKeyBatch(for: names)
            #expect(batch.count == names.count)
            let mismatch = names.indices.first { batch[$0] != collation.collationKey(for: names[$0]) }
            #expect(mismatch == nil, "\(label): '\(mismatch.map { names[$0] } ?? "")'")
        }
    }

    /// Repeated strings are keyed once (the test above checks their keys):
    /// only when there are enough strings and one in 32 of the first
    /// 16,384 repeats; the distinct texts are then each string once.
    @Test func repeatsAreFoundOnlyWhereTheyPay() {
        let repeated = Self.repeatedNames(count: 12_000, distinct: 700, seed: 11)
        let distinct = DistinctTexts(ifRepeating: repeated)
        #expect(distinct != nil)
        #expect(distinct?.texts.count == Set(repeated).count && distinct?.repeats == repeated.count - Set(repeated).count)
        let unique = (0..<12_000).map { "Имя \($0)" }
        #expect(DistinctTexts(ifRepeating: unique) == nil)
        #expect(DistinctTexts(ifRepeating: Array(repeated.prefix(3_000))) == nil, "too few to share")
    }

    /// The first pass opens `Any-Latin` where it meets a string to
    /// transliterate (on its own thread, while the others key), and only
    /// then: strings that need no transliterator (digits, punctuation, a
    /// `hi` table's Latin) leave it closed. The keys are the one-by-one
    /// path's either way.
    @Test func theFirstPassOpensAnyLatinOnlyForAStringToTransliterate() throws {
        let collation = try LocalizedIndexedCollation(locale: "hi")
        let untouched = (0..<5_000).map { ["42", "!", "", "  ", "Ann", "अकम"][$0 % 6] }
        let untouchedKeys = collation.collationKeyBatch(for: untouched, memo: ForeignStringMemo())
        #expect(!collation.latinReading.isOpen)
        #expect(untouched.indices.allSatisfy { untouchedKeys[$0] == collation.collationKey(for: untouched[$0]) })

        let names = Self.repeatedNames(count: 6_000, distinct: 300, seed: 5) + ["ॐकम", "ऽकम", "ॐ"]
        let batch = collation.collationKeyBatch(for: names, memo: ForeignStringMemo())
        #expect(collation.latinReading.isOpen)
        let mismatch = names.indices.first { batch[$0] != collation.collationKey(for: names[$0]) }
        #expect(mismatch == nil, "'\(mismatch.map { names[$0] } ?? "")'")
    }

    /// Strings transliterated whole (not joined from pieces: mixed scripts,
    /// digits among letters) are left by the parallel pass and placed after
    /// it on one thread, with the keys they get one by one.
    @Test func wholeTransliterationsAreDeferredAndKeyedAlike() throws {
        let collation = try LocalizedIndexedCollation(locale: "ru")
        let whole = ["สมชาย ๑", "Ἀθῆναι 12", "Ива Smith", "王 φ", "123 ἄλφα"]
        let byPieces = ["Αθηνα", "王小明", "あおい", "Smith", "สมชาย ใจดี"]
        for string in whole {
            #expect(collation.latinSegments(of: string) == nil, "\(string) is not split")
            #expect(collation.replacement(for: string, latin: nil, remembered: true, transliteratingWhole: false) == nil)
            #expect(collation.replacement(for: string, latin: nil, remembered: true, transliteratingWhole: true) != nil)
        }
        for string in byPieces { #expect(collation.latinSegments(of: string) != nil, "\(string) is split") }
        let memo = ForeignStringMemo()
        let names = (0..<3_000).map { whole[$0 % whole.count] + String($0 % 40) } + byPieces + whole
        let batch = collation.collationKeyBatch(for: names, memo: memo)
        #expect(names.indices.allSatisfy { batch[$0] == collation.collationKey(for: names[$0]) })
        #expect(memo.latinPieces.count > 0)
    }

    @Test func emptyAndTinyBatches() throws {
        let collation = try LocalizedIndexedCollation(locale: "ru")
        #expect(collation.collationKeyBatch(for: []).count == 0)
        #expect(collation.sortedArray(from: [String](), collationStringKeyPath: \.self).isEmpty)
        #expect(collation.collationKeyBatch(for: [""])[0] == collation.collationKey(for: ""))
    }

    /// Large enough for the parallel sort to split and merge.
    @Test func sortedArrayAndSectionsMatchAStableSortByKey() throws {
        let names = Self.repeatedNames(count: 40_000, distinct: 3000, seed: 12)
        let collation = try LocalizedIndexedCollation(locale: "ru")
        var keyOf: [String: CollationKey] = [:]
        for name in Set(names) { keyOf[name] = collation.collationKey(for: name) }
        let expected = names.indices.sorted { a, b in
            let (x, y) = (keyOf[names[a]]!, keyOf[names[b]]!)
            return x < y || (x.bytes == y.bytes && a < b)
        }
        let records = Array(names.enumerated())
        #expect(collation.sortedArray(from: records) { $0.element }.map(\.offset) == expected)

        let sections = collation.sections(of: records) { $0.element }
        let expectedSections = Dictionary(grouping: expected) { keyOf[names[$0]]!.section }
        #expect(sections.map(\.number) == expectedSections.keys.sorted())
        for section in sections {
            #expect(section.elements.map(\.offset) == expectedSections[section.number], "section \(section.title)")
        }
    }
}

extension CollationKeyBatchTests {
    /// Batches sharing a memo give the keys that separate batches give, and
    /// the memo holds each distinct foreign string once.
    @Test func memoAcrossBatchesGivesTheSameKeys() throws {
        let names = Self.repeatedNames(count: 9000, distinct: 400, seed: 13)
        for (label, collation) in try Self.collations() {
            let memo = ForeignStringMemo()
            var keys: [CollationKey] = []
            for start in stride(from: 0, to: names.count, by: 3000) {
                let batch = collation.collationKeyBatch(for: Array(names[start..<start + 3000]), memo: memo)
                keys += (0..<batch.count).map { batch[$0] }
            }
            #expect(keys == collation.collationKeys(for: names), "\(label)")
            #expect(memo.count <= Set(names).count, "\(label)")
        }
    }
}

extension CollationKeyBatchTests {
    /// Concatenated batches are a batch: appending the batches of parts of
    /// a list gives the batch of the whole list, whole or key by key.
    @Test func appendedBatchesEqualOneBatchOfTheConcatenation() throws {
        let names = Self.repeatedNames(count: 7000, distinct: 900, seed: 14)
        for (label, collation) in try Self.collations() {
            let whole = collation.collationKeyBatch(for: names)
            var appended = CollationKeyBatch()
            var byRanges = CollationKeyBatch()
            for start in stride(from: 0, to: names.count, by: 2500) {
                let part = collation.collationKeyBatch(for: Array(names[start..<min(start + 2500, names.count)]))
                appended.append(contentsOf: part)
                // The same part in three pieces, one of them empty.
                byRanges.append(contentsOf: part, positions: 0..<100)
                byRanges.append(contentsOf: part, positions: 100..<100)
                byRanges.append(contentsOf: part, positions: 100..<part.count)
            }
            for batch in [appended, byRanges] {
                #expect(batch.sections == whole.sections, "\(label)")
                #expect(batch.keys.bytes == whole.keys.bytes, "\(label)")
                #expect(batch.keys.ends == whole.keys.ends, "\(label)")
            }
        }
    }

    @Test func appendingOneKeyAndComparingKeys() throws {
        var batch = CollationKeyBatch()
        batch.append(section: 2, key: [5, 6, 7])
        batch.append(section: 3, key: [UInt8]())
        batch.append(section: 0, key: [5, 6, 7])
        batch.append(section: 1, key: [5, 6])
        #expect(batch.count == 4)
        #expect(batch.withKey(at: 0, Array.init) == [5, 6, 7] && batch.withKey(at: 1, \.isEmpty) && batch.withKey(at: 3, Array.init) == [5, 6])
        #expect(batch.keys.ends == [3, 3, 6, 8])
        #expect(batch[2] == CollationKey(section: 0, bytes: [5, 6, 7]))
        #expect(batch.hasEqualKeys(0, 2))
        #expect(!batch.hasEqualKeys(0, 3) && !batch.hasEqualKeys(1, 3))
        #expect(batch.hasEqualKeys(1, 1))
    }

    /// The section spans against grouping the sorted positions naively, on
    /// random sections and keys.
    @Test(arguments: [0, 1, 5, 3000, 40_000])
    func sectionSpansAgreeWithANaiveGrouping(count: Int) {
        var generator = SeededGenerator(seed: UInt64(count) + 15)
        let sectionCount = 7
        var batch = CollationKeyBatch()
        for _ in 0..<count {
            let section = Int.random(in: 0..<sectionCount, using: &generator)
            let key = (0..<Int.random(in: 0...12, using: &generator)).map { _ in UInt8.random(in: 1...4, using: &generator) }
            batch.append(section: section, key: key)
        }
        let order = batch.sortedPositions(bySection: true)
        let spans = batch.sectionSpans(sectionCount: sectionCount)
        #expect(spans.count == sectionCount)
        var position = 0
        for section in 0..<sectionCount {
            let start = position
            while position < order.count, batch.sections[order[position]] == section { position += 1 }
            #expect(spans[section] == start..<position, "section \(section)")
        }
        #expect(position == order.count, "the spans cover every key")
    }
}
