import Foundation
@testable import IndexedCollation
import Testing
import TestSupport

/// A section's elements are kept in chunks (``ChunkedRows``) so that
/// snapshots share them: whatever the changes, they must read as the array
/// the same changes make, and every kept copy must stay what it was.
@Suite struct SectionElementsTests {
    typealias Elements = Section<Int>.Elements

    /// Thousands of random single inserts, removals and replacements (so
    /// long chunks are cut, grown chunks cut in two, small ones joined), a
    /// copy kept every few steps: the elements always equal an array that
    /// took the same changes, and each kept copy its array of that time.
    @Test func singleChangesAgreeWithAnArrayAndCopiesStayThemselves() {
        var generator = SeededGenerator(seed: 23)
        var reference = Array(0..<1_000), elements = Elements(reference)
        var kept: [(elements: Elements, array: [Int])] = []
        var next = 1_000
        for step in 0..<6_000 {
            if step % 97 == 0 { kept.append((elements, reference)) }
            // Grow for the first half (long chunks cut, grown ones cut in
            // two), shrink for the second (chunks emptied and joined).
            let roll = Int.random(in: 0..<4, using: &generator)
            let growing = step < 3_000
            if reference.isEmpty || roll == 3 || (growing && roll == 2) {
                let row = Int.random(in: 0...reference.count, using: &generator)
                reference.insert(next, at: row)
                elements.insert(next, at: row)
                next += 1
            } else if growing && roll == 1 {
                let row = Int.random(in: 0..<reference.count, using: &generator)
                reference[row] = next
                elements[row] = next
                next += 1
            } else {
                let row = Int.random(in: 0..<reference.count, using: &generator)
                #expect(elements.remove(at: row) == reference.remove(at: row), "step \(step)")
            }
            if step % 50 == 0 {
                #expect(Array(elements) == reference, "step \(step)")
                #expect(Self.chunksAreInShape(elements.rows.chunks.map(\.count)), "step \(step)")
                #expect(elements.indices.allSatisfy { elements[$0] == reference[$0] }, "step \(step): subscript")
            }
        }
        #expect(Array(elements) == reference && elements.count == reference.count)
        #expect(Self.chunksAreInShape(elements.rows.chunks.map(\.count)))
        #expect(elements.rows.chunks.count > 1, "the changes should have cut the elements into chunks")
        for (number, copy) in kept.enumerated() {
            #expect(Array(copy.elements) == copy.array, "kept copy \(number)")
        }
    }

    /// Whether chunks of these sizes, once changes have cut them, are as
    /// ``ChunkedRows`` keeps them: none empty, none over twice
    /// `rowsPerChunk`, no two neighbours both under a quarter of it.
    static func chunksAreInShape(_ sizes: [Int]) -> Bool {
        let most = ChunkedRows<[Int]>.rowsPerChunk
        return sizes.allSatisfy { $0 > 0 && $0 <= 2 * most } && !zip(sizes, sizes.dropFirst()).contains { $0 < most / 4 && $1 < most / 4 }
    }

    /// A change to a copy of long elements cuts only the copy, and copies
    /// one chunk of it: the original keeps its one chunk.
    @Test func aChangeToACopyLeavesTheOriginalWhole() {
        let original = Elements(0..<10_000)
        var copy = original
        copy.insert(-1, at: 5_000)
        #expect(original.rows.chunks.count == 1 && Array(original) == Array(0..<10_000))
        #expect(copy.count == 10_001 && copy[5_000] == -1 && copy[5_001] == 5_000 && copy[4_999] == 4_999)
        #expect(copy.rows.chunks.count > 1 && Self.chunksAreInShape(copy.rows.chunks.map(\.count)))
        #expect(copy.rows.chunks.allSatisfy { $0.count >= ChunkedRows<[Int]>.rowsPerChunk / 2 })
        #expect(copy.withContiguousStorageIfAvailable { _ in true } == nil)
        #expect(original.withContiguousStorageIfAvailable { Array($0) } == Array(0..<10_000))
    }

    /// Elements compare, hash, print and encode as an array of them,
    /// however they are chunked.
    @Test func elementsBehaveAsAnArrayOfThem() throws {
        var chunked = Elements(0..<1_000)
        chunked.insert(1_000, at: 1_000)
        chunked.remove(at: 1_000)
        let whole = Elements(0..<1_000)
        #expect(chunked.rows.chunks.count > 1 && whole.rows.chunks.count == 1)
        #expect(chunked == whole && chunked.hashValue == whole.hashValue)
        #expect(chunked != Elements(1..<1_001) && Elements() == [])
        let small: Elements = [3, 1, 2]
        #expect(small.description == "[3, 1, 2]" && small.sorted() == [1, 2, 3] && small.reversed() == [2, 1, 3])
        let json = try JSONEncoder().encode(chunked)
        #expect(json == (try JSONEncoder().encode(Array(0..<1_000))))
        #expect(try JSONDecoder().decode(Elements.self, from: json) == whole)
    }

    /// Any other range replacement (several elements at once) gives what
    /// an array gives.
    @Test func rangeReplacementsAgreeWithAnArray() {
        var generator = SeededGenerator(seed: 5)
        var reference = Array(0..<700), elements = Elements(reference)
        elements.insert(-1, at: 0)
        reference.insert(-1, at: 0)
        for step in 0..<200 {
            let lower = Int.random(in: 0...reference.count, using: &generator)
            let upper = Int.random(in: lower...min(reference.count, lower + 40), using: &generator)
            let new = (0..<Int.random(in: 0..<30, using: &generator)).map { step * 100 + $0 }
            reference.replaceSubrange(lower..<upper, with: new)
            elements.replaceSubrange(lower..<upper, with: new)
            #expect(Array(elements) == reference, "step \(step)")
        }
        elements.append(contentsOf: [1, 2])
        reference.append(contentsOf: [1, 2])
        elements.removeFirst(3)
        reference.removeFirst(3)
        #expect(Array(elements) == reference)
        elements.removeAll()
        #expect(elements.isEmpty && elements.count == 0)
    }
}
