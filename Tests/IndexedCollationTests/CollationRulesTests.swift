import Foundation
import Testing
@_spi(Generation) @testable import IndexedCollation

/// A table's `rules`: ICU's collation rules on top of its collator's order.
@Suite struct CollationRulesTests {
    /// Czech-style: CH a letter of its own after H, each case form named.
    static let titles = Array("ABCDEFGH").map(String.init) + ["CH"] + Array("IJKLMNOPQRSTUVWXYZ").map(String.init) + ["#"]
    static func chTable(rules: String = "&h < ch <<< cH <<< Ch <<< CH", collator: String = "en") -> LocaleTable {
        LocaleTable(id: "ch", collator: collator, sectionTitles: titles,
                    sectionStartStrings: titles.dropLast().map { $0.lowercased() }, rules: rules)
    }

    @Test func aTailoredLetterGetsItsSection() throws {
        let collation = try LocalizedIndexedCollation(table: Self.chTable())
        let names = ["Igel", "Chata", "Hora", "Czar", "chalupa", "Brno"]
        #expect(collation.sortedArray(from: names, collationStringKeyPath: \.self) == ["Brno", "Czar", "Hora", "chalupa", "Chata", "Igel"])
        #expect(collation.sectionTitles[collation.section(for: "Chata")] == "CH")
        #expect(collation.sectionTitles[collation.section(for: "Czar")] == "C")
        #expect(collation.sections(of: names, by: \.self).map(\.title) == ["B", "C", "H", "CH", "I"])
        // The batch and the one-string keys agree, and both are the tailored collator's.
        let batch = collation.collationKeyBatch(for: names)
        #expect((0..<names.count).map { batch[$0] } == names.map(collation.collationKey(for:)))
        let untailored = try LocalizedIndexedCollation(locale: "en")
        #expect(collation.collationKey(for: "Chata").bytes != untailored.collationKey(for: "Chata").bytes)
    }

    @Test func rulesApplyOnTopOfTheLocalesOwnOrder() throws {
        // Swedish sorts ä after z; the rules add ch after h and keep that.
        let swedish = try LocalizedIndexedCollation(table: Self.chTable(collator: "sv"), options: .init(foreignScripts: .lastSection))
        #expect(swedish.sortedArray(from: ["ä", "z", "ch", "i", "h"], collationStringKeyPath: \.self) == ["h", "ch", "i", "z", "ä"])
        // A collator keyword wins over the rules, as over the locale's own tailoring.
        let primary = try LocalizedIndexedCollation(table: Self.chTable(collator: "en@colStrength=primary"))
        #expect(primary.collationKey(for: "chata").bytes == primary.collationKey(for: "CHATA").bytes)
        #expect(primary.sectionTitles[primary.section(for: "CHATA")] == "CH")
    }

    @Test func aSyntaxErrorNamesTheOffsetAndICUsReason() {
        #expect(throws: IndexedCollationError.invalidTable(id: "ch", field: "rules", reason:
            "syntax error at offset 3 (after '&h ', before '< < ch'): U_INVALID_FORMAT_ERROR")) {
            try LocalizedIndexedCollation(table: Self.chTable(rules: "&h < < ch"))
        }
        // The offset counts the table's rules only, in Unicode scalars, even
        // over a locale whose own rules are long.
        #expect(throws: IndexedCollationError.invalidTable(id: "ch", field: "rules", reason:
            "syntax error at offset 7 (after '&ä < ö ', before '[bogus'): U_INVALID_FORMAT_ERROR")) {
            try LocalizedIndexedCollation(table: Self.chTable(rules: "&ä < ö [bogus", collator: "sv"))
        }
    }

    @Test(arguments: ["", "  \n"])
    func emptyRulesAreRefused(rules: String) {
        #expect(throws: IndexedCollationError.self) { try LocalizedIndexedCollation(table: Self.chTable(rules: rules)) }
    }

    /// U+0000 is a character in rules, as ICU's own rule tests use it: a
    /// table (JSON `"\u0000"` decodes to a NUL) passes it to ICU, which
    /// accepts `&\u0000<<<x` and `&a<\u0000x` and refuses `&\u0000<x` for a
    /// reason of its own (a primary difference after an ignorable), never
    /// for the NUL.
    @Test func u0000IsACharacterInRules() throws {
        func table(_ rules: String) throws -> LocaleTable {
            let json = #"{"id": "t", "collator": "en", "sectionTitles": ["A", "B"], "sectionStartStrings": ["a", "b"], "rules": "\#(rules)"}"#
            return try LocaleTable(json: Data(json.utf8))
        }
        #expect(try table(#"&\u0000<<<x"#).rules == "&\u{0}<<<x")
        let contraction = try LocalizedIndexedCollation(table: try table(#"&a<\u0000x"#))
        #expect(contraction.sortedArray(from: ["b", "\u{0}x", "a"], collationStringKeyPath: \.self) == ["a", "\u{0}x", "b"])
        let error = #expect(throws: IndexedCollationError.self) { try table(#"&\u0000<x"#) }
        #expect("\(error.map { "\($0)" } ?? "")".contains("U_UNSUPPORTED_ERROR"))
    }

    @Test func startStringsMustIncreaseUnderTheRules() {
        // Without the rules "ch" sorts before "d"; with "&z < ch" it sorts after "z".
        #expect(throws: IndexedCollationError.invalidTable(id: "ch", field: "sectionStartStrings", reason:
            "'i' (section 9, 'I') does not sort after 'ch' under en")) {
            try LocalizedIndexedCollation(table: Self.chTable(rules: "&z < ch <<< Ch <<< CH"))
        }
    }

    @Test func aRuleThatLeavesCaseFormsInAnotherSectionIsRefused() {
        // ICU tailors only "ch": "Chata" would stay in C.
        #expect {
            try LocalizedIndexedCollation(table: Self.chTable(rules: "&h < ch"))
        } throws: { error in
            guard case let .invalidTable(_, field, reason) = error as? IndexedCollationError else { return false }
            return field == "rules" && reason.hasPrefix("'Ch' sorts before 'ch', the start of section 'CH'")
        }
    }

    @Test func rulesRoundTripThroughJSONAndNotThroughApplesPlist() throws {
        let table = Self.chTable()
        #expect(table.formattedJSON.contains(#""rules": "&h < ch <<< cH <<< Ch <<< CH""#))
        #expect(try LocaleTable.decoded(json: Data(table.formattedJSON.utf8), origin: "t") == table)
        #expect(try JSONDecoder().decode(LocaleTable.self, from: JSONEncoder().encode(table)) == table)
        #expect(table.applePropertyList.keys.sorted() == ["UICollationKey", "UISectionStartStrings", "UISectionTitles"])
        #expect(throws: IndexedCollationError.self) {
            try LocaleTable.decoded(json: Data(#"{"id": "t", "collator": "en", "sectionTitles": ["A"], "rules": 1}"#.utf8), origin: "t")
        }
    }

    @Test func aTableWithRulesNeverStandsForACollationType() throws {
        let phonebook = LocaleTable(id: "de", collator: "de@collation=phonebook", sectionTitles: ["A", "B"])
        #expect(try LocaleCatalog.resolve("de@collation=phonebook", among: ["de": phonebook]).tableID == "de")
        var tailored = phonebook
        tailored.rules = "&b < c"
        let resolution = try LocaleCatalog.resolve("de@collation=phonebook", among: ["de": tailored])
        #expect(resolution.isDerived && resolution.tableID == "de@collation=phonebook")
    }

    @Test func theGeneratorsStartStringsFollowTheRules() throws {
        var table = Self.chTable()
        table.source = "Curated: test"
        table.sectionStartStrings = nil
        #expect(try table.withSmallestStartStrings().effectiveStartStrings[8] == "ch")
    }

    // MARK: ICU's own rule-based orderings

    /// Orderings from ICU's collation test data (`collationtest.txt` in
    /// ICU's source tree, `icu4c/source/test/testdata`), each an `@ rules`
    /// block and its `* compare` list: every string sorts after the one
    /// before it. Built here as tables over the root collation.
    static let icuOrderings: [(rules: String, order: [String])] = [
        ("&[before 1]b<p\n&[before 1]b<q", ["a", "p", "q", "b"]),
        ("&[before 2]ſ<<p\n&[before 2]ſ<<q", ["s", "p", "q", "ſ"]),
        ("&[before 3]B<<<p\n&[before 3]B<<<q", ["b", "p", "q", "B"]),
        ("&[before 2]b<<s\n&[before 3]s<<<p\n&[before 3]s<<<q", ["a", "p", "q", "s", "b"]),
        ("&[before 2]m<<r\n&m<<s\n&[before 3]m<<<u\n&m<<<v", ["l", "r", "u", "m", "v", "s", "n"]),
        ("&m<x\n&[before 2]x<<r\n&x<<s\n&[before 3]x<<<u\n&x<<<v", ["m", "r", "u", "x", "v", "s", "n"]),
        ("&[before 3]m<<<u\n&[before 2]m<<r\n&[before 3]r<<<q\n&m<<<w\n&m<<t\n&[before 3]w<<<v\n&w<<<x\n&w<<s",
         ["l", "q", "r", "u", "m", "v", "w", "x", "s", "t", "n"]),
        ("&æ<x\n&æb=bæ\n&각<h", ["ae", "æ", "x", "af", "각", "h", "갂", "갃"]),
        ("&а<<х/й", ["ай", "х"]),
    ]

    @Test(arguments: icuOrderings.indices)
    func icusRuleBasedOrderingsComeOutAsICUSays(_ index: Int) throws {
        let (rules, order) = Self.icuOrderings[index]
        let table = LocaleTable(id: "icu-\(index)", collator: "root", sectionTitles: ["#"], sectionStartStrings: [""], rules: rules)
        let collation = try LocalizedIndexedCollation(table: table, options: .init(foreignScripts: .lastSection))
        let keys = order.map { collation.collationKey(for: $0) }
        for (before, after) in zip(keys, keys.dropFirst()) { #expect(before < after, "\(rules)") }
        #expect(collation.sortedArray(from: order.reversed(), collationStringKeyPath: \.self) == order)
    }
}
