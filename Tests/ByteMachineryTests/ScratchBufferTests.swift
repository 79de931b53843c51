import Testing
@testable import ByteMachinery

/// The reused buffer a loop over texts writes each one's bytes to.
@Suite struct ScratchBufferTests {
    @Test func givesWhatWasWrittenAndGrows() {
        let buffer = ScratchBuffer()
        for count in [0, 3, 300, 5, 10_000, 1] {
            let written = buffer.write(capacity: count) { room in
                #expect(room.count >= count)
                for index in 0..<count { room[index] = UInt8(truncatingIfNeeded: index) }
                return count
            }
            #expect(written.map(Array.init) == (0..<count).map { UInt8(truncatingIfNeeded: $0) })
        }
        #expect(buffer.write(capacity: 8) { _ in nil } == nil)
    }
}
