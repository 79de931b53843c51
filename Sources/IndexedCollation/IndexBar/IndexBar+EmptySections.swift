extension IndexBar {
    /// Where an entry of an empty section jumps when the list hides empty sections.
    public enum EmptySectionTarget: String, Sendable, Hashable, Codable {
        /// The nearest non-empty section at or before it; the first non-empty
        /// section for entries before any (what contacts apps do).
        case previous
        /// The nearest non-empty section at or after it; the last non-empty
        /// section for entries after any.
        case next
    }

    /// The bar for a list that hides its empty sections but keeps the whole
    /// bar: every entry jumps to a section with records. A title whose section
    /// has records keeps it; a bullet jumps to the first section with records
    /// among those it stands for; any other entry follows `target`. With data
    /// only in B, D and Z (English): A B C → B, D…Y → D, Z # → Z.
    ///
    /// `sectionCounts[s]` is the number of records in section `s`. When every
    /// section is empty there is nowhere to jump, and the bar is unchanged.
    ///
    /// Complexity: O(m + s) for m entries and s sections.
    public func mappingEmptySections(sectionCounts: [Int], toward target: EmptySectionTarget = .previous) -> IndexBar {
        let nonEmpty = sectionCounts.indices.filter { sectionCounts[$0] > 0 }
        guard let firstNonEmpty = nonEmpty.first, let lastNonEmpty = nonEmpty.last else { return self }
        // previousNonEmpty[s]: the last non-empty section ≤ s (nil before the first).
        var previousNonEmpty = [Int?](repeating: nil, count: sectionCounts.count)
        var nextNonEmpty = [Int?](repeating: nil, count: sectionCounts.count)
        var seen: Int?
        for section in sectionCounts.indices {
            if sectionCounts[section] > 0 { seen = section }
            previousNonEmpty[section] = seen
        }
        seen = nil
        for section in sectionCounts.indices.reversed() {
            if sectionCounts[section] > 0 { seen = section }
            nextNonEmpty[section] = seen
        }
        func hasRecords(_ section: Int) -> Bool { sectionCounts.indices.contains(section) && sectionCounts[section] > 0 }
        func nearest(to section: Int) -> Int {
            let clamped = min(max(section, 0), sectionCounts.count - 1)
            switch target {
            case .previous: return previousNonEmpty[clamped] ?? firstNonEmpty
            case .next: return nextNonEmpty[clamped] ?? lastNonEmpty
            }
        }
        let mapped = entries.map { entry -> Entry in
            guard let section = entry.section else { return entry }
            var entry = entry
            if hasRecords(section) { return entry }
            if entry.kind == .bullet, let covered = entry.sections, let withRecords = covered.first(where: hasRecords) {
                entry.section = withRecords
            } else {
                entry.section = nearest(to: section)
            }
            return entry
        }
        return IndexBar(entries: mapped, direction: direction)
    }

    /// The bar without the entries of empty sections: titles whose section has
    /// no records and bullets that stand only for such sections are dropped.
    /// Compact after this,
    /// not before, so that the slots go to titles with records.
    ///
    /// Complexity: O(m + s) for m entries and s sections.
    public func droppingEmptySections(sectionCounts: [Int]) -> IndexBar {
        func hasRecords(_ section: Int) -> Bool { sectionCounts.indices.contains(section) && sectionCounts[section] > 0 }
        var kept: [Entry] = []
        for entry in entries {
            guard let covered = entry.sections else {
                kept.append(entry)
                continue
            }
            switch entry.kind {
            case .title where !hasRecords(covered.lowerBound): continue
            case .bullet:
                // A bullet stays if it stands for a section with records, and
                // jumps there; two bullets in a row stay two, so that each
                // still reaches its records.
                guard let target = covered.first(where: hasRecords) else { continue }
                var bullet = entry
                bullet.section = target
                kept.append(bullet)
            default: kept.append(entry)
            }
        }
        return IndexBar(entries: kept, direction: direction)
    }
}
