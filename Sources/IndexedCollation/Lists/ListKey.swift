import ByteMachinery

/// An element's place in a ``SectionedList``: its section number and the
/// sort key of its string (`nil`: it has none, and goes after every key of
/// the last section). How keys order is ``SectionKeys``' to say.
struct ListKey: Sendable, Equatable {
    let section: Int
    let bytes: [UInt8]?
}

extension SectionedList {
    /// Whether the section numbered `number` is in ``sections``, and its
    /// position, or the position it would take. O(log sections).
    func sectionPosition(ofNumber number: Int) -> (found: Bool, position: Int) {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].number < number { low = middle + 1 } else { high = middle }
        }
        return (low < sections.count && sections[low].number == number, low)
    }
}
