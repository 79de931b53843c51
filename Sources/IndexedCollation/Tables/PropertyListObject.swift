#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A property list read with `PropertyListDecoder` into the objects
/// `PropertyListSerialization` returns (`[String: Any]`, `[Any]`, `String`,
/// `Bool`, `Int`, any other number as `Double`, `Date`, `Data`).
///
/// `PropertyListSerialization` on Linux crashes (a null pointer in the Swift
/// runtime) while bridging a binary property list that holds a set; here a
/// set, like any value a table cannot hold, becomes `Unsupported`, which no
/// field's type check accepts. So does anything nested deeper than a table
/// needs (a dictionary of arrays of scalars): a binary property list may
/// refer to one object from many places, or to itself, and reading such a
/// graph as a tree would never end.
struct PropertyListObject: Decodable {
    /// A value a table field never has (a set, say).
    struct Unsupported {}

    let object: Any

    /// The objects of `data`, XML or binary; throws what the decoder throws.
    ///
    /// An XML property list must be valid UTF-8 (or start with a UTF-16 byte
    /// order mark): Foundation's XML reader stops the process on a malformed
    /// UTF-8 sequence in some places (inside `<integer>`, for one) instead
    /// of throwing.
    static func read(_ data: Data) throws -> Any {
        if !data.starts(with: Array("bplist".utf8)), !data.starts(with: [0xFF, 0xFE]), !data.starts(with: [0xFE, 0xFF]),
           let offset = firstInvalidUTF8Offset(data) {
            throw InvalidText(offset: offset)
        }
        return try PropertyListDecoder().decode(Self.self, from: data).object
    }

    /// What went wrong reading a property list, in a few words: the decoder's
    /// own description of a malformed file, or why it was refused before.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as InvalidText: error.errorDescription ?? "\(error)"
        case let DecodingError.dataCorrupted(context): context.debugDescription
        default: "\(error)"
        }
    }

    /// Why an XML property list was refused before Foundation read it.
    struct InvalidText: LocalizedError {
        let offset: Int
        var errorDescription: String? { "not valid UTF-8 at byte \(offset)" }
    }

    /// The offset of the first byte of the first malformed UTF-8 sequence.
    private static func firstInvalidUTF8Offset(_ data: Data) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &bytes) {
            case let .valid(scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// How deep containers are read: the top dictionary and its arrays.
    private static let containerDepth = 2

    init(from decoder: any Decoder) throws {
        let isShallow = decoder.codingPath.count < Self.containerDepth
        if isShallow, let dictionary = try? decoder.container(keyedBy: AnyKey.self) {
            var objects: [String: Any] = [:]
            for key in dictionary.allKeys {
                objects[key.stringValue] = try dictionary.decode(Self.self, forKey: key).object
            }
            object = objects
        } else if isShallow, var array = try? decoder.unkeyedContainer() {
            var objects: [Any] = []
            while !array.isAtEnd { objects.append(try array.decode(Self.self).object) }
            object = objects
        } else {
            object = Self.scalar(try decoder.singleValueContainer())
        }
    }

    private static func scalar(_ value: any SingleValueDecodingContainer) -> Any {
        if let bool = try? value.decode(Bool.self) { return bool }
        if let integer = try? value.decode(Int.self) { return integer }
        if let real = try? value.decode(Double.self) { return real }
        if let string = try? value.decode(String.self) { return string }
        if let date = try? value.decode(Date.self) { return date }
        if let data = try? value.decode(Data.self) { return data }
        return Unsupported()
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
