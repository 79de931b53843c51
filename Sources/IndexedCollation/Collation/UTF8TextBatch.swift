/// Many UTF-8 texts stored contiguously, each a range of one byte array,
/// as ``CollationKeyBatch`` stores keys: what a reader of files has in hand
/// without making a `String` per text. ``LocalizedIndexedCollation/collationKeyBatch(forUTF8:memo:)``
/// computes their keys straight from the bytes.
///
/// Every text must be valid UTF-8 (repair invalid input before appending it,
/// as `String(decoding:as:)` does). Memory: the bytes plus 8 bytes per text.
package struct UTF8TextBatch: Sendable {
    package private(set) var bytes: [UInt8] = []
    /// Where each text ends in `bytes`; text `i` starts where text `i - 1` ends.
    package private(set) var ends: [Int] = []

    package init() {}

    package var count: Int { ends.count }
    package var isEmpty: Bool { ends.isEmpty }

    /// Appends one text. O(its length).
    /// - Precondition: `text` is valid UTF-8.
    package mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: text)
        ends.append(bytes.count)
    }

    /// Appends a string's UTF-8. O(its length).
    package mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        ends.append(bytes.count)
    }

    /// Forgets the texts, keeping the memory for the next ones.
    package mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
    }
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
        let range = CollationKeyBatch.keyRange(index, ends: ends)
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    package func string(_ index: Int) -> String {
        withUTF8(index) { String(decoding: $0, as: UTF8.self) }
    }
}
