extension RadixSorter {
    /// Byte `digit` of an entry's (group, chunk) read as one 12-byte
    /// big-endian number: bytes 0–3 are the group's, 4–11 the chunk's.
    @inline(__always)
    static func digit(_ digit: Int, of entry: Entry) -> Int {
        digit < 4
            ? Int(truncatingIfNeeded: entry.group >> UInt32(24 - 8 * digit)) & 0xFF
            : Int(truncatingIfNeeded: entry.chunk >> UInt64(88 - 8 * digit)) & 0xFF
    }

    /// The first byte of (group, chunk) that is not the same in all of
    /// `range`, or nil when the entries are equal in all twelve.
    /// Complexity: one pass over `range`.
    static func firstVaryingDigit(in range: Range<Int>, _ entries: UnsafeMutableBufferPointer<Entry>) -> Int? {
        let first = entries[range.lowerBound]
        var (groups, chunks): (UInt32, UInt64) = (0, 0)
        for position in range {
            groups |= entries[position].group ^ first.group
            chunks |= entries[position].chunk ^ first.chunk
        }
        if groups != 0 { return groups.leadingZeroBitCount / 8 }
        if chunks != 0 { return 4 + chunks.leadingZeroBitCount / 8 }
        return nil
    }

    /// One stable counting-sort pass over `range` by byte `digit`: scatters
    /// into `spare` and copies back. Leaves in `counts[b]` where bucket `b`
    /// ends, relative to `range.lowerBound` (see ``forEachBucket(of:counts:_:)``).
    /// Complexity: O(range.count + 256).
    static func radixPass(_ range: Range<Int>, digit: Int, _ entries: UnsafeMutableBufferPointer<Entry>,
                          _ spare: UnsafeMutableBufferPointer<Entry>, counts: UnsafeMutableBufferPointer<Int>) {
        counts.initialize(repeating: 0)
        for position in range { counts[Self.digit(digit, of: entries[position])] += 1 }
        var start = 0
        for bucket in 0..<256 { (counts[bucket], start) = (start, start + counts[bucket]) }
        for position in range {
            let bucket = Self.digit(digit, of: entries[position])
            spare[range.lowerBound + counts[bucket]] = entries[position]
            counts[bucket] += 1
        }
        copyBack(range, from: spare, to: entries)
    }

    /// Copies `range` of `spare`, where a pass scattered it, back into `entries`.
    @inline(__always)
    static func copyBack(_ range: Range<Int>, from spare: UnsafeMutableBufferPointer<Entry>,
                         to entries: UnsafeMutableBufferPointer<Entry>) {
        _ = UnsafeMutableBufferPointer(rebasing: entries[range]).update(fromContentsOf: spare[range])
    }

    /// Calls `body` with each bucket's range after a radix pass over `range`
    /// left the buckets' ends in `counts`, empty buckets included.
    static func forEachBucket(of range: Range<Int>, counts: UnsafeMutableBufferPointer<Int>, _ body: (Range<Int>) -> Void) {
        var start = range.lowerBound
        for bucket in 0..<256 {
            let end = range.lowerBound + counts[bucket]
            body(start..<end)
            start = end
        }
    }
}
