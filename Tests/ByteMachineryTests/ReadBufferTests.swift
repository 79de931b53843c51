import Testing
@testable import ByteMachinery

/// A buffer filled at its end and consumed from its front, growing for
/// what does not fit.
@Suite struct ReadBufferTests {
    @Test func refillKeepsTheUnreadBytesAndGrowsWhenFull() {
        let source = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        var offset = 0
        let buffer = ReadBuffer(capacity: 64)
        func refill(upTo limit: Int) -> Int {
            buffer.refill { free, count in
                let taken = min(count, limit, source.count - offset)
                for index in 0..<taken { free[index] = source[offset + index] }
                offset += taken
                return taken
            }
        }
        var read: [UInt8] = []
        // Read 100 bytes at a time, consume 60: the unread part grows past 64.
        while refill(upTo: 100) > 0 {
            read += buffer.unread.prefix(60)
            buffer.consume(min(60, buffer.unread.count))
        }
        read += buffer.unread
        #expect(read == source)
    }
}
