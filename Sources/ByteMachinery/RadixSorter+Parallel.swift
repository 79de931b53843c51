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

    /// The size above which a range is split on all cores, for `count`
    /// entries: ``parallelThreshold``, or a share of them per core when
    /// that is larger. A short input does not ask for the width (it could
    /// not change the answer, and costs a short run its files' reading).
    static func parallelThreshold(forCount count: Int) -> Int {
        count <= 2 * parallelThreshold ? parallelThreshold : max(parallelThreshold, count / (2 * Parallel.width))
    }

    /// The positions of the keys in order: by group, then key bytes, then
    /// position.
    ///
    /// Complexity: that of ``RadixSorter``, spread over all cores. Memory:
    /// the result, and two arrays of 16-byte entries for the keys being
    /// sorted: for all keys at once without groups, else for the groups in
    /// hand (a group at a time per core), so that the sort of sections
    /// needs little more than its result.
    package func sortedPositions() -> [UInt32] {
        if let groups, let spans = Self.groupSpans(groups) { return sortedPositions(byGroups: groups, spans: spans) }
        let entries = UnsafeMutableBufferPointer<Entry>.allocate(capacity: ends.count)
        defer { entries.deallocate() }
        fill(entries)
        let spare = UnsafeMutableBufferPointer<Entry>.allocate(capacity: ends.count)
        sortAll(entries, spare: spare)
        spare.deallocate()
        return entries.map(\.index)
    }

    /// The positions in order, a group at a time: the positions are first
    /// put in group order (a counting sort, stable), then each group's span
    /// is sorted by its keys with entries of its own. Groups too long for
    /// one core are sorted one after another on all cores; the others in
    /// parallel, longest first.
    ///
    /// Thread safety of the `nonisolated(unsafe)` buffer: each group's sort
    /// writes only its own span of `order`.
    private func sortedPositions(byGroups groups: UnsafeBufferPointer<Int32>, spans: [Range<Int>]) -> [UInt32] {
        var order = [UInt32](repeating: 0, count: groups.count)
        order.withUnsafeMutableBufferPointer { order in
            var next = spans.map(\.lowerBound)
            for (position, group) in groups.enumerated() {
                order[next[Int(group)]] = UInt32(position)
                next[Int(group)] += 1
            }
            let threshold = Self.parallelThreshold(forCount: groups.count)
            let long = spans.filter { $0.count > threshold }
            let short = spans.filter { $0.count > 1 && $0.count <= threshold }.sorted { $0.count > $1.count }
            for span in long { sortGroup(UnsafeMutableBufferPointer(rebasing: order[span]), onAllCores: true) }
            nonisolated(unsafe) let order = order
            DispatchQueue.concurrentPerform(iterations: short.count) { group in
                sortGroup(UnsafeMutableBufferPointer(rebasing: order[short[group]]), onAllCores: false)
            }
        }
        return order
    }

    /// Where each group's positions go: group `g`'s span, for every group
    /// from 0 to the largest; nil when a group is negative (last, as
    /// unsigned) or past 65,535, which a section number never is: those are
    /// sorted as one range. O(n).
    private static func groupSpans(_ groups: UnsafeBufferPointer<Int32>) -> [Range<Int>]? {
        guard let largest = groups.max() else { return [] }
        guard groups.allSatisfy({ $0 >= 0 }), largest <= UInt16.max else { return nil }
        return groupSpans(groups, count: Int(largest) + 1)
    }

    /// Where each of `count` groups' positions go when put in group order
    /// (a counting sort): `spans[g]` for each group `g`, in order and
    /// adjacent, together covering every position. O(n + count).
    /// - Precondition: every group is in `0..<count`.
    package static func groupSpans(_ groups: UnsafeBufferPointer<Int32>, count: Int) -> [Range<Int>] {
        var counts = [Int](repeating: 0, count: count)
        for group in groups {
            precondition(group >= 0 && Int(group) < count, "a key's group is not among the groups counted")
            counts[Int(group)] += 1
        }
        var start = 0
        return counts.map { count in
            defer { start += count }
            return start..<start + count
        }
    }

    /// Sorts `positions`, all of one group and in ascending order, by
    /// their keys (ties stay in position order).
    private func sortGroup(_ positions: UnsafeMutableBufferPointer<UInt32>, onAllCores: Bool) {
        let entries = UnsafeMutableBufferPointer<Entry>.allocate(capacity: positions.count)
        let spare = UnsafeMutableBufferPointer<Entry>.allocate(capacity: positions.count)
        defer { entries.deallocate(); spare.deallocate() }
        for (slot, position) in positions.enumerated() {
            entries[slot] = Entry(chunk: chunk(of: position, level: 0), group: 0, index: position)
        }
        if onAllCores {
            sortAll(entries, spare: spare)
        } else {
            sort(0..<entries.count, level: 0, in: entries, spare: spare)
        }
        for slot in positions.indices { positions[slot] = entries[slot].index }
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
        let threshold = Self.parallelThreshold(forCount: entries.count)
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
