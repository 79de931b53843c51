import Foundation
import Testing
@testable import IndexedCollation

/// What a table may ask of ICU, refused before ICU sees it: rules that
/// would keep ICU's rule builder busy for minutes, transforms that multiply
/// the text step by step.
@Suite struct TableLimitsTests {
    static func table(rules: String? = nil, transform: String? = nil) throws -> LocaleTable {
        var table = try LocalizedIndexedCollation(locale: "en").table
        table.id = "t"
        table.rules = rules
        table.transform = transform
        return table
    }

    static func refusal(_ table: LocaleTable) -> String? {
        do {
            _ = try LocalizedIndexedCollation(table: table)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// 10,000 contractions after `z` (90 KB) took ICU 58 s; 20,000 never ended.
    @Test func rulesLongerThanTheLimitAreRefusedBeforeICUBuildsThem() throws {
        let contractions = (0..<10_000).map { "&z < z\(Character(Unicode.Scalar(0x4E00 + $0)!))" }.joined()
        let refusal = try #require(Self.refusal(try Self.table(rules: contractions)))
        #expect(refusal.contains("rules: 70000 characters, more than the 8192 a table may have"), "\(refusal)")
        // At the limit, ICU builds them.
        let atTheLimit = String(repeating: "&z < zz", count: 1_170) + "  "
        #expect(atTheLimit.unicodeScalars.count == TableLimits.ruleCharacters)
        #expect(Self.refusal(try Self.table(rules: atTheLimit))?.contains("more than the") != true)
    }

    /// Eight chained `Any-Hex` took 51 s on six names.
    @Test func longTransformChainsAreRefused() throws {
        let eight = Array(repeating: "Any-Hex", count: 8).joined(separator: ";")
        #expect(Self.refusal(try Self.table(transform: eight))?.contains("transform: 8 transliterators chained, more than the 4") == true)
        #expect(Self.refusal(try Self.table(transform: "Any-Latin; Latin-ASCII; Lower")) == nil)
        #expect(Self.refusal(try Self.table(transform: String(repeating: "a", count: 2_000)))?.contains("2000 characters") == true)
        // A global filter is no step, and a `;` in a set does not split.
        #expect(TableLimits.steps(of: "[:Latin:]; Any-Hex; Any-Hex; Any-Hex; Any-Hex") == 4)
        #expect(TableLimits.steps(of: "[;a]; Lower") == 1)
        #expect(TableLimits.steps(of: "Any-Latin;;Lower;") == 2)
    }

    /// `collate --table`: exit 3, naming the field.
    @Test func theLimitsHoldForTableFiles() throws {
        let json = #"{"id": "t", "collator": "en", "sectionTitles": ["A", "B"], "sectionStartStrings": ["a", "b"], "transform": "Any-Hex;Any-Hex;Any-Hex;Any-Hex;Any-Hex"}"#
        #expect(throws: IndexedCollationError.self) { try LocaleTable(json: Data(json.utf8)) }
    }
}
