import ByteMachinery
import Testing
import TestSupport
@testable import IndexedCollation

/// A second copy of ICU's libraries (``ICUSecondInstance``), on which rule
/// passes run beside this process's: the same results, on two threads at once.
@Suite struct ICUSecondInstanceTests {
    static let second = ICUSecondInstance.process

    /// Scripts whose transliterator to Latin the shim builds from ICU's
    /// data, of every kind of rules it meets: contexts with quantifiers
    /// (Greek), keys of several characters and combining marks (Devanagari),
    /// a word break step beside the passes (Thai), segments (kana), letters
    /// alone (Cyrillic, Arabic, Hebrew), separators (Hangul).
    static let scripts: [ICUScript] = [.greek, .devanagari, TransliteratorFromDataTests.thai, .katakana, .hiragana,
                                       .cyrillic, .arabic, .hebrew, .hangul]

    @Test func loadsOnThisSystem() {
        // Debian's glibc has dlmopen and room for a namespace: were this nil,
        // every other test here would compare this process's ICU with itself.
        #expect(Self.second != nil)
    }

    /// Every character of the script alone, and random texts of up to
    /// eight with spaces and marks, transliterated on both ICUs at once
    /// (each text on one, then on the other): the same bytes as `Any-Latin`.
    @Test(arguments: scripts)
    func passesOnTheCopyAgreeWithThisProcesss(script: ICUScript) throws {
        let second = try #require(Self.second)
        let here = try TransliteratorFromDataTests.pool(script)
        let there = try TransliteratorPool(of: #require(ICUTransliterator.anyLatin(ofScript: script, on: second)))
        let characters = TransliteratorFromDataTests.characters(of: script)
        var candidates = characters.map { String($0) }
        var generator = SeededGenerator(seed: 41)
        for _ in 0..<4000 {
            candidates.append(String(String.UnicodeScalarView((0..<Int.random(in: 1...8, using: &generator)).map { _ in
                characters.randomElement(using: &generator)!
            })))
        }
        let texts = candidates.filter { ICUCharacter.onlyScript(of: $0) == script }
        let expected = texts.map { Array(TransliteratorFromDataTests.anyLatin.apply($0).utf8) }
        for round in 0..<2 {
            let results = Parallel.map(2) { part in
                stride(from: part, to: texts.count, by: 2).map { index in
                    (index, Array(((part + round) % 2 == 0 ? here : there).apply(texts[index]).utf8))
                }
            }
            for (index, latin) in results.joined() {
                #expect(latin == expected[index], "\(script) '\(texts[index])'")
            }
        }
        #expect(texts.count > 3000)
    }

    /// The words of many names learned on two ICUs give the keys they get
    /// on one: Greek, Devanagari and Thai names under `de`, with an owner
    /// that uses the second ICU and one that does not (enough new words
    /// for it: ``LocalizedIndexedCollation/newWordsForSecondICU``).
    /// (Person names: their transform is not `Any-Latin`, whose script's
    /// rules the copy runs, so every word stays on this process's ICU.)
    @Test(arguments: [false, true])
    func namesKeyedWithTheCopyAsWithout(personNames: Bool) throws {
        var generator = SeededGenerator(seed: 43)
        var names = ThaiNames.names(count: 6_000, using: &generator)
        for script in [ICUScript.greek, .devanagari] {
            let letters = TransliteratorFromDataTests.characters(of: script).filter { ICUCharacter.script(of: $0) == script }
            for _ in 0..<6_000 {
                names.append((0..<Int.random(in: 1...3, using: &generator)).map { _ in
                    String(String.UnicodeScalarView((0..<Int.random(in: 2...9, using: &generator)).map { _ in letters.randomElement(using: &generator)! }))
                }.joined(separator: " "))
            }
        }
        names.shuffle(using: &generator)
        func keys(usingSecondICU: Bool) throws -> CollationKeyBatch {
            let reuse = LibraryReuse()
            reuse.usesSecondICU = usingSecondICU
            let keys = try LocalizedIndexedCollation(locale: "de", options: .init(personNames: personNames), reuse: reuse)
                .collationKeyBatch(for: names, memo: ForeignStringMemo())
            // At most the three scripts: on a busy machine the part on the
            // copy may start after the other took every word (its results
            // are then all this process's ICU's, and the copy's are checked
            // above, on both at once).
            let built = reuse.state.withLock { $0.builtFromData.keys.filter { $0.hasSuffix("on the second ICU") } }
            #expect(usingSecondICU && !personNames ? built.count <= 3 : built.isEmpty, "\(built)")
            return keys
        }
        let one = try keys(usingSecondICU: false), two = try keys(usingSecondICU: true)
        for index in names.indices {
            #expect(one[index] == two[index], "'\(names[index])'")
        }
    }

    /// Once a batch with many new words has built a script's rules on the
    /// copy, a later batch with fewer (``LocalizedIndexedCollation/newWordsForLoadedSecondICU``
    /// or more) shares its words with it too, with the same keys as
    /// without a copy; asking whether it is built builds nothing.
    @Test func laterBatchesShareWithABuiltCopy() throws {
        var generator = SeededGenerator(seed: 45)
        let letters = Array("αβγδεζηθικλμνξοπρστυφχψωάέήίόύώ")
        let names = (0..<7_000).map { _ in String((0..<Int.random(in: 5...9, using: &generator)).map { _ in letters.randomElement(using: &generator)! }) }
        let first = Array(names[..<5_000]), later = Array(names[5_000...])
        func keys(usingSecondICU: Bool) throws -> (CollationKeyBatch, shared: Bool) {
            let reuse = LibraryReuse()
            reuse.usesSecondICU = usingSecondICU
            let collation = try LocalizedIndexedCollation(locale: "de", reuse: reuse), memo = ForeignStringMemo()
            // Nothing built yet: a later batch's count is not enough, and asking builds nothing.
            #expect(collation.secondICUPool(forNewWords: later.count, firstScript: .greek) == nil)
            #expect(reuse.builtAnyLatinOnSecondICU(ofScript: .greek) == nil)
            _ = collation.collationKeyBatch(for: first, memo: memo)
            #expect(collation.secondICUPool(forNewWords: LocalizedIndexedCollation.newWordsForLoadedSecondICU - 1, firstScript: .greek) == nil)
            let shared = collation.secondICUPool(forNewWords: later.count, firstScript: .greek) != nil
            return (collation.collationKeyBatch(for: later, memo: memo), shared)
        }
        let (without, sharedWithout) = try keys(usingSecondICU: false), (with, sharedWith) = try keys(usingSecondICU: true)
        #expect(!sharedWithout && sharedWith == (Parallel.width > 1))
        #expect(later.indices.allSatisfy { without[$0] == with[$0] })
    }

    /// An owner that does not use it builds nothing on it; every owner
    /// that does shares the process's one copy, and what it built there is
    /// given back by its reset.
    @Test func sharedByOwnersThatUseIt() throws {
        let reuse = LibraryReuse()
        reuse.usesSecondICU = false
        #expect(reuse.secondICU == nil && reuse.anyLatinOnSecondICU(ofScript: .greek) == nil)
        reuse.usesSecondICU = true
        #expect(reuse.secondICU === LibraryReuse().secondICU)
        let greek = try #require(reuse.anyLatinOnSecondICU(ofScript: .greek))
        #expect(greek.apply("Αθηνά") == TransliteratorFromDataTests.anyLatin.apply("Αθηνά"))
        #expect(reuse.counts.transforms == 1)
        reuse.removeAll()
        #expect(reuse.counts.transforms == 0 && reuse.usesSecondICU)
    }
}
