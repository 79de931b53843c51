import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials  // ProcessInfo
#else
import Foundation
#endif

/// The package's one way to run work on all cores, and its one width policy:
/// every parallel step of `collate` and of the library (keys, the radix
/// sort's passes, transliteration, formatting) cuts its work here, so the
/// whole budget of threads is read in one place (`docs/architecture.md`,
/// *Threads*).
///
/// Each call blocks its caller until every part is done
/// (`DispatchQueue.concurrentPerform`), so parallel work never outlives the
/// call that started it, and what the parts wrote is visible to the caller
/// when it returns.
package enum Parallel {
    /// How many threads a parallel step runs on: every core the process may use.
    /// Read once: Foundation reads the process's CPU set and cgroup quota
    /// from files each time it is asked, which a short run would pay for at
    /// every parallel step.
    package static let width = ProcessInfo.processInfo.activeProcessorCount

    /// Parts per core when work is cut into equal parts: a few, so that a
    /// part that happens to be slow does not leave the other cores idle.
    package static let partsPerCore = 4

    /// The smallest part worth a thread of its own, by kind of work: below
    /// it, handing the part to another thread costs more than it saves.
    package enum Grain {
        /// Sort keys computed by ICU (a few hundred instructions each).
        package static let sortKeys = 2048
        /// Hash-set lookups of byte strings.
        package static let lookups = 1024
        /// Transliterations and splits into pieces (microseconds each).
        package static let transliterations = 256
        /// Entries of the radix sort (a few instructions each).
        package static let sortEntries = 1 << 14
    }

    /// Contiguous ranges covering `0..<count`, ``partsPerCore`` per core,
    /// all of the same size but the last, and none smaller than
    /// `minimumPart` (so one range when the work is too small to share).
    /// O(parts).
    package static func partition(_ count: Int, minimumPart: Int = Grain.sortKeys) -> [Range<Int>] {
        guard count > 0 else { return [] }
        // Below two parts' worth the answer is one range whatever the width,
        // and a short run then never asks for the width (reading it costs a
        // three-line run a twentieth of its instructions).
        guard count >= 2 * minimumPart else { return [0..<count] }
        let parts = max(1, min(width * partsPerCore, count / minimumPart))
        let size = (count + parts - 1) / parts
        return stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
    }

    /// `body(0)`, …, `body(count - 1)` on all cores, each result in its
    /// place. `body` runs on several threads at once: it must touch only
    /// what is its own or read-only while this runs.
    package static func map<Result>(_ count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        var results = [Result?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { slots in
            // Iteration i writes only slots[i], and `results` is not read
            // before concurrentPerform returns: no two threads touch one element.
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: count) { slots[$0] = body($0) }
        }
        // A loop, not `map`: this generic code runs unspecialized from other
        // modules, and `map` would ask the runtime for `Element` by name.
        var unwrapped: [Result] = []
        unwrapped.reserveCapacity(count)
        for result in results { unwrapped.append(result!) }
        return unwrapped
    }

    /// `body` of each part of `partition(count, minimumPart:)`, on all cores.
    package static func forEachPart(of count: Int, minimumPart: Int, _ body: @Sendable (Range<Int>) -> Void) {
        let parts = partition(count, minimumPart: minimumPart)
        DispatchQueue.concurrentPerform(iterations: parts.count) { body(parts[$0]) }
    }

    /// Produces a result for each of `count` chunks on all cores and hands
    /// the results to `consume` in chunk order, two rounds' worth per core
    /// at a time: memory holds at most `2 * width` results, and the cores
    /// stay busy while the caller consumes in order (as a writer must).
    package static func forEachInOrder<Result>(_ count: Int, produce: @Sendable (Int) -> Result,
                                               consume: (Result) -> Void) {
        let round = 2 * width
        for first in stride(from: 0, to: count, by: round) {
            let last = min(first + round, count)
            map(last - first) { produce(first + $0) }.forEach(consume)
        }
    }
}
