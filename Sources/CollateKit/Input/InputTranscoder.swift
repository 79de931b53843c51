import IndexedCollation

/// Brings a file's bytes into the arena as UTF-8, chunk by chunk: UTF-8 as
/// read; UTF-16 with a byte order mark (little or big endian, as Excel's
/// "Unicode Text" and some address books write) transcoded, without the
/// mark. Line ends are transcoded like any character, so line numbers in the
/// arena are the file's. An unpaired surrogate, or an odd byte at the end,
/// becomes U+FFFD (UTF-8 cannot hold it), and each call says how many it
/// put in and where, for the reader's warning. A UTF-32 byte order mark
/// (FF FE 00 00, 00 00 FE FF) is refused by name: read as UTF-16 or UTF-8,
/// every character would carry NULs.
///
/// With `--encoding`, every byte goes through ICU's converter of that
/// encoding instead (its own byte order marks included), chunk by chunk: a
/// sequence cut by a chunk's end is completed by the next, and a sequence
/// the encoding cannot map is an error at the arena index where its
/// character would have gone (so at its line: line ends convert to line ends).
/// Without it, UTF-8 is appended as read, at no cost.
///
/// Thread safety: one per file, used by the reading thread only.
struct InputTranscoder {
    private enum Encoding {
        case utf8
        case utf16(bigEndian: Bool)
        case converter(ICUConverter)
    }

    /// Nil until the first bytes tell (up to four: FF FE may begin UTF-32).
    private var encoding: Encoding?
    /// Bytes not appended yet: the first ones, before the encoding is known;
    /// an odd byte of a UTF-16 code unit.
    private var pending: [UInt8] = []
    /// A high surrogate waiting for its low one.
    private var highSurrogate: UInt16?
    /// The U+FFFDs put in during the current call of `append`.
    private var repairs = Repairs()

    /// Reads UTF-8, or UTF-16 after its byte order mark.
    init() {}

    /// Reads every byte through `converter` (`--encoding`).
    init(converter: ICUConverter) {
        encoding = .converter(converter)
    }

    /// Whether the file began with a UTF-16 byte order mark (dropped here; a
    /// UTF-8 one stays in the arena for the reader to skip).
    private(set) var hadUTF16ByteOrderMark = false

    /// The U+FFFDs one call of ``append(_:to:isFinal:)`` put in the arena for
    /// UTF-16 that UTF-8 cannot hold (unpaired surrogates, an odd last byte).
    struct Repairs: Equatable {
        var count = 0
        /// The arena index of the first one.
        var first: Int?
    }

    /// The byte order marks and what they mean, the longer first.
    private static let byteOrderMarks: [(mark: [UInt8], encoding: Encoding?)] = [
        ([0xFF, 0xFE, 0x00, 0x00], nil), ([0x00, 0x00, 0xFE, 0xFF], nil),
        ([0xFF, 0xFE], .utf16(bigEndian: false)), ([0xFE, 0xFF], .utf16(bigEndian: true)),
    ]

    /// Why a UTF-32 file is refused; at the file's first line.
    static let utf32Refusal = "UTF-32 input is not supported; convert it with iconv -f UTF-32 -t UTF-8"

    /// Appends `chunk` to `arena` as UTF-8; `isFinal` after the last chunk
    /// (which may be empty). Throws for a UTF-32 byte order mark, and for a
    /// sequence `--encoding`'s converter cannot map, with the arena index
    /// where the trouble starts as its offset. Returns the replacement
    /// characters it put in. Complexity: O(chunk).
    mutating func append(_ chunk: ArraySlice<UInt8>, to arena: inout [UInt8], isFinal: Bool) throws(InputFailure) -> Repairs {
        repairs = Repairs()
        var input = chunk
        if encoding == nil {
            pending += input
            guard let (encoding, markLength) = try Self.encoding(of: pending, isFinal: isFinal, at: arena.count) else { return repairs }
            self.encoding = encoding
            hadUTF16ByteOrderMark = markLength > 0
            input = pending.dropFirst(markLength)
            pending = []
        }
        if case .converter(let converter) = encoding {
            try Self.convert(input, with: converter, to: &arena, isFinal: isFinal)
            return repairs
        }
        guard case .utf16(let bigEndian) = encoding else {
            arena.append(contentsOf: input)
            return repairs
        }
        transcode(input, bigEndian: bigEndian, to: &arena)
        if isFinal {
            // A high surrogate without its low one, and half a code unit, one each.
            if highSurrogate != nil { appendReplacement(to: &arena) }
            if !pending.isEmpty { appendReplacement(to: &arena) }
            highSurrogate = nil
            pending = []
        }
        return repairs
    }

    /// The encoding `start` (the file's first bytes) has, and the length of
    /// its byte order mark; nil while more bytes could change the answer.
    private static func encoding(of start: [UInt8], isFinal: Bool, at offset: Int) throws(InputFailure) -> (Encoding, Int)? {
        for (mark, encoding) in byteOrderMarks {
            if start.count < mark.count {
                // Too short to tell yet, unless no more bytes come or these differ already.
                if !isFinal, mark.starts(with: start) { return nil }
                continue
            }
            guard start.starts(with: mark) else { continue }
            guard let encoding else { throw InputFailure(offset: offset, message: utf32Refusal) }
            return (encoding, mark.count)
        }
        return (.utf8, 0)
    }

    /// Appends `input` converted by `--encoding`'s converter; throws at the
    /// arena index where a sequence it cannot map would have gone.
    private static func convert(_ input: ArraySlice<UInt8>, with converter: ICUConverter, to arena: inout [UInt8],
                                isFinal: Bool) throws(InputFailure) {
        let stop: ICUConverter.Stop?
        do throws(ICUError) {
            stop = try input.withUnsafeBufferPointer { bytes throws(ICUError) in
                try converter.appendUTF8(of: bytes, flush: isFinal, to: &arena)
            }
        } catch {
            throw InputFailure(offset: arena.count, message: error.description)
        }
        guard let stop else { return }
        throw InputFailure(offset: arena.count, message: unmappableMessage(stop, encoding: converter.name))
    }

    /// Why bytes `--encoding` cannot read are refused: the bytes, in
    /// hexadecimal, or the lone surrogate they gave.
    static func unmappableMessage(_ stop: ICUConverter.Stop, encoding: String) -> String {
        if let unit = stop.loneSurrogate {
            return "a lone surrogate (U+\(String(unit, radix: 16, uppercase: true))) is not a character in \(encoding) (--encoding \(encoding))"
        }
        let bytes = stop.bytes.map { "0x" + String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined(separator: " ")
        let what = stop.isTruncated ? "the input ends inside a character (\(bytes))" : "\(stop.bytes.count == 1 ? "byte" : "bytes") \(bytes) \(stop.bytes.count == 1 ? "is" : "are") not a character"
        return "\(what) in \(encoding) (--encoding \(encoding))"
    }

    private mutating func transcode(_ input: ArraySlice<UInt8>, bigEndian: Bool, to arena: inout [UInt8]) {
        arena.reserveCapacity(arena.count + input.count * 3 / 2)
        var bytes = input
        if let odd = pending.first {
            pending = []
            guard let next = bytes.popFirst() else { return pending = [odd] }
            add(bigEndian ? UInt16(odd) << 8 | UInt16(next) : UInt16(next) << 8 | UInt16(odd), to: &arena)
        }
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            add(bigEndian ? first << 8 | second : second << 8 | first, to: &arena)
            index += 2
        }
        if index < bytes.endIndex { pending = [bytes[index]] }
    }

    private mutating func add(_ unit: UInt16, to arena: inout [UInt8]) {
        switch unit {
        case 0xD800...0xDBFF:
            if highSurrogate != nil { appendReplacement(to: &arena) }
            highSurrogate = unit
        case 0xDC00...0xDFFF:
            if let high = highSurrogate {
                Self.appendUTF8(0x10000 + (UInt32(high - 0xD800) << 10 | UInt32(unit - 0xDC00)), to: &arena)
                highSurrogate = nil
            } else {
                appendReplacement(to: &arena)
            }
        default:
            if highSurrogate != nil { appendReplacement(to: &arena) }
            highSurrogate = nil
            Self.appendUTF8(UInt32(unit), to: &arena)
        }
    }

    private mutating func appendReplacement(to arena: inout [UInt8]) {
        if repairs.first == nil { repairs.first = arena.count }
        repairs.count += 1
        Self.appendUTF8(0xFFFD, to: &arena)
    }

    private static func appendUTF8(_ scalar: UInt32, to arena: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            arena.append(UInt8(scalar))
        case 0x80..<0x800:
            arena.append(UInt8(0xC0 | scalar >> 6))
            arena.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            arena.append(UInt8(0xE0 | scalar >> 12))
            arena.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            arena.append(UInt8(0x80 | scalar & 0x3F))
        default:
            arena.append(UInt8(0xF0 | scalar >> 18))
            arena.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            arena.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            arena.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
