/// One record in a sorted run: everything the merge and the writers need,
/// so that nothing of it has to stay in memory. The file a record came from
/// follows from its number (`InputFile.firstRecord`).
///
/// On disk an entry is five LEB128 numbers and two byte strings:
/// section × 2 + 1 for a record without a key (else + 0), key length, key,
/// record number, line, record length, record bytes.
struct RunEntry {
    /// The section the record is listed in (the last one for a record
    /// without a key, ``OutputOrder/keylessSection``).
    var section: Int
    /// Whether the record has a key (`--missing=last` lets records without one in).
    var hasKey: Bool
    /// The ICU sort key (empty without a key).
    var key: UnsafeBufferPointer<UInt8>
    /// The record's number in input order, over all files.
    var record: Int
    /// The line the record starts on in its file; 0 when lines are not counted.
    var line: Int
    /// The record as read.
    var bytes: UnsafeBufferPointer<UInt8>

    /// The most bytes an entry takes besides its key and record bytes: five
    /// LEB128 numbers of at most 10 bytes each.
    static let largestNumbers = 5 * 10

    /// Appends the entry's encoding to `buffer`.
    func encode(into buffer: inout [UInt8]) {
        LEB128.append(UInt64(section) << 1 | (hasKey ? 0 : 1), to: &buffer)
        LEB128.append(UInt64(key.count), to: &buffer)
        buffer.append(contentsOf: key)
        LEB128.append(UInt64(record), to: &buffer)
        LEB128.append(UInt64(line), to: &buffer)
        LEB128.append(UInt64(bytes.count), to: &buffer)
        buffer.append(contentsOf: bytes)
    }

    /// The entry at the start of `buffer`, and its encoded length; nil when
    /// `buffer` does not hold all of it yet. The entry points into `buffer`.
    static func decode(_ buffer: UnsafeBufferPointer<UInt8>) -> (entry: RunEntry, length: Int)? {
        var position = 0
        func number() -> Int? {
            guard let (value, length) = LEB128.read(buffer, at: position), value <= UInt64(Int.max) else { return nil }
            position += length
            return Int(value)
        }
        func bytes() -> UnsafeBufferPointer<UInt8>? {
            guard let count = number(), count <= buffer.count - position else { return nil }
            defer { position += count }
            return UnsafeBufferPointer(rebasing: buffer[position..<position + count])
        }
        guard let sectionAndFlag = number(), let key = bytes(), let record = number(), let line = number(),
              let content = bytes() else { return nil }
        let entry = RunEntry(section: sectionAndFlag >> 1, hasKey: sectionAndFlag & 1 == 0, key: key, record: record, line: line,
                             bytes: content)
        return (entry, position)
    }
}

/// Unsigned LEB128: seven bits a byte, low bits first, the high bit set on
/// every byte but the last.
enum LEB128 {
    static func append(_ value: UInt64, to buffer: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            buffer.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        buffer.append(UInt8(value))
    }

    /// The number at `position` and its length in bytes; nil when the
    /// buffer ends inside it or it does not fit 64 bits.
    static func read(_ buffer: UnsafeBufferPointer<UInt8>, at position: Int) -> (UInt64, Int)? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        var offset = position
        while offset < buffer.count, shift < 64 {
            let byte = buffer[offset]
            value |= UInt64(byte & 0x7F) << shift
            offset += 1
            if byte < 0x80 { return (value, offset - position) }
            shift += 7
        }
        return nil
    }
}
