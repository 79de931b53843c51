@testable import CollateKit
import Testing

/// The parsers' line-end rules: LF, CRLF, and a CR or nothing at the end of
/// a complete input end a line; a lone CR elsewhere does not.
struct UnsafeBufferPointerLinesTests {
    private func lineEnd(_ text: String, at position: Int, isFinal: Bool) -> LineEnd {
        Array(text.utf8).withUnsafeBufferPointer { $0.lineEnd(at: position, isFinal: isFinal) }
    }

    @Test func lineEnds() {
        #expect(lineEnd("a\nb", at: 1, isFinal: false) == .end(next: 2))
        #expect(lineEnd("a\r\nb", at: 1, isFinal: false) == .end(next: 3))
        #expect(lineEnd("a\rb", at: 1, isFinal: true) == .none)
        #expect(lineEnd("ab", at: 1, isFinal: true) == .none)
    }

    @Test func theEndOfTheInput() {
        #expect(lineEnd("a\r", at: 1, isFinal: false) == .incomplete, "the LF may follow")
        #expect(lineEnd("a\r", at: 1, isFinal: true) == .end(next: 2))
        #expect(lineEnd("a", at: 1, isFinal: false) == .incomplete)
        #expect(lineEnd("a", at: 1, isFinal: true) == .end(next: 1))
    }

    @Test func linesDropTheCRBeforeTheLF() {
        Array("ab\r\ncd".utf8).withUnsafeBufferPointer { bytes in
            #expect(bytes.line(at: 0, isFinal: false)?.content == 0..<2)
            #expect(bytes.line(at: 0, isFinal: false)?.next == 4)
            #expect(bytes.line(at: 4, isFinal: false) == nil, "no LF yet")
            #expect(bytes.line(at: 4, isFinal: true)?.content == 4..<6)
        }
    }

    @Test func lineNumbers() {
        Array("a\nb\r\nc".utf8).withUnsafeBufferPointer { bytes in
            #expect([0, 1, 2, 5].map { bytes.lineNumber(at: $0) } == [1, 1, 2, 3])
        }
    }
}
