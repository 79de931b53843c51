import IndexedCollation
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

/// A validating JSON scanner over bytes (RFC 8259) that finds one value by
/// a dotted path on the way, without building a document: each record is
/// scanned once, and only the key is decoded.
///
/// Bytes of 0x80 and above pass through unchecked inside strings (invalid
/// UTF-8 is counted by the record sink, not rejected here).
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the available bytes end; reaching it is `.incomplete` unless
    /// the input is complete.
    let isFinal: Bool

    enum Failure: Error {
        case incomplete
        case malformed(InputFailure)
    }

    /// What a path found.
    enum Lookup {
        /// A string (decoded) or a number (its text); `repaired`: a string
        /// that had a lone surrogate escape (`\ud800` without its pair),
        /// decoded as U+FFFD.
        case found(String, repaired: Bool)
        /// The path stops: a member or element is missing, or a value is not
        /// a string or number. The text says what exists instead.
        case missing(String)
    }

    private static let maximumDepth = 512

    /// Skips JSON whitespace from `position`.
    func skipWhitespace(_ position: Int) -> Int {
        var position = position
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return position
            }
        }
        return position
    }

    /// Scans the value at `position` (no leading whitespace) and returns
    /// where it ends; with a `path`, also what the path finds in it.
    ///
    /// The end of the available bytes is checked before the depth: a value
    /// is too deep only once it is there, so the same file is refused or not
    /// wherever a read chunk ends (right after a 512th bracket, say).
    func scanValue(at position: Int, path: ArraySlice<[UInt8]>?, depth: Int = 0) throws(Failure) -> (end: Int, lookup: Lookup?) {
        guard position < bytes.count else { throw endOfInput(position, "a value") }
        guard depth < Self.maximumDepth else { throw malformed(position, "nested more than \(Self.maximumDepth) levels deep") }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            return try scanObject(at: position, path: path, depth: depth)
        case UInt8(ascii: "["):
            return try scanArray(at: position, path: path, depth: depth)
        case ASCII.quote:
            let end = try scanString(at: position)
            guard let path else { return (end, nil) }
            if path.isEmpty {
                let text = decodeString(position..<end)
                return (end, .found(text, repaired: text.unicodeScalars.contains("\u{FFFD}") && hasLoneSurrogate(position..<end)))
            }
            return (end, .missing("a string has no member '\(String(decoding: path.first!, as: UTF8.self))'"))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let end = try scanNumber(at: position)
            guard let path else { return (end, nil) }
            if path.isEmpty { return (end, .found(bytes.decoded(position..<end), repaired: false)) }
            return (end, .missing("a number has no member '\(String(decoding: path.first!, as: UTF8.self))'"))
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            let end = try scanLiteral(at: position)
            guard path != nil else { return (end, nil) }
            let word = bytes.decoded(position..<end)
            return (end, .missing(word == "null" ? "the value is null" : "the value is \(word), not a string"))
        default:
            throw malformed(position, "expected a value, found \(describe(position))")
        }
    }

    private func scanObject(at start: Int, path: ArraySlice<[UInt8]>?, depth: Int) throws(Failure) -> (end: Int, lookup: Lookup?) {
        var position = skipWhitespace(start + 1)
        var lookup: Lookup?
        let wanted = path?.first
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            return (position + 1, objectLookup(at: start, path: path, found: nil, depth: depth))
        }
        while true {
            guard position < bytes.count else { throw endOfInput(position, "a member name") }
            guard bytes[position] == ASCII.quote else { throw malformed(position, "expected a member name in quotes, found \(describe(position))") }
            let nameEnd = try scanString(at: position)
            let nameRange = position..<nameEnd
            position = skipWhitespace(nameEnd)
            guard position < bytes.count else { throw endOfInput(position, "':'") }
            guard bytes[position] == UInt8(ascii: ":") else { throw malformed(position, "expected ':' after a member name, found \(describe(position))") }
            position = skipWhitespace(position + 1)
            var memberPath: ArraySlice<[UInt8]>?
            // Of members with the same name, the last counts, as in most JSON readers.
            if let wanted, let path, nameMatches(nameRange, wanted) {
                memberPath = path.dropFirst()
            }
            let (end, found) = try scanValue(at: position, path: memberPath, depth: depth + 1)
            if memberPath != nil { lookup = found }
            switch try separatorOrClose(after: end, closer: UInt8(ascii: "}"), item: "an object member") {
            case .next(let next): position = next
            case .closed(let closedEnd): return (closedEnd, objectLookup(at: start, path: path, found: lookup, depth: depth))
            }
        }
    }

    /// What a path found in an object; a path ending at one lacks `--key` (or, deeper, a member).
    private func objectLookup(at start: Int, path: ArraySlice<[UInt8]>?, found: Lookup?, depth: Int) -> Lookup? {
        guard let path else { return nil }
        if let found { return found }
        let names = memberNames(ofObjectAt: start)
        let list = names.isEmpty ? "the object is empty" : "members: " + names.map { "'\(MessageText.quoted($0))'" }.joined(separator: ", ")
        guard let wanted = path.first else {
            let hint = depth == 0 ? "the record is an object, not a string; choose a member with --key"
                : "the value is an object, not a string; name one of its members after a '.'"
            return .missing("\(hint) (\(list))")
        }
        return .missing("no member '\(MessageText.quoted(String(decoding: wanted, as: UTF8.self)))' (\(list))")
    }

    /// The member names of an object already scanned; only for messages, so
    /// that scanning records never allocates for names.
    private func memberNames(ofObjectAt start: Int) -> [String] {
        var names: [String] = []
        var position = skipWhitespace(start + 1)
        while position < bytes.count, bytes[position] == ASCII.quote, let nameEnd = try? scanString(at: position) {
            names.append(decodeString(position..<nameEnd))
            position = skipWhitespace(skipWhitespace(nameEnd) + 1)
            guard let (end, _) = try? scanValue(at: position, path: nil) else { break }
            position = skipWhitespace(end)
            guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { break }
            position = skipWhitespace(position + 1)
        }
        return names
    }

    private func scanArray(at start: Int, path: ArraySlice<[UInt8]>?, depth: Int) throws(Failure) -> (end: Int, lookup: Lookup?) {
        var position = skipWhitespace(start + 1)
        var lookup: Lookup?
        var element = 0
        let wantedIndex = path?.first.flatMap { Int(String(decoding: $0, as: UTF8.self)) }
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            return (position + 1, arrayLookup(path: path, found: nil, count: 0))
        }
        while true {
            let elementPath = (element == wantedIndex && path != nil) ? path!.dropFirst() : nil
            let (end, found) = try scanValue(at: position, path: elementPath, depth: depth + 1)
            if elementPath != nil { lookup = found }
            element += 1
            switch try separatorOrClose(after: end, closer: UInt8(ascii: "]"), item: "an array element") {
            case .next(let next): position = next
            case .closed(let closedEnd): return (closedEnd, arrayLookup(path: path, found: lookup, count: element))
            }
        }
    }

    private func arrayLookup(path: ArraySlice<[UInt8]>?, found: Lookup?, count: Int) -> Lookup? {
        guard let path else { return nil }
        if let found { return found }
        guard let wanted = path.first else { return .missing("the value is an array, not a string") }
        let name = String(decoding: wanted, as: UTF8.self)
        return .missing("no element '\(name)' in an array of \(count) (elements are numbered from 0)")
    }

    /// What follows a member or an element.
    enum Continuation {
        /// A `,`: the next member or element starts here.
        case next(Int)
        /// The container's closer: the container ends here.
        case closed(end: Int)
    }

    /// Reads the `,` or the `closer` (`}` or `]`) after the `item` that ends at `end`.
    func separatorOrClose(after end: Int, closer: UInt8, item: String) throws(Failure) -> Continuation {
        let position = skipWhitespace(end)
        // Messages are built only on failure: this runs for every member of every record.
        func expected() -> String { "',' or '\(Character(Unicode.Scalar(closer)))'" }
        guard position < bytes.count else { throw endOfInput(position, expected()) }
        if bytes[position] == UInt8(ascii: ",") { return .next(skipWhitespace(position + 1)) }
        guard bytes[position] == closer else {
            throw malformed(position, "expected \(expected()) after \(item), found \(describe(position))")
        }
        return .closed(end: position + 1)
    }

    /// The end of the string that starts with the quote at `start`.
    func scanString(at start: Int) throws(Failure) -> Int {
        var position = start + 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == ASCII.quote { return position + 1 }
            if byte == ASCII.backslash {
                guard position + 1 < bytes.count else { break }
                switch bytes[position + 1] {
                case ASCII.quote, ASCII.backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    position += 2
                case UInt8(ascii: "u"):
                    guard position + 6 <= bytes.count else { position = bytes.count; continue }
                    for digit in position + 2..<position + 6 where !bytes[digit].isHexDigit {
                        throw malformed(digit, "expected four hexadecimal digits after \\u")
                    }
                    position += 6
                default:
                    throw malformed(position, "invalid escape \(describeEscape(at: position + 1)) in a string")
                }
                continue
            }
            if byte < 0x20 {
                throw malformed(position, byte == ASCII.lineFeed ? "string not closed before the end of the line" : "control character U+\(String.hex(byte, digits: 4)) in a string (write it escaped)")
            }
            position += 1
        }
        throw endOfInput(position, "the end of a string")
    }

    private func scanNumber(at start: Int) throws(Failure) -> Int {
        var position = start
        func malformed(_ at: Int, _ message: String) -> Failure {
            at == bytes.count && !isFinal ? .incomplete : self.malformed(at, message)
        }
        func digits() -> Int {
            let first = position
            while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") { position += 1 }
            return position - first
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        guard digits() > 0 else { throw malformed(position, "expected a digit in a number") }
        if bytes[integerStart] == UInt8(ascii: "0"), position - integerStart > 1 {
            throw malformed(integerStart, "a number may not start with 0")
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw malformed(position, "expected a digit after the decimal point") }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw malformed(position, "expected a digit in the exponent") }
        }
        if position == bytes.count, !isFinal { throw .incomplete }
        return position
    }

    private func scanLiteral(at start: Int) throws(Failure) -> Int {
        for word in ["true", "false", "null"] where bytes[start] == word.utf8.first! {
            let end = start + word.utf8.count
            // Byte comparisons: literals are frequent, and must not allocate.
            if end > bytes.count {
                if !isFinal, word.utf8.starts(with: UnsafeBufferPointer(rebasing: bytes[start...])) { throw .incomplete }
                throw malformed(start, "expected \(word)")
            }
            guard word.utf8.elementsEqual(UnsafeBufferPointer(rebasing: bytes[start..<end])) else { throw malformed(start, "expected \(word)") }
            return end
        }
        throw malformed(start, "expected a value")
    }

    /// Whether a member name (with its quotes) is `wanted`, comparing bytes
    /// when the name has no escapes.
    func nameMatches(_ range: Range<Int>, _ wanted: [UInt8]) -> Bool {
        let content = UnsafeBufferPointer(rebasing: bytes[range.lowerBound + 1..<range.upperBound - 1])
        if !content.contains(ASCII.backslash) { return content.elementsEqual(wanted) }
        return decodeString(range) == String(decoding: wanted, as: UTF8.self)
    }

    /// The text of a scanned string (with its quotes), escapes resolved.
    func decodeString(_ range: Range<Int>) -> String {
        let content = range.lowerBound + 1..<range.upperBound - 1
        guard bytes.firstIndex(of: ASCII.backslash, in: content) != nil else { return bytes.decoded(content) }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(content.count)
        var position = content.lowerBound
        func hex(_ at: Int) -> UInt32 {
            UInt32(String(decoding: UnsafeBufferPointer(rebasing: bytes[at..<at + 4]), as: UTF8.self), radix: 16) ?? 0xFFFD
        }
        while position < content.upperBound {
            let byte = bytes[position]
            guard byte == ASCII.backslash else {
                utf8.append(byte)
                position += 1
                continue
            }
            let escaped = bytes[position + 1]
            position += 2
            switch escaped {
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex(position)
                position += 4
                // A surrogate pair is two escapes; a lone surrogate becomes U+FFFD.
                if (0xD800..<0xDC00).contains(scalar), position + 6 <= content.upperBound,
                   bytes[position] == ASCII.backslash, bytes[position + 1] == UInt8(ascii: "u") {
                    let low = hex(position + 2)
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        position += 6
                    }
                }
                utf8.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
            default: utf8.append(escaped)
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Whether a scanned string (with its quotes) has a `\u` escape of a
    /// surrogate that is not half of a pair, which ``decodeString(_:)``
    /// turns into U+FFFD. O(its length); asked only of strings that hold U+FFFD.
    func hasLoneSurrogate(_ range: Range<Int>) -> Bool {
        var position = range.lowerBound + 1
        var pendingHigh = false
        while position < range.upperBound - 1 {
            guard bytes[position] == ASCII.backslash else {
                if pendingHigh { return true }
                position += 1
                continue
            }
            let escaped = bytes[position + 1]
            guard escaped == UInt8(ascii: "u") else {
                if pendingHigh { return true }
                position += 2
                continue
            }
            let unit = UInt32(String(decoding: UnsafeBufferPointer(rebasing: bytes[position + 2..<position + 6]), as: UTF8.self), radix: 16) ?? 0
            switch unit {
            case 0xD800..<0xDC00:
                if pendingHigh { return true }
                pendingHigh = true
            case 0xDC00..<0xE000:
                if !pendingHigh { return true }
                pendingHigh = false
            default:
                if pendingHigh { return true }
            }
            position += 6
        }
        return pendingHigh
    }

    private func describe(_ position: Int) -> String {
        guard position < bytes.count else { return "the end of the input" }
        let byte = bytes[position]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String.hex(byte, digits: 2)
    }

    /// The escape whose character is at `position`: `'\x'`, or a backslash
    /// followed by what ``describe(_:)`` says of a byte that is not printable.
    private func describeEscape(at position: Int) -> String {
        guard position < bytes.count, bytes[position] >= 0x21, bytes[position] < 0x7F else {
            return "'\\' followed by \(describe(position))"
        }
        return "'\\\(Character(Unicode.Scalar(bytes[position])))'"
    }

    private func malformed(_ position: Int, _ message: String) -> Failure {
        .malformed(InputFailure(offset: position, message: "malformed JSON: " + message))
    }

    private func endOfInput(_ position: Int, _ expected: String) -> Failure {
        isFinal ? malformed(position, "unexpected end of input, expected \(expected)") : .incomplete
    }
}

extension UInt8 {
    var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}

extension JSONScanner {
    /// The string or number at `path` inside the complete value at `position`,
    /// or nil when the path does not lead to one (`--reading-key` is optional
    /// per record).
    func string(at position: Int, path: ArraySlice<[UInt8]>) -> String? {
        guard case .found(let value, _)? = try? scanValue(at: position, path: path).lookup else { return nil }
        return value
    }
}
