import Synchronization

/// The readings a ``MeCabReadingProvider`` found lately, bounded: two
/// generations of at most ``generationLimit`` strings each. A reading is
/// added to the current generation; when that is full it becomes the
/// previous one and the one before is dropped, so the strings read most
/// recently (and those found again since) stay, and memory stays below
/// some 2 × 8,192 entries (about 2 MB of names and readings) however many
/// distinct names a process reads. `collate` remembers each distinct
/// string's placement in its own memo, which `-S` bounds; this cache only
/// saves MeCab a second parse of a name the library is asked about again.
///
/// Thread safety: any number of threads may use it at once (one lock,
/// held for a dictionary look-up or insertion). Complexity: O(1) expected
/// per call, plus O(generationLimit) once per generation to free the old one.
final class ReadingCache: Sendable {
    /// Strings per generation.
    static let generationLimit = 8_192

    private struct Generations {
        var current: [String: String] = [:]
        var previous: [String: String] = [:]
    }

    private let generations = Mutex(Generations())

    /// The reading remembered for `string`, if any; one found in the
    /// previous generation moves to the current one.
    func reading(of string: String) -> String? {
        generations.withLock { generations in
            if let reading = generations.current[string] { return reading }
            guard let reading = generations.previous[string] else { return nil }
            Self.insert(string, reading, into: &generations)
            return reading
        }
    }

    /// Remembers the reading of `string`.
    func remember(_ reading: String, of string: String) {
        generations.withLock { Self.insert(string, reading, into: &$0) }
    }

    /// The number of strings held (at most twice ``generationLimit``). O(1).
    var count: Int {
        generations.withLock { $0.current.count + $0.previous.count }
    }

    private static func insert(_ string: String, _ reading: String, into generations: inout Generations) {
        if generations.current.count >= generationLimit {
            generations.previous = generations.current
            generations.current = [:]
        }
        generations.current[string] = reading
    }
}
