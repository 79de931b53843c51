import Foundation
import Testing
@testable import IndexedCollation

/// Why `load` refused a table: "field: reason" for an invalid table, the
/// reason for an unreadable file; nil when it loaded.
func refusal(_ load: () throws(IndexedCollationError) -> Void) -> String? {
    do {
        try load()
        return nil
    } catch let .unreadableTable(_, reason) {
        return reason
    } catch let .invalidTable(_, field, reason) {
        return "\(field): \(reason)"
    } catch {
        return "unexpected \(error)"
    }
}

/// Table files are read strictly: wrong types, unknown and repeated fields
/// are refused with a message naming the field, never truncated or ignored.
@Suite struct StrictJSONTableTests {
    let good = #""id": "t", "collator": "en", "sectionTitles": ["A", "B"]"#

    func reason(_ json: String) -> String? {
        refusal { () throws(IndexedCollationError) in _ = try LocaleTable(json: Data(json.utf8), origin: "t.json") }
    }

    @Test func aGoodTableLoads() {
        #expect(reason("{\(good)}") == nil)
        #expect(reason(#"{\#(good), "transform": null, "source": null}"#) == nil, "null is an absent optional field")
    }

    @Test func wrongTypesNameTheFieldAndWhatWasExpected() {
        #expect(reason(#"{\#(good), "indexTitles": ["A", "B"], "indexMapping": [0, 1.5]}"#)
            == "field 'indexMapping': expected an array of integers", "1.5 is not truncated")
        #expect(reason(#"{\#(good), "indexMapping": [0, 99999999999999999999999]}"#)
            == "field 'indexMapping': expected an array of integers")
        #expect(reason(#"{\#(good), "transform": true}"#) == "field 'transform': expected a string")
        #expect(reason(#"{"id": "t", "collator": 5, "sectionTitles": ["A"]}"#) == "field 'collator': expected a string")
        #expect(reason(#"{"id": "t", "collator": "en", "sectionTitles": ["A", 1]}"#)
            == "field 'sectionTitles': expected an array of strings")
        #expect(reason(#"{"id": "t", "collator": null, "sectionTitles": ["A"]}"#) == "field 'collator': expected a string")
        #expect(reason(#"{"id": "t", "sectionTitles": ["A"]}"#) == "missing field 'collator'")
    }

    /// Titles are printed as they are, so a control character (an escape
    /// sequence, a line break) is refused by validation, naming the title.
    @Test func controlCharactersInTitlesAreRefused() {
        func validation(_ json: String) -> String? {
            refusal { () throws(IndexedCollationError) in _ = try LocaleTable(json: Data(json.utf8), origin: "t.json").validated() }
        }
        #expect(validation(#"{"id": "t", "collator": "en", "sectionTitles": ["A", "B\u001b[31m"]}"#)
            == "sectionTitles: title 2 holds the control character U+001B")
        #expect(validation(#"{"id": "t", "collator": "en", "sectionTitles": ["A", "B"], "indexTitles": ["A", "B\n"], "indexMapping": [0, 1]}"#)
            == "indexTitles: title 2 holds the control character U+000A")
        #expect(validation("{\(good)}") == nil)
    }

    /// A locale identifier is echoed with its control characters visible.
    @Test func unknownLocalesAreEchoedVisibly() {
        #expect(IndexedCollationError.unknownLocale("e\u{1}n", suggestions: ["en"]).description
            == "unknown locale 'e\\u{1}n': ICU has no data for it; did you mean en?")
    }

    @Test func aTableIsAnObject() {
        #expect(reason("[1, 2]") == "the table is not an object")
        #expect(reason("\"en\"") == "the table is not an object")
        #expect(reason("{").map { $0.hasPrefix("malformed JSON") } == true)
    }

    @Test func unknownFieldsAreRefusedByName() throws {
        let typo = try #require(reason(#"{\#(good), "sectionStartString": ["a", "b"]}"#))
        #expect(typo.hasPrefix("field 'sectionStartString': unknown field (a table has id, source, collator"))
        #expect(reason(#"{\#(good), "bogus": 1}"#)?.hasPrefix("field 'bogus': unknown field") == true)
    }

    @Test func aFieldNamedTwiceIsRefused() {
        let twice = #"{"id": "t", "collator": "en", "sectionTitles": ["A", "B"], "sectionTitles": ["B", "A"]}"#
        #expect(reason(twice) == "field 'sectionTitles' appears more than once")
        let escaped = #"{"id": "t", "collator": "en", "sectionTitles": ["A"], "section\u0054itles": ["B"]}"#
        #expect(reason(escaped) == "field 'sectionTitles' appears more than once")
        let nested = #"{"id": "t", "collator": "en", "sectionTitles": ["{\"id\":", "}, \"id\""], "source": "x"}"#
        #expect(reason(nested) == nil, "names inside values are not members")
    }

    @Test func memberNamesOfTheTopLevelObject() {
        let names = JSONMemberNames.topLevel(of: Array(#"{"a": [1, {"b": 2}], "c\"d": "}", "e": {}}"#.utf8))
        #expect(names == ["a", "c\"d", "e"])
        #expect(JSONMemberNames.topLevel(of: Array("[]".utf8)) == nil)
        #expect(JSONMemberNames.topLevel(of: Array("\u{FEFF}{}".utf8)) == [])
    }

    @Test func aNULInAnIDIsRefusedNotCut() {
        #expect(reason(#"{\#(good), "transform": "Any-Latin\u0000;Any-Remove"}"#) == "transform: contains a NUL character")
        #expect(reason(#"{"id": "t", "collator": "en\u0000garbage", "sectionTitles": ["A"]}"#)
            == "collator: contains a NUL character")
    }

    @Test func plainJSONDecoderIsStrictToo() throws {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(LocaleTable.self, from: Data(#"{"id": "t", "collator": "en", "sectionTitles": [], "x": 1}"#.utf8))
        }
        let table = try #require(LocaleCatalog.table(id: "zh-Hant"))
        let copy = try JSONDecoder().decode(LocaleTable.self, from: JSONEncoder().encode(table))
        #expect(copy == table, "what JSONEncoder writes, JSONDecoder reads")
    }
}

/// Apple's property lists: the six keys are strict; another `UI` key is a
/// misspelling; other keys are ignored, as UIKit ignores them.
@Suite struct StrictPropertyListTests {
    func plist(_ entries: String) -> Data {
        Data(("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UISectionTitles</key><array><string>A</string><string>B</string><string>C</string></array>
            \(entries)
            </dict></plist>
            """).utf8)
    }

    let collator = "<key>UICollationKey</key><string>en</string>"

    func fieldAndReason(_ entries: String) -> String? {
        refusal { () throws(IndexedCollationError) in _ = try LocaleTable(applePropertyList: plist(entries), id: "t") }
    }

    @Test func wrongTypesAreRefused() {
        let titles = "<key>UIIndexTitles</key><array><string>A</string><string>B</string><string>C</string></array>"
        #expect(fieldAndReason(collator + titles + "<key>UIIndexMapping</key><array><real>0</real><real>1.5</real><real>2</real></array>")
            == "UIIndexMapping: not an array of integers", "1.5 is not truncated")
        #expect(fieldAndReason(collator + titles + "<key>UIIndexMapping</key><array><integer>0</integer><true/><integer>2</integer></array>")
            == "UIIndexMapping: not an array of integers")
        #expect(fieldAndReason(collator + titles + "<key>UIIndexMapping</key><array><integer>0</integer><integer>1</integer><real>2.0</real></array>")
            == nil, "a whole number is an integer")
        #expect(fieldAndReason(collator + "<key>UITransform</key><true/>") == "UITransform: not a string")
        #expect(fieldAndReason("<key>UICollationKey</key><integer>5</integer>") == "UICollationKey: not a string")
        #expect(fieldAndReason("") == "UICollationKey: missing locale identifier")
        #expect(fieldAndReason(collator + "<key>UISectionStartStrings</key><array><integer>1</integer></array>")
            == "UISectionStartStrings: not an array of strings")
    }

    @Test func unknownUIKeysAreMisspellingsOtherKeysAreIgnored() throws {
        let typo = try #require(fieldAndReason(collator + "<key>UISectionStartString</key><array><string>a</string></array>"))
        #expect(typo.hasPrefix("UISectionStartString: unknown key (UIKit reads UICollationKey, UIIndexMapping"))
        #expect(fieldAndReason(collator + "<key>Comment</key><string>made by hand</string>") == nil)
    }

    /// Foundation's XML reader stopped the process on a malformed UTF-8
    /// sequence inside `<integer>` (found by fuzzing); it is refused first.
    @Test func malformedUTF8IsRefusedBeforeFoundationReadsIt() throws {
        var data = plist(collator + "<key>UIIndexMapping</key><array><integer>0</integer><integer>1</integer><integer>2</integer></array>")
        let digit = try #require(data.firstRange(of: Data("<integer>2".utf8))).upperBound - 1
        data.replaceSubrange(digit..<digit + 1, with: [0xFF, 0xD0, 0x32])
        let message = refusal { () throws(IndexedCollationError) in _ = try LocaleTable(applePropertyList: data, id: "t") }
        #expect(message?.hasSuffix("not a property list (not valid UTF-8 at byte \(digit))") == true, "\(message ?? "accepted")")
    }
}

/// A1: without an index mapping, index title i jumps to section i.
@Suite struct DefaultIndexMappingTests {
    @Test func moreIndexTitlesThanSectionsNeedAMapping() throws {
        var table = LocaleTable(id: "t", collator: "en", sectionTitles: ["A", "B"], indexTitles: ["A", "B", "C"])
        #expect(throws: IndexedCollationError.invalidTable(
            id: "t", field: "indexTitles", reason: "3 index titles but 2 sections and no indexMapping")) {
            try table.validated()
        }
        #expect(throws: IndexedCollationError.self) {
            try LocaleTable(json: Data(#"{"id":"t","collator":"en","sectionTitles":["A","B"],"indexTitles":["A","B","C"]}"#.utf8))
        }
        table.indexMapping = [0, 1, 1]
        #expect(throws: Never.self) { try table.validated() }
        table.indexMapping = nil
        table.indexTitles = ["A"]
        let collation = try LocalizedIndexedCollation(table: table)
        #expect(collation.section(forSectionIndexTitleAt: 0) == 0, "fewer index titles than sections are fine")
    }
}

/// Keywords in a table's collator ID are checked as a locale's are.
@Suite struct CollatorKeywordTests {
    func field(ofCollator collator: String) -> String? {
        refusal { () throws(IndexedCollationError) in
            _ = try LocaleTable(id: "t", collator: collator, sectionTitles: ["A", "B", "#"],
                                sectionStartStrings: ["a", "b", "\u{0292}"]).validated()
        }
    }

    @Test func unknownKeywordsAndValuesAreRefused() {
        #expect(field(ofCollator: "en@x=y") == "collator: unknown keyword 'x'")
        #expect(field(ofCollator: "en@colStrength=banana")
            == "collator: keyword 'colstrength' (ks): 'banana' is not one of primary, secondary, tertiary, quaternary, identical")
        #expect(field(ofCollator: "en@colReorder=xxxx") == "collator: keyword 'colreorder' (kr): ICU has no script or group 'xxxx' to reorder")
        #expect(field(ofCollator: "en@variableTop=0061") == "collator: keyword 'variabletop' (vt): ICU no longer supports it")
        #expect(field(ofCollator: "en@colReorder=others-latn")?.hasPrefix("collator: ") == true, "what ICU refuses is refused")
    }

    @Test func sortingKeywordsAreKeptOthersIgnored() {
        #expect(field(ofCollator: "en@calendar=japanese;colCaseFirst=upper;kv=punct") == nil)
        #expect(field(ofCollator: "en@colStrength=PRIMARY") == nil, "ICU takes values in any case")
    }

    @Test func settingKeywords() {
        #expect(CollatorKeywords.setting(["colreorder=grek-latn"], in: "en@collation=dictionary")
            == "en@collation=dictionary;colreorder=grek-latn")
        #expect(CollatorKeywords.setting(["colreorder=hang-latn"], in: "ko@colreorder=latn-hang") == "ko@colreorder=hang-latn")
        #expect(CollatorKeywords.setting(["colnumeric=no"], in: "en") == "en@colnumeric=no")
        #expect(CollatorKeywords.numericOrdering(of: "en@colnumeric=no") == false)
        #expect(CollatorKeywords.numericOrdering(of: "en") == true)
    }
}

/// A table written in Swift may leave out the `#` section's start string,
/// which a Swift literal cannot spell.
@Suite struct TrailingOtherSectionTests {
    @Test func theLeftOutStartStringIsTheOneTheDerivedTablesHave() throws {
        for id in ["af", "ar", "ru", "ja"] {
            let derived = try #require(LocaleCatalog.table(id: id))
            var table = derived
            table.id = "mine"
            table.sectionStartStrings = derived.sectionStartStrings.map { Array($0.dropLast()) }
            #expect(try table.validated().sectionStartStrings == derived.sectionStartStrings, "\(id)")
            let collation = try LocalizedIndexedCollation(table: table, options: .init(foreignScripts: .lastSection))
            #expect(collation.table.sectionStartStrings == derived.sectionStartStrings, "\(id)")
        }
        let afrikaans = try LocalizedIndexedCollation(
            table: LocaleTable(id: "mine", collator: "af", sectionTitles: ["A", "Z", "#"], sectionStartStrings: ["a", "z"]),
            options: .init(foreignScripts: .lastSection))
        #expect(["Zoë", "Ωμέγα", "42", "Ann"].map(afrikaans.section(for:)) == [1, 2, 2, 0])
    }

    /// The README's example.
    @Test func aCoarseTableInSwift() throws {
        let table = LocaleTable(id: "coarse", collator: "de", sectionTitles: ["A–M", "N–Z", "#"],
                                sectionStartStrings: ["a", "n"])
        let collation = try LocalizedIndexedCollation(table: table)
        #expect(collation.sections(of: ["Müller", "Ärger", "Zoë", "42"], by: \.self).map { "\($0.title):\($0.elements)" }
            == ["A–M:[\"Ärger\", \"Müller\"]", "N–Z:[\"Zoë\"]", "#:[\"42\"]"])
    }

    @Test func onlyATrailingHashMayBeLeftOut() {
        let table = LocaleTable(id: "t", collator: "en", sectionTitles: ["A", "B", "Other"], sectionStartStrings: ["a", "b"])
        #expect(refusal { () throws(IndexedCollationError) in _ = try table.validated() }
            == "sectionStartStrings: 2 start strings for 3 sections")
    }
}
