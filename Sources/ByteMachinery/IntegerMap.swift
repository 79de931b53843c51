/// A map from nonzero 64-bit keys to 32-bit values, by open addressing with
/// a multiplicative hash: a look-up is a multiplication, a shift and
/// usually one probe, where a `Dictionary` hashes the key with SipHash
/// (the position-by-position transliteration asks it once per character).
///
/// Thread safety: a value; any number of threads may read copies at once.
/// Memory: 12 bytes per slot, at most twice the entries' count in slots
/// (at least 64).
package struct IntegerMap: Sendable {
    /// Per slot its key (0: empty) and value.
    @usableFromInline var keys = [UInt64](repeating: 0, count: 64)
    @usableFromInline var values = [UInt32](repeating: 0, count: 64)
    /// 64 less log2 of the slots' count.
    @usableFromInline var shift = 58
    /// The entries held.
    package private(set) var count = 0

    package init() {}

    /// The memory the map holds. O(1).
    package var footprint: Int { keys.count * 12 }

    @inlinable @inline(__always)
    static func slot(of key: UInt64, shift: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The value of `key`. O(1) expected.
    @inlinable @inline(__always)
    package func value(of key: UInt64) -> UInt32? {
        let mask = keys.count - 1
        var slot = Self.slot(of: key, shift: shift)
        while true {
            let found = keys[slot]
            if found == key { return values[slot] }
            if found == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Sets the value of `key` (nonzero) unless it has one. Amortized O(1).
    package mutating func add(_ key: UInt64, _ value: UInt32) {
        precondition(key != 0, "a nonzero key")
        guard self.value(of: key) == nil else { return }
        if (count + 1) * 2 > keys.count { grow() }
        insert(key, value)
        count += 1
    }

    private mutating func insert(_ key: UInt64, _ value: UInt32) {
        let mask = keys.count - 1
        var slot = Self.slot(of: key, shift: shift)
        while keys[slot] != 0 { slot = (slot + 1) & mask }
        keys[slot] = key
        values[slot] = value
    }

    /// Every key and its value, in ascending order of the keys. O(slots + n log n).
    package var entries: [(key: UInt64, value: UInt32)] {
        zip(keys, values).filter { $0.0 != 0 }.map { (key: $0.0, value: $0.1) }.sorted { $0.key < $1.key }
    }

    private mutating func grow() {
        let (oldKeys, oldValues) = (keys, values)
        keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        values = [UInt32](repeating: 0, count: oldKeys.count * 2)
        shift -= 1
        for (key, value) in zip(oldKeys, oldValues) where key != 0 { insert(key, value) }
    }
}
