import ByteMachinery

/// The first pass of keying a batch (each text's own sort key and section),
/// computed part by part ahead of the rest by a thread that would otherwise
/// wait: `collate`'s reader, while the batch before is still being keyed.
/// The parts are those ``LocalizedIndexedCollation/collationKeys(forUTF8:ahead:memo:appendingTo:)``
/// would cut; it computes the parts not done here on all cores.
package struct OwnKeysAhead: Sendable {
    /// The first pass's parts, in order.
    let parts: [Range<Int>]
    /// The first pass of `parts[0..<done.count]`.
    let done: [LocalizedIndexedCollation.OwnKeys]

    /// How many texts the parts done cover.
    package var textsDone: Int { parts.prefix(done.count).last?.upperBound ?? 0 }
}

extension LocalizedIndexedCollation {
    /// The parts of the first pass over `count` texts, on all cores.
    static func firstPassParts(_ count: Int) -> [Range<Int>] {
        Parallel.partition(count, minimumPart: Parallel.Grain.sortKeys)
    }

    /// The first pass over `texts`, part after part on the calling thread,
    /// for as long as `keepGoing()` says before each part (it is asked
    /// before the first part too).
    ///
    /// Complexity: O(the parts' texts' lengths) sort-key work, at most all of `texts`.
    package func ownKeysAhead(forUTF8 texts: UTF8TextBatch, while keepGoing: () -> Bool) -> OwnKeysAhead {
        if let filingRules {
            return ownKeysAhead(of: FiledTexts(base: texts, rules: filingRules), while: keepGoing)
        }
        return ownKeysAhead(of: texts, while: keepGoing)
    }

    private func ownKeysAhead<Texts: CollationTexts>(of texts: Texts, while keepGoing: () -> Bool) -> OwnKeysAhead {
        let parts = Self.firstPassParts(texts.count)
        var done: [OwnKeys] = []
        // A table that keys Han text by its characters' readings reads them
        // from the memo, which the batch in flight is changing: its first
        // pass waits for the memo, on all cores.
        let readsMemo = transformSplitsHan || transformSplitsHanNames
        // Letters are read from the owner's table (kept by an earlier
        // process, or shared by a memo once learned), a value no batch
        // changes in place; the memo's own tables wait for the batch's turn.
        lazy var letters = keysLettersAlone ? reuse.keptLetters : nil
        while !readsMemo, done.count < parts.count, keepGoing() {
            done.append(ownKeys(of: texts, in: parts[done.count], letters: letters))
        }
        return OwnKeysAhead(parts: parts, done: done)
    }
}
