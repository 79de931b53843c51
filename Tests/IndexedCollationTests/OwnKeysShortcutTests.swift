import Testing
import TestSupport
@testable import IndexedCollation

/// The first pass's two shortcuts: texts told outside the table's range
/// without their sort key (`OutsideRangeCheck`), and parts of the pass
/// computed ahead by another thread (`OwnKeysAhead`). Neither may change a key.
@Suite struct OwnKeysShortcutTests {
    /// Scripts the `ru` table places by transliteration, scripts `Any-Latin`
    /// leaves as they are (Tifinagh, Vai, Cherokee: placed by their own key
    /// after all), the table's own alphabets, digits and the empty string.
    static let texts = ["王小明", "Παπαδόπουλος", "محمد", "김민준", "สมชาย", "ⵜⵉⴼⵉⵏⴰⵖ", "ꕙꔤ", "ᏣᎳᎩ", "Ёлкин", "Иван",
                        "Smith", "Ωmega A", "42", "", "-", "ß", "ǅ", "\u{0301}a"]

    /// For each text, what the collation's ``OutsideRangeCheck`` says, and
    /// whether its sort key lies in the table's range.
    static func verdicts(of collation: LocalizedIndexedCollation, on texts: [String]) throws
        -> [(text: String, outside: Bool, inRange: Bool)] {
        let check = try #require(collation.outsideRangeCheck)
        return texts.map { text in
            var bytes = text
            let outside = bytes.withUTF8 { check.liesOutside(utf8: $0) }
            return (text, outside, collation.collator.sortKey(text).withUnsafeBufferPointer(collation.isInTableRange))
        }
    }

    @Test func outsideMeansTheKeyLiesOutside() throws {
        let collation = try LocalizedIndexedCollation(locale: "ru")
        let check = try #require(collation.outsideRangeCheck)
        for (text, outside, inRange) in try Self.verdicts(of: collation, on: Self.texts) {
            if outside { #expect(!inRange, "\(text)") }
        }
        #expect(Self.texts.prefix(8).allSatisfy { text in var text = text; return text.withUTF8(check.liesOutside) })
    }

    @Test func onlyWhereTransliterationAlonePlaces() throws {
        #expect(try LocalizedIndexedCollation(locale: "zh-Hans").outsideRangeCheck == nil)
        // Without readings, a Japanese table keys kanji by themselves (`漢字`).
        #expect(try LocalizedIndexedCollation(locale: "ja", options: .init(readings: .none)).outsideRangeCheck == nil)
        #expect(try LocalizedIndexedCollation(locale: "ru", options: .init(foreignScripts: .lastSection)).outsideRangeCheck == nil)
    }

    @Test func keysEqualKeysOneByOne() throws {
        let names = CollationKeyBatchTests.repeatedNames(count: 5000, distinct: 300, seed: 41) + Self.texts
        for options in [LocalizedIndexedCollation.Options(), .init(othersFirst: true)] {
            let collation = try LocalizedIndexedCollation(locale: "ru", options: options)
            let batch = collation.collationKeyBatch(for: names + Self.texts.reversed())
            let mismatch = (names + Self.texts.reversed()).enumerated().first { batch[$0.offset] != collation.collationKey(for: $0.element) }
            #expect(mismatch == nil, "\(mismatch?.element ?? "")")
        }
    }

    @Test func partsComputedAheadGiveTheSameKeys() throws {
        let names = CollationKeyBatchTests.repeatedNames(count: 20_000, distinct: 900, seed: 42) + Self.texts
        let texts = UTF8TextBatchTests.batch(names)
        for (label, collation) in try CollationKeyBatchTests.collations() {
            var whole = CollationKeyBatch()
            _ = collation.collationKeys(forUTF8: texts, memo: ForeignStringMemo(), appendingTo: &whole)
            for partsAhead in [0, 1, 3, 1000] {
                var asked = 0
                let ahead = collation.ownKeysAhead(forUTF8: texts) { asked += 1; return asked <= partsAhead }
                var keys = CollationKeyBatch()
                _ = collation.collationKeys(forUTF8: texts, ahead: ahead, memo: ForeignStringMemo(), appendingTo: &keys)
                #expect(keys.keys.bytes == whole.keys.bytes && keys.sections == whole.sections, "\(label), \(partsAhead) parts ahead")
            }
        }
    }

    /// Names of the scripts a Latin table keys by letters, Han readings,
    /// letters position by position and words, in words drawn from small
    /// pools, so that a later batch meets both what the memo has learned
    /// and what it has not.
    static func namesOfManyScripts(count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        func words(_ alphabet: String, _ count: Int, length: ClosedRange<Int>) -> [String] {
            let letters = Array(alphabet)
            return (0..<count).map { _ in
                String((0..<Int.random(in: length, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
            }
        }
        let hangul = (0..<600).map { _ in String(UnicodeScalar(0xAC00 + UInt32.random(in: 0..<11_172, using: &generator))!) }
        let pools: [[String]] = [
            words("абвгдеёжзийклмнопрстуфхцчшщъыьэюя", 60, length: 2...8),
            words("αβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώ", 2_000, length: 2...8),
            words("ابتثجحخدذرزسشصضطظعغفقكلمنهوي", 60, length: 2...6),
            (0..<2_000).map { _ in (0..<Int.random(in: 1...3, using: &generator)).map { _ in hangul.randomElement(using: &generator)! }.joined() },
            ["สมชาย", "ศรีสุข", "ประเสริฐ", "วงศ์", "ทอง", "ใจดี", "บุญมี", "แก้ว"],
            ["राम", "सिंह", "कुमार", "शर्मा", "गुप्ता", "देवी", "प्रसाद", "लाल"],
            words("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗", 60, length: 2...3),
        ]
        return (0..<count).map { _ in
            let pool = pools.randomElement(using: &generator)!
            return (0..<Int.random(in: 1...3, using: &generator)).map { _ in pool.randomElement(using: &generator)! }.joined(separator: " ")
        }
    }

    /// Batches after the first come with their first pass computed ahead,
    /// which reads no memo: their foreign texts are keyed by the memo's
    /// tables as they stand, and the rest after learning. Every key equals
    /// the text's key alone.
    @Test func partsComputedAheadWithAMemoThatKnowsSome() throws {
        let names = Self.namesOfManyScripts(count: 9_000, seed: 43)
        for locale in ["de", "ru"] {
            // An owner of its own: the shared one may hold tables other
            // tests' memos shared, which the passes computed ahead read.
            let collation = try LocalizedIndexedCollation(locale: locale, reuse: LibraryReuse())
            let memo = ForeignStringMemo()
            var keys = CollationKeyBatch()
            for (number, batch) in stride(from: 0, to: names.count, by: 3_000).map({ Array(names[$0..<($0 + 3_000)]) }).enumerated() {
                let texts = UTF8TextBatchTests.batch(batch)
                if number == 0 {
                    _ = collation.collationKeys(forUTF8: texts, memo: memo, appendingTo: &keys)
                } else {
                    let ahead = collation.ownKeysAhead(forUTF8: texts) { true }
                    _ = collation.collationKeys(forUTF8: texts, ahead: ahead, memo: memo, appendingTo: &keys)
                }
            }
            #expect(memo.contextLetterReadings.count > 0 && memo.wordReadings.count > 0 && memo.letterReadings.count > 0)
            let mismatch = names.indices.first { keys[$0] != collation.collationKey(for: names[$0]) }
            #expect(mismatch == nil, "\(locale): '\(mismatch.map { names[$0] } ?? "")'")
        }
    }

    /// The tables are tried by a text's first character (``CharacterTables``):
    /// one that lacks it is skipped, and one that holds it but not the rest
    /// of the text leaves it to the next. Texts that begin in one table's
    /// script and go on in another's (Cyrillic then Hangul, a Greek letter
    /// inside a Cyrillic word, Han then Greek), or with spaces, keyed once
    /// the tables know both scripts, have the keys they have alone.
    @Test func textsThatLeaveTheTableOfTheirFirstCharacter() throws {
        let names = Self.namesOfManyScripts(count: 3_000, seed: 47)
        let mixed = ["Иван 김민준", "  김민준 Иван", "Иβан", "Γιώργος Иван", "王李 Γιώργος", "Иван Иван", "김 민준 가", " Иван",
                     "ราม สมชาย", "राम Иван"] + zip(names.prefix(200), names.dropFirst(200).prefix(200)).map { "\($0) \($1)" }
        for locale in ["de", "en"] {
            let collation = try LocalizedIndexedCollation(locale: locale)
            let memo = ForeignStringMemo()
            var keys = CollationKeyBatch()
            _ = collation.collationKeys(forUTF8: UTF8TextBatchTests.batch(names), memo: memo, appendingTo: &keys)
            let texts = UTF8TextBatchTests.batch(mixed)
            let ahead = collation.ownKeysAhead(forUTF8: texts) { true }
            var later = CollationKeyBatch()
            _ = collation.collationKeys(forUTF8: texts, ahead: ahead, memo: memo, appendingTo: &later)
            let mismatch = mixed.indices.first { later[$0] != collation.collationKey(for: mixed[$0]) }
            #expect(mismatch == nil, "\(locale): '\(mismatch.map { mixed[$0] } ?? "")'")
            // Known names behind spaces are written by their tables, which
            // are chosen by the first character past the spaces: the memo
            // gains no entry for them.
            let spaced = names.prefix(500).map { "  " + $0 }, entries = memo.count
            var again = CollationKeyBatch()
            _ = collation.collationKeys(forUTF8: UTF8TextBatchTests.batch(spaced), memo: memo, appendingTo: &again)
            #expect(memo.count == entries)
            #expect(spaced.indices.allSatisfy { again[$0] == collation.collationKey(for: spaced[$0]) })
        }
    }
}
