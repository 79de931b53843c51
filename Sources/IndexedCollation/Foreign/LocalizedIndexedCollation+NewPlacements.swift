import ByteMachinery

extension LocalizedIndexedCollation {
    /// The placements of the memo's new distinct strings, texts `new` of
    /// `strings`, in order: computed on all cores, each thread's part a
    /// ``ForeignStringMemo/Run`` to append in turn.
    ///
    /// A text MeCab reads (``readsFromBytes(_:)``) is read, and its reading
    /// keyed, straight from its bytes, with one tagger and one buffer per
    /// part (``MeCabReadingProvider/withReader(_:)``): no `String` of the
    /// text or its reading, no tagger borrowed per text. The others are
    /// placed by ``replacement(for:latin:remembered:)``, after the pieces of
    /// their transliterations the memo lacks are learned
    /// (``learnLatinPieces(of:into:)``). Both give the same placement for a
    /// text (the bytes are the `String`'s: the texts are well-formed UTF-8).
    /// A text that takes a transliteration of its whole (not joined from
    /// pieces) is left by the parallel pass and placed after it on the
    /// calling thread: ICU's rules transliterate one text at a time anyway
    /// (docs/performance.md, "One thread in ICU's rules").
    ///
    /// Complexity: one reading or transliteration per text, plus O(total length).
    func newPlacements<Texts: CollationTexts>(of new: [Int], in strings: Texts,
                                              memo: ForeignStringMemo) -> [ForeignStringMemo.Run] {
        let reader = mecabReader
        let fromBytes = reader == nil ? [Bool](repeating: false, count: new.count)
            : new.map { index in strings.withUTF8(index, readsFromBytes) }
        // Only the texts placed by their `String` are split into pieces.
        let byString = new.indices.filter { !fromBytes[$0] }
        let learned = learnLatinPieces(of: byString.map { strings.string(new[$0]) }, into: memo)
        var slots = [Int](repeating: -1, count: new.count)
        for (slot, position) in byString.enumerated() { slots[position] = slot }
        let slotOf = slots
        let latinPieces = KnownLatin.Pieces(latin: memo.latinPieces, surnames: memo.surnamePieces)
        let parts = Parallel.partition(new.count, minimumPart: Parallel.Grain.transliterations)
        @Sendable func known(_ position: Int) -> KnownLatin? {
            (slotOf[position] < 0 ? nil : learned[slotOf[position]]).map { KnownLatin(segments: $0, pieces: latinPieces) }
        }
        let placed = Parallel.map(parts.count) { part in
            var placed = PlacedPart()
            func place(_ position: Int, by tagger: MeCabReadingProvider.Reader?) {
                if fromBytes[position], let tagger,
                   strings.withUTF8(new[position], { appendPlacement(byReadingOf: $0, reader: tagger, to: &placed.run) }) { return }
                let string = strings.string(new[position])
                guard let replacement = replacement(for: string, latin: known(position), remembered: true,
                                                    transliteratingWhole: false) else { return placed.leave(position) }
                appendPlacement(of: replacement, replacing: string, to: &placed.run)
            }
            // Should no tagger be made, the texts are placed by their `String`s.
            if let reader, parts[part].contains(where: { fromBytes[$0] }),
               reader.withReader({ tagger in parts[part].forEach { place($0, by: tagger) } }) != nil {
                return placed.finished()
            }
            parts[part].forEach { place($0, by: nil) }
            return placed.finished()
        }
        // In order: each part's runs, and between them the texts it left.
        var runs: [ForeignStringMemo.Run] = []
        for step in placed.joined() {
            switch step {
            case let .run(run):
                runs.append(run)
            case let .left(position):
                let string = strings.string(new[position])
                var run = ForeignStringMemo.Run()
                appendPlacement(of: replacement(for: string, latin: known(position), remembered: true), replacing: string, to: &run)
                runs.append(run)
            }
        }
        return runs
    }

    /// A part's placements in order: runs, and between them the texts the
    /// part left to be placed after the parallel pass.
    private struct PlacedPart {
        enum Step { case run(ForeignStringMemo.Run), left(Int) }
        var steps: [Step] = []
        var run = ForeignStringMemo.Run()

        /// Ends the run so far, and leaves the text at `position` in `new`.
        mutating func leave(_ position: Int) {
            if !run.placements.isEmpty { steps.append(.run(run)) }
            run = ForeignStringMemo.Run()
            steps.append(.left(position))
        }

        consuming func finished() -> [Step] {
            if !run.placements.isEmpty { steps.append(.run(run)) }
            return steps
        }
    }

    /// Whether a text is read by MeCab straight from its bytes: a Japanese
    /// text (``JapaneseText``) no longer than ``PlacementBound`` reads, so
    /// that it is read whole, as ``replacement(for:latin:remembered:)`` would.
    /// O(1).
    func readsFromBytes(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        placementTransform == nil && text.count <= PlacementBound.maximumScalars && JapaneseText.startsWithJapanese(utf8: text)
    }

    /// Appends the placement of a text by its reading, as
    /// ``replacement(for:latin:remembered:)`` places it; false (nothing
    /// appended) when MeCab fails on it, which that then handles.
    /// - Precondition: ``readsFromBytes(_:)`` of the text.
    private func appendPlacement(byReadingOf text: UnsafeBufferPointer<UInt8>, reader: MeCabReadingProvider.Reader,
                                 to run: inout ForeignStringMemo.Run) -> Bool {
        switch reader.reading(ofUTF8: text) {
        case nil:
            return false
        case let .utf8(reading)?:
            appendPlacement(byReading: reading, to: &run)
        case var .string(reading)?:
            reading.withUTF8 { appendPlacement(byReading: $0, to: &run) }
        }
        return true
    }

    /// Appends the placement by a reading (UTF-8): its key, its section, and
    /// whether it still holds kanji when in the last section. O(its length).
    private func appendPlacement(byReading reading: UnsafeBufferPointer<UInt8>, to run: inout ForeignStringMemo.Run) {
        collator.withSortKey(utf8: reading) { key in
            let section = section(forSortKey: key)
            let hasIdeographs = section == othersSection && Self.holdsIdeographs(reading)
            run.append(ForeignStringMemo.Placement(section: Int32(section), keepsOwnKey: false, collationStringHasIdeographs: hasIdeographs),
                       key: key)
        }
    }

    /// Whether well-formed UTF-8 holds an ideograph (as its `String`'s
    /// scalars would say). O(n).
    private static func holdsIdeographs(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < utf8.count {
            guard let (value, length) = UTF8Scalar.decode(utf8, at: index), let scalar = Unicode.Scalar(value) else {
                return String(decoding: utf8, as: UTF8.self).unicodeScalars.contains(where: \.properties.isIdeographic)
            }
            if scalar.properties.isIdeographic { return true }
            index += length
        }
        return false
    }

    /// Appends the placement of `string` by its replacement (see
    /// ``replacement(for:latin:remembered:)``).
    private func appendPlacement(of replacement: Replacement, replacing string: String, to run: inout ForeignStringMemo.Run) {
        // Only a string in the last section is counted (``assemble``).
        let hasIdeographs = readsJapanese && (replacement.section.map { $0 == othersSection } ?? true)
            && (replacement.string ?? string).unicodeScalars.contains(where: \.properties.isIdeographic)
        run.append(ForeignStringMemo.Placement(section: replacement.section.map(Int32.init), keepsOwnKey: replacement.string == nil,
                                               collationStringHasIdeographs: hasIdeographs),
                   key: replacement.key)
    }
}
