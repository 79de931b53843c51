import Dispatch
import Foundation
import Synchronization
import Testing
import TestSupport
@testable import IndexedCollation

/// Every compiled-in table against ICU's AlphabeticIndex (docs/locales.md): for words
/// built from the locale's exemplar characters, the section our table picks
/// must be the bucket ICU picks. Words ICU puts in no lettered bucket (its
/// `…` underflow, inflow and overflow buckets: kanji in Japanese, symbols)
/// are not compared; our `#` and transliteration rules decide those.
@Suite struct AgreementTests {
    struct Agreement: Sendable {
        var compared = 0
        var agreed = 0
        /// Disagreements of a kind explained in docs/locales.md.
        var explained = 0
        var explainedWords: [String] = []
        var disagreements: [String] = []
    }

    /// Disagreements explained in docs/locales.md ("Where we differ from
    /// ICU's index"), as (table, our title, ICU's label) predicates.
    static func isExplained(table: String, word: String, ours: String, icu: String) -> Bool {
        switch table {
        case "mt":
            // ICU sends words after "ie…" (ik…, iż…) back to its I bucket
            // with a hidden boundary "ie\u{FFFF}"; a section in Apple's model
            // is one run of the sort order, so they stay in IE.
            return ours == "IE" && icu == "I"
        case "bn@collation=traditional", "kn@collation=traditional", "km":
            // ICU's index files ৎ, avagraha and other letters that these
            // collations sort after the last consonant under the last
            // independent vowel; we follow the collator.
            return icu == (table == "km" ? "អ" : table.hasPrefix("bn") ? "ঔ" : "ಔ")
        default:
            return false
        }
    }

    @Test func everyTableAgreesWithICU() throws {
        let ids = LocaleCatalog.tableIDs
        let results = Mutex<[String: Agreement]>([:])
        DispatchQueue.concurrentPerform(iterations: ids.count) { index in
            let id = ids[index]
            guard let table = LocaleCatalog.table(id: id), let agreement = try? Self.agreement(of: table) else {
                results.withLock { $0[id] = Agreement(disagreements: ["cannot be compared"]) }
                return
            }
            results.withLock { $0[id] = agreement }
        }
        let all = results.withLock { $0 }
        var perfect = 0, words = 0
        for id in ids {
            let agreement = all[id]!
            words += agreement.compared
            if ProcessInfo.processInfo.environment["AGREEMENT_REPORT"] != nil {
                print("agreement \(id): \(agreement.agreed)/\(agreement.compared) (\(agreement.explained) explained) \(agreement.explainedWords.joined(separator: ", "))")
            }
            if agreement.compared == 0 { print("agreement \(id): nothing compared \(agreement.disagreements)") }
            if agreement.agreed == agreement.compared { perfect += 1; continue }
            print("agreement \(id): \(agreement.agreed)/\(agreement.compared), \(agreement.explained) explained; e.g. \(agreement.disagreements.prefix(5).joined(separator: ", "))")
            #expect(agreement.agreed + agreement.explained == agreement.compared, "\(id): \(agreement.disagreements.prefix(8))")
        }
        print("agreement: \(perfect) of \(ids.count) tables agree with ICU's AlphabeticIndex on every word (\(words) words)")
    }

    /// Agreement of one table with ICU's index for its collator.
    static func agreement(of table: LocaleTable) throws -> Agreement {
        let collation = try LocalizedIndexedCollation(table: table, options: .init(readings: .none))
        let localeID = try ICULocale.canonicalID(table.collator)
        let titles = table.sectionTitles.dropLast()
        let nativeIsLatin = titles.allSatisfy { title in title.unicodeScalars.first.map { ICUCharacter.script(of: $0) == .latin } ?? true }
        let index = try ICUAlphabeticIndex(localeID: localeID, extraLabelLocales: nativeIsLatin ? [] : ["en"])
        let buckets = index.buckets
        var result = Agreement()
        // The titles themselves are words too (radicals in unihan tables,
        // whose locales' exemplars are not Han).
        for word in try words(for: ICULocale.canonicalID(table.id)) + titles {
            let bucket = try index.bucketIndex(of: word)
            // A dependent vowel sign or other combining mark cannot begin a
            // word; ICU and the collator disagree about where it goes alone.
            let startsWithMark = word.unicodeScalars.first.map {
                [.nonspacingMark, .spacingMark, .enclosingMark].contains($0.properties.generalCategory)
            } ?? true
            guard buckets[bucket].type == .normal, !startsWithMark else { continue }
            let title = collation.sectionTitles[collation.section(for: word)]
            result.compared += 1
            if try sameBucket(title: title, label: buckets[bucket].label, bucket: bucket, index: index) {
                result.agreed += 1
            } else if isExplained(table: table.id, word: word, ours: title, icu: buckets[bucket].label) {
                result.explained += 1
                result.explainedWords.append("\(word): \(title) vs ICU \(buckets[bucket].label)")
            } else {
                result.disagreements.append("\(word): \(title) vs ICU \(buckets[bucket].label)")
            }
        }
        return result
    }

    /// Our title and ICU's label name the same bucket: equal, or our title
    /// falls in ICU's bucket (Apple's Arabic `آ` is ICU's `ا`), or both
    /// count the same strokes (Apple's `4 畫` is ICU's `4劃`; `25 畫以上`
    /// covers 25 strokes and more).
    static func sameBucket(title: String, label: String, bucket: Int, index: ICUAlphabeticIndex) throws -> Bool {
        if try title == label || index.bucketIndex(of: title) == bucket { return true }
        if let ours = Int(title.prefix { $0.isNumber }), title.contains("畫"), let theirs = Int(label.prefix { $0.isNumber }) {
            return ours == theirs || (title.hasSuffix("以上") && theirs >= ours)
        }
        return false
    }

    /// Every exemplar character alone (a one-letter record), and followed by
    /// two others; at most 300 of each, picked deterministically.
    static func words(for localeID: String) throws -> [String] {
        // Locales without index characters of their own (ICU synthesizes
        // labels from the standard exemplars) have only those.
        let index = (try? ICULocaleData.exemplars(localeID, .index)) ?? []
        let letters = Array(Set(try ICULocaleData.exemplars(localeID, .standard) + index)).sorted()
        guard !letters.isEmpty else { return [] }
        var generator = SeededGenerator(seed: UInt64(truncatingIfNeeded: localeID.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
        let chosen = letters.count <= 300 ? letters : (0..<300).map { _ in letters.randomElement(using: &generator)! }
        return chosen + chosen.map { $0 + letters.randomElement(using: &generator)! + letters.randomElement(using: &generator)! }
    }
}
