import Dispatch
import Foundation

/// Sorts the keys of a ``CollationKeyBatch``: by section when asked, then by
/// key bytes, then by position, so equal keys keep their input order.
///
/// Each key is represented by a 16-byte entry carrying its first eight key
/// bytes as a big-endian integer, so most comparisons are one integer
/// comparison and `memcmp` settles the rest. Parts are sorted on all cores,
/// then merged pairwise (the merges of a round also run in parallel).
///
/// Complexity: O(n log n) comparisons, O(n) extra memory (two entry arrays).
enum KeyOrder {
    struct Entry {
        var prefix: UInt64
        var group: UInt32
        var index: UInt32
    }

    /// The positions of the batch's keys in sorted order.
    static func sorted(_ batch: CollationKeyBatch, bySection: Bool) -> [Int] {
        let count = batch.count
        guard count > 1 else { return Array(0..<count) }
        return batch.bytes.withUnsafeBufferPointer { bytes in
            batch.ends.withUnsafeBufferPointer { ends in
                var entries = [Entry](unsafeUninitializedCapacity: count) { buffer, initialized in
                    for index in 0..<count {
                        let start = index == 0 ? 0 : ends[index - 1]
                        let length = ends[index] - start
                        var prefix: UInt64 = 0
                        for offset in 0..<8 {
                            prefix = prefix << 8 | (offset < length ? UInt64(bytes[start + offset]) : 0)
                        }
                        let group = bySection ? UInt32(bitPattern: batch.sections[index]) : 0
                        buffer[index] = Entry(prefix: prefix, group: group, index: UInt32(index))
                    }
                    initialized = count
                }
                let comparator = Comparator(bytes: bytes.baseAddress, ends: ends.baseAddress!)
                entries.withUnsafeMutableBufferPointer { sort($0, comparator) }
                return entries.map { Int($0.index) }
            }
        }
    }

    /// Key order over entries; the pointers stay valid while a sort runs.
    struct Comparator: @unchecked Sendable {
        let bytes: UnsafePointer<UInt8>?
        let ends: UnsafePointer<Int>

        @inline(__always)
        func less(_ a: Entry, _ b: Entry) -> Bool {
            if a.group != b.group { return a.group < b.group }
            if a.prefix != b.prefix { return a.prefix < b.prefix }
            // Equal prefixes: both keys are longer than 8 bytes, or equal
            // (ICU keys hold no zero byte, so the zero padding is unambiguous).
            let (x, y) = (Int(a.index), Int(b.index))
            let xStart = x == 0 ? 0 : ends[x - 1], yStart = y == 0 ? 0 : ends[y - 1]
            let xCount = ends[x] - xStart, yCount = ends[y] - yStart
            let common = min(xCount, yCount)
            if common > 8, let bytes {
                let order = memcmp(bytes + xStart + 8, bytes + yStart + 8, common - 8)
                if order != 0 { return order < 0 }
            }
            if xCount != yCount { return xCount < yCount }
            return a.index < b.index
        }
    }

    /// Sorts parts in parallel, then merges them pairwise until one is left.
    private static func sort(_ entries: UnsafeMutableBufferPointer<Entry>, _ comparator: Comparator) {
        var parts = IndexedCollation.partition(entries.count, minimumPart: 1 << 14)
        if parts.count == 1 {
            var entries = entries
            return entries.sort(by: comparator.less)
        }
        nonisolated(unsafe) let source = entries
        let scratch = UnsafeMutableBufferPointer<Entry>.allocate(capacity: entries.count)
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
    private static func merge(_ input: UnsafeMutableBufferPointer<Entry>, _ left: Range<Int>, _ right: Range<Int>,
                              into output: UnsafeMutableBufferPointer<Entry>, _ comparator: Comparator) {
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
