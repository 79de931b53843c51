import IndexedCollation

/// The sections an output lists (those with records, or every one with
/// `--empty`), in output order, with their row counts: what an index entry's
/// jump lands on in a list of those sections. A list view needs the target's
/// position and its first row's offset to jump without laying out the rows
/// before it (a React Native `getItemLayout`); Android's contacts index
/// gives each title's row count beside it.
struct ListedSections {
    /// Records per collation section (0 for sections not listed).
    let counts: [Int]
    /// For each collation section listed, its position among those listed and
    /// the output offset of its first row.
    private let targets: [Int: (position: Int, offset: Int)]

    /// Complexity: O(s) for s sections.
    init(_ collated: CollatedRecords, sectionCount: Int) {
        var counts = Array(repeating: 0, count: sectionCount), targets: [Int: (position: Int, offset: Int)] = [:]
        var offset = 0
        for (position, section) in collated.sections.enumerated() {
            counts[section.index] = section.count
            targets[section.index] = (position, offset)
            offset += section.count
        }
        self.counts = counts
        self.targets = targets
    }

    /// Where `entry` jumps in the list: the position of its section among
    /// those listed, and that section's first row; nil for the search entry
    /// and for a section the output does not list.
    func target(of entry: IndexBar.Entry) -> (position: Int, offset: Int)? {
        entry.section.flatMap { targets[$0] }
    }

    /// The rows of the sections `range` stands for (a title's own section,
    /// the sections a bullet replaces). Complexity: O(sections in `range`).
    func count(of range: ClosedRange<Int>) -> Int {
        range.reduce(0) { $0 + (counts.indices.contains($1) ? counts[$1] : 0) }
    }
}
