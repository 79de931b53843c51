import ByteMachinery
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IndexedCollation

/// Decoding a vCard value: vCard 2.1's `ENCODING=QUOTED-PRINTABLE` and
/// `CHARSET`, base64 text (`ENCODING=b`, `BASE64`), then the backslash
/// escapes and the `;` and `,` separators of structured values (RFC 6350 §3.4).
enum VCardValue {
    /// A value's text, and whether it was repaired from invalid UTF-8.
    struct Text {
        var string: String
        /// nil when the bytes were valid UTF-8 (or another charset).
        var repair: Repair?
    }

    /// Where the invalid UTF-8 of a value without a `CHARSET` came from.
    enum Repair {
        /// The bytes as the file has them: repaired to U+FFFD, as any
        /// input's are.
        case asRead
        /// The bytes quoted-printable (`=FF`) or base64 spells: a value the
        /// card is shown or collated by must not have them.
        case decoded
    }

    /// The text of a content line's value: quoted-printable decoded (or
    /// base64, when `decodingBase64`), then read in its `CHARSET`, else in
    /// `defaultCharset` (`--encoding`, an encoding that reads ASCII as
    /// ASCII), else as UTF-8 (invalid UTF-8
    /// repaired to U+FFFD, and said by `repair`). A charset is any name
    /// ICU's converters know. Escapes are left for `components(of:)` and
    /// `unescaped(_:)`. Without `decodingBase64`, base64 values
    /// (`ENCODING=BASE64` or `b`: photos, keys) are binary and their text is empty.
    ///
    /// Throws a bad quoted-printable sequence, bad base64, an unknown
    /// charset or a value invalid in the charset it is read in
    /// (`CHARSET=UTF-8` included), at the line.
    static func text(of line: VCardContentLine, decodingBase64: Bool = false, defaultCharset: String? = nil) throws(InputFailure) -> Text {
        let encoding = line.parameter("ENCODING").last?.uppercased()
        var bytes = line.value
        switch encoding {
        case "BASE64", "B":
            guard decodingBase64 else { return Text(string: "") }
            bytes = try base64Decoded(line.value, at: line.offset)
        case "QUOTED-PRINTABLE":
            bytes = try quotedPrintableDecoded(line.value, at: line.offset)
        default:
            break
        }
        let isDecoded = ["BASE64", "B", "QUOTED-PRINTABLE"].contains(encoding)
        let declaredCharset = line.parameter("CHARSET").last
        // The default charset keeps ASCII (InputEncoding.vCardCharset): ASCII needs no converter.
        if declaredCharset == nil, defaultCharset != nil, !bytes.contains(where: { $0 >= 0x80 }) {
            return Text(string: String(decoding: bytes, as: UTF8.self))
        }
        let chosenCharset = declaredCharset ?? defaultCharset
        guard let charset = chosenCharset, !["UTF-8", "UTF8"].contains(charset.uppercased()) else {
            if bytes.withUnsafeBufferPointer(UTF8Validation.isValid) { return Text(string: String(decoding: bytes, as: UTF8.self)) }
            guard chosenCharset == nil else { throw notValidUTF8(at: line.offset) }
            return Text(string: String(decoding: bytes, as: UTF8.self), repair: isDecoded ? .decoded : .asRead)
        }
        return Text(string: try decoded(bytes, charset: charset, at: line.offset))
    }

    /// `bytes` read in `charset` by ICU's converter of that name.
    private static func decoded(_ bytes: [UInt8], charset: String, at offset: Int) throws(InputFailure) -> String {
        let name = charset.uppercased()
        let result: Result<String, ICUConverter.Stop>
        do throws(ICUError) {
            result = try ICUConverter(name: charset).string(decoding: bytes)
        } catch where error.isUnknownName {
            throw InputFailure(offset: offset, message: "malformed vCard: unknown charset '\(MessageText.quoted(name))' (ICU has no converter of that name; exports use UTF-8, ISO-8859-1, WINDOWS-1252, SHIFT_JIS)")
        } catch {
            throw InputFailure(offset: offset, message: "malformed vCard: \(error)")
        }
        guard case .success(let text) = result else {
            throw InputFailure(offset: offset, message: "malformed vCard: the value is not valid \(name)")
        }
        return text
    }

    /// Base64 (RFC 4648; white space left by unfolding skipped, padding
    /// optional) → bytes, decoded by Foundation. Throws on any other
    /// character or a length that spells no whole bytes.
    static func base64Decoded(_ value: [UInt8], at offset: Int) throws(InputFailure) -> [UInt8] {
        var digits = value.filter { ![ASCII.space, ASCII.tab, ASCII.carriageReturn, ASCII.lineFeed].contains($0) }
        while digits.last == UInt8(ascii: "=") { digits.removeLast() }
        guard digits.count % 4 != 1 else {
            throw InputFailure(offset: offset, message: "malformed vCard: bad base64 value (its length is not that of whole bytes)")
        }
        digits += Array(repeating: UInt8(ascii: "="), count: (4 - digits.count % 4) % 4)
        guard let decoded = Data(base64Encoded: Data(digits)) else {
            throw InputFailure(offset: offset, message: "malformed vCard: bad base64 value (expected A-Z, a-z, 0-9, + and /, then = padding)")
        }
        return [UInt8](decoded)
    }

    /// The failure of a value that is not the UTF-8 it should be.
    static func notValidUTF8(at offset: Int) -> InputFailure {
        InputFailure(offset: offset, message: "malformed vCard: the value is not valid UTF-8 (a value in another charset needs its CHARSET, such as CHARSET=WINDOWS-1252)")
    }

    /// `=E6=9D=B1` → bytes; soft line breaks were removed by unfolding, and
    /// an `=` that ends the value is one more. Throws on `=` not followed by
    /// two hexadecimal digits.
    static func quotedPrintableDecoded(_ value: [UInt8], at offset: Int) throws(InputFailure) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.count)
        var position = 0
        while position < value.count {
            let byte = value[position]
            guard byte == UInt8(ascii: "=") else {
                bytes.append(byte)
                position += 1
                continue
            }
            if position + 1 == value.count { break }
            guard position + 2 < value.count, let high = hexDigit(value[position + 1]), let low = hexDigit(value[position + 2]) else {
                let sequence = String(decoding: value[position..<min(value.count, position + 3)], as: UTF8.self)
                throw InputFailure(offset: offset, message: "malformed vCard: bad quoted-printable sequence '\(sequence)' (expected = and two hexadecimal digits)")
            }
            bytes.append(high << 4 | low)
            position += 3
        }
        return bytes
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// The components of a structured value (`N`, `ORG`), split at `;`, each
    /// unescaped; a component's list of values (split at `,`) joined by a
    /// space (`N:van,Gogh;…` has the family name "van Gogh").
    static func components(of text: String) -> [String] {
        split(text, at: ";").map { split($0, at: ",").map(unescaped).filter { !$0.isEmpty }.joined(separator: " ") }
    }

    /// `\n` and `\N` → a line break; `\,` `\;` `\:` `\\` → the character; any
    /// other backslash stays.
    static func unescaped(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n", "N": result.append("\n")
                case ",", ";", ":", "\\": result.append(character)
                default: result.append("\\"); result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }

    /// `text` on one line: each run of line breaks (LF, CR, CRLF, VT, FF,
    /// NEL, U+2028, U+2029) becomes one space.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        var result = ""
        var previousWasBreak = false
        for character in text {
            if !character.isNewline {
                result.append(character)
            } else if !previousWasBreak {
                result.append(" ")
            }
            previousWasBreak = character.isNewline
        }
        return result
    }

    /// Splits at `separator` where it is not escaped by a backslash.
    private static func split(_ text: some StringProtocol, at separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        var escaping = false
        for index in text.indices {
            if escaping {
                escaping = false
            } else if text[index] == "\\" {
                escaping = true
            } else if text[index] == separator {
                parts.append(Substring(text[start..<index]))
                start = text.index(after: index)
            }
        }
        parts.append(Substring(text[start...]))
        return parts
    }
}
