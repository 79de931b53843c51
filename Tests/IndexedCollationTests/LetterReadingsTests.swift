import Foundation
import Testing
import TestSupport
@testable import IndexedCollation

/// Texts of letters keyed by their letters' `Any-Latin` in one pass
/// (``LetterReadings``), which scripts ICU's rules let be read so
/// (``LibraryReuse/lettersAlone(of:)``), and the keys that gives: against
/// `Any-Latin` of each whole text.
@Suite struct LetterReadingsTests {
    static let anyLatin = try! TransliteratorPool(id: "Any-Latin")

    /// Every letter of `script` in the Basic and Supplementary planes that
    /// may enter the table, with its `Any-Latin`, as
    /// ``LocalizedIndexedCollation/learnLetterReadings(of:in:memo:)`` admits it.
    static func letters(of script: ICUScript) throws -> [(Unicode.Scalar, String)] {
        _ = try #require(LibraryReuse.shared.lettersAlone(of: script))
        return (0..<0x30000).compactMap { value -> (Unicode.Scalar, String)? in
            guard let scalar = Unicode.Scalar(UInt32(value)), ICUCharacter.script(of: scalar) == script,
                  LetterReadings.script(admitting: scalar, lettersAlone: LibraryReuse.shared.lettersAlone(of:)) == script else { return nil }
            let latin = anyLatin.apply(String(scalar))
            return LetterReadings.admits(latin: latin, of: scalar, script: script) ? (scalar, latin) : nil
        }
    }

    /// Words of `letters` separated by runs of spaces, now and then with
    /// spaces before or after.
    static func randomText(_ letters: [Unicode.Scalar], using generator: inout SeededGenerator) -> String {
        var text = Int.random(in: 0..<8, using: &generator) == 0 ? " " : ""
        for word in 0..<Int.random(in: 1...3, using: &generator) {
            if word > 0 { text += Int.random(in: 0..<4, using: &generator) == 0 ? "  " : " " }
            for _ in 0..<Int.random(in: 1...8, using: &generator) { text.unicodeScalars.append(letters.randomElement(using: &generator)!) }
        }
        return text + (Int.random(in: 0..<8, using: &generator) == 0 ? " " : "")
    }

    /// Cyrillic, Arabic, Hebrew and Armenian read letter by letter under
    /// ICU 72's rules; Greek (final sigma, diphthongs), Hangul (separators
    /// between syllables), Devanagari and Bengali (vowel signs after
    /// consonants), Georgian (no normalization steps), Thai and kana do not.
    @Test func whichScriptsReadLettersAlone() {
        for script in [ICUScript.cyrillic, .arabic, .hebrew, .armenian] {
            #expect(LibraryReuse.shared.lettersAlone(of: script) != nil, "\(script)")
        }
        for script in [ICUScript.greek, .hangul, .devanagari, .bengali, .georgian, .thai, .hiragana, .katakana, .han] {
            #expect(LibraryReuse.shared.lettersAlone(of: script) == nil, "\(script)")
        }
    }

    /// On random words of every admitted letter, the one pass gives
    /// `Any-Latin` of the whole text, byte for byte; a text mixing two
    /// scripts, or holding a letter the table lacks, is refused.
    @Test(arguments: [ICUScript.cyrillic, .arabic, .hebrew, .armenian])
    func lettersJoinToTheWholeTransliteration(script: ICUScript) throws {
        let letters = try Self.letters(of: script)
        #expect(letters.count > 60)
        var table = LetterReadings()
        for (letter, latin) in letters { table.add(letter, of: script, latin: latin) }
        var generator = SeededGenerator(seed: 41)
        for _ in 0..<1500 {
            let text = Self.randomText(letters.map(\.0), using: &generator)
            #expect(Self.written(text, by: table) == Self.anyLatin.apply(text), "'\(text)'")
        }
        table.add("α", of: .greek, latin: "a")
        #expect(Self.written("\(letters[0].0)α", by: table) == nil, "one script per text")
        #expect(Self.written("\(letters[0].0)1", by: table) == nil, "a character the table lacks")
        #expect(Self.written("  ", by: table) == nil, "no letter")
    }

    static func written(_ text: String, by table: LetterReadings) -> String? {
        let bytes = Array(text.utf8)
        var out = [UInt8](repeating: 0, count: bytes.count * table.bytesPerByte)
        let length = bytes.withUnsafeBufferPointer { text in out.withUnsafeMutableBufferPointer { table.writeLatin(ofUTF8: text, to: $0) } }
        return length.map { String(decoding: out[..<$0], as: UTF8.self) }
    }

    /// Names of the three scripts, and Greek, Latin and mixed ones, keyed
    /// in bulk under `de` in two calls with one memo (letters learned in
    /// the first, read in the first pass of the second): each key equals
    /// the key of the name alone, which transliterates it whole. Names keyed
    /// by letters take no entry in the memo.
    @Test func keysByLettersEqualTheKeyOfEachText() throws {
        let collation = try LocalizedIndexedCollation(locale: "de", reuse: LibraryReuse())
        let alphabets = try [ICUScript.cyrillic, .arabic, .hebrew].map { try Self.letters(of: $0).map(\.0) }
        let others = ["Ἀλέξανδρος", "Anna Berg", "Иван Smith", "Ёж 2", "ʿAli", "עמוס", "عبد الله", " Яна "]
        var generator = SeededGenerator(seed: 42)
        let memo = ForeignStringMemo()
        var letterTexts = 0
        for _ in 0..<2 {
            let texts = (0..<3000).map { index in
                index % 10 == 0 ? others.randomElement(using: &generator)!
                    : Self.randomText(alphabets.randomElement(using: &generator)!, using: &generator)
            }
            letterTexts += texts.count - texts.count / 10
            let batch = collation.collationKeyBatch(for: texts, memo: memo)
            for (index, text) in texts.enumerated() {
                #expect(batch[index] == collation.collationKey(for: text), "'\(text)'")
            }
        }
        #expect(memo.letterReadings.count > 500)
        #expect(memo.count < 100, "\(memo.count) texts in the memo, of \(letterTexts) keyed by letters")
    }

    /// Letters kept by a first owner (written to its file, read back by a
    /// second) key names alike, and the second opens no transliterator.
    @Test func keptLettersKeyAlikeWithoutATransliterator() throws {
        let names = ["Иван Петров", "Ёлка", "محمد علي", "אברהם", "Яна  Ли"]
        let store = KeptStore(directory: try CollateRunner.directory().appendingPathComponent("kept-letters").path)
        func keys(_ reuse: LibraryReuse) throws -> CollationKeyBatch {
            try LocalizedIndexedCollation(locale: "en", reuse: reuse).collationKeyBatch(for: names, memo: ForeignStringMemo())
        }
        let without = try keys(LibraryReuse())
        let writer = LibraryReuse(store: store)
        _ = try keys(writer)
        writer.writeKeptFiles()
        let reader = LibraryReuse(store: store)
        #expect(reader.keptLetters.count >= 20)
        // Only single letters are kept, never a name.
        #expect(!reader.pieces(of: LetterReadings.keptID).results.keys.contains {
            String(decoding: $0, as: UTF8.self).unicodeScalars.count > 1
        })
        let second = try keys(reader)
        #expect(reader.counts.transforms == 0, "every letter was kept: nothing to open")
        for index in names.indices { #expect(second[index] == without[index], "'\(names[index])'") }
    }

    /// Letters a memo learns are shared through the owner, files or not:
    /// the first pass computed ahead and a later memo key their texts with
    /// no transliterator, alike.
    @Test func learnedLettersAreSharedThroughTheOwner() throws {
        let names = ["Иван Петров", "Ёлка", "محمد علي", "אברהם", "Яна  Ли"]
        let reuse = LibraryReuse()
        #expect(reuse.keptLetters.count == 0)
        let collation = try LocalizedIndexedCollation(locale: "en", reuse: reuse)
        let first = collation.collationKeyBatch(for: names, memo: ForeignStringMemo())
        #expect(reuse.keptLetters.count >= 20)
        let texts = UTF8TextBatchTests.batch(names + names)
        let ahead = collation.ownKeysAhead(forUTF8: texts) { true }
        #expect(ahead.done.allSatisfy { $0.pending.isEmpty }, "keyed ahead by the shared letters")
        let memo = ForeignStringMemo()
        var keys = CollationKeyBatch()
        _ = collation.collationKeys(forUTF8: texts, ahead: ahead, memo: memo, appendingTo: &keys)
        #expect(memo.count == 0 && memo.letterReadings.count == 0, "nothing learned again")
        for index in names.indices { #expect(keys[index] == first[index] && keys[names.count + index] == first[index], "'\(names[index])'") }
    }
}
