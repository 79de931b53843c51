import ByteMachinery

/// Elements with the collation keys of their strings: the one way the
/// sorting and sectioning methods order elements.
///
/// Inlinable, with the public methods that use it, so that it is
/// specialized for the caller's element type: unspecialized, each element's
/// copy and string would go through generic witnesses, several times the
/// cost of keying it.
@usableFromInline
struct KeyedElements<Element> {
    @usableFromInline let elements: [Element]
    /// The keys of the elements that have a string, in input order.
    @usableFromInline let keys: CollationKeyBatch
    /// `keyed[i]` is the element whose key is key `i`.
    @usableFromInline let keyed: [Int]
    /// The elements without a string, in input order: they go last.
    @usableFromInline let unkeyed: [Int]

    /// With `later`, the keys are merged with the keys of the later strings
    /// in turn (``CollationKeyBatch/merging(_:)``): the first string places
    /// an element, and the strings in order sort it.
    @inlinable
    init<Elements: Sequence>(
        _ elements: Elements, collation: LocalizedIndexedCollation, collationString: (Element) throws -> String?,
        later: [(Element) -> String?] = []
    ) rethrows where Elements.Element == Element {
        self.elements = Array(elements)
        var strings: [String] = []
        var keyed: [Int] = [], unkeyed: [Int] = []
        strings.reserveCapacity(self.elements.count)
        // An index loop, not `enumerated()`: in this generic code each
        // (offset, element) tuple would cost a metadata lookup.
        for position in self.elements.indices {
            if let string = try collationString(self.elements[position]) {
                strings.append(string)
                keyed.append(position)
            } else {
                unkeyed.append(position)
            }
        }
        var keys = collation.collationKeyBatch(for: strings)
        for laterString in later {
            let elements = self.elements
            keys = keys.merging(collation.collationKeyBatch(for: keyed.map { laterString(elements[$0]) ?? "" }))
        }
        self.keys = keys
        self.keyed = keyed
        self.unkeyed = unkeyed
    }

    /// The elements keyed as `strings` reads them (with the person-names
    /// sibling of `collation` for names of people, whose sections are the same).
    init<Elements: Sequence>(_ elements: Elements, collation: LocalizedIndexedCollation, strings: CollationStrings<Element>)
        where Elements.Element == Element {
        self.init(elements, collation: strings.keying(collation), collationString: strings.first(under: collation), later: strings.later)
    }

    /// Element positions in collation order (by section, then by key), the
    /// elements without a string ending the `#` section: the last, or the
    /// first when `othersFirst` numbers it 0.
    @inlinable
    func order(othersFirst: Bool) -> [Int] {
        let sorted = keys.sortedPositions(bySection: true)
        guard othersFirst else { return sorted.map { keyed[$0] } + unkeyed }
        let end = sorted.firstIndex { keys.section(at: $0) != 0 } ?? sorted.count
        return sorted[..<end].map { keyed[$0] } + unkeyed + sorted[end...].map { keyed[$0] }
    }

    /// ``order(othersFirst:)`` reversed but for ties, as a stable sort with
    /// the reversed order gives it (``CollationKeyBatch/reverseKeepingTies(_:from:)``):
    /// runs of equal keys from the last to the first, each run in input
    /// order, and the elements without a string, in input order, where the
    /// reversal puts the end of the `#` section: first (they were last), or
    /// with `othersFirst` just before the `#` section's strings (which then
    /// come last).
    func reverseOrder(othersFirst: Bool) -> [Int] {
        var descending = keys.sortedPositions(bySection: true)
        keys.reverseKeepingTies(&descending)
        let reversed = descending.map { keyed[$0] }
        guard othersFirst else { return unkeyed + reversed }
        let othersStart = descending.firstIndex { keys.section(at: $0) == 0 } ?? descending.count
        return Array(reversed[..<othersStart]) + unkeyed + reversed[othersStart...]
    }

    /// The non-empty sections, as ``sections(titles:others:includeEmpty:)`` gives
    /// them, with their elements' keys (a `nil` string's key has no bytes).
    func sectionsAndKeys(titles: [String], others last: Int) -> ([Section<Element>], [SectionKeys]) {
        let order = keys.sortedPositions(bySection: true)
        let spans = keys.sectionSpans(sectionCount: titles.count)
        var sections: [Section<Element>] = [], sectionKeys: [SectionKeys] = []
        for number in titles.indices {
            var members = order[spans[number]].map { elements[keyed[$0]] }
            let keylessCount = number == last ? unkeyed.count : 0
            guard !members.isEmpty || keylessCount > 0 else { continue }
            var memberKeys = SectionKeys(section: number, reservingRows: members.count,
                                         bytes: order[spans[number]].reduce(0) { $0 + keys.key($1).count })
            for position in order[spans[number]] { memberKeys.append(keys.key(position)) }
            if keylessCount > 0 {
                members += unkeyed.map { elements[$0] }
                for _ in 0..<keylessCount { memberKeys.appendKeyless() }
            }
            sections.append(Section(number: number, title: titles[number], elements: members))
            sectionKeys.append(memberKeys)
        }
        return (sections, sectionKeys)
    }

    @inlinable
    func sections(titles: [String], others last: Int, includeEmpty: Bool) -> [Section<Element>] {
        let order = keys.sortedPositions(bySection: true)
        let spans = keys.sectionSpans(sectionCount: titles.count)
        return titles.indices.compactMap { number in
            var members = order[spans[number]].map { elements[keyed[$0]] }
            if number == last { members += unkeyed.map { elements[$0] } }
            guard includeEmpty || !members.isEmpty else { return nil }
            return Section(number: number, title: titles[number], elements: members)
        }
    }
}
