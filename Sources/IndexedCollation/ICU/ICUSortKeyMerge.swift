import ICUShim

/// ICU's merging of sort keys (`ucol_mergeSortkeys`): one key that orders
/// by one text, then by the next, level by level.
///
/// Thread safety: it holds no handle; merging is thread-safe.
enum ICUSortKeyMerge {
    /// Merged keys up to this many bytes are made on the stack.
    static let stackKeyCapacity = 512

    /// Calls `body` with the merge of two sort keys, each without ICU's
    /// terminating zero (as `ICUCollator.withSortKey` gives them), itself
    /// without one. Merged keys compare with `memcmp` as the texts joined by
    /// U+FFFE compare under the collator: the first key's primary weights,
    /// then the second's, then the first's secondary weights, and so on; a
    /// shorter first key sorts before a longer one it starts.
    ///
    /// Complexity: O(first.count + second.count). Allocates nothing when
    /// the merged key fits ``stackKeyCapacity``.
    @inline(__always)
    static func withMerged<R>(
        _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>,
        _ body: (UnsafeBufferPointer<UInt8>) -> R
    ) -> R {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stackKeyCapacity) { buffer in
            let needed = merge(first, second, into: buffer)
            if needed < buffer.count { return body(UnsafeBufferPointer(rebasing: buffer[..<needed])) }
            let long = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: needed + 1)
            defer { long.deallocate() }
            precondition(merge(first, second, into: long) == needed, "ICU merged two keys two ways")
            return body(UnsafeBufferPointer(rebasing: long[..<needed]))
        }
    }

    /// The merge of two keys, as ``withMerged(_:_:_:)`` gives it.
    static func merged(_ first: [UInt8], _ second: [UInt8]) -> [UInt8] {
        first.withUnsafeBufferPointer { a in second.withUnsafeBufferPointer { b in withMerged(a, b) { Array($0) } } }
    }

    /// Writes the merged key, with a terminating zero, into `buffer` when it
    /// fits (the buffer rule of `ICUShim.h`); returns its length without it.
    private static func merge(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>,
                              into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let empty: UInt8 = 0
        return withUnsafePointer(to: empty) { zero in
            Int(icushim_merge_sort_keys(first.baseAddress ?? zero, Int32(first.count),
                                        second.baseAddress ?? zero, Int32(second.count),
                                        buffer.baseAddress, Int32(clamping: buffer.count)))
        }
    }
}
