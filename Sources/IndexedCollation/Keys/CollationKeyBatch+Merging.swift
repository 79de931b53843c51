import ByteMachinery

extension CollationKeyBatch {
    /// These keys, each merged with the key at the same position of `later`
    /// (ICU's `ucol_mergeSortkeys`): the keys of elements ordered by their
    /// first strings, then by their second. Each merged key keeps this
    /// batch's section, so the first strings alone place the elements.
    ///
    /// Merged keys compare level by level: the first strings' base letters,
    /// then the second strings', then the first strings' accents, and so on;
    /// a shorter first string sorts before a longer one it starts ("Li, Zoe"
    /// before "Lin, Ada"). That is the collator's order of the two strings
    /// joined by U+FFFE, and the order a contacts app gives (last name, then
    /// first name; "Muller, Berta" and "Müller, Anna" go by the first name).
    /// Merge the result with a third batch for a third string.
    ///
    /// - Precondition: `later.count == count`.
    /// - Complexity: O(the bytes of both batches), on all cores for large batches.
    public func merging(_ later: CollationKeyBatch) -> CollationKeyBatch {
        precondition(later.count == count, "merging batches of \(count) and \(later.count) keys")
        let parts = Parallel.partition(count, minimumPart: Parallel.Grain.sortKeys)
        let runs = Parallel.map(parts.count) { part in
            var run = CollationKeyBatch()
            run.reserveCapacity(keys: parts[part].count, bytes: 0)
            for index in parts[part] {
                withKey(at: index) { first in
                    later.withKey(at: index) { second in
                        ICUSortKeyMerge.withMerged(first, second) { run.append(section: sections[index], key: $0) }
                    }
                }
            }
            return run
        }
        var merged = CollationKeyBatch()
        merged.reserveCapacity(keys: count, bytes: runs.reduce(0) { $0 + $1.keys.bytes.count })
        for run in runs { merged.append(contentsOf: run) }
        return merged
    }
}
