import ByteMachinery
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The data source of a list view with an index bar: the sections that have
/// elements, the whole index bar, and where each index title jumps to. The
/// list keeps its collation and how it reads each element's string, so it
/// takes single changes (``insert(_:)``, ``update(_:)``, ``remove(id:)``),
/// each returning the ``Difference`` a table or collection view animates.
///
/// ```swift
/// var list = collation.sectionedList(of: contacts, by: \.name)
/// // numberOfSections: list.sections.count
/// // sectionIndexTitles: list.indexTitles
/// // sectionForSectionIndexTitle: list.sectionPosition(forIndexTitleAt: index)
/// let change = list.insert(newContact)   // what to insert in the table view
/// ```
///
/// Positions here are positions in ``sections``, which leaves out empty
/// sections; a ``Section/number`` is the section's number in the collation.
///
/// A list changed one element at a time equals the list built from scratch
/// from its elements in the order they arrived: each element goes after the
/// elements whose keys equal its own, and an update that changes an
/// element's key moves it as a removal and an insertion would.
public struct SectionedList<Element> {
    /// The sections that have elements, in order.
    public private(set) var sections: [Section<Element>]
    /// The titles of the whole index bar, Apple's `sectionIndexTitles`
    /// (``LocalizedIndexedCollation/sectionIndexTitles``).
    public let indexTitles: [String]
    /// For each index title, the position in ``sections`` it jumps to.
    private var positions: [Int?]
    /// The collation's own index bar, which `positions` map onto the sections.
    private let bar: IndexBar
    /// The collation the list was made by.
    let collation: LocalizedIndexedCollation
    /// How an element's string is read.
    let collationString: CollationStringSource<Element>
    /// `keys[p][r]` is the key of `sections[p].elements[r]`.
    private var keys: [[ListKey]]
    /// Each element's key by its `id` (an ``IDIndex`` of `Element.ID`), made
    /// by the first change, so that a list never changed never needs its
    /// elements to be `Identifiable`; shared by copies until one changes.
    private var idIndex: AnyObject?

    /// The list of `sections` (the non-empty ones, `keys` their elements'
    /// keys) under `collation`'s index bar.
    init(sections: [Section<Element>], keys: [[ListKey]], collation: LocalizedIndexedCollation,
         collationString: CollationStringSource<Element>) {
        self.sections = sections
        self.keys = keys
        self.collation = collation
        self.collationString = collationString
        bar = IndexBar(collation: collation)
        indexTitles = bar.titles
        positions = []
        refreshPositions()
    }

    /// The position in ``sections`` that the index title at `index` jumps to:
    /// its own section when that has elements, else the nearest section
    /// before it that has, else the first section (as contacts apps do, and
    /// as ``IndexBar/mappingEmptySections(sectionCounts:toward:)`` does with
    /// `.previous`). `nil` only when the list is empty. It follows every change.
    ///
    /// - Precondition: `index` is an index of ``indexTitles``.
    /// - Complexity: O(1).
    public func sectionPosition(forIndexTitleAt index: Int) -> Int? {
        positions[index]
    }

    /// The number of elements in all sections. Complexity: O(sections).
    public var count: Int { sections.reduce(0) { $0 + $1.elements.count } }

    /// Where each index title jumps, after the sections changed. O(titles + sections).
    private mutating func refreshPositions() {
        var counts = [Int](repeating: 0, count: collation.sectionTitles.count)
        var positionOfNumber = [Int?](repeating: nil, count: counts.count)
        for (position, section) in sections.enumerated() {
            counts[section.number] = section.elements.count
            positionOfNumber[section.number] = position
        }
        let mapped = bar.mappingEmptySections(sectionCounts: counts, toward: .previous)
        positions = mapped.mapping.map { number in number.flatMap { positionOfNumber[$0] } }
    }
}

// MARK: - Changes

/// A row of a ``SectionedList``: a position in its ``SectionedList/sections``
/// and a row within that section (Foundation's `IndexPath` has no `section`
/// and `row` on Linux).
public struct RowPosition: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The section's position in ``SectionedList/sections`` (not its number).
    public var section: Int
    /// The row within the section.
    public var row: Int

    /// The row `row` of the section at position `section`.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// Whether `lhs` comes first: by section, then by row.
    public static func < (lhs: RowPosition, rhs: RowPosition) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `section.row`, as `2.5`.
    public var description: String { "\(section).\(row)" }
}

extension SectionedList {
    /// What changed between two lists, in the terms of a table or collection
    /// view's batch update: removals at positions *before* the change,
    /// insertions at positions *after* it, each list in ascending order.
    ///
    /// Rows of a removed or inserted section are not listed again, and an
    /// element that moved (or whose contents changed) is a removal and an
    /// insertion. Apply it to a view as `UITableView.performBatchUpdates`
    /// expects: delete ``rowRemovals`` and ``sectionRemovals``, insert
    /// ``sectionInsertions`` and ``rowInsertions``.
    public struct Difference {
        /// Positions, in the list before, of the sections removed.
        public internal(set) var sectionRemovals: [Int] = []
        /// Positions, in the list after, of the sections inserted.
        public internal(set) var sectionInsertions: [Int] = []
        /// Rows removed, as positions in the list before.
        public internal(set) var rowRemovals: [RowPosition] = []
        /// Rows inserted, as positions in the list after.
        public internal(set) var rowInsertions: [RowPosition] = []
        /// The sections inserted, one for each of ``sectionInsertions``.
        public internal(set) var insertedSections: [Section<Element>] = []
        /// The elements inserted, one for each of ``rowInsertions``.
        public internal(set) var insertedElements: [Element] = []
        /// The keys of `insertedSections`' elements and of `insertedElements`.
        var insertedSectionKeys: [[ListKey]] = []
        var insertedElementKeys: [ListKey] = []

        /// No change.
        public init() {}

        /// Whether nothing changed.
        public var isEmpty: Bool {
            sectionRemovals.isEmpty && sectionInsertions.isEmpty && rowRemovals.isEmpty && rowInsertions.isEmpty
        }

        /// This difference's removals, then `later`'s insertions, when `later`
        /// inserts nothing this one did and removes nothing this one inserted.
        fileprivate func removals(followedBy later: Difference) -> Difference {
            var result = later
            result.sectionRemovals = sectionRemovals
            result.rowRemovals = rowRemovals
            return result
        }
    }

    /// The list with `difference` applied: `old.applying(new.difference(from: old)) == new`.
    ///
    /// - Precondition: `difference` was made from this list (by a change to
    ///   it, or by ``difference(from:)`` with this list as `old`).
    /// - Complexity: O(n + changes × size of the sections they touch).
    public func applying(_ difference: Difference) -> SectionedList {
        precondition(difference.insertedSections.allSatisfy { collation.sectionTitles.indices.contains($0.number) },
                     "applying(_:): the difference has sections this list's collation does not (made under another collation?)")
        var result = self
        for removal in difference.rowRemovals.reversed() {
            result.sections[removal.section].elements.remove(at: removal.row)
            result.keys[removal.section].remove(at: removal.row)
        }
        for position in difference.sectionRemovals.reversed() {
            result.sections.remove(at: position)
            result.keys.remove(at: position)
        }
        for (position, (section, keys)) in zip(difference.sectionInsertions,
                                               zip(difference.insertedSections, difference.insertedSectionKeys)) {
            result.sections.insert(section, at: position)
            result.keys.insert(keys, at: position)
        }
        for (insertion, (element, key)) in zip(difference.rowInsertions,
                                               zip(difference.insertedElements, difference.insertedElementKeys)) {
            result.sections[insertion.section].elements.insert(element, at: insertion.row)
            result.keys[insertion.section].insert(key, at: insertion.row)
        }
        result.idIndex = nil
        result.refreshPositions()
        return result
    }
}

extension SectionedList where Element: Identifiable {
    /// Inserts `element` after the elements whose keys equal its own, and
    /// returns where it went (a new section, or a new row). An element whose
    /// `id` is already in the list is updated instead (``update(_:)``).
    ///
    /// Complexity: O(log n + size of the section touched + index titles),
    /// plus the element's key (as ``LocalizedIndexedCollation/collationKey(for:)``);
    /// the first change to a list also indexes its elements by `id`, O(n).
    @discardableResult
    public mutating func insert(_ element: Element) -> Difference {
        if keyOfID[element.id] != nil { return update(element) }
        let difference = place(element, key: key(of: element))
        refreshPositions()
        return difference
    }

    /// Replaces the element with `element`'s `id` by `element`: in place
    /// when its key is unchanged (a removal and an insertion of the same
    /// row, for the view to reload it), else moved to where its new key goes.
    /// An `id` not in the list is inserted (``insert(_:)``).
    ///
    /// Complexity: as ``insert(_:)``, for the sections it leaves and enters.
    @discardableResult
    public mutating func update(_ element: Element) -> Difference {
        guard let old = location(of: element.id) else { return insert(element) }
        let newKey = key(of: element), oldKey = keys[old.section][old.row]
        var difference = Difference()
        difference.rowRemovals = [old]
        if newKey == oldKey {
            sections[old.section].elements[old.row] = element
            difference.rowInsertions = [old]
            difference.insertedElements = [element]
            difference.insertedElementKeys = [newKey]
            return difference
        }
        keyOfID[element.id] = newKey
        if newKey.section == oldKey.section {
            sections[old.section].elements.remove(at: old.row)
            keys[old.section].remove(at: old.row)
            let row = Self.upperBound(of: newKey, in: keys[old.section])
            sections[old.section].elements.insert(element, at: row)
            keys[old.section].insert(newKey, at: row)
            difference.rowInsertions = [RowPosition(section: old.section, row: row)]
            difference.insertedElements = [element]
            difference.insertedElementKeys = [newKey]
            return difference
        }
        let removal = remove(at: old)
        let insertion = place(element, key: newKey)
        refreshPositions()
        return removal.removals(followedBy: insertion)
    }

    /// Removes the element with this `id`, and returns what went (its row,
    /// or its section when it was the section's last element); nothing when
    /// no element has it.
    ///
    /// Complexity: O(log n + size of the section touched + index titles).
    @discardableResult
    public mutating func remove(id: Element.ID) -> Difference {
        guard let position = location(of: id) else { return Difference() }
        keyOfID[id] = nil
        let difference = remove(at: position)
        refreshPositions()
        return difference
    }

    /// Whether an element with this `id` is in the list. Complexity: O(1)
    /// expected once the list has been changed (which indexes it by `id`),
    /// O(n) before.
    public func contains(id: Element.ID) -> Bool {
        if let index = idIndex { return unsafeDowncast(index, to: IDIndex<Element.ID>.self).keys[id] != nil }
        return sections.contains { $0.elements.contains { $0.id == id } }
    }

    /// The key of `element` under the list's collation.
    private func key(of element: Element) -> ListKey {
        guard let string = collationString(element) else { return ListKey(section: collation.sectionTitles.count - 1, bytes: nil) }
        let key = collation.collationKey(for: string)
        return ListKey(section: key.section, bytes: key.bytes)
    }

    /// Each element's key by its `id`: made on first use (O(n)), copied
    /// first when a copy of the list shares it (copy on write).
    private var keyOfID: [Element.ID: ListKey] {
        mutating get { ownIndex().keys }
        _modify {
            let index = ownIndex()
            yield &index.keys
        }
    }

    /// The list's own ``IDIndex``, made or copied when need be.
    private mutating func ownIndex() -> IDIndex<Element.ID> {
        if idIndex == nil {
            var keys: [Element.ID: ListKey] = [:]
            keys.reserveCapacity(count)
            for (section, sectionKeys) in zip(sections, self.keys) {
                for (element, key) in zip(section.elements, sectionKeys) { keys[element.id] = key }
            }
            idIndex = IDIndex(keys)
        } else if !isKnownUniquelyReferenced(&idIndex) {
            idIndex = IDIndex(unsafeDowncast(idIndex!, to: IDIndex<Element.ID>.self).keys)
        }
        return unsafeDowncast(idIndex!, to: IDIndex<Element.ID>.self)
    }

    /// Where the element with `id` is. O(log n + elements with its key).
    private mutating func location(of id: Element.ID) -> RowPosition? {
        guard let key = keyOfID[id] else { return nil }
        let (found, position) = sectionPosition(ofNumber: key.section)
        guard found else { return nil }
        var row = Self.lowerBound(of: key, in: keys[position])
        let rows = sections[position].elements
        while row < rows.count, keys[position][row] == key {
            if rows[row].id == id { return RowPosition(section: position, row: row) }
            row += 1
        }
        return nil
    }

    /// Puts `element` where `key` goes, a new section if need be; the
    /// positions of the index titles are left to the caller.
    private mutating func place(_ element: Element, key: ListKey) -> Difference {
        keyOfID[element.id] = key
        var difference = Difference()
        let (found, position) = sectionPosition(ofNumber: key.section)
        if found {
            let row = Self.upperBound(of: key, in: keys[position])
            sections[position].elements.insert(element, at: row)
            keys[position].insert(key, at: row)
            difference.rowInsertions = [RowPosition(section: position, row: row)]
            difference.insertedElements = [element]
            difference.insertedElementKeys = [key]
        } else {
            let section = Section(number: key.section, title: collation.sectionTitles[key.section], elements: [element])
            sections.insert(section, at: position)
            keys.insert([key], at: position)
            difference.sectionInsertions = [position]
            difference.insertedSections = [section]
            difference.insertedSectionKeys = [[key]]
        }
        return difference
    }

    /// Removes the element at `position`, and its section when it was the
    /// last one there; the index is left to the caller.
    private mutating func remove(at position: RowPosition) -> Difference {
        var difference = Difference()
        if sections[position.section].elements.count == 1 {
            sections.remove(at: position.section)
            keys.remove(at: position.section)
            difference.sectionRemovals = [position.section]
        } else {
            sections[position.section].elements.remove(at: position.row)
            keys[position.section].remove(at: position.row)
            difference.rowRemovals = [position]
        }
        return difference
    }
}

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

// MARK: - Searching

extension SectionedList {
    /// Whether the section numbered `number` is in ``sections``, and its
    /// position, or the position it would take. O(log sections).
    private func sectionPosition(ofNumber number: Int) -> (found: Bool, position: Int) {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].number < number { low = middle + 1 } else { high = middle }
        }
        return (low < sections.count && sections[low].number == number, low)
    }

    /// The first row whose key is not before `key`. O(log rows).
    fileprivate static func lowerBound(of key: ListKey, in keys: [ListKey]) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle].precedes(key) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first row whose key is after `key`. O(log rows).
    fileprivate static func upperBound(of key: ListKey, in keys: [ListKey]) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if key.precedes(keys[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// The keys of a ``SectionedList``'s elements by their `id`, in a class so
/// that the list, generic over any element, can hold it before knowing that
/// its elements are `Identifiable`.
final class IDIndex<ID: Hashable> {
    var keys: [ID: ListKey]

    init(_ keys: [ID: ListKey]) {
        self.keys = keys
    }
}

/// An element's place in a ``SectionedList``: its section number and the
/// sort key of its string (`nil`: it has none, and goes after every key of
/// the last section).
struct ListKey: Sendable, Equatable {
    let section: Int
    let bytes: [UInt8]?

    /// Whether this key sorts before `other`: by section, then by key.
    func precedes(_ other: ListKey) -> Bool {
        if section != other.section { return section < other.section }
        switch (bytes, other.bytes) {
        case let (a?, b?): return KeyOrder.compare(a, b) < 0
        case (_?, nil): return true
        case (nil, _): return false
        }
    }
}

/// How a ``SectionedList`` reads the string of an element it is given.
enum CollationStringSource<Element>: @unchecked Sendable {
    // @unchecked: key paths are immutable, the closure is `@Sendable`.
    case keyPath(KeyPath<Element, String>)
    case optionalKeyPath(KeyPath<Element, String?>)
    /// The reading when it is not empty, else the name.
    case reading(name: KeyPath<Element, String>, reading: KeyPath<Element, String?>)
    case closure(@Sendable (Element) -> String?)

    func callAsFunction(_ element: Element) -> String? {
        switch self {
        case let .keyPath(keyPath): element[keyPath: keyPath]
        case let .optionalKeyPath(keyPath): element[keyPath: keyPath]
        case let .reading(name, reading):
            LocalizedIndexedCollation.readingOrName(element[keyPath: reading], element[keyPath: name])
        case let .closure(closure): closure(element)
        }
    }
}

extension SectionedList: @unchecked Sendable where Element: Sendable {}
// @unchecked: the collation is Sendable and `CollationStringSource` holds
// only immutable key paths or a `@Sendable` closure.

extension SectionedList: Equatable where Element: Equatable {
    /// Whether two lists show the same: the same sections (numbers, titles,
    /// elements) under the same index titles.
    public static func == (lhs: SectionedList, rhs: SectionedList) -> Bool {
        lhs.sections == rhs.sections && lhs.indexTitles == rhs.indexTitles && lhs.positions == rhs.positions
    }
}

/// The JSON names of a list's fields: those of `collate -f json`.
private enum CodingKeys: String, CodingKey {
    case locale, collator, sections, indexTitles, indexMapping
}

extension SectionedList: Encodable where Element: Encodable {
    /// Encodes the list in the shape `collate -f json` writes:
    /// `{"locale", "collator", "sections": [{"index", "title", "records"}],
    /// "indexTitles", "indexMapping"}` — the table's ID and collator, the
    /// non-empty sections (``Section/encode(to:)``), the index titles and the
    /// section *number* each jumps to (Apple's mapping; the positions of
    /// ``sectionPosition(forIndexTitleAt:)`` follow from them and the sections).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(collation.table.id, forKey: .locale)
        try container.encode(collation.table.collator, forKey: .collator)
        try container.encode(sections, forKey: .sections)
        try container.encode(indexTitles, forKey: .indexTitles)
        try container.encode(bar.mapping, forKey: .indexMapping)
    }
}

extension SectionedList: Decodable where Element: Decodable {
    /// What decoding a list needs besides its JSON: the collation and how it
    /// reads an element's string, which JSON cannot carry. Put one in the
    /// decoder's `userInfo` under ``SectionedList/decodingContextKey``:
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.userInfo[SectionedList<Person>.decodingContextKey] =
    ///     SectionedList<Person>.DecodingContext(collation: collation, by: \.name)
    /// let list = try decoder.decode(SectionedList<Person>.self, from: json)
    /// ```
    public struct DecodingContext: @unchecked Sendable {
        // @unchecked: as SectionedList's own conformance.
        let collation: LocalizedIndexedCollation
        let collationString: CollationStringSource<Element>

        /// Elements read by the string at `keyPath`, under `collation`.
        public init(collation: LocalizedIndexedCollation, by keyPath: KeyPath<Element, String>) {
            self.collation = collation
            collationString = .keyPath(keyPath)
        }

        /// Elements read by the string at `keyPath` (`nil`: the last section), under `collation`.
        public init(collation: LocalizedIndexedCollation, by keyPath: KeyPath<Element, String?>) {
            self.collation = collation
            collationString = .optionalKeyPath(keyPath)
        }

        /// Elements read by the strings `collationString` gives, under `collation`.
        public init(collation: LocalizedIndexedCollation, collationString: @escaping @Sendable (Element) -> String?) {
            self.collation = collation
            self.collationString = .closure(collationString)
        }
    }

    /// The `userInfo` key of a decoder's ``DecodingContext``.
    public static var decodingContextKey: CodingUserInfoKey { CodingUserInfoKey(rawValue: "IndexedCollation.SectionedList.DecodingContext")! }

    /// Decodes a list from the shape ``encode(to:)`` writes, under the
    /// ``DecodingContext`` in the decoder's `userInfo`: its elements, in the
    /// order of the sections, are placed again (so the list is consistent
    /// with its collation whatever the JSON says of sections), equal keys
    /// kept in that order.
    ///
    /// - Throws: `DecodingError.dataCorrupted` without a context, or when
    ///   the JSON's `locale` is not the context collation's table.
    /// - Complexity: as ``LocalizedIndexedCollation/sectionedList(of:by:)-(_,KeyPath<Elements.Element,String>)``.
    public init(from decoder: any Decoder) throws {
        guard let context = decoder.userInfo[Self.decodingContextKey] as? DecodingContext else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription:
                "a SectionedList decodes with a SectionedList.DecodingContext in the decoder's userInfo (decodingContextKey)"))
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let locale = try container.decode(String.self, forKey: .locale)
        guard locale == context.collation.table.id else {
            throw DecodingError.dataCorruptedError(forKey: .locale, in: container, debugDescription:
                "the list's locale '\(locale)' is not the context collation's table '\(context.collation.table.id)'")
        }
        let sections = try container.decode([Section<Element>].self, forKey: .sections)
        self = context.collation.sectionedList(of: sections.flatMap(\.elements), source: context.collationString)
    }
}

extension SectionedList.Difference: Sendable where Element: Sendable {}

extension SectionedList.Difference: Equatable where Element: Equatable {
    /// Whether two differences list the same changes with the same elements.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sectionRemovals == rhs.sectionRemovals && lhs.sectionInsertions == rhs.sectionInsertions
            && lhs.rowRemovals == rhs.rowRemovals && lhs.rowInsertions == rhs.rowInsertions
            && lhs.insertedSections == rhs.insertedSections && lhs.insertedElements == rhs.insertedElements
    }
}
