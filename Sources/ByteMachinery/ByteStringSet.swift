#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Distinct byte strings, numbered in the order they were added, found by
/// their bytes without making a `String`: an open-addressing hash table
/// (linear probing) over one ``ByteStringArena``. The transliteration memos
/// find each foreign record's entry, and each piece's transliteration, with it.
///
/// Thread safety: a value type; any number of threads may call
/// ``find(_:)`` on copies (or one shared, unmodified instance) at once.
package struct ByteStringSet: Sendable {
    /// The strings, string `i` being number `i`.
    package private(set) var strings = ByteStringArena()
    /// Each slot holds a text's number, or -1; at most half are used.
    private var slots = [Int32](repeating: -1, count: 1 << 10)
    /// Each text's hash, as many low bits as any table's slots take (the
    /// slots are at most 2³²), so that growing rehashes no text.
    private var hashes: [UInt32] = []

    package init() {}

    package var count: Int { strings.count }

    /// The memory the set holds: its strings and its slots. O(1).
    package var footprint: Int {
        strings.footprint + slots.count * MemoryLayout<Int32>.stride + hashes.capacity * MemoryLayout<UInt32>.stride
    }

    /// The number of the text with these bytes, if added.
    /// Complexity: O(its length), expected.
    package func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        find(bytes, hash: Self.hash(bytes))
    }

    /// ``find(_:)`` of bytes whose ``hash(_:)`` is `hash`.
    package func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: Int) -> Int? {
        var slot = hash & (slots.count - 1)
        while true {
            let number = Int(slots[slot])
            if number < 0 { return nil }
            if strings.withString(number, { KeyOrder.equal($0, bytes) }) { return number }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    /// The number of the text with these bytes, added when it was not yet
    /// (`inserted`). Amortized O(its length); the bytes are hashed once.
    package mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>) -> (inserted: Bool, number: Int) {
        insert(bytes, hash: Self.hash(bytes))
    }

    /// ``insert(_:)`` of bytes whose ``hash(_:)`` is `hash` (found while
    /// looking them up on another thread): the bytes are not hashed again.
    package mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, hash: Int) -> (inserted: Bool, number: Int) {
        if let number = find(bytes, hash: hash) { return (false, number) }
        return (true, add(bytes, hash: hash))
    }

    /// Adds a text not yet added; returns its number. Amortized O(its length).
    package mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        add(bytes, hash: Self.hash(bytes))
    }

    private mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, hash: Int) -> Int {
        if 2 * (count + 1) > slots.count { grow() }
        let number = count
        strings.append(bytes)
        hashes.append(UInt32(truncatingIfNeeded: hash))
        place(number, hash: hash)
        return number
    }

    private mutating func place(_ number: Int, hash: Int) {
        var slot = hash & (slots.count - 1)
        while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = Int32(number)
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: 2 * slots.count)
        for number in 0..<count {
            place(number, hash: Int(hashes[number]))
        }
    }

    /// Swift's per-process seeded hash of the bytes, so that no input can
    /// be made to collide on purpose; never negative.
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return hasher.finalize() & Int.max
    }
}
