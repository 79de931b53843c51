import Testing
import TestSupport
@testable import ByteMachinery

/// Keys and their sections, as a collation key batch holds them.
struct KeyBatch {
    var keys = ByteStringArena()
    var sections: [Int32] = []
    var count: Int { keys.count }

    mutating func append(section: Int32, key: [UInt8]) {
        keys.append(key)
        sections.append(section)
    }

    func key(_ index: Int) -> ArraySlice<UInt8> { keys[index] }

    func sortedPositions(bySection: Bool) -> [Int] {
        keys.withStorage { bytes, ends in
            sections.withUnsafeBufferPointer { sections in
                RadixSorter(bytes: bytes.baseAddress, ends: ends, groups: bySection ? sections : nil).sortedPositions().map(Int.init)
            }
        }
    }
}

/// `RadixSorter` against a plain reference sort by (section, key,
/// position) on random batches made to stress the multikey radix sort:
/// many equal keys, keys sharing long prefixes with lengths around
/// multiples of 8 (the chunk size), empty keys and sections that sort as
/// unsigned numbers.
@Suite struct RadixSorterTests {
    /// A random batch: keys drawn from a small pool of stems (0 to 40 bytes,
    /// so 8, 16, 24… bytes shared), each cut or extended by a few bytes
    /// from a tiny alphabet (so many keys are equal or differ late).
    static func randomBatch(count: Int, seed: UInt64) -> KeyBatch {
        var generator = SeededGenerator(seed: seed)
        let stems = (0..<12).map { stem in
            (0..<(stem % 6) * 8).map { _ in UInt8.random(in: 1...3, using: &generator) }
        }
        var batch = KeyBatch()
        for _ in 0..<count {
            var key = stems.randomElement(using: &generator)!
            key.removeLast(min(key.count, Int.random(in: 0...2, using: &generator)))
            key += (0..<Int.random(in: 0...9, using: &generator)).map { _ in UInt8.random(in: 1...2, using: &generator) }
            if Int.random(in: 0..<20, using: &generator) == 0 { key = [] }
            if Int.random(in: 0..<50, using: &generator) == 0 { key = [0xFF] + key }
            let section = Int32.random(in: -3...4, using: &generator)
            batch.append(section: section, key: key)
        }
        return batch
    }

    /// The order by (section as unsigned when asked, key bytes, position).
    static func referenceOrder(of batch: KeyBatch, bySection: Bool) -> [Int] {
        let keys = (0..<batch.count).map { Array(batch.key($0)) }
        return (0..<batch.count).sorted { a, b in
            if bySection, batch.sections[a] != batch.sections[b] {
                return UInt32(bitPattern: batch.sections[a]) < UInt32(bitPattern: batch.sections[b])
            }
            if keys[a] != keys[b] { return keys[a].lexicographicallyPrecedes(keys[b]) }
            return a < b
        }
    }

    /// Sizes below and above the insertion limit and the parallel threshold.
    @Test(arguments: [0, 1, 2, 7, 24, 25, 300, 5000, RadixSorter.parallelThreshold + 1, 90_000])
    func sortedPositionsMatchAReferenceSort(count: Int) {
        let batch = Self.randomBatch(count: count, seed: UInt64(count) * 7 + 3)
        for bySection in [false, true] {
            let (sorted, expected) = (batch.sortedPositions(bySection: bySection), Self.referenceOrder(of: batch, bySection: bySection))
            #expect(sorted.count == expected.count)
            let mismatch = zip(sorted, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            #expect(mismatch == nil, "bySection: \(bySection), first difference at \(mismatch ?? 0)")
        }
    }

    /// One key repeated (a run that never splits, sorted level after level
    /// to its end), and batches of only empty keys: position order.
    @Test(arguments: [3, 30, 60_000])
    func equalKeysKeepTheirPositions(count: Int) {
        for key in [[UInt8](), [7], Array(repeating: 9, count: 8), Array(repeating: 5, count: 41)] {
            var batch = KeyBatch()
            for position in 0..<count { batch.append(section: Int32(position % 2), key: key) }
            #expect(batch.sortedPositions(bySection: false) == Array(0..<count))
            let bySection = batch.sortedPositions(bySection: true)
            #expect(bySection == Array(stride(from: 0, to: count, by: 2)) + Array(stride(from: 1, to: count, by: 2)))
        }
    }

    /// Keys whose only difference is their length, at each side of a chunk
    /// boundary: a prefix sorts before the keys it begins.
    @Test func aPrefixSortsFirst() {
        var batch = KeyBatch()
        let lengths = [17, 8, 0, 16, 9, 7, 24, 15, 1, 8, 23]
        for length in lengths { batch.append(section: 0, key: Array(repeating: UInt8(4), count: length)) }
        let expected = lengths.indices.sorted { (lengths[$0], $0) < (lengths[$1], $1) }
        #expect(batch.sortedPositions(bySection: true) == expected)
    }
}
