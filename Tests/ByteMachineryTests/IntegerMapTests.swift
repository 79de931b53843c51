import ByteMachinery
import Testing
import TestSupport

/// Nonzero 64-bit keys to 32-bit values: against a `Dictionary` through
/// growth, with keys that collide in their slot; a value is set once.
@Suite struct IntegerMapTests {
    @Test func agreesWithADictionary() {
        var generator = SeededGenerator(seed: 7)
        var map = IntegerMap(), reference: [UInt64: UInt32] = [:]
        // Half random, half differing only in their low bits (the
        // multiplicative hash reads the high bits of the product).
        let keys = (0..<5000).map { index in
            index % 2 == 0 ? UInt64.random(in: 1...UInt64.max, using: &generator) : 1 << 63 | UInt64(index)
        }
        for (index, key) in keys.enumerated() {
            let value = UInt32(index)
            map.add(key, value)
            if reference[key] == nil { reference[key] = value }
            if index % 500 == 0 {
                #expect(reference.allSatisfy { map.value(of: $0.key) == $0.value })
            }
        }
        #expect(map.count == reference.count)
        #expect(reference.allSatisfy { map.value(of: $0.key) == $0.value })
        #expect((0..<1000).allSatisfy { _ in
            let key = UInt64.random(in: 1...UInt64.max, using: &generator)
            return reference[key] != nil || map.value(of: key) == nil
        })
        map.add(keys[0], 99)
        #expect(map.value(of: keys[0]) == 0, "set once")
        #expect(map.footprint >= map.count * 12)
        // Every entry once, keys ascending.
        let entries = map.entries
        #expect(entries.map(\.key) == reference.keys.sorted())
        #expect(entries.allSatisfy { reference[$0.key] == $0.value })
    }
}
