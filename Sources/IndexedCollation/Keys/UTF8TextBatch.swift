import ByteMachinery

/// Many UTF-8 texts stored contiguously (a ``ByteStringArena``): what a
/// reader of files has in hand without making a `String` per text.
/// ``LocalizedIndexedCollation/collationKeys(forUTF8:memo:appendingTo:)``
/// computes their keys straight from the bytes.
///
/// Every text must be valid UTF-8 (repair invalid input before appending it,
/// as `String(decoding:as:)` does). Memory: the bytes plus 8 bytes per text.
package struct UTF8TextBatch: Sendable {
    package private(set) var texts = ByteStringArena()

    package init() {}

    package var count: Int { texts.count }

    /// Appends one text. O(its length).
    /// - Precondition: `text` is valid UTF-8.
    package mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
        texts.append(text)
    }

    /// Appends a string's UTF-8. O(its length).
    package mutating func append(_ text: String) {
        texts.append(text.utf8)
    }

    /// Appends text `numbers[i]` of `other` for each `i`, in order. O(their bytes).
    package mutating func append(_ other: UTF8TextBatch, picking numbers: [Int32]) {
        texts.append(contentsOf: other.texts, picking: numbers)
    }

    /// Forgets the texts, keeping the memory for the next ones.
    package mutating func removeAll() {
        texts.removeAll()
    }

    /// The memory the texts take. O(1).
    package var footprint: Int { texts.footprint }
}

/// The texts ``LocalizedIndexedCollation/collationKeyBatch(for:memo:)`` keys:
/// an array of strings or a ``UTF8TextBatch``. Keys are computed from the
/// UTF-8 (`withUTF8`); a `String` is made only for a text placed by another
/// string (transliterated or read).
protocol CollationTexts: Sendable {
    var count: Int { get }
    /// Calls `body` with text `index`'s UTF-8, valid for the call.
    func withUTF8<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R
    func string(_ index: Int) -> String
}

extension Array: CollationTexts where Element == String {
    @inline(__always)
    func withUTF8<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var string = self[index]
        return string.withUTF8(body)
    }

    func string(_ index: Int) -> String { self[index] }
}

extension UTF8TextBatch: CollationTexts {
    /// Calls `body` with text `index`'s bytes, valid for the call. O(1).
    @inline(__always)
    package func withUTF8<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        texts.withString(index, body)
    }

    package func string(_ index: Int) -> String {
        withUTF8(index) { String(decoding: $0, as: UTF8.self) }
    }
}
