/// The one decoder of a single Unicode scalar from UTF-8 bytes, for the
/// loops that walk text a character at a time without making a `String`
/// (Han readings, katakana readings, the first pass's range check).
///
/// `public` and `@inlinable` so that it inlines into those loops in other
/// modules (as ``KeyOrder``); in no product, so not API.
public enum UTF8Scalar {
    /// The scalar whose UTF-8 starts at `index`, and its length in bytes; nil
    /// when the bytes there are not a well-formed sequence: a continuation
    /// byte, a truncated sequence, an overlong form, a surrogate, or a value
    /// past U+10FFFF. O(1).
    @inlinable @inline(__always)
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int)? {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        // Three bytes first: every kana and nearly every Han character.
        if lead & 0xF0 == 0xE0 {
            guard index + 2 < bytes.count else { return nil }
            let second = UInt32(bytes[index + 1]), third = UInt32(bytes[index + 2])
            guard second & 0xC0 == 0x80, third & 0xC0 == 0x80 else { return nil }
            let value = (lead & 0x0F) << 12 | (second & 0x3F) << 6 | third & 0x3F
            guard value >= 0x800, value & 0xF800 != 0xD800 else { return nil }
            return (value, 3)
        }
        if lead & 0xE0 == 0xC0 {
            guard lead >= 0xC2, index + 1 < bytes.count else { return nil }
            let second = UInt32(bytes[index + 1])
            guard second & 0xC0 == 0x80 else { return nil }
            return ((lead & 0x1F) << 6 | second & 0x3F, 2)
        }
        guard lead & 0xF8 == 0xF0, index + 3 < bytes.count else { return nil }
        let second = UInt32(bytes[index + 1]), third = UInt32(bytes[index + 2]), fourth = UInt32(bytes[index + 3])
        guard second & 0xC0 == 0x80, third & 0xC0 == 0x80, fourth & 0xC0 == 0x80 else { return nil }
        let value = (lead & 0x07) << 18 | (second & 0x3F) << 12 | (third & 0x3F) << 6 | fourth & 0x3F
        guard value >= 0x10000, value <= 0x10FFFF else { return nil }
        return (value, 4)
    }
}
