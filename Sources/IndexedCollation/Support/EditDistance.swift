/// The edit distance between two strings, by characters: how the near names
/// of a mistyped locale or encoding are found for "did you mean".
package enum EditDistance {
    /// The fewest insertions, deletions and substitutions that turn `a` into
    /// `b` (Levenshtein); with `countingTranspositions`, swapping two
    /// adjacent characters is one edit too (the optimal string alignment
    /// distance: "1525" is one edit from "1252"). Complexity: O(a × b).
    package static func between(_ a: String, _ b: String, countingTranspositions: Bool = false) -> Int {
        let a = Array(a), b = Array(b)
        var beforePrevious: [Int] = []
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                var distance = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
                if countingTranspositions, i > 0, j > 0, x == b[j - 1], a[i - 1] == y {
                    distance = Swift.min(distance, beforePrevious[j - 1] + 1)
                }
                current.append(distance)
            }
            (beforePrevious, previous) = (previous, current)
        }
        return previous[b.count]
    }
}
