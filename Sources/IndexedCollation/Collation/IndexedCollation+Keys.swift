import Dispatch
import Foundation

extension IndexedCollation {
    /// The collation keys of many strings, stored contiguously (see
    /// ``CollationKeyBatch``): the same sections and keys as
    /// ``collationKey(for:)`` gives one by one, without a heap object per key.
    ///
    /// The work runs on all cores. A string outside the table's alphabets is
    /// transliterated (or read) once per distinct string, not once per
    /// occurrence; pass the same `memo` to successive calls (a stream read
    /// in batches) to keep it once per distinct string across them.
    ///
    /// Complexity: O(total length) sort-key work, plus one transliteration
    /// per distinct string outside the table's range not already in `memo`.
    public func collationKeyBatch(for strings: [String], memo: ForeignStringMemo? = nil) -> CollationKeyBatch {
        let memo = memo ?? ForeignStringMemo()
        precondition(memo.owner == nil || memo.owner === self, "a ForeignStringMemo serves one IndexedCollation")
        memo.owner = self
        let parts = Self.partition(strings.count)
        // 1. Each string's own key and section, in parallel over contiguous parts.
        var firstPass = [PartKeys](repeating: PartKeys(), count: parts.count)
        firstPass.withUnsafeMutableBufferPointer { results in
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: parts.count) { part in
                results[part] = ownKeys(of: strings, in: parts[part])
            }
        }
        // 2. Strings placed by another string: their entries in the memo,
        // adding the distinct strings it does not hold yet.
        var pending: [Int] = []
        for part in firstPass { pending += part.pending }
        let firstNew = memo.count
        var new: [Int] = []
        let entries = pending.map { index in
            memo.entry(for: strings[index]) { new.append(index) }
        }
        // 3. The replacements of the new distinct strings, in parallel.
        let newParts = Self.partition(new.count, minimumPart: 256)
        let newStrings = new.map { strings[$0] }
        var secondPass = [PartKeys](repeating: PartKeys(), count: newParts.count)
        secondPass.withUnsafeMutableBufferPointer { results in
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: newParts.count) { part in
                results[part] = replacementKeys(of: Array(newStrings[newParts[part]]))
            }
        }
        for part in secondPass { memo.append(part) }
        assert(memo.count == firstNew + new.count)
        // 4. One contiguous batch, in the strings' order.
        return Self.assemble(count: strings.count, firstPass: firstPass, pending: pending, entries: entries, memo: memo)
    }

    /// The collation keys of many strings, computed on all cores when there
    /// are enough of them to pay for it. Prefer ``collationKeyBatch(for:)``
    /// for many strings: it does not allocate an array per key.
    public func collationKeys(for strings: [String]) -> [CollationKey] {
        let batch = collationKeyBatch(for: strings)
        return (0..<batch.count).map { batch[$0] }
    }

    // MARK: - The passes

    /// Keys of a run of strings, appended in order.
    struct PartKeys {
        var bytes: [UInt8] = []
        var ends: [Int] = []
        var sections: [Int32] = []
        /// For the first pass: indices (into all strings) that need a
        /// foreign placement; their own key is kept here for `.asIs`.
        var pending: [Int] = []
        /// For the second pass: whether each distinct string keeps its own key.
        var keepsOwnKey: [Bool] = []

        mutating func append(key: UnsafeBufferPointer<UInt8>, section: Int) {
            bytes.append(contentsOf: key)
            ends.append(bytes.count)
            sections.append(Int32(section))
        }

        func key(_ index: Int) -> ArraySlice<UInt8> {
            bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
        }
    }

    /// Each string's own sort key and the section it gives; strings that may
    /// be placed by another string (the transform, readings,
    /// transliteration) are listed as pending.
    private func ownKeys(of strings: [String], in range: Range<Int>) -> PartKeys {
        var part = PartKeys()
        part.ends.reserveCapacity(range.count)
        part.sections.reserveCapacity(range.count)
        part.bytes.reserveCapacity(range.count * 32)
        let transformsAll = transform != nil
        let placesForeign = placesForeignStrings
        for index in range {
            if transformsAll {
                part.append(key: UnsafeBufferPointer(start: nil, count: 0), section: lastSection)
                part.pending.append(index)
                continue
            }
            var string = strings[index]
            string.withUTF8 { text in
                collator.withSortKey(utf8: text) { key in
                    if placesForeign, !isInTableRange(key) { part.pending.append(index) }
                    part.append(key: key, section: section(forSortKey: key))
                }
            }
        }
        return part
    }

    /// The keys of the strings that replace `strings` (their transform,
    /// reading or transliteration); `keepsOwnKey` where a string is placed
    /// by itself after all (its key then comes from the first pass).
    private func replacementKeys(of strings: [String]) -> PartKeys {
        var part = PartKeys()
        for string in strings {
            let replacement: String
            if let transform {
                replacement = transform.apply(string)
            } else {
                switch foreignPlacement(of: string) {
                case .asIs:
                    part.keepsOwnKey.append(true)
                    part.append(key: UnsafeBufferPointer(start: nil, count: 0), section: -1)
                    continue
                case .unread:
                    part.keepsOwnKey.append(true)
                    part.append(key: UnsafeBufferPointer(start: nil, count: 0), section: unreadKanjiSection!)
                    continue
                case let .replaced(other):
                    replacement = other
                }
            }
            let key = collator.sortKey(replacement)
            part.keepsOwnKey.append(false)
            key.withUnsafeBufferPointer { part.append(key: $0, section: section(forSortKey: $0)) }
        }
        return part
    }

    /// Concatenates the first pass and the memo's replacements into one
    /// batch in the strings' order.
    private static func assemble(count: Int, firstPass: [PartKeys], pending: [Int], entries: [Int],
                                 memo: ForeignStringMemo) -> CollationKeyBatch {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(firstPass.reduce(0) { $0 + $1.bytes.count })
        var ends: [Int] = []
        ends.reserveCapacity(count)
        var sections: [Int32] = []
        sections.reserveCapacity(count)
        var nextPending = 0
        var index = 0
        for part in firstPass {
            for local in part.ends.indices {
                if nextPending < pending.count, pending[nextPending] == index {
                    let entry = entries[nextPending]
                    nextPending += 1
                    if memo.keys.keepsOwnKey[entry] {
                        bytes += part.key(local)
                        let section = memo.keys.sections[entry]
                        sections.append(section >= 0 ? section : part.sections[local])
                    } else {
                        bytes += memo.keys.key(entry)
                        sections.append(memo.keys.sections[entry])
                    }
                } else {
                    bytes += part.key(local)
                    sections.append(part.sections[local])
                }
                ends.append(bytes.count)
                index += 1
            }
        }
        return CollationKeyBatch(sections: sections, bytes: bytes, ends: ends)
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

/// The placements of strings outside a table's alphabets (their
/// transliteration's or reading's key and section), remembered across calls
/// of ``IndexedCollation/collationKeyBatch(for:memo:)`` so that a stream
/// read in batches transliterates each distinct string once.
///
/// One memo serves one ``IndexedCollation`` and one caller at a time (it is
/// not thread-safe). Memory: each distinct foreign string, its key, and
/// some 40 bytes of bookkeeping, for as long as the memo lives.
public final class ForeignStringMemo {
    /// The entries' results, in entry order (`keepsOwnKey` and `sections`
    /// filled by the second pass of a batch).
    fileprivate var keys = IndexedCollation.PartKeys()
    private var entryOf: [UTF8Text: Int] = [:]
    private var reserved = 0
    fileprivate weak var owner: IndexedCollation?

    public init() {}

    /// The number of distinct strings remembered.
    public var count: Int { reserved }

    /// The entry of `string`; when it has none, reserves the next one and
    /// calls `isNew` (its result must be appended in that order).
    fileprivate func entry(for string: String, isNew: () -> Void) -> Int {
        let next = reserved
        let entry = entryOf[UTF8Text(string), default: next]
        if entry == next {
            entryOf[UTF8Text(string)] = next
            reserved += 1
            isNew()
        }
        return entry
    }

    fileprivate func append(_ part: IndexedCollation.PartKeys) {
        for index in part.ends.indices {
            keys.keepsOwnKey.append(part.keepsOwnKey[index])
            let key = part.key(index)
            key.withUnsafeBufferPointer { keys.append(key: $0, section: Int(part.sections[index])) }
        }
    }
}

/// A string compared and hashed by its UTF-8 bytes: deduplicating by bytes
/// is enough (equal bytes, equal result) and avoids the Unicode
/// normalization that `String`'s own `==` and hashing do.
struct UTF8Text: Hashable {
    var string: String

    init(_ string: String) { self.string = string }

    static func == (a: UTF8Text, b: UTF8Text) -> Bool {
        var (x, y) = (a.string, b.string)
        return x.withUTF8 { x in
            y.withUTF8 { y in x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) }
        }
    }

    func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
