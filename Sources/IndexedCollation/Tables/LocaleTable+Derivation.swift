extension LocaleTable {
    /// Derives an Apple-model table for a locale from ICU's data.
    ///
    /// - Sections: the labels of ICU's `AlphabeticIndex` for the locale (which
    ///   already merges letters the collator does not separate: Ё into Е in
    ///   Russian, Ä into A in German), plus English `A`…`Z` when the locale's
    ///   own labels are not Latin, in the order the collator puts them; ICU's
    ///   underflow, inflow and overflow buckets become one final `#`.
    /// - Start strings: the smallest string under the table's collator that
    ///   ICU puts in each bucket (for `A`, `a`; for `あ`, `ぁ`), so a
    ///   one-letter record lands in its own letter's section. Chinese stroke
    ///   and zhuyin buckets use ICU's own boundary strings (U+FDD0 + label).
    ///   `#` starts at the first script that comes after the last section.
    /// - Chinese pinyin indexes, whose Han buckets ICU bounds by reading,
    ///   become `A`…`Z` with the `Han-Latin` transform.
    /// - When another script sorts between the native and the Latin sections,
    ///   the collator ID gets ICU's reorder keyword so the two are adjacent and
    ///   the sort order and the section order agree.
    ///
    /// Complexity: one AlphabeticIndex (two for non-Latin locales) and one
    /// pass of primary sort keys over some 40,000 code points per collator
    /// (see ``ICUCollator/primaryEquivalents(of:)``): tens of milliseconds.
    package static func derived(fromICU identifier: String, id: String? = nil) throws(IndexedCollationError) -> LocaleTable {
        do {
            var deriver = try TableDeriver(identifier: identifier, id: id)
            return try deriver.derive()
        } catch let error as IndexedCollationError {
            throw error
        } catch let error as ICUError {
            throw .icu(error)
        } catch {
            throw .invalidTable(id: id ?? identifier, field: "collator", reason: "\(error)")
        }
    }
}

extension LocaleTable {
    /// The smallest string under `collator` that equals `label` at primary
    /// strength: the label's base letter in its lowest-weighted form (`a` for
    /// `A`, `ぁ` for `あ`, `ᄀ` for `ㄱ`), so that a one-letter record lands in
    /// its own letter's section. Only single code points and the label itself
    /// (and its lower case) are candidates.
    ///
    /// Complexity: one hash look-up after the collator's first call (see
    /// ``ICUCollator/primaryEquivalents(of:)``), then O(m) sort keys for the
    /// m equivalents.
    static func smallestString(primaryEqualTo label: String, under collator: ICUCollator) throws(ICUError) -> String {
        let candidates = try collator.primaryEquivalents(of: label) + [label, label.lowercased()]
        return candidates.map { ($0, collator.sortKey($0)) }
            .min { $0.1.lexicographicallyPrecedes($1.1) }!.0
    }
}

extension LocaleTable {
    /// This table with its start strings computed from its titles and
    /// collator, as for a derived table: the smallest string of each section,
    /// and for the last section (`#`) the first script boundary after the one
    /// before. A title stands for the bucket ICU's AlphabeticIndex puts it in:
    /// Apple's Arabic title `آ` is ICU's `ا` bucket, whose smallest string is
    /// `ء`. Curated tables are kept this way, so a one-letter record (`ぁ`,
    /// `ㄲ`, `ء`) lands in its own letter's section;
    /// `generate-locale-tables --fill-start-strings` applies it.
    @_spi(Generation)
    public func withSmallestStartStrings() throws(IndexedCollationError) -> LocaleTable {
        do {
            let localeID = try ICULocale.canonicalID(collator)
            // With rules, ICU's index knows nothing of the table's own
            // letters (`CH`): each title is its own label, under the
            // tailored collator.
            let collator = try rules.map { rules in try ICUCollator(localeID: localeID, rules: rules) }
                ?? ICUCollator(localeID: localeID)
            let index = try ICUAlphabeticIndex(localeID: localeID, extraLabelLocales: ["en"])
            let buckets = index.buckets
            var starts = try sectionTitles.dropLast().map { title throws(ICUError) in
                let bucket = try buckets[index.bucketIndex(of: title)]
                let label = bucket.type == .normal && rules == nil ? bucket.label : title
                return try Self.smallestString(primaryEqualTo: label, under: collator)
            }
            starts.append(TableDeriver.firstScriptBoundary(after: starts.last ?? "", collator: collator))
            var table = self
            table.sectionStartStrings = starts
            return try table.validated()
        } catch let error as IndexedCollationError {
            throw error
        } catch {
            throw .invalidTable(id: id, field: "collator", reason: "\(error)")
        }
    }
}

/// The steps of ``LocaleTable/derived(fromICU:id:)``.
extension LocaleTable {
    /// The title of the section for everything outside the table's
    /// alphabets, last in every table that has one.
    public static let otherSectionTitle = "#"

    /// The first root script boundary (U+FDD1 + a letter) that sorts after
    /// `string`: where a `#` section after `string`'s section starts.
    static func firstScriptBoundary(after string: String, collator: ICUCollator) -> String {
        TableDeriver.firstScriptBoundary(after: string, collator: collator)
    }
}

private struct TableDeriver {
    let localeID: String
    let id: String
    var collatorID: String

    /// U+FDD0 starts the boundary strings of Chinese indexes in CLDR's
    /// tailorings; U+FDD1 starts the first-in-script boundaries of the root.
    static let chineseBoundaryPrefix = Unicode.Scalar(0xFDD0)!
    static let scriptBoundaryPrefix = Unicode.Scalar(0xFDD1)!

    /// The root collation's first-in-script boundaries (U+FDD1 + a letter of
    /// the script). They are root data, the same in every tailoring (only
    /// their order changes), and listing contractions is slow, so they are
    /// read once.
    static let scriptBoundaries: [String] = {
        let root = try? ICUCollator(localeID: "root")
        let all = (try? root?.contractions(startingWith: scriptBoundaryPrefix)) ?? []
        return all.filter { boundary in
            let scalars = Array(boundary.unicodeScalars)
            return scalars.count == 2 && (scalars[1].properties.isAlphabetic || scalars[1].properties.generalCategory == .unassigned)
        }
    }()

    init(identifier: String, id: String?) throws {
        localeID = try ICULocale.canonicalID(identifier)
        guard ICULocale.isKnown(localeID) else {
            throw IndexedCollationError.unknownLocale(identifier, suggestions: [])
        }
        self.id = id ?? identifier
        collatorID = localeID
    }

    mutating func derive() throws -> LocaleTable {
        let native = try ICUAlphabeticIndex(localeID: localeID)
        let nativeLabels = native.buckets.filter { $0.type == .normal }.map(\.label)
        let collator = try ICUCollator(localeID: collatorID)
        let chineseBoundaries = try chineseBoundaryStrings(collator)

        // Pinyin: ICU bounds Han buckets by reading; in Apple's model that is
        // the Han-Latin transform over Latin sections.
        if chineseBoundaries.keys.contains(where: { $0.count == 1 && ("A"..."Z").contains($0) }) {
            return try latinTable(transform: "Han-Latin", collator: collator, note: "pinyin index; Han placed by reading")
        }

        let nativeIsLatin = nativeLabels.allSatisfy { isLatin($0) }
        let index = nativeIsLatin ? native : try ICUAlphabeticIndex(localeID: localeID, extraLabelLocales: ["en"])
        var labels = index.buckets.filter { $0.type == .normal }.map(\.label)
        if labels.isEmpty { labels = nativeLabels }

        var starts = try startStrings(for: labels, collator: collator, chineseBoundaries: chineseBoundaries)
        if let reorder = try reorderKeyword(labels: labels, starts: starts, collator: collator) {
            collatorID = ICULocale.baseName(collatorID) + "@" + reorderAppended(reorder)
            let reordered = try ICUCollator(localeID: collatorID)
            starts = try startStrings(for: labels, collator: reordered, chineseBoundaries: chineseBoundaries)
            return try finish(labels: labels, starts: starts, collator: reordered, note: "reordered \(reorder)")
        }
        return try finish(labels: labels, starts: starts, collator: collator, note: nil)
    }

    /// Keeps the locale's other keywords and adds `colReorder`.
    private func reorderAppended(_ reorder: String) -> String {
        var keywords: [String] = []
        if let collation = ICULocale.keyword("collation", of: localeID) { keywords.append("collation=\(collation)") }
        keywords.append("colReorder=\(reorder)")
        return keywords.joined(separator: ";")
    }

    private func finish(labels: [String], starts: [String], collator: ICUCollator, note: String?) throws -> LocaleTable {
        let overflowStart = Self.firstScriptBoundary(after: starts.last!, collator: collator)
        let source = "Derived from ICU \(ICUVersion.icu) AlphabeticIndex(\(localeID))" + (note.map { "; \($0)" } ?? "")
        return LocaleTable(
            id: id,
            collator: collatorID,
            sectionTitles: labels + [LocaleTable.otherSectionTitle],
            sectionStartStrings: starts + [overflowStart],
            source: source
        )
    }

    private func latinTable(transform: String, collator: ICUCollator, note: String) throws -> LocaleTable {
        let english = try ICUAlphabeticIndex(localeID: "en")
        let labels = english.buckets.filter { $0.type == .normal }.map(\.label)
        let starts = try startStrings(for: labels, collator: collator, chineseBoundaries: [:])
        var table = try finish(labels: labels, starts: starts, collator: collator, note: note)
        table.transform = transform
        return table
    }

    private func isLatin(_ label: String) -> Bool {
        guard let first = label.unicodeScalars.first else { return false }
        return ICUCharacter.script(of: first) == .latin
    }

    /// ICU's Chinese index boundaries, keyed by the label AlphabeticIndex
    /// shows for them: U+FDD0 U+2801 is "1劃" (one stroke), U+FDD0 ㄅ is "ㄅ".
    private func chineseBoundaryStrings(_ collator: ICUCollator) throws -> [String: String] {
        var result: [String: String] = [:]
        for boundary in try collator.contractions(startingWith: Self.chineseBoundaryPrefix) {
            let scalars = Array(boundary.unicodeScalars)
            guard scalars.count == 2 else { continue }
            let rest = scalars[1]
            if (0x2801...0x28FF).contains(rest.value) {
                result["\(rest.value - 0x2800)\u{5283}"] = boundary
            } else {
                result[String(rest)] = boundary
            }
        }
        return result
    }

    /// For each label, the smallest string that sorts with it at primary
    /// strength: the label's base letter in its lowest-weighted form.
    private func startStrings(for labels: [String], collator: ICUCollator, chineseBoundaries: [String: String]) throws -> [String] {
        try labels.map { label throws(ICUError) in
            if let boundary = chineseBoundaries[label] { return boundary }
            return try LocaleTable.smallestString(primaryEqualTo: label, under: collator)
        }
    }

    /// The first root script boundary (U+FDD1 + a letter) after `string`.
    static func firstScriptBoundary(after string: String, collator: ICUCollator) -> String {
        let key = collator.sortKey(string)
        let after = Self.scriptBoundaries.map { ($0, collator.sortKey($0)) }
            .filter { key.lexicographicallyPrecedes($0.1) }
            .min { $0.1.lexicographicallyPrecedes($1.1) }
        return after?.0 ?? "\u{FFFF}"
    }

    /// When the labels come in two scripts (native and Latin) and some other
    /// script sorts between them, the reorder codes that make them adjacent.
    private func reorderKeyword(labels: [String], starts: [String], collator: ICUCollator) throws -> String? {
        let scripts = starts.map(Self.reorderGroup)
        guard let firstScript = scripts.first, let lastScript = scripts.last, firstScript != lastScript,
              let switchIndex = scripts.firstIndex(of: lastScript)
        else { return nil }
        let low = collator.sortKey(starts[0])
        let high = collator.sortKey(starts[switchIndex])
        let between = Self.scriptBoundaries.filter { boundary in
            let key = collator.sortKey(boundary)
            let script = Self.reorderGroup(boundary)
            return low.lexicographicallyPrecedes(key) && key.lexicographicallyPrecedes(high)
                && script != firstScript && script != lastScript
        }
        guard !between.isEmpty else { return nil }
        return "\(firstScript.code.lowercased())-\(lastScript.code.lowercased())"
    }

    /// The script a start string belongs to, as ICU's reordering groups
    /// scripts: hiragana and katakana are one group; a Chinese boundary
    /// (U+FDD0 …) belongs to Han or Bopomofo, a root script boundary
    /// (U+FDD1 x) to the script of x.
    static func reorderGroup(_ start: String) -> ICUScript {
        let scalars = Array(start.unicodeScalars)
        guard var sample = scalars.first else { return .unknown }
        if (sample == chineseBoundaryPrefix || sample == scriptBoundaryPrefix), scalars.count > 1 {
            sample = scalars[1]
            if (0x2800...0x28FF).contains(sample.value) { return .han }
        }
        switch ICUCharacter.script(of: sample) {
        case .hiragana, .katakana, .katakanaOrHiragana: return .katakana
        case let script: return script
        }
    }
}
