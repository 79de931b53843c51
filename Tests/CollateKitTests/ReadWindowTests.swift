@testable import CollateKit
import Testing

/// The reader's window: line numbers of its offsets, also after the reader
/// drops bytes before it.
struct ReadWindowTests {
    @Test func linesAreCountedInAnyOrderAndAfterADrop() {
        let text = Array("one\ntwo\r\nthree\n\nfive\nsix".utf8)
        text.withUnsafeBufferPointer { bytes in
            var lines = LineCounter()
            #expect(lines.line(at: 0, in: bytes) == 1)
            #expect(lines.line(at: 9, in: bytes) == 3)  // "three"
            #expect(lines.line(at: 4, in: bytes) == 2)  // back to "two"
            #expect(lines.line(at: 16, in: bytes) == 5) // "five", after an empty line

            // The reader drops "one\ntwo\r\n" (9 bytes of this file, 4 bytes
            // of an earlier file before it): the window starts on line 3.
            var window = ReadWindow(file: 1, base: 4)
            window.parsed = 15
            window.advance(by: 9, arenaDropped: 13, in: bytes)
            #expect(window.base == 4 + 9 - 13 && window.parsed == 6)
            let rest = UnsafeBufferPointer(rebasing: bytes[9...])
            #expect(window.lines.firstLine == 3)
            #expect(window.lines.line(at: 7, in: rest) == 5)
        }
    }
}
