import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension RadixSorter {
    /// Ranges longer than this (and than a share of all entries per core)
    /// are split by a radix pass on all cores; shorter ones are sorted each
    /// on one core, several at a time.
    static let parallelThreshold = 1 << 15

    /// The positions of the keys in order: by group, then key bytes, then
    /// position.
    ///
    /// Complexity: that of ``RadixSorter``, spread over all cores; memory two
    /// arrays of 16-byte entries (the second freed before the result is
    /// made) and the result.
    package func sortedPositions() -> [UInt32] {
        let entries = UnsafeMutableBufferPointer<Entry>.allocate(capacity: ends.count)
        defer { entries.deallocate() }
        fill(entries)
        let spare = UnsafeMutableBufferPointer<Entry>.allocate(capacity: ends.count)
        sortAll(entries, spare: spare)
        spare.deallocate()
        return entries.map(\.index)
    }

    /// Makes each key's entry, with its first chunk, in parts on all cores.
    /// Thread safety: each part writes only its own range of `entries`.
    private func fill(_ entries: UnsafeMutableBufferPointer<Entry>) {
        nonisolated(unsafe) let entries = entries
        let parts = Parallel.partition(entries.count, minimumPart: Parallel.Grain.sortEntries)
        DispatchQueue.concurrentPerform(iterations: parts.count) { part in
            for index in parts[part] {
                let group = groups.map { UInt32(bitPattern: $0[index]) } ?? 0
                let position = UInt32(index)
                entries[index] = Entry(chunk: chunk(of: position, level: 0), group: group, index: position)
            }
        }
    }

    /// Splits the ranges too long for one core with parallel radix passes,
    /// then sorts the ranges on all cores, longest first so that the cores
    /// finish together.
    ///
    /// Thread safety of the `nonisolated(unsafe)` buffers: the ranges are
    /// disjoint buckets of earlier passes, and ``sort(_:level:in:spare:)``
    /// touches only its own range of either buffer.
    private func sortAll(_ entries: UnsafeMutableBufferPointer<Entry>, spare: UnsafeMutableBufferPointer<Entry>) {
        let threshold = max(Self.parallelThreshold, entries.count / (2 * Parallel.width))
        var (long, ranges) = ([0..<entries.count], [Range<Int>]())
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 256) { counts in
            while let range = long.popLast() {
                if range.count > threshold, let digit = Self.firstVaryingDigit(in: range, entries) {
                    Self.parallelRadixPass(range, digit: digit, entries, spare, counts: counts)
                    Self.forEachBucket(of: range, counts: counts) { bucket in
                        if bucket.count > 1 { long.append(bucket) }
                    }
                } else {
                    ranges.append(range)
                }
            }
        }
        ranges.sort { $0.count > $1.count }
        nonisolated(unsafe) let (entries, spare) = (entries, spare)
        let sortRanges = ranges
        DispatchQueue.concurrentPerform(iterations: sortRanges.count) { range in
            sort(sortRanges[range], level: 0, in: entries, spare: spare)
        }
    }

    /// ``radixPass(_:digit:_:_:counts:)`` in parts on all cores: each part
    /// counts its own bytes, then scatters into its own slots of each bucket
    /// (after the slots of the parts before it, so the pass stays stable).
    ///
    /// Thread safety of the `nonisolated(unsafe)` buffers: each part counts
    /// into its own row of `offsets`, then reads its own range of `entries`
    /// and writes its own slots of `spare` (disjoint by the prefix sums),
    /// then copies its own range back; `concurrentPerform` returns between
    /// the steps.
    static func parallelRadixPass(_ range: Range<Int>, digit: Int, _ entries: UnsafeMutableBufferPointer<Entry>,
                                  _ spare: UnsafeMutableBufferPointer<Entry>, counts: UnsafeMutableBufferPointer<Int>) {
        let parts = Parallel.partition(range.count, minimumPart: Parallel.Grain.sortEntries).map {
            range.lowerBound + $0.lowerBound..<range.lowerBound + $0.upperBound
        }
        nonisolated(unsafe) let offsets = UnsafeMutableBufferPointer<Int>.allocate(capacity: 256 * parts.count)
        defer { offsets.deallocate() }
        offsets.initialize(repeating: 0)
        nonisolated(unsafe) let (entries, spare) = (entries, spare)
        DispatchQueue.concurrentPerform(iterations: parts.count) { part in
            for position in parts[part] { offsets[256 * part + Self.digit(digit, of: entries[position])] += 1 }
        }
        var start = 0
        for bucket in 0..<256 {
            for part in parts.indices {
                (offsets[256 * part + bucket], start) = (start, start + offsets[256 * part + bucket])
            }
            counts[bucket] = start
        }
        DispatchQueue.concurrentPerform(iterations: parts.count) { part in
            for position in parts[part] {
                let slot = 256 * part + Self.digit(digit, of: entries[position])
                spare[range.lowerBound + offsets[slot]] = entries[position]
                offsets[slot] += 1
            }
        }
        DispatchQueue.concurrentPerform(iterations: parts.count) { part in
            copyBack(parts[part], from: spare, to: entries)
        }
    }
}
