extension LocaleTable {
    /// Checks the table against ICU and returns it, or throws an
    /// ``IndexedCollationError/invalidTable(id:field:reason:)`` naming the field.
    ///
    /// Checked first, before ICU sees them: the rules and the transform stay
    /// within `TableLimits`. Then: the collator ID names a locale ICU knows (ICU itself would
    /// silently use the root order), with keywords `CollatorKeywords`
    /// accepts; counts of titles, start strings, index titles and mapping
    /// agree (without a mapping, no more index titles than sections); mapping
    /// entries are sections; the transform ID opens; the ``rules``, if any,
    /// parse (an error names the offset in them and ICU's reason); and the
    /// start strings strictly increase under the table's collator (with its
    /// rules), which the binary
    /// search in ``LocalizedIndexedCollation/section(for:)`` depends on.
    ///
    /// Returns the table as a collation uses it: when the last section is
    /// `#` and its start string was left out (see ``sectionStartStrings``),
    /// with that start string filled in.
    public func validated() throws(IndexedCollationError) -> LocaleTable {
        try ValidatedTable(self).table
    }

    func invalid(_ field: String, _ reason: String) -> IndexedCollationError {
        .invalidTable(id: id, field: field, reason: reason)
    }

    /// The transliterator `id`, for this table's transform (alone or with
    /// the person-names reading before it).
    func transliterator(_ id: String, reuse: LibraryReuse) throws(IndexedCollationError) -> TransliteratorPool {
        guard !id.contains("\0") else {
            // ICU reads the ID as a C string and would stop at the NUL.
            throw invalid("transform", "contains a NUL character")
        }
        do {
            return try reuse.transform(id: id, boundingReach: true)
        } catch {
            throw invalid("transform", "ICU has no transliterator '\(id)' (\(error.name))")
        }
    }
}

/// A table together with the ICU objects it needs, made only after the
/// table passed every check: what ``LocalizedIndexedCollation`` is made from, so that
/// a table is checked (a collator opened, its start keys computed) once.
/// Immutable, and shared between collations of the same table.
struct ValidatedTable: Sendable {
    let table: LocaleTable
    let collator: ICUCollator
    /// The table's transform, shared through `reuse`.
    let tableTransform: TransliteratorPool?
    let startKeys: [[UInt8]]
    /// The owner that keeps this table's transforms and memos.
    let reuse: LibraryReuse

    /// `compiledIn`: the table is one of the library's own (`Locales/`),
    /// whose collator ID spells its keyword values as ICU does and whose
    /// keywords ICU knows (the test suite checks every one), so they need
    /// be neither mapped (``ICULocale/canonicalIDKeepingValues(_:)``) nor
    /// checked (``CollatorKeywords``).
    init(_ table: LocaleTable, compiledIn: Bool = false, reuse: LibraryReuse = .shared) throws(IndexedCollationError) {
        var table = table
        // Before ICU sees the rules or the transform.
        if let (field, reason) = TableLimits.excess(of: table) { throw table.invalid(field, reason) }
        if let transform = table.transform, !transform.contains("\0") {
            let chain: (growth: Double, step: String, stepGrowth: Double)?
            do { chain = try TableLimits.growth(ofChain: transform) } catch {
                throw table.invalid("transform", "ICU has no transliterator '\(transform)' (\(error.name))")
            }
            if let chain, chain.growth > TableLimits.chainGrowth {
                throw table.invalid("transform", "the chain lengthens a text more than \(Int(TableLimits.chainGrowth)) times "
                    + "('\(chain.step)' alone some \(Int(chain.stepGrowth)) times), more than a table's transform may: "
                    + "each step multiplies what the next one reads")
            }
        }
        let collator = try Self.collator(of: table, compiledIn: compiledIn)
        self.collator = collator

        let titles = table.sectionTitles
        guard !titles.isEmpty else { throw table.invalid("sectionTitles", "no sections") }
        // Titles are printed as they are: a control character would reach a
        // terminal (an escape sequence) or break a line of text output.
        for (field, strings) in [("sectionTitles", titles), ("indexTitles", table.indexTitles ?? [])] {
            if let (position, title) = strings.enumerated().first(where: { $0.element.unicodeScalars.contains(where: Self.isControl) }) {
                let scalar = title.unicodeScalars.first(where: Self.isControl)!
                throw table.invalid(field, "title \(position + 1) holds the control character U+\(String.hex(scalar.value, digits: 4))")
            }
        }
        if let given = table.sectionStartStrings, let last = given.last, given.count == titles.count - 1,
           titles.last == LocaleTable.otherSectionTitle {
            // The `#` section's start string, left out: where the tables
            // derived from ICU start it (docs/locales.md).
            table.sectionStartStrings = given + [LocaleTable.firstScriptBoundary(after: last, collator: collator)]
        }
        self.table = table
        let starts = table.effectiveStartStrings
        guard starts.count == titles.count else {
            throw table.invalid("sectionStartStrings", "\(starts.count) start strings for \(titles.count) sections")
        }
        if let indexTitles = table.indexTitles, indexTitles.isEmpty {
            throw table.invalid("indexTitles", "empty; leave it out to use the section titles")
        }
        if table.indexMapping == nil, table.effectiveIndexTitles.count > titles.count {
            // Without a mapping, index title i jumps to section i, which must exist.
            let count = table.effectiveIndexTitles.count
            throw table.invalid("indexTitles", "\(count) index titles but \(titles.count) sections and no indexMapping")
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
        self.reuse = reuse
        tableTransform = try table.transform.map { id throws(IndexedCollationError) in try table.transliterator(id, reuse: reuse) }

        startKeys = starts.map(collator.sortKey)
        for index in startKeys.indices.dropFirst() where !startKeys[index - 1].lexicographicallyPrecedes(startKeys[index]) {
            throw table.invalid(
                "sectionStartStrings",
                "'\(starts[index])' (section \(index), '\(titles[index])') does not sort after '\(starts[index - 1])' under \(table.collator)"
            )
        }
        if table.rules != nil { try checkCaseFormsUnderRules() }
    }

    /// With rules: no upper- or title-case form of a start string sorts
    /// before it under the rules unless it does so without them too. ICU's
    /// rules tailor exactly the strings they name: `&h < ch` makes `ch` a
    /// letter after `h`, but `Ch` and `CH` stay `c` + `h`, in the `C`
    /// section, which is never what a table with a `CH` section means.
    private func checkCaseFormsUnderRules() throws(IndexedCollationError) {
        let untailored: ICUCollator
        do {
            untailored = try ICUCollator(localeID: ICULocale.canonicalID(table.collator), numeric: true)
        } catch {
            throw table.invalid("collator", error.description)
        }
        for (index, start) in table.effectiveStartStrings.enumerated() {
            let titleCase = start.prefix(1).uppercased() + start.dropFirst()
            for form in [titleCase, start.uppercased()] where form != start {
                let before = collator.sortKey(form).lexicographicallyPrecedes(startKeys[index])
                guard before, !untailored.sortKey(form).lexicographicallyPrecedes(untailored.sortKey(start)) else { continue }
                throw table.invalid("rules", "'\(form)' sorts before '\(start)', the start of section '\(table.sectionTitles[index])', "
                    + "under the rules but not without them: ICU's rules tailor only the strings they name, so name each case form "
                    + "(&h < ch <<< Ch <<< CH)")
            }
        }
    }

    /// The first start string with an upper- or lower-case form that sorts
    /// before it under this table's collator but not under `original`'s (the
    /// same table before keywords changed its collator): the section index
    /// and that form, or nil. A start string is the smallest string of its
    /// section; `kf-upper` would put `A` before `a`, into another section.
    /// (Forms that already sort before, such as Turkish `I` before `i`, are
    /// other letters.)
    func firstCaseFormMovedBeforeItsStart(comparedTo original: ValidatedTable) -> (Int, String)? {
        for (index, start) in table.effectiveStartStrings.enumerated() {
            for form in [start.uppercased(), start.lowercased()] where form != start {
                let before = collator.sortKey(form).lexicographicallyPrecedes(startKeys[index])
                if before, !original.collator.sortKey(form).lexicographicallyPrecedes(original.startKeys[index]) {
                    return (index, form)
                }
            }
        }
        return nil
    }

    /// C0 and C1 control characters (tabs and line ends included).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }

    /// The table's collator, after checking its ID: ICU knows the locale
    /// (ICU itself would silently use the root order) and its keywords
    /// (``CollatorKeywords``).
    private static func collator(of table: LocaleTable, compiledIn: Bool) throws(IndexedCollationError) -> ICUCollator {
        guard !table.collator.isEmpty else {
            throw table.invalid("collator", "missing locale identifier")
        }
        guard !table.collator.contains("\0") else {
            throw table.invalid("collator", "contains a NUL character")
        }
        let collatorID: String
        do {
            collatorID = try compiledIn ? ICULocale.canonicalIDKeepingValues(table.collator) : ICULocale.canonicalID(table.collator)
        } catch {
            throw table.invalid("collator", "'\(table.collator)' is not a locale identifier")
        }
        guard ICULocale.isKnown(collatorID) else {
            throw table.invalid("collator", "ICU has no locale '\(table.collator)'")
        }
        // A compiled-in table's keywords pass the check (the test suite
        // checks every one), which for a collation type asks ICU for every
        // locale's types: 1.7 million of a three-line run's 8.9 million
        // instructions under `en` (`en@collation=dictionary`).
        if !compiledIn {
            do {
                _ = try CollatorKeywords(ofCanonicalID: collatorID)
            } catch {
                throw table.invalid("collator", error.message)
            }
        }
        let numeric = CollatorKeywords.numericOrdering(of: collatorID)
        if let rules = table.rules {
            return try collator(collatorID, rules: rules, numeric: numeric, of: table)
        }
        do {
            return try ICUCollator(localeID: collatorID, numeric: numeric)
        } catch {
            throw table.invalid("collator", error.description)
        }
    }

    /// The collator `collatorID` with the table's `rules` added; a syntax
    /// error names the offset in the rules and ICU's reason. U+0000 is a
    /// character like any other there (`&\u0000<x`, as ICU's own rule tests
    /// have it): the rules reach ICU with their length, never as a C string.
    private static func collator(_ collatorID: String, rules: String, numeric: Bool, of table: LocaleTable)
        throws(IndexedCollationError) -> ICUCollator {
        guard !rules.allSatisfy(\.isWhitespace) else {
            throw table.invalid("rules", "empty; leave it out to use the collator's order")
        }
        do {
            return try ICUCollator(localeID: collatorID, rules: rules, numeric: numeric)
        } catch {
            throw table.invalid("rules", error.description)
        }
    }
}
