import ICUShim

/// ICU's charset converters (`ucnv`): text in a legacy charset (Latin-1, a
/// Windows code page, Shift_JIS) decoded strictly, as vCards from old
/// address books and phones declare with `CHARSET=`.
///
/// Thread safety: thread-safe; each call opens its own converter.
package enum ICUConverter {
    /// `bytes` decoded from `charset` (an ICU converter name or alias), or nil
    /// when they are not valid text in it: an illegal or unmapped byte
    /// sequence, or one cut off at the end. Throws when ICU fails otherwise
    /// (a charset it does not know).
    package static func string(decoding bytes: [UInt8], from charset: String) throws(ICUError) -> String? {
        do {
            return try icuString("converting from \(charset)") { out, capacity, status in
                bytes.withUnsafeBufferPointer { buffer in
                    buffer.withMemoryRebound(to: CChar.self) {
                        icushim_convert_to_utf8(charset, $0.baseAddress, Int32($0.count), out, capacity, status)
                    }
                }
            }
        } catch where invalidText.contains(error.code) {
            return nil
        }
    }

    private static let invalidText: Set<Int32> = [
        Int32(ICUSHIM_STATUS_INVALID_CHAR_FOUND), Int32(ICUSHIM_STATUS_TRUNCATED_CHAR_FOUND),
        Int32(ICUSHIM_STATUS_ILLEGAL_CHAR_FOUND),
    ]
}
