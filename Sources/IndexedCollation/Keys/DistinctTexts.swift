import ByteMachinery

/// Texts with each distinct text once, and which of them each text is:
/// equal texts have equal keys and sections, so repeats are keyed once
/// (``LocalizedIndexedCollation/collationKeyBatch(for:memo:)``, and
/// `collate`'s key pipeline batch by batch).
///
/// Why: ICU takes some 4,000 instructions for a name's sort key, and finding
/// the name among a window's texts some 200. Lists repeat themselves: a
/// column of cities or departments, the common names of a directory; in the
/// pinned Russian corpus 40 % of a batch's texts repeat an earlier one of
/// the batch. Only the texts of one call are compared, and nothing is kept
/// after it.
package struct DistinctTexts: Sendable {
    /// The search of the last window (``RepeatedStrings``).
    private var repeated = RepeatedStrings()
    /// The distinct texts of each window, each once, in the order first met.
    package private(set) var texts = UTF8TextBatch()
    /// For each text added, in order, the number of its distinct text.
    private var numbers: [Int32] = []

    package init() {}

    /// Forgets every text added, keeping the memory.
    package mutating func removeAll() {
        texts.removeAll()
        numbers.removeAll(keepingCapacity: true)
    }

    /// Adds the texts of `window`, each distinct one once. Texts are
    /// compared within a window only (a text that repeats one of an earlier
    /// window is added again): a window of some 16,000 texts keeps the
    /// search's table and texts in cache, where a million would not.
    /// O(its bytes), expected.
    package mutating func append(_ window: UTF8TextBatch) {
        precondition(texts.count + window.count < 1 << 30, "DistinctTexts: too many texts")
        repeated.find(in: window.texts)
        let first = Int32(texts.count)
        texts.append(window, picking: repeated.firstString)
        numbers.reserveCapacity(numbers.count + window.count)
        for number in repeated.numberOfString { numbers.append(first + number) }
    }

    /// How many texts repeat an earlier one of their window.
    package var repeats: Int { numbers.count - texts.count }

    /// Whether keying by distinct texts pays for looking: at least one
    /// text in 32 repeats an earlier one (looking costs some 100–300
    /// instructions a text, a key some 4,000). The one rule for the library
    /// and `collate`'s pipeline.
    package static func pays(repeats: Int, of count: Int) -> Bool {
        repeats * 32 >= count
    }

    /// The memory the distinct texts and the texts' numbers take.
    package var footprint: Int { texts.footprint + repeated.footprint + numbers.capacity * MemoryLayout<Int32>.stride }

    /// Appends to `keys` each text's key, in order: the key of its distinct
    /// text, `distinctKeys` holding one key per distinct text.
    package func appendKeysOfEachText(from distinctKeys: CollationKeyBatch, to keys: inout CollationKeyBatch) {
        precondition(distinctKeys.count == texts.count, "one key per distinct text")
        keys.append(contentsOf: distinctKeys, picking: numbers)
    }
}

extension DistinctTexts {
    /// The distinct texts of `strings`, window by window, when there are
    /// enough strings to share between cores and at least one in 32 of the
    /// first window repeats an earlier one (looking costs some 300
    /// instructions a string, against some 4,000 for a key); otherwise `nil`.
    init?(ifRepeating strings: [String]) {
        guard strings.count >= 2 * Parallel.Grain.sortKeys else { return nil }
        let window = 1 << 14
        var texts = UTF8TextBatch()
        self.init()
        for start in stride(from: 0, to: strings.count, by: window) {
            texts.removeAll()
            for string in strings[start..<min(start + window, strings.count)] { texts.append(string) }
            append(texts)
            if start == 0, !Self.pays(repeats: repeats, of: texts.count) { return nil }
        }
    }
}
