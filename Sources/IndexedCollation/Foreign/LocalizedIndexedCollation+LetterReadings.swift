import ByteMachinery

extension LocalizedIndexedCollation {
    /// Whether foreign texts of letters may be keyed by their letters'
    /// `Any-Latin` (``LetterReadings``): the table places a foreign string by
    /// `Any-Latin` alone (no transform, no readings, no person-names
    /// transform before it).
    var keysLettersAlone: Bool {
        placementTransform == nil && readings == nil && options.foreignScripts == .transliterate
            && latinReading.id == "Any-Latin"
    }

    /// Keys a text of letters by its letters' `Any-Latin`
    /// (``LetterReadings/writeLatin(ofUTF8:to:)``): the key and section
    /// ``replacement(for:latin:remembered:)`` gives its transliteration, in
    /// its filing form, with no `String`, no pieces and no memo entry.
    /// False, and nothing appended, when the table cannot transliterate the
    /// text or the transliteration is the text itself (which its own key
    /// places). O(n) for n bytes, plus one sort key.
    func keyByLetters(_ text: UnsafeBufferPointer<UInt8>, _ tables: CharacterTables, buffers: inout ReadingBuffers,
                      into keys: inout CollationKeyBatch) -> Bool {
        let capacity = text.count * tables.letters.bytesPerByte
        if buffers.letters.count < capacity { buffers.letters += repeatElement(0, count: capacity - buffers.letters.count) }
        return buffers.letters.withUnsafeMutableBufferPointer { out in
            guard let length = tables.letters.writeLatin(ofUTF8: text, to: out) else { return false }
            return keyByTransliteration(UnsafeBufferPointer(rebasing: out[..<length]), of: text, into: &keys)
        }
    }

    /// Keys a Han text of the Han case by its characters' `Any-Latin`
    /// (``HanReadings``, under a table whose foreign strings are placed by
    /// `Any-Latin` alone: ``keysLettersAlone``), as ``keyByLetters(_:_:buffers:into:)``
    /// keys letters. O(n) for n bytes, plus one sort key.
    func keyByHanReadings(_ text: UnsafeBufferPointer<UInt8>, _ tables: CharacterTables, buffers: inout ReadingBuffers,
                          into keys: inout CollationKeyBatch) -> Bool {
        guard let context = tables.han?.context else { return false }
        buffers.reading.removeAll(keepingCapacity: true)
        guard tables.han.unsafelyUnwrapped.later.appendTransform(ofUTF8: text, to: &buffers.reading, context: context) else { return false }
        return buffers.reading.withUnsafeBufferPointer { keyByTransliteration($0, of: text, into: &keys) }
    }

    /// Appends the key and section of `text` by its `Any-Latin` `latin`, in
    /// its filing form, as ``replacement(for:latin:remembered:)`` places
    /// it; false, and nothing appended, when `latin` is `text` itself (then
    /// its own key places it). O(its length), plus one sort key.
    func keyByTransliteration(_ latin: UnsafeBufferPointer<UInt8>, of text: UnsafeBufferPointer<UInt8>,
                                      into keys: inout CollationKeyBatch) -> Bool {
        guard !latin.elementsEqual(text) else { return false }
        let filed = UnsafeBufferPointer(rebasing: latin[Self.filingStart(ofLatin: latin)...])
        collator.withSortKey(utf8: filed) { key in keys.append(section: Int32(section(forSortKey: key)), key: key) }
        return true
    }

    /// Where the filing form of a transliteration (UTF-8) starts:
    /// ``filingForm(ofLatin:)`` of its bytes. O(the modifier letters it skips).
    private static func filingStart(ofLatin latin: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        while index < latin.count {
            guard let (value, length) = UTF8Scalar.decode(latin, at: index), let scalar = Unicode.Scalar(value),
                  ICUCharacter.isModifierLetter(scalar) else { return index }
            index += length
        }
        return 0
    }

    /// The texts `pending` (left by the first pass) that can be keyed by
    /// their letters, their Han characters' readings, their letters written
    /// position by position or their words, once what they lack is learned
    /// (``learnLetterReadings(of:in:memo:)``, ``learnHanReadings(of:in:memo:)``,
    /// ``learnContextLetters(of:in:memo:)``, ``learnWordReadings(of:in:memo:)``), keyed on all cores. Nil when the
    /// memo holds none of them.
    ///
    /// `untried`: how many of `pending`, from its start, the first pass did
    /// not try with the memo's tables (the first pass computed ahead,
    /// ``OwnKeysAhead``, reads no memo: under a Latin table most of a batch's
    /// foreign texts come so, and most of them are written by the tables
    /// as they stand). Those are keyed first, on all cores, and only the
    /// texts still unkeyed are scanned for what they lack and keyed again.
    func keysByCharacters<Texts: CollationTexts>(of pending: [Int], untried: Int = 0, in strings: Texts,
                                                 memo: ForeignStringMemo) -> ReadingKeys? {
        guard !pending.isEmpty else { return nil }
        // A memo that has just taken the kept table tries every text with it first.
        let untried = offerKeptContextLetters(for: pending, in: strings, memo: memo) ? pending.count : untried
        let first = untried > 0 ? keysByCharacterTables(of: Array(pending[..<untried]), in: strings, memo: memo) : nil
        var unkeyed: [Int] = []
        if let first {
            unkeyed = first.positions.indices.filter { first.positions[$0] < 0 }.map { pending[$0] }
            unkeyed += pending[untried...]
        } else {
            unkeyed = pending
        }
        guard !unkeyed.isEmpty else { return first }
        learnLetterReadings(of: unkeyed, in: strings, memo: memo)
        _ = learnHanReadings(of: unkeyed, in: strings, memo: memo)
        learnContextLetters(of: unkeyed, in: strings, memo: memo)
        learnWordReadings(of: unkeyed, in: strings, memo: memo)
        let learned = keysByCharacterTables(of: unkeyed, in: strings, memo: memo)
        guard var merged = first else { return learned }
        guard let learned else {
            merged.positions += repeatElement(-1, count: pending.count - untried)
            return merged
        }
        // Each pending text's key: the one found first, else the one found
        // after learning, else none.
        let offset = merged.keys.count, firstPositions = merged.positions
        var next = learned.positions.makeIterator()
        merged.positions = []
        merged.positions.reserveCapacity(pending.count)
        for position in firstPositions {
            merged.positions.append(position >= 0 ? position : next.next().map { $0 < 0 ? -1 : offset + $0 }!)
        }
        while let position = next.next() { merged.positions.append(position < 0 ? -1 : offset + position) }
        merged.keys.append(contentsOf: learned.keys, positions: 0..<learned.keys.count)
        return merged
    }

    /// The keys the memo's tables of letters, Han readings, letters
    /// position by position and words give the texts `pending` as they
    /// stand, on all cores. Nil when the tables are all empty.
    private func keysByCharacterTables<Texts: CollationTexts>(of pending: [Int], in strings: Texts, memo: ForeignStringMemo) -> ReadingKeys? {
        let tables = CharacterTables(letters: memo.letterReadings, han: memo.hanReadings.count > 0 ? hanReadingTables(of: memo) : nil,
                                     contextLetters: memo.contextLetterReadings, words: memo.wordReadings)
        guard !tables.isEmpty else { return nil }
        return keysOfPending(pending, in: strings) { text, buffers, keys in keyByCharacters(text, tables, buffers: &buffers, into: &keys) }
    }

    /// Fills `memo`'s ``LetterReadings`` for the texts `pending`: first with
    /// the kept letters (read once per memo), then with the letters of their
    /// texts it still lacks, each transliterated alone by `Any-Latin` (and
    /// kept) when its script's transliterator reads letters alone
    /// (``LibraryReuse/lettersAlone(of:)``), the letter stands alone in it,
    /// and its result composes fresh and differs from it. A text stops being
    /// scanned at its first character that cannot enter.
    ///
    /// Complexity: O(their total length) to scan, a few ICU property
    /// look-ups per distinct unknown character, one transliteration per new letter.
    func learnLetterReadings<Texts: CollationTexts>(of pending: [Int], in strings: Texts, memo: ForeignStringMemo) {
        // Filled in a local copy, so that the memo's arrays are not
        // retained and released at every look-up.
        var letters = memo.lettersHoldingKept(reuse)
        defer { memo.letterReadings = letters }
        // Each distinct unknown character met, and whether it may enter.
        var verdicts: [UInt32: Bool] = [:], unknown: [(Unicode.Scalar, ICUScript)] = []
        // Each script asked, with its letters read alone (a handful: looked
        // through, not hashed, once per text).
        var scripts: [(ICUScript, ICUCharacterSet?)] = []
        func lettersAlone(_ script: ICUScript) -> ICUCharacterSet? {
            if let known = scripts.first(where: { $0.0 == script }) { return known.1 }
            let asked = LatinSegments.wordScripts.contains(script) ? reuse.lettersAlone(of: script) : nil
            scripts.append((script, asked))
            return asked
        }
        // Read through a constant while the texts are scanned (the table
        // grows only after): a method called on the variable from the
        // closure copied it, retaining its four arrays, per call.
        let knownLetters = letters
        for index in pending {
            strings.withUTF8(index) { text in
                guard text.count <= PlacementBound.maximumScalars, !knownLetters.knowsEveryLetter(ofUTF8: text) else { return }
                var position = 0
                while position < text.count {
                    guard text[position] != 0x20 else {
                        position += 1
                        continue
                    }
                    guard let (value, length) = UTF8Scalar.decode(text, at: position), let scalar = Unicode.Scalar(value) else { return }
                    position += length
                    guard !knownLetters.contains(scalar) else { continue }
                    // A script with no letters read alone (Hangul, Greek,
                    // Han, …) refuses the text without a verdict per
                    // character: most pending texts under a Latin table.
                    guard lettersAlone(ICUCharacter.script(of: scalar)) != nil else { return }
                    if let known = verdicts[value] { if known { continue } else { return } }
                    let script = LetterReadings.script(admitting: scalar, lettersAlone: lettersAlone)
                    verdicts[value] = script != nil
                    guard let script else { return }
                    unknown.append((scalar, script))
                }
            }
        }
        guard !unknown.isEmpty else { return }
        let kept = reuse.pieces(of: LetterReadings.keptID)
        var new: [(String, String)] = []
        for (letter, script) in unknown {
            let piece = String(letter)
            if let latin = kept[Array(piece.utf8)] {
                letters.add(letter, of: script, latin: latin)
                continue
            }
            let latin = latinReading.apply(piece)
            guard LetterReadings.admits(latin: latin, of: letter, script: script) else { continue }
            letters.add(letter, of: script, latin: latin)
            new.append((piece, latin))
        }
        reuse.keep(new, id: LetterReadings.keptID)
        reuse.share(learnedLetters: letters)
    }
}
