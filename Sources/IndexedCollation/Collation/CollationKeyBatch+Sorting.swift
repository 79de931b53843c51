import Dispatch
import Foundation

extension CollationKeyBatch {
    /// The positions of the keys in collation order: by section when asked
    /// (sections as unsigned numbers, so a negative one sorts last), then by
    /// key bytes, then by position (stable: equal keys keep their order).
    ///
    /// Each key is sorted as a 16-byte entry carrying its first eight key
    /// bytes as a big-endian integer, so most comparisons are one integer
    /// comparison and `memcmp` settles the rest. Parts are sorted on all
    /// cores, then merged pairwise (the merges of a round also in parallel).
    ///
    /// Complexity: O(n log n) comparisons, on all cores; O(n) extra memory
    /// (two entry arrays).
    public func sortedPositions(bySection: Bool) -> [Int] {
        guard count > 1 else { return Array(0..<count) }
        return bytes.withUnsafeBufferPointer { bytes in
            ends.withUnsafeBufferPointer { ends in
                var entries = sortEntries(bytes: bytes, ends: ends, bySection: bySection)
                let comparator = SortComparator(bytes: bytes.baseAddress, ends: ends)
                entries.withUnsafeMutableBufferPointer { Self.sort($0, comparator) }
                return entries.map { Int($0.index) }
            }
        }
    }

    /// One key as the sort sees it.
    struct SortEntry {
        /// The key's first eight bytes, big-endian, zero-padded.
        var prefix: UInt64
        /// The section when sorting by section, else 0.
        var group: UInt32
        /// The key's position in the batch.
        var index: UInt32
    }

    private func sortEntries(bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>, bySection: Bool) -> [SortEntry] {
        [SortEntry](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count {
                let key = Self.keyRange(index, ends: ends)
                var prefix: UInt64 = 0
                for offset in 0..<8 {
                    prefix = prefix << 8 | (offset < key.count ? UInt64(bytes[key.lowerBound + offset]) : 0)
                }
                let group = bySection ? UInt32(bitPattern: sections[index]) : 0
                buffer[index] = SortEntry(prefix: prefix, group: group, index: UInt32(index))
            }
            initialized = count
        }
    }

    /// Key order over entries. It holds pointers into the batch: valid, and
    /// shared read-only by the sorting threads, while `sortedPositions` runs.
    struct SortComparator: @unchecked Sendable {
        /// Nil only when every key is empty.
        let bytes: UnsafePointer<UInt8>?
        let ends: UnsafeBufferPointer<Int>

        @inline(__always)
        func less(_ a: SortEntry, _ b: SortEntry) -> Bool {
            if a.group != b.group { return a.group < b.group }
            if a.prefix != b.prefix { return a.prefix < b.prefix }
            // Equal prefixes: both keys are longer than 8 bytes, or equal
            // (ICU keys hold no zero byte, so the zero padding is unambiguous).
            let x = CollationKeyBatch.keyRange(Int(a.index), ends: ends)
            let y = CollationKeyBatch.keyRange(Int(b.index), ends: ends)
            let common = min(x.count, y.count)
            if common > 8, let bytes {
                let order = memcmp(bytes + x.lowerBound + 8, bytes + y.lowerBound + 8, common - 8)
                if order != 0 { return order < 0 }
            }
            if x.count != y.count { return x.count < y.count }
            return a.index < b.index
        }
    }

    /// Sorts parts in parallel, then merges them pairwise until one is left.
    ///
    /// Thread safety of the `nonisolated(unsafe)` buffers: the parts of a
    /// round are disjoint ranges, so each parallel sort writes only its own
    /// part; each merge reads two adjacent parts of `input` and writes the
    /// same range of `output`, and no merge reads what another writes (the
    /// two buffers swap roles only between rounds, after `concurrentPerform`
    /// has returned).
    private static func sort(_ entries: UnsafeMutableBufferPointer<SortEntry>, _ comparator: SortComparator) {
        var parts = LocalizedIndexedCollation.partition(entries.count, minimumPart: 1 << 14)
        if parts.count == 1 {
            var entries = entries
            return entries.sort(by: comparator.less)
        }
        nonisolated(unsafe) let source = entries
        let scratch = UnsafeMutableBufferPointer<SortEntry>.allocate(capacity: entries.count)
        defer { scratch.deallocate() }
        let sortParts = parts
        DispatchQueue.concurrentPerform(iterations: parts.count) { part in
            var run = UnsafeMutableBufferPointer(rebasing: source[sortParts[part]])
            run.sort(by: comparator.less)
        }
        nonisolated(unsafe) var (from, to) = (entries, scratch)
        while parts.count > 1 {
            let pairs = (parts.count + 1) / 2
            let round = parts
            nonisolated(unsafe) let (input, output) = (from, to)
            DispatchQueue.concurrentPerform(iterations: pairs) { pair in
                let left = round[2 * pair]
                guard 2 * pair + 1 < round.count else {
                    _ = UnsafeMutableBufferPointer(rebasing: output[left]).initialize(from: input[left])
                    return
                }
                merge(input, left, round[2 * pair + 1], into: output, comparator)
            }
            parts = (0..<pairs).map { pair in
                2 * pair + 1 < round.count ? round[2 * pair].lowerBound..<round[2 * pair + 1].upperBound : round[2 * pair]
            }
            (from, to) = (to, from)
        }
        if from.baseAddress != entries.baseAddress {
            _ = entries.initialize(from: from)
        }
    }

    /// Merges two adjacent sorted runs of `input` into the same positions of
    /// `output`; on ties the left run's entry goes first.
    private static func merge(_ input: UnsafeMutableBufferPointer<SortEntry>, _ left: Range<Int>, _ right: Range<Int>,
                              into output: UnsafeMutableBufferPointer<SortEntry>, _ comparator: SortComparator) {
        var (i, j, k) = (left.lowerBound, right.lowerBound, left.lowerBound)
        while i < left.upperBound, j < right.upperBound {
            if comparator.less(input[j], input[i]) {
                output[k] = input[j]
                j += 1
            } else {
                output[k] = input[i]
                i += 1
            }
            k += 1
        }
        while i < left.upperBound { output[k] = input[i]; i += 1; k += 1 }
        while j < right.upperBound { output[k] = input[j]; j += 1; k += 1 }
    }
}
