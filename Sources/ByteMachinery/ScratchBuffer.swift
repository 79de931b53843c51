/// A buffer of bytes reused from one call to the next by one thread, grown
/// when a call needs more: what a loop over many texts writes each one's
/// intermediate bytes to (a Japanese reading, before its sort key is
/// computed from it) instead of allocating per text.
///
/// Thread safety: none; one thread uses it at a time. Memory: the largest
/// capacity asked for, until it is freed with the buffer.
package final class ScratchBuffer {
    private var storage = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)

    package init() {}

    deinit { storage.deallocate() }

    /// Calls `body` with at least `capacity` bytes to write to; returns the
    /// first bytes it says it wrote (valid until the next call), or nil when
    /// it returns nil. O(1) plus `body`, and O(capacity) when it grows.
    package func write(capacity: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int?) -> UnsafeBufferPointer<UInt8>? {
        if storage.count < capacity {
            storage.deallocate()
            storage = .allocate(capacity: max(capacity, 2 * storage.count, 256))
        }
        guard let written = body(storage) else { return nil }
        precondition(written <= storage.count, "wrote no more than the buffer holds")
        return UnsafeBufferPointer(rebasing: storage[..<written])
    }
}
