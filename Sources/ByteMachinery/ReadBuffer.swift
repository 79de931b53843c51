#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A growable buffer that a reader of a byte stream fills and consumes from
/// the front: the unread bytes are ``unread``; ``consume(_:)`` drops bytes
/// from its front, ``refill(_:)`` moves what is unread to the start and
/// reads more after it (doubling the buffer when the unread bytes fill it,
/// so one item larger than the buffer still fits).
///
/// ``unread`` points into the buffer: it is valid until the next
/// ``refill(_:)``. Thread safety: one thread at a time.
package final class ReadBuffer {
    private var buffer: UnsafeMutableBufferPointer<UInt8>
    /// The unread bytes are `buffer[start..<end]`.
    private var start = 0, end = 0

    package init(capacity: Int) {
        buffer = .allocate(capacity: max(1, capacity))
    }

    deinit { buffer.deallocate() }

    /// The bytes read but not consumed yet.
    package var unread: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: buffer[start..<end])
    }

    /// Drops the first `count` unread bytes.
    /// - Precondition: `count <= unread.count`.
    package func consume(_ count: Int) {
        precondition(count <= end - start, "consumed more than was read")
        start += count
    }

    /// Moves the unread bytes to the front, then calls `read` with the free
    /// space after them (its start and length; never empty), which returns
    /// how many bytes it wrote there. Returns that count.
    package func refill<Failure: Error>(_ read: (UnsafeMutablePointer<UInt8>, Int) throws(Failure) -> Int) throws(Failure) -> Int {
        if start > 0 {
            memmove(buffer.baseAddress!, buffer.baseAddress! + start, end - start)
            (start, end) = (0, end - start)
        }
        if end == buffer.count {
            let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: buffer.count * 2)
            larger.baseAddress!.initialize(from: buffer.baseAddress!, count: end)
            buffer.deallocate()
            buffer = larger
        }
        let count = try read(buffer.baseAddress! + end, buffer.count - end)
        end += count
        return count
    }
}
