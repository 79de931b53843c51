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
