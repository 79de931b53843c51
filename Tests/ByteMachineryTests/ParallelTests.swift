import Synchronization
import Testing
@testable import ByteMachinery

/// The one parallel helper: parts that cover the work, results in place,
/// results consumed in order.
@Suite struct ParallelTests {
    @Test(arguments: [0, 1, 100, 2047, 2048, 4096, 100_000, 1_000_003])
    func partsCoverTheWorkInOrder(count: Int) {
        let parts = Parallel.partition(count, minimumPart: 2048)
        #expect(parts.first?.lowerBound ?? 0 == 0 && parts.last?.upperBound ?? 0 == count)
        #expect(zip(parts, parts.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(parts.count <= max(1, Parallel.width * Parallel.partsPerCore))
        if parts.count > 1 { #expect(parts.dropLast().allSatisfy { $0.count >= 2048 }) }
    }

    /// A short input is cut without asking for the width: the answer must
    /// be the one the width would have given.
    @Test(arguments: [1, 2047, 4095, 4096, 65_535, 65_536, 65_537, 1_000_000])
    func shortInputsGetTheAnswerTheWidthWouldGive(count: Int) {
        let parts = max(1, min(Parallel.width * Parallel.partsPerCore, count / 2048))
        let size = (count + parts - 1) / parts
        let expected = stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
        #expect(Parallel.partition(count, minimumPart: 2048) == expected)
        let threshold = RadixSorter.parallelThreshold
        #expect(RadixSorter.parallelThreshold(forCount: count) == max(threshold, count / (2 * Parallel.width)))
    }

    @Test func mapKeepsEachResultInItsPlace() {
        #expect(Parallel.map(1000) { $0 * $0 } == (0..<1000).map { $0 * $0 })
        #expect(Parallel.map(0) { $0 }.isEmpty)
    }

    @Test func forEachInOrderConsumesInOrder() {
        var consumed: [Int] = []
        let produced = Atomic<Int>(0)
        Parallel.forEachInOrder(1001, produce: { index in
            produced.add(1, ordering: .relaxed)
            return index
        }, consume: { consumed.append($0) })
        #expect(consumed == Array(0..<1001))
        #expect(produced.load(ordering: .relaxed) == 1001)
    }
}
