import ByteMachinery

extension LocalizedIndexedCollation {
    /// Keys a text of letters by its position-by-position `Any-Latin`
    /// (``ContextLetterReadings/writeLatin(ofUTF8:buffers:)``), as
    /// ``keyByLetters(_:_:buffers:into:)`` keys letters: no `String`, no
    /// pieces, no memo entry. False, and nothing appended, when the table
    /// lacks a letter or an answer. O(n) for n bytes, plus one sort key.
    func keyByContextLetters(_ text: UnsafeBufferPointer<UInt8>, _ tables: CharacterTables, buffers: inout ReadingBuffers,
                             into keys: inout CollationKeyBatch) -> Bool {
        guard let length = tables.contextLetters.writeLatin(ofUTF8: text, buffers: &buffers.contextLetters) else { return false }
        return buffers.contextLetters.latin.withUnsafeBufferPointer {
            keyByTransliteration(UnsafeBufferPointer(rebasing: $0[..<length]), of: text, into: &keys)
        }
    }

    /// Fills `memo`'s ``ContextLetterReadings`` with what the texts of
    /// `pending` need and it lacks, when their letters' script writes them
    /// position by position (``LibraryReuse/contextLetters(of:)``): the texts
    /// it cannot write yet and the letters they bring are found on all
    /// cores, the letters decomposed on all cores, then the texts' questions
    /// learned on this thread (ICU runs one rule pass at a time in a
    /// process; a question two threads met would be asked twice).
    ///
    /// Complexity: O(their total length), plus one ICU decomposition per new
    /// letter and one rule pass of one character per new question.
    func learnContextLetters<Texts: CollationTexts>(of pending: [Int], in strings: Texts, memo: ForeignStringMemo) {
        let known = memo.contextLetterReadings, letters = memo.letterReadings, reuse = reuse
        let parts = Parallel.partition(pending.count, minimumPart: Parallel.Grain.transliterations)
        // The texts, and the characters they bring that the table lacks:
        // each read by ICU once, on all cores, before the texts are learned
        // (a batch of Korean names brings some 11,000 syllables, which cost
        // 45 million instructions on this thread when each was read as its
        // text was learned).
        let scans = Parallel.map(parts.count) { part in
            var buffers = ContextLetterReadings.Buffers(), found: [Int] = [], unknown = CodePointSet()
            for index in pending[parts[part]] {
                strings.withUTF8(index) { text in
                    guard text.count <= PlacementBound.maximumScalars,
                          let value = ContextLetterReadings.firstCharacter(ofUTF8: text), let scalar = Unicode.Scalar(value),
                          LatinSegments.wordScripts.contains(ICUCharacter.script(of: scalar)),
                          !letters.appliesWhole(toUTF8: text), !known.appliesWhole(toUTF8: text, buffers: &buffers) else { return }
                    found.append(index)
                    known.collectUnknownCharacters(of: text, into: &unknown)
                }
            }
            return (found, unknown)
        }
        guard scans.contains(where: { !$0.0.isEmpty }) else { return }
        var unknown = CodePointSet()
        for scan in scans { unknown.formUnion(scan.1) }
        let characters = unknown.elements
        let chunks = Parallel.partition(characters.count, minimumPart: Parallel.Grain.transliterations)
        let newLetters = Parallel.map(chunks.count) { chunk in
            known.newLetters(characters[chunks[chunk]], pass: Self.contextPasses(reuse: reuse))
        }
        // Taken out of the memo while it grows (no copy of what it holds).
        var table = ContextLetterReadings()
        swap(&table, &memo.contextLetterReadings)
        defer { memo.contextLetterReadings = table }
        for new in newLetters { table.enter(new) }
        let entries = table.entryCount
        var buffers = ContextLetterReadings.Buffers()
        let pass = Self.contextPasses(reuse: reuse)
        for scan in scans {
            for index in scan.0 { strings.withUTF8(index) { _ = table.learn($0, buffers: &buffers, pass: pass) } }
        }
        // Only a table that started from the kept one may replace it.
        if table.entryCount > entries, memo.contextLettersHoldKept { reuse.share(learnedContextLetters: table) }
    }

    /// Gives `memo` the kept table of letters written position by position
    /// (``LibraryReuse/keptContextLetters(of:)``) of the script of the first
    /// of `pending`'s texts that begins with such a letter, the first time
    /// one does, when they are at least ``keptContextLettersWorthReading``.
    /// Only the first ``keptContextLettersWorthReading`` are looked at: a
    /// batch of names of other scripts looked at all of them, some 270
    /// instructions a text (27 million for 100,000 Greek names under `de`).
    /// Returns whether the memo's table now holds entries it did not: the
    /// texts are then tried with it before anything is learned.
    /// O(the texts up to that one).
    func offerKeptContextLetters<Texts: CollationTexts>(for pending: [Int], in strings: Texts, memo: ForeignStringMemo) -> Bool {
        guard pending.count >= Self.keptContextLettersWorthReading, !memo.contextLettersHoldKept,
              memo.contextLetterReadings.entryCount == 0 else { return false }
        let pass = Self.contextPasses(reuse: reuse)
        for index in pending.prefix(Self.keptContextLettersWorthReading) {
            let script = strings.withUTF8(index) { text -> ICUScript? in
                guard let value = ContextLetterReadings.firstCharacter(ofUTF8: text), let scalar = Unicode.Scalar(value),
                      ICUCharacter.isLetter(scalar) else { return nil }
                return pass(scalar)?.0
            }
            guard let script else { continue }
            memo.contextLettersHoldKept = true
            let kept = reuse.keptContextLetters(of: script)
            guard kept.entryCount > 0 else { return false }
            memo.contextLetterReadings = kept
            return true
        }
        return false
    }

    /// The fewest pending texts for which the kept table is read: Hangul's
    /// every syllable and 4,500 questions take some 20 million instructions
    /// to read, what learning 400 names of new syllables costs (three names
    /// under `de`: 48 million instructions the whole run, 59 million with
    /// the table read).
    static let keptContextLettersWorthReading = 512

    /// Each letter's script and its pass (``contextPass(of:reuse:)``), the
    /// owner asked once per script, not once per letter. For one thread.
    static func contextPasses(reuse: LibraryReuse) -> (Unicode.Scalar) -> (ICUScript, ICUContextLetters)? {
        var passes: [(ICUScript, ICUContextLetters?)] = []
        return { scalar in
            let script = ICUCharacter.script(of: scalar)
            if let known = passes.first(where: { $0.0 == script }) { return known.1.map { (script, $0) } }
            let pass = contextPass(of: scalar, reuse: reuse)?.1
            passes.append((script, pass))
            return pass.map { (script, $0) }
        }
    }

    /// The script of `scalar` and its transliterator's pass read position by
    /// position, when it is a script the words case splits and its pass is
    /// so built (``LibraryReuse/contextLetters(of:)``). O(1) once the
    /// script's pass is read.
    static func contextPass(of scalar: Unicode.Scalar, reuse: LibraryReuse) -> (ICUScript, ICUContextLetters)? {
        let script = ICUCharacter.script(of: scalar)
        guard LatinSegments.wordScripts.contains(script) else { return nil }
        return reuse.contextLetters(of: script).map { (script, $0) }
    }
}
