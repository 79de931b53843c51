#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ByteMachinery

/// The member names of a JSON text's top-level object, in order and with
/// repeats: `JSONDecoder` keeps one value of a repeated member and says
/// nothing, so a table file naming a field twice is caught here instead.
enum JSONMemberNames {
    /// The first member name of the top-level object that appears twice, or
    /// nil. Meant for text `JSONDecoder` accepted; on anything else it gives
    /// nil rather than an error.
    ///
    /// Complexity: O(n) in the text's length.
    static func firstRepeated(in data: Data) -> String? {
        var seen = Set<String>()
        for name in topLevel(of: Array(data)) ?? [] where !seen.insert(name).inserted {
            return name
        }
        return nil
    }

    /// The member names of the top-level object, or nil when the text is
    /// not an object.
    static func topLevel(of bytes: [UInt8]) -> [String]? {
        var position = ByteOrderMark.utf8Length(atStartOf: bytes)
        func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { return nil }
        position += 1
        var names: [String] = []
        while true {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return names }
            let start = position
            position = endOfString(bytes, from: position)
            guard let name = decodedString(bytes[start..<position]) else { return nil }
            names.append(name)
            position = endOfValue(bytes, from: position)
            guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { return names }
            position += 1
        }
    }

    /// The index just past the string that starts (with its quote) at `start`.
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        var position = start + 1
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(position + 1, bytes.count)
    }

    /// After a member name: the index of the `,` or `}` that ends its value.
    private static func endOfValue(_ bytes: [UInt8], from start: Int) -> Int {
        var position = start, depth = 0
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""): position = endOfString(bytes, from: position); continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "}"): if depth == 0 { return position } else { depth -= 1 }
            case UInt8(ascii: ","): if depth == 0 { return position }
            default: break
            }
            position += 1
        }
        return position
    }

    /// A member name with its escapes resolved (`"\u0069d"` is `id`).
    private static func decodedString(_ quoted: ArraySlice<UInt8>) -> String? {
        guard quoted.contains(UInt8(ascii: "\\")) else {
            return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
        }
        return try? JSONDecoder().decode(String.self, from: Data(quoted))
    }
}
