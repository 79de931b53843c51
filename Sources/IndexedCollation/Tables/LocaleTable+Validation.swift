extension LocaleTable {
    /// Checks the table against ICU and returns it, or throws an
    /// ``IndexedCollationError/invalidTable(id:field:reason:)`` naming the field.
    ///
    /// Checked: the collator ID names a locale ICU knows, with collation and
    /// reorder keywords ICU knows (ICU itself would silently use the root
    /// order); counts of titles, start strings, index titles and mapping agree;
    /// mapping entries are sections; the transform ID opens; and the start
    /// strings strictly increase under the table's collator, which the binary
    /// search in ``IndexedCollation/section(for:)`` depends on.
    public func validated() throws(IndexedCollationError) -> LocaleTable {
        _ = try ValidatedTable(self)
        return self
    }

    func invalid(_ field: String, _ reason: String) -> IndexedCollationError {
        .invalidTable(id: id, field: field, reason: reason)
    }

    /// The transliterator `id`, for this table's transform (alone or with
    /// the person-names reading before it).
    func transliterator(_ id: String) throws(IndexedCollationError) -> TransliteratorPool {
        do {
            return try TransliteratorPool(id: id)
        } catch {
            throw invalid("transform", "ICU has no transliterator '\(id)' (\(error.name))")
        }
    }
}

/// A table together with the ICU objects it needs, made only after the
/// table passed every check: what ``IndexedCollation`` is made from, so that
/// a table is checked (a collator opened, its start keys computed) once.
/// Immutable, and shared between collations of the same table.
struct ValidatedTable: Sendable {
    let table: LocaleTable
    let collator: ICUCollator
    let transform: TransliteratorPool?
    let startKeys: [[UInt8]]

    init(_ table: LocaleTable) throws(IndexedCollationError) {
        self.table = table
        guard !table.collator.isEmpty else {
            throw table.invalid("collator", "missing locale identifier")
        }
        let collatorID: String
        do {
            collatorID = try ICULocale.canonicalID(table.collator)
        } catch {
            throw table.invalid("collator", "'\(table.collator)' is not a locale identifier")
        }
        guard ICULocale.isKnown(collatorID) else {
            throw table.invalid("collator", "ICU has no locale '\(table.collator)'")
        }
        if let type = ICULocale.keyword("collation", of: collatorID), !ICULocale.isKnownCollationType(type) {
            throw table.invalid("collator", "ICU has no collation type '\(type)'")
        }
        if let reorder = ICULocale.keyword("colreorder", of: collatorID) {
            for code in reorder.split(separator: "-") where !ICULocale.isKnownReorderCode(String(code)) {
                throw table.invalid("collator", "ICU has no script or group '\(code)' to reorder")
            }
        }
        do {
            collator = try ICUCollator(localeID: collatorID)
        } catch {
            throw table.invalid("collator", error.description)
        }

        let titles = table.sectionTitles
        guard !titles.isEmpty else { throw table.invalid("sectionTitles", "no sections") }
        let starts = table.effectiveStartStrings
        guard starts.count == titles.count else {
            throw table.invalid("sectionStartStrings", "\(starts.count) start strings for \(titles.count) sections")
        }
        if let indexTitles = table.indexTitles, indexTitles.isEmpty {
            throw table.invalid("indexTitles", "empty; leave it out to use the section titles")
        }
        if let mapping = table.indexMapping {
            let indexCount = table.effectiveIndexTitles.count
            guard mapping.count == indexCount else {
                throw table.invalid("indexMapping", "\(mapping.count) entries for \(indexCount) index titles")
            }
            if let bad = mapping.firstIndex(where: { !titles.indices.contains($0) }) {
                throw table.invalid("indexMapping", "entry \(bad) is \(mapping[bad]), not a section (0..<\(titles.count))")
            }
        }
        transform = try table.transform.map { id throws(IndexedCollationError) in try table.transliterator(id) }

        startKeys = starts.map(collator.sortKey)
        for index in startKeys.indices.dropFirst() where !startKeys[index - 1].lexicographicallyPrecedes(startKeys[index]) {
            throw table.invalid(
                "sectionStartStrings",
                "'\(starts[index])' (section \(index), '\(titles[index])') does not sort after '\(starts[index - 1])' under \(table.collator)"
            )
        }
    }
}
