#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The byte-level helpers of the parsers: searching, line ends, line numbers, decoding.

/// What `lineEnd(at:isFinal:)` found.
enum LineEnd: Equatable {
    /// No line end here.
    case none
    /// A line end; the next line starts at `next`.
    case end(next: Int)
    /// The bytes read so far end with a CR, or end here: more input decides.
    case incomplete
}

extension UnsafeBufferPointer<UInt8> {
    /// The first `byte` in `range`, by `memchr`.
    func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        guard !range.isEmpty, let base = baseAddress else { return nil }
        guard let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The line that starts at `start`: its content (a CR before the LF
    /// dropped, so CRLF and LF files give the same records) and where the
    /// next line starts; nil when the line may still grow (no LF yet and not
    /// `isFinal`).
    func line(at start: Int, isFinal: Bool) -> (content: Range<Int>, next: Int)? {
        let newline = firstIndex(of: ASCII.lineFeed, in: start..<count)
        guard newline != nil || isFinal else { return nil }
        let lineEnd = newline ?? count
        var end = lineEnd
        if end > start, self[end - 1] == ASCII.carriageReturn { end -= 1 }
        return (start..<end, lineEnd + 1)
    }

    /// What ends a line at `position`, for parsers that look at every byte
    /// (CSV): LF, CRLF, or a CR or nothing at the end of a complete input.
    /// A lone CR inside the input ends nothing (it is part of the record).
    func lineEnd(at position: Int, isFinal: Bool) -> LineEnd {
        guard position < count else { return isFinal ? .end(next: position) : .incomplete }
        switch self[position] {
        case ASCII.lineFeed:
            return .end(next: position + 1)
        case ASCII.carriageReturn:
            guard position + 1 < count else { return isFinal ? .end(next: position + 1) : .incomplete }
            return self[position + 1] == ASCII.lineFeed ? .end(next: position + 2) : .none
        default:
            return .none
        }
    }

    /// The line (1-based) that `offset` is on; counting starts at `start`,
    /// whose line is known (by default the buffer's start, line 1).
    /// O(offset - start.offset), by `memchr`.
    func lineNumber(at offset: Int, from start: (offset: Int, line: Int) = (0, 1)) -> Int {
        var line = start.line
        var position = start.offset
        let end = Swift.min(offset, count)
        while let newline = firstIndex(of: ASCII.lineFeed, in: position..<end) {
            line += 1
            position = newline + 1
        }
        return line
    }

    /// The text of `range`, with invalid UTF-8 repaired to U+FFFD.
    func decoded(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: self[range]), as: UTF8.self)
    }
}
