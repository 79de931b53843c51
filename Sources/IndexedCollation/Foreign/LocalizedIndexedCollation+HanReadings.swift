import ByteMachinery

/// Where the key of a text left pending by the first pass comes from.
enum PendingEntry {
    /// The memo's entry of the text.
    case memo(Int)
    /// Key `n` of the texts keyed by their characters' readings (``ReadingKeys``).
    case byReadings(Int)
}

/// The keys of pending texts keyed in one pass by their characters'
/// readings (Han characters' ``HanReadings``, letters' ``LetterReadings``)
/// after the readings they lacked were learned.
struct ReadingKeys {
    /// The keys, in the order of the pending texts they key.
    var keys = CollationKeyBatch()
    /// Per pending text, its key's index in ``keys``, or -1: left to the memo.
    var positions: [Int] = []

    /// The pending texts' entries, taking the memo's entries (of the texts
    /// with position -1, in order) for those not keyed here.
    func entries(merging memoEntries: [Int]) -> [PendingEntry] {
        var memo = memoEntries.makeIterator()
        return positions.map { $0 >= 0 ? .byReadings($0) : .memo(memo.next()!) }
    }
}

extension LocalizedIndexedCollation {
    /// Keys a text of the Han case by its characters' `Han-Latin` readings
    /// (``HanReadings``): the key and section the memo would give the text's
    /// transform, with no `String`, no pieces and no memo entry. False, and
    /// nothing appended, when the text is not of the Han case or a reading
    /// is unknown. O(n) for n bytes, plus one sort key.
    @inline(__always)
    func keyByReadings(_ text: UnsafeBufferPointer<UInt8>, _ readings: HanReadingTables, buffers: inout ReadingBuffers,
                       into keys: inout CollationKeyBatch) -> Bool {
        guard let context = readings.context else { return false }
        buffers.reading.removeAll(keepingCapacity: true)
        guard readings.later.appendTransform(ofUTF8: text, to: &buffers.reading, context: context, surnames: readings.surnames) else { return false }
        var formLength: Int?
        if ordersHanBySyllable {
            let capacity = HanSyllableOrder.capacity(text: text.count, reading: buffers.reading.count)
            if buffers.sortingForm.count < capacity { buffers.sortingForm += repeatElement(0, count: capacity - buffers.sortingForm.count) }
            formLength = buffers.reading.withUnsafeBufferPointer { reading in
                buffers.sortingForm.withUnsafeMutableBufferPointer { HanSyllableOrder.write(sortingFormOf: text, reading: reading, to: $0) }
            }
        }
        func key(_ form: UnsafeBufferPointer<UInt8>) {
            collator.withSortKey(utf8: form) { key in keys.append(section: Int32(section(forSortKey: key)), key: key) }
        }
        if let formLength {
            buffers.sortingForm.withUnsafeBufferPointer { key(UnsafeBufferPointer(rebasing: $0[..<formLength])) }
        } else {
            buffers.reading.withUnsafeBufferPointer(key)
        }
        return true
    }

    /// The memo's tables Han text is keyed by in one pass, under this
    /// collation: in person-names mode with the names transform's split
    /// (asked only then, and only once a table holds a reading).
    func hanReadingTables(of memo: ForeignStringMemo) -> HanReadingTables {
        let names = transformSplitsHanNames
        let split = names && memo.hanReadings.count + memo.surnameReadings.count > 0
            ? placementTransform.flatMap(reuse.nameSplit(of:)) : nil
        return memo.readingTables(personNames: names, names: split, reuse: reuse)
    }

    /// The bytes ``keyByReadings(_:_:buffers:into:)`` and ``keyByLetters(_:_:buffers:into:)``
    /// reuse from one text to the next: a text's reading, the string it is
    /// sorted by (its first bytes; the array only grows), and its letters'
    /// transliteration, written in place (the array only grows). The last is
    /// apart from the reading, which is emptied for each text: one buffer
    /// for both was refilled with zeros for every Han text tried by letters
    /// first (2 % of the instructions of Han names under `de`).
    struct ReadingBuffers {
        var reading: [UInt8] = []
        var sortingForm: [UInt8] = []
        var letters: [UInt8] = []
        var contextLetters = ContextLetterReadings.Buffers()
    }

    /// The texts `pending` (left by the first pass) that can be keyed by
    /// readings once the kept readings are read and the unknown characters
    /// of their Han text are transformed (``learnHanReadings(of:in:memo:)``),
    /// keyed on all cores. Nil when nothing new was learned (the first pass
    /// already tried with what is known).
    func keysByReadings<Texts: CollationTexts>(of pending: [Int], in strings: Texts, memo: ForeignStringMemo) -> ReadingKeys? {
        guard !pending.isEmpty, learnHanReadings(of: pending, in: strings, memo: memo) else { return nil }
        let readings = hanReadingTables(of: memo)
        return keysOfPending(pending, in: strings) { text, buffers, keys in keyByReadings(text, readings, buffers: &buffers, into: &keys) }
    }

    /// The keys `key` gives the texts `pending` (no longer than
    /// ``PlacementBound`` reads), on all cores; -1 where it gives none.
    func keysOfPending<Texts: CollationTexts>(
        _ pending: [Int], in strings: Texts,
        by key: @Sendable (UnsafeBufferPointer<UInt8>, inout ReadingBuffers, inout CollationKeyBatch) -> Bool
    ) -> ReadingKeys {
        let parts = Parallel.partition(pending.count, minimumPart: Parallel.Grain.sortKeys)
        let runs = Parallel.map(parts.count) { part in
            var run = ReadingKeys(), buffers = ReadingBuffers()
            for index in pending[parts[part]] {
                let keyed = strings.withUTF8(index) { text in
                    text.count <= PlacementBound.maximumScalars && key(text, &buffers, &run.keys)
                }
                run.positions.append(keyed ? run.keys.count - 1 : -1)
            }
            return run
        }
        var all = ReadingKeys()
        for run in runs {
            let offset = all.keys.count
            all.positions += run.positions.map { $0 < 0 ? -1 : $0 + offset }
            all.keys.append(contentsOf: run.keys, positions: 0..<run.keys.count)
        }
        return all
    }
}
