import ByteMachinery

extension LocalizedIndexedCollation {
    /// The collation keys of many strings, stored contiguously (see
    /// ``CollationKeyBatch``): the same sections and keys as
    /// ``collationKey(for:)`` gives one by one (the same rule, see
    /// `LocalizedIndexedCollation+Placement.swift`), without a heap object per key.
    ///
    /// The work runs on all cores. A string outside the table's alphabets is
    /// transliterated (or read) once per distinct string, not once per
    /// occurrence; pass the same `memo` to successive calls (a stream read
    /// in batches) to keep it once per distinct string across them. Without
    /// a memo, the call uses the one the process keeps for this table
    /// (bounded: at most 4 tables' memos of at most 16 MB each), so the next
    /// call for the same table (a server's next request) finds the strings
    /// it has seen already transliterated.
    ///
    /// Strings that repeat are keyed once: when many strings are given and
    /// at least one in 32 of the first 16,384 repeats an earlier one, the
    /// key of each string distinct among 16,384 is computed once and copied
    /// to its repeats.
    ///
    /// Complexity: O(total length) sort-key work, plus one transliteration
    /// per distinct string outside the table's range not already in `memo`.
    public func collationKeyBatch(for strings: [String], memo: ForeignStringMemo? = nil) -> CollationKeyBatch {
        var batch = CollationKeyBatch()
        let distinct = DistinctTexts(ifRepeating: strings)
        func appendKeys(_ memo: ForeignStringMemo) {
            if let distinct {
                var distinctKeys = CollationKeyBatch()
                _ = self.appendKeys(of: distinct.texts, memo: memo, to: &distinctKeys)
                distinct.appendKeysOfEachText(from: distinctKeys, to: &batch)
            } else {
                _ = self.appendKeys(of: strings, memo: memo, to: &batch)
            }
        }
        if let memo {
            appendKeys(memo)
        } else {
            // The next call for this table (a server's next request) finds
            // these strings' transliterations and readings known.
            reuse.withMemo(for: self) { appendKeys($0) }
        }
        return batch
    }

    /// The collation keys of elements by several strings each: `strings`
    /// place them (the sections are theirs), and each of `later`, an array
    /// of the same count, sorts them in turn, its keys merged as
    /// ``CollationKeyBatch/merging(_:)`` says.
    ///
    /// - Precondition: every array of `later` has `strings.count` strings.
    /// - Complexity: ``collationKeyBatch(for:memo:)`` once per array, plus
    ///   O(the bytes of all keys) to merge them.
    public func collationKeyBatch(for strings: [String], then later: [[String]],
                                  memo: ForeignStringMemo? = nil) -> CollationKeyBatch {
        func keys(_ memo: ForeignStringMemo) -> CollationKeyBatch {
            var batch = collationKeyBatch(for: strings, memo: memo)
            for strings in later { batch = batch.merging(collationKeyBatch(for: strings, memo: memo)) }
            return batch
        }
        return memo.map(keys) ?? reuse.withMemo(for: self, keys)
    }

    /// Appends the keys of UTF-8 texts to `batch`, as
    /// ``collationKeyBatch(for:memo:)`` computes them, straight from their
    /// bytes: no `String` is made but for texts placed by another string.
    /// Returns what keying found besides the keys.
    package func collationKeys(forUTF8 texts: UTF8TextBatch, memo: ForeignStringMemo,
                               appendingTo batch: inout CollationKeyBatch) -> KeyingReport {
        appendKeys(of: texts, memo: memo, to: &batch)
    }

    /// ``collationKeys(forUTF8:memo:appendingTo:)`` of texts whose first pass
    /// was partly computed ahead (``ownKeysAhead(forUTF8:while:)``, of these
    /// same texts): the parts done are used, the others computed on all cores.
    package func collationKeys(forUTF8 texts: UTF8TextBatch, ahead: OwnKeysAhead, memo: ForeignStringMemo,
                               appendingTo batch: inout CollationKeyBatch) -> KeyingReport {
        if let filingRules {
            return appendKeysOfTexts(of: FiledTexts(base: texts, rules: filingRules), ahead: ahead, memo: memo, to: &batch)
        }
        return appendKeysOfTexts(of: texts, ahead: ahead, memo: memo, to: &batch)
    }

    /// The collation keys of many strings, computed on all cores when there
    /// are enough of them to pay for it. Prefer ``collationKeyBatch(for:memo:)``
    /// for many strings: it does not allocate an array per key.
    public func collationKeys(for strings: [String]) -> [CollationKey] {
        let batch = collationKeyBatch(for: strings)
        return (0..<batch.count).map { batch[$0] }
    }

    /// 1. each string's own key and section, in parallel over contiguous
    /// parts; 2. the memo's entries of the strings placed by another string,
    /// learning the distinct ones it lacks; 3. one batch in the strings' order.
    private func appendKeys<Texts: CollationTexts>(of strings: Texts, memo: ForeignStringMemo,
                                                   to batch: inout CollationKeyBatch) -> KeyingReport {
        // Filing rules key each text from after its article, a surname in
        // its read form (``FiledTexts``); a collation
        // without them keys the texts as they are, at no cost.
        if let filingRules {
            return appendKeysOfTexts(of: FiledTexts(base: strings, rules: filingRules), memo: memo, to: &batch)
        }
        return appendKeysOfTexts(of: strings, memo: memo, to: &batch)
    }

    private func appendKeysOfTexts<Texts: CollationTexts>(of strings: Texts, ahead: OwnKeysAhead? = nil, memo: ForeignStringMemo,
                                                          to batch: inout CollationKeyBatch) -> KeyingReport {
        memo.claim(for: self)
        let parts = ahead?.parts ?? Self.firstPassParts(strings.count)
        let done = ahead?.done ?? []
        precondition(parts.last?.upperBound ?? 0 == strings.count, "the first pass computed ahead is of these texts")
        let keysByReading = transformSplitsHan || transformSplitsHanNames
        let readings = keysByReading || keysLettersAlone && memo.hanReadings.count > 0 ? hanReadingTables(of: memo) : nil
        // The memo's letters as they stand (the kept ones join them when a
        // text first needs them: ``keysByCharacters(of:untried:in:memo:)``).
        let letters = keysLettersAlone && memo.letterReadings.count > 0 ? memo.letterReadings : nil
        let contextLetters = keysLettersAlone && memo.contextLetterReadings.count > 0 ? memo.contextLetterReadings : nil
        let words = keysLettersAlone && memo.wordReadings.count > 0 ? memo.wordReadings : nil
        let firstPass = done + Parallel.map(parts.count - done.count) {
            ownKeys(of: strings, in: parts[done.count + $0], readings: readings, letters: letters, contextLetters: contextLetters,
                    words: words)
        }
        let pending = firstPass.flatMap(\.pending)
        // Han text whose characters were not all known: learn them, then key
        // by readings what now can be, and leave the rest to the memo. So
        // too texts of letters whose transliteration is their letters'.
        let byReadings = keysByReading ? keysByReadings(of: pending, in: strings, memo: memo)
            : keysLettersAlone ? keysByCharacters(of: pending, untried: done.reduce(0) { $0 + $1.pending.count }, in: strings, memo: memo)
            : nil
        let rest = byReadings.map { keyed in pending.indices.filter { keyed.positions[$0] < 0 }.map { pending[$0] } } ?? pending
        let memoEntries = memoEntries(of: rest, in: strings, memo: memo)
        let entries = byReadings.map { $0.entries(merging: memoEntries) } ?? memoEntries.map(PendingEntry.memo)
        return assemble(firstPass, of: parts, entries: entries, memo: memo, byReadings: byReadings?.keys, texts: strings, into: &batch)
    }

    // MARK: - The passes

    /// The first pass over a part of the strings, made by one thread.
    struct OwnKeys: Sendable {
        /// Each string's own key, and the section it gives.
        var keys = CollationKeyBatch()
        /// The indices (into all strings) of the strings that their own key
        /// does not place; their own key is kept in case their replacement
        /// says they keep it.
        var pending: [Int] = []
        /// For each pending string, whether its own key was left out (an
        /// empty key stands in): ``OutsideRangeCheck`` told it lies outside
        /// the table's range. Should its replacement say it keeps its own
        /// key after all, the key is computed then.
        var ownKeyLeftOut: [Bool] = []
    }

    /// Each string's own sort key and the section it gives; strings that are
    /// placed by another string (the transform, readings, transliteration)
    /// are listed as pending. With `readings`, Han text is keyed by its
    /// characters' readings where they are all known (``keyByReadings(_:_:buffers:into:)``);
    /// under a table that places foreign strings by `Any-Latin` alone, a text
    /// of another script that lies outside the table's range by its letters'
    /// transliterations (`letters`, ``keyByLetters(_:_:buffers:into:)``),
    /// its Han characters' (`readings`, ``keyByHanReadings(_:_:buffers:into:)``),
    /// its letters' position by position (`contextLetters`, ``keyByContextLetters(_:_:buffers:into:)``)
    /// or its words' (`words`, ``keyByWords(_:_:buffers:into:)``).
    func ownKeys<Texts: CollationTexts>(of strings: Texts, in range: Range<Int>, readings: HanReadingTables? = nil,
                                        letters: LetterReadings? = nil, contextLetters: ContextLetterReadings? = nil,
                                        words: WordReadings? = nil) -> OwnKeys {
        var run = OwnKeys()
        run.keys.reserveCapacity(keys: range.count, bytes: range.count * 32)
        if let transform = placementTransform {
            var buffers = ReadingBuffers()
            for index in range {
                strings.withUTF8(index) { text in
                    // A text the transform cannot change is its own
                    // replacement: its own key places it (``replacement(for:latin:)``).
                    guard text.count <= PlacementBound.maximumScalars, transform.leavesUnchanged(utf8: text) else {
                        // Han text by its characters' readings, as the memo would join them.
                        if let readings, text.count <= PlacementBound.maximumScalars,
                           keyByReadings(text, readings, buffers: &buffers, into: &run.keys) { return }
                        run.pending.append(index)
                        run.ownKeyLeftOut.append(true)
                        run.keys.append(section: Int32(othersSection), key: EmptyCollection())
                        return
                    }
                    collator.withSortKey(utf8: text) { key in run.keys.append(section: Int32(section(forSortKey: key)), key: key) }
                }
            }
            return run
        }
        let outsideRangeCheck = outsideRangeCheck
        var readingSettled = !opensLatinReadingEarly, pendingSeen = 0
        // Read when the first text outside the range is met: a part of texts in the table's
        // range asks nothing. Until the memo has its own, the letters an earlier process kept,
        // and the letters by position a memo read or shared (none is read here), key the texts.
        lazy var keptLetters = keysLettersAlone ? reuse.keptLetters : nil
        lazy var keptPieces = reuse.pieces(of: latinReading.id)
        lazy var keptContextLetters = keysLettersAlone ? reuse.readContextLetters : nil
        lazy var tables = CharacterTables(letters: letters ?? keptLetters, han: readings,
                                          contextLetters: contextLetters ?? keptContextLetters, words: words)
        var buffers = ReadingBuffers()
        for index in range {
            strings.withUTF8(index) { text in
                if let outsideRangeCheck, outsideRangeCheck.liesOutside(utf8: text) {
                    if text.count <= PlacementBound.maximumScalars, keyByCharacters(text, tables, buffers: &buffers, into: &run.keys) {
                        return
                    }
                    run.pending.append(index)
                    run.ownKeyLeftOut.append(true)
                    run.keys.append(section: Int32(othersSection), key: EmptyCollection())
                } else {
                    let pending = collator.withSortKey(utf8: text) { key in
                        let section = sectionByOwnKey(key)
                        run.keys.append(section: Int32(section ?? self.section(forSortKey: key)), key: key)
                        return section == nil
                    }
                    guard pending else { return }
                    run.pending.append(index)
                    run.ownKeyLeftOut.append(false)
                }
                if !readingSettled {
                    pendingSeen += 1
                    readingSettled = pendingSeen > Self.keptPiecesAsked
                        || opensLatinReading(forPending: text, keptPieces: keptPieces, keptLetters: keptLetters)
                }
            }
        }
        return run
    }

    /// How many pending texts of a part the first pass asks whether they
    /// need `Any-Latin` (``opensLatinReading(forPending:keptPieces:keptLetters:)``).
    private static let keptPiecesAsked = 32

    /// Whether the first pass opens `Any-Latin` as soon as it meets a
    /// string to transliterate (``opensLatinReading(forPending:keptPieces:keptLetters:)``): the
    /// table transliterates foreign strings, and has neither a transform
    /// nor readings (a Japanese string is read, not transliterated).
    private var opensLatinReadingEarly: Bool {
        placementTransform == nil && readings == nil && options.foreignScripts == .transliterate
    }

    /// Opens the transliterator that places `text`, a string its own key
    /// does not place, on this thread of the first pass, unless another
    /// thread is opening it: opening `Any-Latin` builds ICU's transliterator
    /// registry (some 140 million instructions, once per process), which
    /// the pass over new strings would otherwise wait for with the other
    /// cores idle; here the other threads go on keying their parts.
    /// Returns whether the transliterator is open or being opened; false
    /// when `text` needs none: Latin, digits, punctuation (no piece of its
    /// ``LatinSegments``), letters an earlier process kept, and pieces all in
    /// the kept piece table (Han characters read in an earlier process).
    /// The first pass asks the first ``keptPiecesAsked`` pending texts of a
    /// part. When none of them needed it, the rest of the part most likely
    /// does not either (100,000 Han names under `de` with their characters
    /// kept opened it for nothing: 10 % of the run's instructions); a text
    /// that does need it opens it when it is transliterated.
    /// The keys are the same either way: only when the opening happens changes.
    private func opensLatinReading(forPending text: UnsafeBufferPointer<UInt8>, keptPieces: PieceTable,
                                   keptLetters: LetterReadings?) -> Bool {
        // Letters whose transliteration an earlier process kept
        // (``LibraryReuse/keptLetters``, when the table keys by letters):
        // keyed by them (``keysByCharacters(of:untried:in:memo:)``), with no transliterator.
        if let keptLetters, keptLetters.appliesWhole(toUTF8: text) { return false }
        let string = PlacementBound.prefix(of: String(decoding: text, as: UTF8.self))
        if let segments = LatinSegments(splitting: string, hanContext: reuse.hanContext) {
            if segments.pieces.isEmpty { return false }
            if segments.pieces.allSatisfy({ keptPieces[Array($0.utf8)] != nil }) { return false }
        }
        // A text of one script (kana) is read by that script's transliterator,
        // which opens without ICU's registry.
        if !latinReading.needsOpening(for: string) { return false }
        latinReading.openUnlessBusy()
        return true
    }

    /// The memo's entries of the strings `pending`, adding the distinct
    /// strings it does not hold yet, with their replacements.
    private func memoEntries<Texts: CollationTexts>(of pending: [Int], in strings: Texts,
                                                    memo: ForeignStringMemo) -> [Int] {
        var new: [Int] = []
        var entries = Self.knownEntries(of: pending, in: strings, memo: memo)
        for position in pending.indices where entries[position] < 0 {
            let hash = -1 - entries[position]
            entries[position] = strings.withUTF8(pending[position]) { memo.entry(forUTF8: $0, hash: hash) { new.append(position) } }
        }
        // The replacements of the new distinct strings, in parallel
        // (``newPlacements(of:in:memo:)``).
        for run in newPlacements(of: new.map { pending[$0] }, in: strings, memo: memo) {
            memo.append(run)
        }
        return entries
    }

    /// The memo's entries of the strings `pending`, found on all cores: most
    /// foreign strings repeat, so this leaves little for the one thread that
    /// adds the new ones. Where the memo has none, `-1 - hash` (negative):
    /// the string's hash (``ByteStringSet/hash(_:)``, never negative), which
    /// that thread then need not compute.
    private static func knownEntries<Texts: CollationTexts>(of pending: [Int], in strings: Texts,
                                                          memo: ForeignStringMemo) -> [Int] {
        let index = memo.strings
        let parts = Parallel.partition(pending.count, minimumPart: Parallel.Grain.lookups)
        return Parallel.map(parts.count) { part in
            pending[parts[part]].map { text in
                strings.withUTF8(text) { bytes in
                    let hash = ByteStringSet.hash(bytes)
                    return index.find(bytes, hash: hash) ?? -1 - hash
                }
            }
        }.flatMap { $0 }
    }

    /// Appends the first pass (the runs of `parts`), with the placements of
    /// its pending strings, to `batch` in the strings' order. `entries` say,
    /// for the pending strings in order, where each one's key is: the memo's
    /// entry, or `byReadings` (``ReadingKeys``).
    private func assemble<Texts: CollationTexts>(_ firstPass: [OwnKeys], of parts: [Range<Int>], entries: [PendingEntry],
                                                 memo: ForeignStringMemo, byReadings: CollationKeyBatch?, texts: Texts,
                                                 into batch: inout CollationKeyBatch) -> KeyingReport {
        var report = KeyingReport()
        let lastTitle = Int32(othersSection)
        // The number of keys is known; their bytes are not (a replacement's
        // key may be longer than the string's own), so those grow as appended.
        batch.reserveCapacity(keys: parts.last?.upperBound ?? 0, bytes: 0)
        var entries = entries.makeIterator()
        // Keys of `byReadings` that follow one another there are appended as
        // one range: appended one by one, on this one thread, they cost some
        // 450 instructions each (100,000 Korean names under `de`: 77 million).
        var readings = 0..<0
        func appendReadings() {
            if !readings.isEmpty { batch.append(contentsOf: byReadings!, positions: readings) }
            readings = 0..<0
        }
        for (run, part) in zip(firstPass, parts) {
            var copied = 0
            for (index, leftOut) in zip(run.pending, run.ownKeyLeftOut) {
                let local = index - part.lowerBound
                if copied < local {
                    appendReadings()
                    batch.append(contentsOf: run.keys, positions: copied..<local)
                }
                copied = local + 1
                let entry: Int
                switch entries.next()! {
                case let .byReadings(keyed):
                    if readings.upperBound != keyed {
                        appendReadings()
                        readings = keyed..<keyed
                    }
                    readings = readings.lowerBound..<keyed + 1
                    continue
                case let .memo(memoEntry): entry = memoEntry
                }
                appendReadings()
                let placed = memo.placement(entry)
                let section: Int32
                if leftOut, placed.keepsOwnKey {
                    // Rare: a text no transliterator changes (a script
                    // without one), or a kanji text MeCab could not read.
                    section = texts.withUTF8(index) { text in
                        collator.withSortKey(utf8: text) { key in
                            let section = placed.section ?? Int32(self.section(forSortKey: key))
                            batch.append(section: section, key: key)
                            return section
                        }
                    }
                } else {
                    section = placed.section ?? run.keys.sections[local]
                    batch.append(section: section, key: placed.keepsOwnKey ? run.keys.key(local) : memo.replacementKey(entry))
                }
                if placed.collationStringHasIdeographs, section == lastTitle { report.countUnreadKanji(at: index) }
            }
            appendReadings()
            batch.append(contentsOf: run.keys, positions: copied..<run.keys.count)
        }
        return report
    }
}

/// What keying a batch found besides the keys.
package struct KeyingReport: Sendable {
    /// Texts that went to the last section because the reading they were
    /// placed by still holds kanji (MeCab's dictionary lacks a character,
    /// such as 髙 or 𠮷), and the position of the first among the texts.
    /// Only Japanese collations with readings have such texts.
    package private(set) var unreadKanjiCount = 0
    package private(set) var firstUnreadKanji: Int?

    package init() {}

    /// Adds what keying later texts found, `offset` texts after these.
    package mutating func append(_ later: KeyingReport, after offset: Int) {
        if firstUnreadKanji == nil { firstUnreadKanji = later.firstUnreadKanji.map { offset + $0 } }
        unreadKanjiCount += later.unreadKanjiCount
    }

    mutating func countUnreadKanji(at position: Int) {
        unreadKanjiCount += 1
        if firstUnreadKanji == nil { firstUnreadKanji = position }
    }
}
