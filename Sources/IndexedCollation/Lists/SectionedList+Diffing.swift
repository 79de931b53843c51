extension SectionedList where Element: Identifiable & Equatable {
    /// What changed from `old` to this list, for a table or collection view's
    /// batch update (see ``Difference``): sections are matched by number,
    /// elements by `id`. An element that stayed in its section, in the same
    /// order relative to the others that stayed, and is equal to what it was,
    /// is not listed; the others are removed and inserted, the fewest that
    /// keep the rest in order.
    ///
    /// - Precondition: both lists come from the same collation.
    /// - Complexity: O(n log n) for n elements of both lists, expected.
    public func difference(from old: SectionedList) -> Difference {
        var difference = Difference()
        var oldPosition = [Int?](repeating: nil, count: collation.sectionTitles.count)
        var newPosition = oldPosition
        for (position, section) in old.sections.enumerated() { oldPosition[section.number] = position }
        for (position, section) in sections.enumerated() { newPosition[section.number] = position }
        difference.sectionRemovals = old.sections.indices.filter { newPosition[old.sections[$0].number] == nil }
        for (position, section) in sections.enumerated() {
            guard let before = oldPosition[section.number] else {
                difference.sectionInsertions.append(position)
                difference.insertedSections.append(section)
                difference.insertedSectionKeys.append(keys[position])
                continue
            }
            let oldRows = old.sections[before].elements
            var rowOfID: [Element.ID: Int] = [:]
            rowOfID.reserveCapacity(oldRows.count)
            for (row, element) in oldRows.enumerated() { rowOfID[element.id] = row }
            var matchedOld: [Int] = [], matchedNew: [Int] = []
            for (row, element) in section.elements.enumerated() {
                if let oldRow = rowOfID[element.id], oldRows[oldRow] == element {
                    matchedOld.append(oldRow)
                    matchedNew.append(row)
                }
            }
            var keptOld = [Bool](repeating: false, count: oldRows.count)
            var keptNew = [Bool](repeating: false, count: section.elements.count)
            for match in Self.longestIncreasingSubsequence(matchedOld) {
                keptOld[matchedOld[match]] = true
                keptNew[matchedNew[match]] = true
            }
            for row in oldRows.indices where !keptOld[row] {
                difference.rowRemovals.append(RowPosition(section: before, row: row))
            }
            for row in section.elements.indices where !keptNew[row] {
                difference.rowInsertions.append(RowPosition(section: position, row: row))
                difference.insertedElements.append(section.elements[row])
                difference.insertedElementKeys.append(keys[position][row])
            }
        }
        return difference
    }

    /// The indices of a longest strictly increasing subsequence of `values`,
    /// in order (patience sorting). O(k log k).
    private static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        var tails: [Int] = []              // tails[l]: index ending the best run of length l + 1
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var index = tails.last ?? -1
        while index >= 0 {
            result.append(index)
            index = previous[index]
        }
        return result.reversed()
    }
}
