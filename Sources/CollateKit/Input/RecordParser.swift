import Foundation

/// Splits a file's bytes into records, incrementally: the reader calls it
/// after each chunk it reads, with all of the file read so far.
protocol RecordParser {
    /// Parses the complete records that start at or after `start` in `bytes`
    /// (the file so far; offsets are the file's), handing each to `sink`.
    /// Returns where parsing stopped: the start of an incomplete record, or
    /// `bytes.count`. With `isFinal`, the file is complete and everything
    /// must be consumed.
    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool,
                        into sink: RecordSink) throws(InputFailure) -> Int

    /// The CSV header, once parsed.
    var header: CSVHeader? { get }
}

extension RecordParser {
    var header: CSVHeader? { nil }
}

/// Byte constants shared by the parsers.
enum ASCII {
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let tab: UInt8 = 0x09
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let comma: UInt8 = 0x2C
    static let backslash: UInt8 = 0x5C
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

    /// The line (1-based) that `offset` is on.
    func lineNumber(at offset: Int) -> Int {
        var line = 1
        var position = 0
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
