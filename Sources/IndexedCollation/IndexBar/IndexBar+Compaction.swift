extension IndexBar {
    /// The bar fitted into at most `slots` positions, UIKit-style: titles are
    /// dropped and each run of dropped titles becomes one `•`, which jumps to
    /// the first section it stands for (as in Apple's `zh-Hant` index).
    ///
    /// The rules, in order:
    /// - The first and the last title and every `#` stay. "Last" is the bar's
    ///   last title (`#` in most tables), not a script's last letter: `en` in
    ///   3 slots is `A • #`, and `Z` stays from 4 slots (`A • Z #`), since a
    ///   `•` must stand for the titles between `A` and `Z`.
    /// - The titles are split into runs of one script (`1`…`25` digits, `A`…`Z`
    ///   Latin, `#`); each run keeps its first title, and its last one when it
    ///   gets three or more slots, so the bar shows where each alphabet starts
    ///   and ends.
    /// - Slots are shared fairly between runs: a slot goes to the run that has
    ///   the fewest so far (a run never takes more than it can use), so a short
    ///   native alphabet beside `A`…`Z` is shown whole before Latin gets more.
    /// - Within a run, the kept titles are spread evenly: the j-th of k kept
    ///   titles of a run of g is its title number round(j·(g−1)/(k−1)), ties
    ///   toward the start.
    /// - The search entry, if any, stays on top and takes a slot.
    ///
    /// A bar that already fits is returned as it is. Bullets already in the
    /// bar are never kept as titles; they merge into the bullets around them.
    ///
    /// Complexity: O(r · m · n) for r script runs, m entries and n slots
    /// (each of at most n growth steps tries every run and lays the bar out).
    /// - Throws: ``IndexBarError/tooFewSlots(requested:minimum:)`` when `slots`
    ///   cannot hold the titles that must stay.
    public func compacted(toSlots slots: Int) throws(IndexBarError) -> IndexBar {
        let minimum = minimumSlots
        guard slots >= minimum else { throw .tooFewSlots(requested: slots, minimum: minimum) }
        guard entries.count > slots else { return self }

        let (search, body, titlePositions, runs, least) = leastKept
        var kept = least

        func usage(_ counts: [Int]) -> Int {
            search + Self.layout(body, titlePositions: titlePositions, runs: runs, kept: counts).count
        }
        // Fair sharing: grow the run that shows the fewest slots, while it fits.
        while true {
            let candidates = runs.indices.filter { kept[$0] < runs[$0].count }.compactMap { run -> (run: Int, own: Int)? in
                var grown = kept
                grown[run] += 1
                guard usage(grown) <= slots else { return nil }
                return (run, Self.layout(body, titlePositions: titlePositions, runs: [runs[run]], kept: [kept[run]]).count)
            }
            guard let next = candidates.min(by: { $0.own < $1.own }) else { break }
            kept[next.run] += 1
        }
        let layout = Self.layout(body, titlePositions: titlePositions, runs: runs, kept: kept)
        return IndexBar(entries: Array(entries.prefix(search)) + layout, direction: direction)
    }

    /// The fewest slots that hold the titles that must stay: the first title
    /// of each script run, the last title, `#`, a bullet for what lies
    /// between, and the search entry.
    public var minimumSlots: Int {
        let (search, body, titlePositions, runs, kept) = leastKept
        return min(entries.count, search + Self.layout(body, titlePositions: titlePositions, runs: runs, kept: kept).count)
    }

    /// The bar split for compaction (the search entry apart, the positions of
    /// the titles, their script runs) and the fewest titles each run keeps:
    /// its first, and for the last run also its last title, which must stay.
    private var leastKept: (search: Int, body: [Entry], titlePositions: [Int], runs: [Range<Int>], kept: [Int]) {
        let search = hasSearchEntry ? 1 : 0
        let body = Array(entries.dropFirst(search))
        let titlePositions = body.indices.filter { body[$0].kind == .title }
        let runs = Self.scriptRuns(of: titlePositions.map { body[$0].title })
        var kept = Array(repeating: 1, count: runs.count)
        if let last = runs.indices.last, runs[last].count > 1 { kept[last] = 2 }
        return (search, body, titlePositions, runs, kept)
    }

    /// Splits titles into runs of one script; every `#` is a run of its own.
    /// A title's script is that of its first character with a script of its
    /// own (digits, punctuation and symbols count as "common").
    static func scriptRuns(of titles: [String]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var previousKey: String?
        for (position, title) in titles.enumerated() {
            let key = title == "#" ? "#\(position)" : scriptKey(title)
            if key == previousKey, let last = runs.popLast() {
                runs.append(last.lowerBound..<position + 1)
            } else {
                runs.append(position..<position + 1)
            }
            previousKey = key
        }
        return runs
    }

    private static func scriptKey(_ title: String) -> String {
        for scalar in title.unicodeScalars {
            let script = ICUCharacter.script(of: scalar)
            if script != .common && script != .inherited { return script.code }
        }
        return ICUScript.common.code
    }

    /// The kept titles of a run of `count` titles when `kept` stay: the first,
    /// the last (when two or more stay), the rest spread evenly, ties toward
    /// the start.
    static func spread(_ kept: Int, over count: Int) -> [Int] {
        guard kept > 1 else { return [0] }
        let span = count - 1, steps = kept - 1
        // round(j·span/steps) with ties down = ceil((2·j·span − steps) / (2·steps)).
        return (0..<kept).map { j in
            let numerator = 2 * j * span - steps, denominator = 2 * steps
            return numerator <= 0 ? 0 : (numerator + denominator - 1) / denominator
        }
    }

    /// The entries that result from keeping `kept[r]` titles of each run `r`:
    /// kept titles in order, each maximal stretch of other entries as one bullet.
    static func layout(_ body: [Entry], titlePositions: [Int], runs: [Range<Int>], kept: [Int]) -> [Entry] {
        var keep = Set<Int>()
        for (run, count) in zip(runs, kept) {
            for offset in spread(min(count, run.count), over: run.count) {
                keep.insert(titlePositions[run.lowerBound + offset])
            }
        }
        // Only the positions covered by the given runs are laid out.
        guard let first = runs.first.map({ titlePositions[$0.lowerBound] }),
              let last = runs.last.map({ titlePositions[$0.upperBound - 1] }) else { return [] }
        let start = runs.first?.lowerBound == 0 ? 0 : first
        let end = runs.last?.upperBound == titlePositions.count ? body.count - 1 : last
        var result: [Entry] = []
        var dropped: [Entry] = []
        func flushDropped() {
            guard let firstDropped = dropped.first, let target = firstDropped.section else { return }
            let covered = dropped.compactMap(\.sections)
            let low = covered.map(\.lowerBound).min() ?? target, high = covered.map(\.upperBound).max() ?? target
            result.append(.bullet(section: target, sections: low...high))
            dropped = []
        }
        for position in start...end {
            if keep.contains(position) {
                flushDropped()
                result.append(body[position])
            } else {
                dropped.append(body[position])
            }
        }
        flushDropped()
        return result
    }
}
