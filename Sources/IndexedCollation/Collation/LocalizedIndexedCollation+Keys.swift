import Dispatch
import Foundation

extension LocalizedIndexedCollation {
    /// The collation keys of many strings, stored contiguously (see
    /// ``CollationKeyBatch``): the same sections and keys as
    /// ``collationKey(for:)`` gives one by one (the same rule, see
    /// `LocalizedIndexedCollation+Placement.swift`), without a heap object per key.
    ///
    /// The work runs on all cores. A string outside the table's alphabets is
    /// transliterated (or read) once per distinct string, not once per
    /// occurrence; pass the same `memo` to successive calls (a stream read
    /// in batches) to keep it once per distinct string across them.
    ///
    /// Complexity: O(total length) sort-key work, plus one transliteration
    /// per distinct string outside the table's range not already in `memo`.
    public func collationKeyBatch(for strings: [String], memo: ForeignStringMemo? = nil) -> CollationKeyBatch {
        collationKeyBatch(of: strings, memo: memo)
    }

    /// ``collationKeyBatch(for:memo:)`` of UTF-8 texts, computed from their
    /// bytes: no `String` is made but for texts placed by another string.
    package func collationKeyBatch(forUTF8 texts: UTF8TextBatch, memo: ForeignStringMemo? = nil) -> CollationKeyBatch {
        collationKeyBatch(of: texts, memo: memo)
    }

    private func collationKeyBatch<Texts: CollationTexts>(of strings: Texts, memo: ForeignStringMemo?) -> CollationKeyBatch {
        let memo = memo ?? ForeignStringMemo()
        memo.claim(for: self)
        let parts = Self.partition(strings.count)
        // 1. Each string's own key and section, in parallel over contiguous parts.
        let firstPass = Self.inParallel(parts.count) { ownKeys(of: strings, in: parts[$0]) }
        // 2. Strings placed by another string: their entries in the memo,
        // adding the distinct strings it does not hold yet.
        var pending: [Int] = []
        for run in firstPass { pending += run.pending }
        var new: [Int] = []
        var entries = Self.knownEntries(of: pending, in: strings, memo: memo)
        for position in pending.indices where entries[position] < 0 {
            entries[position] = strings.withUTF8(pending[position]) { memo.entry(forUTF8: $0) { new.append(position) } }
        }
        // 3. The replacements of the new distinct strings, in parallel,
        // after the pieces of their transliterations the memo lacks.
        let newParts = Self.partition(new.count, minimumPart: 256)
        let newStrings = new.map { strings.string(pending[$0]) }
        let segments = learnLatinPieces(of: newStrings, into: memo)
        let latinPieces = memo.latinPieces
        for run in Self.inParallel(newParts.count, { part in
            replacementKeys(of: newStrings[newParts[part]], segments: segments[newParts[part]], latinPieces: latinPieces)
        }) {
            memo.append(run)
        }
        // 4. One contiguous batch, in the strings' order.
        return Self.assemble(firstPass, of: parts, entries: entries, memo: memo)
    }

    /// The memo's entries of the strings `pending` (-1 where it has none), found
    /// on all cores: most foreign strings repeat, so this leaves little for
    /// the one thread that adds the new ones.
    private static func knownEntries<Texts: CollationTexts>(of pending: [Int], in strings: Texts,
                                                          memo: ForeignStringMemo) -> [Int] {
        let index = memo.strings
        let parts = partition(pending.count, minimumPart: 1024)
        return inParallel(parts.count) { part in
            pending[parts[part]].map { strings.withUTF8($0) { index.find($0) ?? -1 } }
        }.flatMap { $0 }
    }

    /// The collation keys of many strings, computed on all cores when there
    /// are enough of them to pay for it. Prefer ``collationKeyBatch(for:memo:)``
    /// for many strings: it does not allocate an array per key.
    public func collationKeys(for strings: [String]) -> [CollationKey] {
        let batch = collationKeyBatch(for: strings)
        return (0..<batch.count).map { batch[$0] }
    }

    // MARK: - The passes

    /// The keys of a run of strings, made by one thread of a pass.
    struct KeyRun {
        var keys = CollationKeyBatch()
        /// First pass: the indices (into all strings) of the strings that
        /// their own key does not place; their own key is kept here in case
        /// their replacement says they keep it.
        var pending: [Int] = []
        /// Second pass: whether each distinct string keeps its own key.
        var keepsOwnKey: [Bool] = []
    }

    /// `body(0..<count)` on all cores, each result in its place.
    static func inParallel<Run>(_ count: Int, _ body: @Sendable (Int) -> Run) -> [Run] {
        var runs = [Run?](repeating: nil, count: count)
        runs.withUnsafeMutableBufferPointer { results in
            // Iteration i writes only results[i], and `runs` is not read
            // before concurrentPerform returns: no two threads touch one element.
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: count) { results[$0] = body($0) }
        }
        return runs.map { $0! }
    }

    /// Each string's own sort key and the section it gives; strings that are
    /// placed by another string (the transform, readings, transliteration)
    /// are listed as pending.
    private func ownKeys<Texts: CollationTexts>(of strings: Texts, in range: Range<Int>) -> KeyRun {
        var run = KeyRun()
        run.keys.reserveCapacity(keys: range.count, bytes: range.count * 32)
        if transform != nil {
            for _ in range { run.keys.append(section: Int32(lastSection), key: EmptyCollection()) }
            run.pending = Array(range)
            return run
        }
        for index in range {
            strings.withUTF8(index) { text in
                collator.withSortKey(utf8: text) { key in
                    var section = sectionByOwnKey(key)
                    if section == nil {
                        run.pending.append(index)
                        section = self.section(forSortKey: key)
                    }
                    run.keys.append(section: Int32(section!), key: key)
                }
            }
        }
        return run
    }

    /// The keys of the strings that replace `strings` (see ``replacement(for:)``),
    /// with section -1 for the one a string's own key gives.
    private func replacementKeys(of strings: ArraySlice<String>, segments: ArraySlice<LatinSegments?>,
                                 latinPieces: LatinPieceMemo) -> KeyRun {
        var run = KeyRun()
        for (string, segments) in zip(strings, segments) {
            let replacement = replacement(for: string, latin: segments.map { KnownLatin(segments: $0, pieces: latinPieces) })
            run.keepsOwnKey.append(replacement.string == nil)
            run.keys.append(section: Int32(replacement.section ?? -1), key: replacement.key)
        }
        return run
    }

    /// Concatenates the first pass (the runs of `parts`) and the memo's
    /// replacements into one batch in the strings' order. `entries` are the
    /// memo entries of the first pass's pending strings, in order.
    private static func assemble(_ firstPass: [KeyRun], of parts: [Range<Int>], entries: [Int],
                                 memo: ForeignStringMemo) -> CollationKeyBatch {
        var batch = CollationKeyBatch()
        batch.reserveCapacity(keys: parts.last?.upperBound ?? 0, bytes: firstPass.reduce(0) { $0 + $1.keys.bytes.count })
        var entries = entries.makeIterator()
        for (run, part) in zip(firstPass, parts) {
            var copied = 0
            for index in run.pending {
                let local = index - part.lowerBound
                batch.append(contentsOf: run.keys, positions: copied..<local)
                let placed = memo.placement(entries.next()!)
                if placed.keepsOwnKey {
                    batch.append(section: placed.section >= 0 ? placed.section : run.keys.sections[local], key: run.keys.key(local))
                } else {
                    batch.append(section: placed.section, key: placed.key)
                }
                copied = local + 1
            }
            batch.append(contentsOf: run.keys, positions: copied..<run.keys.count)
        }
        return batch
    }

    /// Contiguous ranges covering `0..<count`, a few per core, all of the
    /// same size but the last; one range when the work is too small to share.
    static func partition(_ count: Int, minimumPart: Int = 2048) -> [Range<Int>] {
        guard count > 0 else { return [] }
        let wanted = ProcessInfo.processInfo.activeProcessorCount * 4
        let parts = max(1, min(wanted, count / minimumPart))
        let size = (count + parts - 1) / parts
        return stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
    }
}
