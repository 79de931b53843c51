import ByteMachinery
import Synchronization

extension LocalizedIndexedCollation {
    /// Keys a text of the words case by its words' `Any-Latin`
    /// (``WordReadings/appendLatin(ofUTF8:to:)``), as ``keyByLetters(_:_:buffers:into:)``
    /// keys letters: the key and section ``replacement(for:latin:remembered:)``
    /// gives its transliteration, with no `String`, no pieces and no memo
    /// entry. False, and nothing appended, when the table lacks a word.
    /// O(n) for n bytes, plus one sort key.
    func keyByWords(_ text: UnsafeBufferPointer<UInt8>, _ tables: CharacterTables, buffers: inout ReadingBuffers,
                    into keys: inout CollationKeyBatch) -> Bool {
        buffers.reading.removeAll(keepingCapacity: true)
        guard tables.words.appendLatin(ofUTF8: text, to: &buffers.reading) else { return false }
        return buffers.reading.withUnsafeBufferPointer { keyByTransliteration($0, of: text, into: &keys) }
    }

    /// Fills `memo`'s ``WordReadings`` with the words it lacks of those
    /// texts of `pending` that are of the words case
    /// (``LatinSegments/words(ofUTF8:)``) and that letters do not key
    /// (``LetterReadings``, ``ContextLetterReadings``): each distinct new word transliterated alone by
    /// `Any-Latin` (or taken from the memo's pieces), and entered when its
    /// result holds no letter of its script; a word refused goes into the
    /// memo's pieces, where its text's placement looks for it.
    ///
    /// Thread safety: the texts are split on all cores against the table
    /// as it was; the new words are transliterated on this thread, or, when
    /// they are many, on two: ICU runs one rule-based transliteration at a
    /// time in a process, so the second runs on a second copy of ICU
    /// (``latinOfNewWords(_:)``). The table grows on this thread, in the
    /// order the words were met.
    ///
    /// Complexity: O(their total length), plus one transliteration per new word.
    func learnWordReadings<Texts: CollationTexts>(of pending: [Int], in strings: Texts, memo: ForeignStringMemo) {
        let unknown = unknownWords(of: pending, in: strings, memo: memo)
        guard unknown.contains(where: { !$0.isEmpty }) else { return }
        // Each distinct word the table lacks, in the order met, with its
        // result when the memo's pieces remember it.
        var met = ByteStringSet(), words: [(bytes: Range<Int>, text: Int, string: String, script: ICUScript, remembered: String?)] = []
        var asked: [(string: String, script: ICUScript)] = []
        for (index, word, script) in unknown.joined() {
            strings.withUTF8(index) { text in
                let bytes = UnsafeBufferPointer(rebasing: text[word])
                // The table lacks it: `unknownWords` asked, and it has not grown since.
                guard met.insert(bytes).inserted else { return }
                let string = String(decoding: bytes, as: UTF8.self)
                let remembered = memo.latinPieces[string[...]]
                if remembered == nil { asked.append((string, script)) }
                words.append((word, index, string, script, remembered))
            }
        }
        var answers = latinOfNewWords(asked).makeIterator()
        // Taken out of the memo while it grows, so that no other reference
        // makes its first addition copy every word it holds (once a batch,
        // which grew with the run).
        var grown = WordReadings()
        swap(&grown, &memo.wordReadings)
        defer { memo.wordReadings = grown }
        for word in words {
            let (latin, admitted) = word.remembered.map { ($0, WordReadings.admits(latin: $0, script: word.script)) } ?? answers.next()!
            if admitted {
                strings.withUTF8(word.text) { grown.add(word: UnsafeBufferPointer(rebasing: $0[word.bytes]), of: word.script, latin: latin) }
            } else if word.remembered == nil {
                // Its text goes the memo's way, whose pieces are these
                // words: transliterated once, not again there.
                memo.latinPieces.add(word.string[...], latin: latin)
            }
        }
    }

    /// The fewest new words in one call worth a second copy of ICU: some
    /// 25 ms of ICU's rules on one thread, a quarter of a batch of `collate`'s
    /// texts each bringing a new word. With fewer, the rest of the batch and
    /// the reader keep the other core busy meanwhile, and the copy would
    /// only hold memory: directory-1M, whose batches bring 1,000–2,300 new
    /// words each, ran no faster with it and held 8 MB more; 100,000 Greek
    /// names, 2,700–18,700 a batch, ran 12 % faster (docs/performance-log.md,
    /// "A second ICU").
    static let newWordsForSecondICU = 4096

    /// The fewest new words in one call shared with a copy of ICU that is
    /// loaded and whose transliterator of their script is built already
    /// (an earlier batch had many): what is left to pay is handing a part
    /// to the other core. The last batches of 100,000 Greek names bring
    /// 3,834 and 2,691 (docs/performance-log.md, "The second ICU for a
    /// run's later batches").
    static let newWordsForLoadedSecondICU = 1024

    /// The transliterator on the second copy of ICU that `count` new words
    /// of a call, the first of `script`, are shared with: from
    /// ``newWordsForSecondICU`` words on, loaded and built if need be; from
    /// ``newWordsForLoadedSecondICU`` on, only when built already. Nil on
    /// one core. O(1), besides loading.
    func secondICUPool(forNewWords count: Int, firstScript script: ICUScript) -> TransliteratorPool? {
        guard count >= Self.newWordsForLoadedSecondICU, Parallel.width > 1 else { return nil }
        return count >= Self.newWordsForSecondICU ? latinReading.poolOnSecondICU(of: script) : latinReading.builtPoolOnSecondICU(of: script)
    }

    /// `Any-Latin` of each of `words` (distinct), in order, and whether
    /// it may enter the table (``WordReadings/admits(latin:script:)``, asked
    /// where the word was transliterated: on two cores when they are many). Few words are
    /// transliterated on this thread. Many are shared between this process's
    /// ICU and a second copy of it (``LibraryReuse/secondICU``), each with
    /// its own lock: two parts take words in turn, one on each ICU. A word
    /// the copy cannot take (a script whose rules it does not build) is left
    /// by its part and transliterated on this thread after: two threads on
    /// one ICU would only wait for each other's lock.
    private func latinOfNewWords(_ words: [(string: String, script: ICUScript)]) -> [(latin: String, admitted: Bool)] {
        @Sendable func admitted(_ latin: String, _ script: ICUScript) -> (latin: String, admitted: Bool) {
            (latin, WordReadings.admits(latin: latin, script: script))
        }
        guard let first = words.first, secondICUPool(forNewWords: words.count, firstScript: first.script) != nil else {
            var latin: [(latin: String, admitted: Bool)] = []
            latin.reserveCapacity(words.count)
            for word in words { latin.append(admitted(latinReading.apply(word.string, script: word.script), word.script)) }
            return latin
        }
        let taken = Atomic<Int>(0), stride = 16
        let parts = Parallel.map(2) { part -> [(Int, (latin: String, admitted: Bool))] in
            var done: [(Int, (latin: String, admitted: Bool))] = [], onSecondICU: [ICUScript: TransliteratorPool?] = [:]
            while true {
                let first = taken.add(stride, ordering: .relaxed).oldValue
                guard first < words.count else { return done }
                for index in first..<min(first + stride, words.count) {
                    let (string, script) = words[index]
                    if part == 0 {
                        done.append((index, admitted(latinReading.apply(string, script: script), script)))
                    } else if let second = onSecondICU[script] ?? {
                        let pool = latinReading.poolOnSecondICU(of: script)
                        onSecondICU[script] = .some(pool)
                        return pool
                    }() {
                        done.append((index, admitted(second.apply(string), script)))
                    }
                }
            }
        }
        var latin = [(latin: String, admitted: Bool)?](repeating: nil, count: words.count)
        for part in parts {
            for (index, result) in part { latin[index] = result }
        }
        var ordered: [(latin: String, admitted: Bool)] = []
        ordered.reserveCapacity(words.count)
        for (index, result) in latin.enumerated() {
            ordered.append(result ?? admitted(latinReading.apply(words[index].string, script: words[index].script), words[index].script))
        }
        return ordered
    }

    /// Per part of `pending` (split on all cores), each word the memo's
    /// table lacks of its texts of the words case that letters (alone or
    /// position by position) do not key: its text, its bytes' range, its
    /// script. A text that begins with a letter the position-by-position
    /// table holds is left to it (were its walk to fail, it would go the
    /// memo's way, whole).
    private func unknownWords<Texts: CollationTexts>(of pending: [Int], in strings: Texts,
                                                     memo: ForeignStringMemo) -> [[(text: Int, word: Range<Int>, script: ICUScript)]] {
        let known = memo.wordReadings, letters = memo.letterReadings, contextLetters = memo.contextLetterReadings
        let parts = Parallel.partition(pending.count, minimumPart: Parallel.Grain.transliterations)
        return Parallel.map(parts.count) { part in
            var unknown: [(text: Int, word: Range<Int>, script: ICUScript)] = []
            for index in pending[parts[part]] {
                strings.withUTF8(index) { text in
                    guard text.count <= PlacementBound.maximumScalars, !known.knowsEveryWord(ofUTF8: text),
                          !letters.appliesWhole(toUTF8: text),
                          contextLetters.count == 0 || !contextLetters.beginsWithHeldLetter(text),
                          let (script, words) = LatinSegments.words(ofUTF8: text) else { return }
                    for word in words where !known.contains(word: UnsafeBufferPointer(rebasing: text[word])) {
                        unknown.append((index, word, script))
                    }
                }
            }
            return unknown
        }
    }
}
