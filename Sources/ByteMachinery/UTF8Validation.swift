/// Checks bytes for well-formed UTF-8 (no overlongs, no surrogates, nothing
/// above U+10FFFF), the way `String(decoding:as:)` decides what to repair.
package enum UTF8Validation {
    /// Complexity: O(n), eight bytes at a time while they are ASCII, and a
    /// two- or three-byte sequence in one step.
    /// Past the lead byte, nothing is read beyond `bytes`.
    package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        while index < count {
            let lead = base[index]
            if lead < 0x80 {
                index &+= 1
                // Then eight bytes at a time while they are ASCII: tried
                // after an ASCII byte only, not before every letter of a
                // script outside ASCII.
                while index &+ 8 <= count,
                      UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index &+= 8
                }
                continue
            }
            // Fast path: a two-byte sequence (Cyrillic, Greek, Hebrew,
            // Arabic, accented Latin).
            if lead &- 0xC2 <= 0xDF - 0xC2, index &+ 1 < count {
                guard base[index &+ 1] & 0xC0 == 0x80 else { return false }
                index &+= 2
                // Then four at a time while they are two-byte sequences (a
                // word of Cyrillic): every other byte a lead 110xxxxx but
                // C0 and C1 (overlongs), the others continuations.
                while index &+ 8 <= count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    guard word & 0xC0E0_C0E0_C0E0_C0E0 == 0x80C0_80C0_80C0_80C0,
                          ((word & 0x001E_001E_001E_001E) &+ 0x007E_007E_007E_007E) & 0x0080_0080_0080_0080 == 0x0080_0080_0080_0080
                    else { break }
                    index &+= 8
                }
                continue
            }
            // Fast path: a three-byte sequence (Indic scripts, Thai, Hangul,
            // Han, kana), but for the overlongs (E0 80–9F) and the UTF-16
            // surrogates (ED A0–BF) that two of its leads may start.
            if lead & 0xF0 == 0xE0, index &+ 2 < count {
                let second = base[index &+ 1]
                guard second & 0xC0 == 0x80, base[index &+ 2] & 0xC0 == 0x80,
                      lead != 0xE0 || second >= 0xA0, lead != 0xED || second <= 0x9F else { return false }
                index &+= 3
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return false
            }
            guard index + length <= count else { return false }
            let second = base[index + 1]
            guard second >= lower, second <= upper else { return false }
            for continuation in 2..<length where base[index + continuation] & 0xC0 != 0x80 {
                return false
            }
            index += length
        }
        return true
    }
}
