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
        // At the limit, ICU builds them (one contraction, tailored again and again).
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

    /// Contractions, not characters, keep ICU's builder busy: 64 distinct
    /// ones after one letter build (1.4 s on a loaded machine), 65 are
    /// refused before ICU sees them (128 took 4.9 s, 1,024 took 380 s).
    /// The count reads ICU's syntax: star lists, prefixes, extensions,
    /// quotes and escapes.
    @Test func contractionsPastTheLimitAreRefused() throws {
        func contractions(_ count: Int) -> String {
            (0..<count).map { "&z<x" + String(format: "%04x", $0).map { String(UnicodeScalar(UInt8(97 + Int(String($0), radix: 16)!))) }.joined() }.joined()
        }
        let refusal = try #require(Self.refusal(try Self.table(rules: contractions(65))))
        #expect(refusal.contains("rules: 65 contractions"), "\(refusal)")
        #expect(Self.refusal(try Self.table(rules: contractions(64))) == nil)
        #expect(CollationRuleText("&c < ch <<< Ch <<< CH &l < ll").contractions == 4)
        #expect(CollationRuleText("&a <* bcdef & x < y|z & ae << a/e").contractions == 0, "a star list, a prefix, an extension")
        #expect(CollationRuleText("&z < 'c''h' < \\u0063\\u0068 < \\u0063 # < qq").contractions == 2, "quotes, escapes, a comment")
        #expect(CollationRuleText(String(repeating: "&z < zz", count: 1_000)).contractions == 1, "one string tailored again")
    }

    /// The options that steer ICU's builder are not for tables: together
    /// over all of Unicode they kept it busy 42 s before it gave up.
    @Test func builderOptionsAreRefused() throws {
        for rules in ["[suppressContractions [\\u0000-\\U0010FFFF]][optimize [\\u0000-\\U0010FFFF]]", "[optimize [a-z]]", "&a < b [suppressContractions [a]]"] {
            let refusal = try #require(Self.refusal(try Self.table(rules: rules)), "\(rules)")
            #expect(refusal.contains("is not for tables"), "\(refusal)")
        }
        #expect(Self.refusal(try Self.table(rules: "[reorder Grek] &a < b [strength 2]")) == nil)
    }

    /// A chain's growth is bounded: each step's longest output for one
    /// character, over a sample of what it acts on, multiplied. Two
    /// `Any-Name` steps (four took 164 s and 578 MB on one 256-letter name),
    /// even filtered to one character, are refused; real chains pass.
    @Test func chainsThatMultiplyTheTextAreRefused() throws {
        for chain in ["Any-Name;Any-Name", "Any-Name;Any-Name;Any-Name;Any-Name", "[\\u4E00] Any-Name; [\\u4E00] Any-Name", "Any-Hex;Any-Name"] {
            let refusal = try #require(Self.refusal(try Self.table(transform: chain)), "\(chain)")
            #expect(refusal.contains("the chain lengthens a text more than 64 times"), "\(refusal)")
        }
        for chain in ["Any-Latin; Latin-ASCII; Any-Lower", "Han-Latin; Latin-ASCII", "Any-Latin;Latin-Cyrillic;Cyrillic-Latin;Any-Title", "Any-Name"] {
            #expect(Self.refusal(try Self.table(transform: chain)) == nil, "\(chain)")
            if let growth = try TableLimits.growth(ofChain: chain)?.growth {
                #expect(growth <= TableLimits.chainGrowth / 2, "\(chain): \(growth), too near the bound")
            }
        }
    }

    /// `collate --table`: exit 3, naming the field.
    @Test func theLimitsHoldForTableFiles() throws {
        let json = #"{"id": "t", "collator": "en", "sectionTitles": ["A", "B"], "sectionStartStrings": ["a", "b"], "transform": "Any-Hex;Any-Hex;Any-Hex;Any-Hex;Any-Hex"}"#
        #expect(throws: IndexedCollationError.self) { try LocaleTable(json: Data(json.utf8)) }
    }
}
