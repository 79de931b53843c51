/// Checks bytes for well-formed UTF-8 (no overlongs, no surrogates, nothing
/// above U+10FFFF), the way `String(decoding:as:)` decides what to repair.
package enum UTF8Validation {
    /// Complexity: O(n), eight bytes at a time while they are ASCII.
    /// Past the lead byte, nothing is read beyond `bytes`.
    package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else { return true }
        while index < count {
            // Fast path: eight ASCII bytes.
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // Fast path: a two-byte sequence (Cyrillic, Greek, Hebrew,
            // Arabic, accented Latin), the commonest outside ASCII.
            if lead >= 0xC2, lead <= 0xDF, index + 1 < count {
                guard base[index + 1] & 0xC0 == 0x80 else { return false }
                index += 2
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
