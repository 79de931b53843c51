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
        if readableIndex()[element.id] != nil { return update(element) }
        let difference = place(element, key: key(of: element))
        refreshPositions()
        return difference
    }

    /// Replaces the element with `element`'s `id` by `element`. One that
    /// keeps its place (its key unchanged, or a new key that sorts to the
    /// same row) is a reload; one that changes place is a move, unless it
    /// leaves a section that goes or joins one that comes (a removal and an
    /// insertion, with the section). An `id` not in the list is inserted
    /// (``insert(_:)``).
    ///
    /// Complexity: as ``insert(_:)``, for the sections it leaves and enters.
    @discardableResult
    public mutating func update(_ element: Element) -> Difference {
        guard let old = location(of: element.id) else { return insert(element) }
        let newKey = key(of: element), oldKey = keys[old.section][old.row]
        if newKey == oldKey {
            sections[old.section].elements[old.row] = element
            return .reload(at: old, element, key: newKey)
        }
        ownIndex()[element.id] = newKey
        if newKey.section == oldKey.section {
            sections[old.section].elements.remove(at: old.row)
            keys[old.section].remove(at: old.row)
            let row = keys[old.section].upperBound(of: newKey)
            sections[old.section].elements.insert(element, at: row)
            keys[old.section].insert(newKey, at: row)
            let to = RowPosition(section: old.section, row: row)
            return to == old ? .reload(at: old, element, key: newKey) : .move(from: old, to: to, element, key: newKey)
        }
        let removal = remove(at: old)
        let insertion = place(element, key: newKey)
        refreshPositions()
        if removal.sectionRemovals.isEmpty, insertion.sectionInsertions.isEmpty, let to = insertion.rowInsertions.first {
            return .move(from: old, to: to, element, key: newKey)
        }
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
        ownIndex()[id] = nil
        let difference = remove(at: position)
        refreshPositions()
        return difference
    }

    /// Whether an element with this `id` is in the list. Complexity: O(1)
    /// expected once the list has been changed (which indexes it by `id`),
    /// O(n) before.
    public func contains(id: Element.ID) -> Bool {
        if let index = idIndex { return unsafeDowncast(index, to: IDIndex<Element.ID>.self)[id] != nil }
        return sections.contains { $0.elements.contains { $0.id == id } }
    }

    /// The key of `element` under the list's collation.
    func key(of element: Element) -> ListKey {
        strings.listKey(of: element, under: collation)
    }

    /// The list's ``IDIndex``, made on first use (O(n)) and maybe shared
    /// with copies of the list: for reading only.
    mutating func readableIndex() -> IDIndex<Element.ID> {
        if idIndex == nil {
            let index = IDIndex<Element.ID>(capacity: count)
            for (section, sectionKeys) in zip(sections, self.keys) {
                for (row, element) in section.elements.enumerated() { index[element.id] = sectionKeys[row] }
            }
            idIndex = index
        }
        return unsafeDowncast(idIndex!, to: IDIndex<Element.ID>.self)
    }

    /// The list's own ``IDIndex``, to change: made when need be, and when a
    /// copy of the list shares it, copied sharing its chunks (O(1); a change
    /// then copies the few small arrays on its path, ``IDIndex``).
    mutating func ownIndex() -> IDIndex<Element.ID> {
        _ = readableIndex()
        if !isKnownUniquelyReferenced(&idIndex) {
            idIndex = IDIndex(sharing: unsafeDowncast(idIndex!, to: IDIndex<Element.ID>.self))
        }
        return unsafeDowncast(idIndex!, to: IDIndex<Element.ID>.self)
    }

    /// Where the element with `id` is. O(log n + elements with its key).
    mutating func location(of id: Element.ID) -> RowPosition? {
        guard let key = readableIndex()[id] else { return nil }
        let (found, position) = sectionPosition(ofNumber: key.section)
        guard found else { return nil }
        var row = keys[position].lowerBound(of: key)
        let rows = sections[position].elements
        while row < rows.count, keys[position].key(at: row, equals: key) {
            if rows[row].id == id { return RowPosition(section: position, row: row) }
            row += 1
        }
        return nil
    }

    /// Puts `element` where `key` goes, a new section if need be; the
    /// positions of the index titles are left to the caller.
    mutating func place(_ element: Element, key: ListKey) -> Difference {
        ownIndex()[element.id] = key
        var difference = Difference()
        let (found, position) = sectionPosition(ofNumber: key.section)
        if found {
            let row = keys[position].upperBound(of: key)
            sections[position].elements.insert(element, at: row)
            keys[position].insert(key, at: row)
            difference.rowInsertions = [RowPosition(section: position, row: row)]
            difference.insertedElements = [element]
            difference.insertedElementKeys = [key]
        } else {
            let section = Section(number: key.section, title: collation.sectionTitles[key.section], elements: [element])
            sections.insert(section, at: position)
            let sectionKeys = SectionKeys(section: key.section, keys: [key])
            keys.insert(sectionKeys, at: position)
            difference.sectionInsertions = [position]
            difference.insertedSections = [section]
            difference.insertedSectionKeys = [sectionKeys]
        }
        return difference
    }

    /// Removes the element at `position`, and its section when it was the
    /// last one there; the index is left to the caller.
    mutating func remove(at position: RowPosition) -> Difference {
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
