import Testing
import TestSupport
@testable import ByteMachinery

/// Many byte strings in one array: ranges, borrowed strings, slices of
/// another arena, and growth that stays amortized.
@Suite struct ByteStringArenaTests {
    @Test func stringsKeepTheirBytesAndRanges() {
        var arena = ByteStringArena()
        let strings: [[UInt8]] = [[1, 2, 3], [], [4], [5, 6]]
        for string in strings { arena.append(string) }
        #expect(arena.count == 4)
        #expect(arena.ends == [3, 3, 4, 6])
        #expect((0..<4).map { arena.range($0) } == [0..<3, 3..<3, 3..<4, 4..<6])
        #expect((0..<4).map { Array(arena[$0]) } == strings)
        #expect((0..<4).map { arena.withString($0, Array.init) } == strings)
        #expect(arena.footprint == 6 + 4 * ByteStringArena.bytesPerString)
        arena.removeAll()
        #expect(arena.count == 0 && arena.bytes.isEmpty)
    }

    /// Appending positions of another arena shifts their ends; empty ranges append nothing.
    @Test func appendingPositionsOfAnotherArena() {
        var generator = SeededGenerator(seed: 5)
        var source = ByteStringArena()
        let strings = (0..<200).map { _ in (0..<Int.random(in: 0...9, using: &generator)).map { _ in UInt8.random(in: 1...255, using: &generator) } }
        for string in strings { source.append(string) }
        var joined = ByteStringArena()
        joined.append([9, 9])
        for range in [0..<50, 50..<50, 50..<199, 199..<200] { joined.append(contentsOf: source, positions: range) }
        #expect(joined.count == 201)
        #expect((1..<201).map { Array(joined[$0]) } == strings)
        #expect(joined.hasEqualStrings(1, 1) && joined.hasEqualStrings(0, 1) == (strings[0] == [9, 9]))
    }

    /// Reserving before every append grows by doubling: the array is
    /// reallocated O(log n) times, not once per append.
    @Test func reservingBeforeEachAppendDoubles() {
        var array: [Int] = []
        var capacities: Set<Int> = []
        for value in 0..<100_000 {
            ByteStringArena.reserve(&array, more: 1)
            array.append(value)
            capacities.insert(array.capacity)
        }
        #expect(capacities.count <= 20, "\(capacities.count) capacities")
    }
}
