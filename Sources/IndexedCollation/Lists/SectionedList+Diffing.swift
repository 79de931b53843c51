extension SectionedList where Element: Identifiable & Equatable {
    /// What changed from `old` to this list, for a table or collection view's
    /// batch update (see ``Difference``): sections are matched by number,
    /// elements by `id`. Of the elements that stayed in their section, the
    /// most that keep their order relative to each other stay in place (a
    /// reload when one changed, else not listed); the others that stay in a
    /// section both lists have are moves; the rest are removals and insertions.
    ///
    /// - Precondition: both lists come from the same collation.
    /// - Complexity: O(n log n) for n elements of both lists, expected.
    public func difference(from old: SectionedList) -> Difference {
        var difference = Difference()
        let oldPosition = old.positionsOfSectionNumbers(), newPosition = positionsOfSectionNumbers()
        difference.sectionRemovals = old.sections.indices.filter { newPosition[old.sections[$0].number] == nil }
        // Where each element of a section that stays was.
        var oldRow: [Element.ID: RowPosition] = [:]
        for (position, section) in old.sections.enumerated() where newPosition[section.number] != nil {
            for (row, element) in section.elements.enumerated() { oldRow[element.id] = RowPosition(section: position, row: row) }
        }
        var claimed = Set<RowPosition>()
        for (position, section) in sections.enumerated() {
            guard let before = oldPosition[section.number] else {
                difference.sectionInsertions.append(position)
                difference.insertedSections.append(section)
                difference.insertedSectionKeys.append(keys[position])
                continue
            }
            compare(section: position, withOld: before, of: old, oldRow: oldRow, claimed: &claimed, into: &difference)
        }
        for (position, section) in old.sections.enumerated() where newPosition[section.number] != nil {
            for row in section.elements.indices where !claimed.contains(RowPosition(section: position, row: row)) {
                difference.rowRemovals.append(RowPosition(section: position, row: row))
            }
        }
        return difference
    }

    /// The changes of the section at `position`, which was at `before` in
    /// `old`: reloads of the rows kept in place, moves of the rows that came
    /// from a section that stays, insertions of the others; the old rows
    /// that stay somewhere are added to `claimed`.
    private func compare(section position: Int, withOld before: Int, of old: SectionedList, oldRow: [Element.ID: RowPosition],
                         claimed: inout Set<RowPosition>, into difference: inout Difference) {
        let elements = sections[position].elements
        var matchedOld: [Int] = [], matchedNew: [Int] = []
        for (row, element) in elements.enumerated() {
            if let from = oldRow[element.id], from.section == before {
                matchedOld.append(from.row)
                matchedNew.append(row)
            }
        }
        var kept = [Bool](repeating: false, count: elements.count)
        for match in Self.longestIncreasingSubsequence(matchedOld) {
            let from = RowPosition(section: before, row: matchedOld[match]), row = matchedNew[match]
            kept[row] = true
            claimed.insert(from)
            if old.sections[before].elements[from.row] != elements[row] {
                difference.rowReloads.append(from)
                difference.reloaded.append((RowPosition(section: position, row: row), elements[row], keys[position][row]))
            }
        }
        for row in elements.indices where !kept[row] {
            let to = RowPosition(section: position, row: row)
            if let from = oldRow[elements[row].id] {
                claimed.insert(from)
                difference.rowMoves.append(RowMove(from: from, to: to))
                difference.moved.append((elements[row], keys[position][row]))
            } else {
                difference.rowInsertions.append(to)
                difference.insertedElements.append(elements[row])
                difference.insertedElementKeys.append(keys[position][row])
            }
        }
    }

    /// For each section number, its position in ``sections``, or nil.
    private func positionsOfSectionNumbers() -> [Int?] {
        var positions = [Int?](repeating: nil, count: collation.sectionTitles.count)
        for (position, section) in sections.enumerated() { positions[section.number] = position }
        return positions
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
