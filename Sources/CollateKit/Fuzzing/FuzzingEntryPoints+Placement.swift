import IndexedCollation

@_spi(Fuzzing) extension FuzzingEntryPoints {
    /// Places and sorts `strings` in `collation`: each string's section is in
    /// range, sorting is a permutation that keeps equal strings in input
    /// order and does not change a sorted array, and `sections(of:)` puts
    /// every string, once, in the section `section(for:)` gives it.
    /// Returns the invariants broken (empty when none).
    /// O(n log n) for n strings: the permutation check sorts their positions.
    public static func placeAndSort(_ strings: [String], in collation: LocalizedIndexedCollation) -> [String] {
        let items = strings.enumerated().map { (index: $0.offset, string: $0.element) }
        let sectionCount = collation.sectionTitles.count
        var violations: [String] = []
        for item in items where !(0..<sectionCount).contains(collation.section(for: item.string)) {
            violations.append("\(item.string.debugDescription) in section \(collation.section(for: item.string)) of \(sectionCount)")
        }
        let sorted = collation.sortedArray(from: items) { $0.string }
        if sorted.map(\.index).sorted() != Array(items.indices) {
            violations.append("sorting is not a permutation")
        }
        for (first, second) in zip(sorted, sorted.dropFirst()) where first.string == second.string && first.index > second.index {
            violations.append("equal strings \(first.string.debugDescription) out of input order")
        }
        if collation.sortedArray(from: sorted, collationString: { $0.string }).map(\.index) != sorted.map(\.index) {
            violations.append("sorting a sorted array changes it")
        }
        let sections = collation.sections(of: items, includeEmpty: true) { $0.string }
        if sections.reduce(0, { $0 + $1.elements.count }) != items.count {
            violations.append("sections(of:) lost or added strings")
        }
        for section in sections {
            for item in section.elements where collation.section(for: item.string) != section.number {
                violations.append("\(item.string.debugDescription) in section \(section.number), section(for:) gives \(collation.section(for: item.string))")
            }
        }
        return violations
    }
}
