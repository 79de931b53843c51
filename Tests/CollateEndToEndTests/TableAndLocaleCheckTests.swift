import Foundation
import Testing
import TestSupport

/// Tables and locales that used to crash, load wrongly or lose a keyword:
/// each is now refused with the exit code and a message naming the field or
/// keyword, or honoured.
@Suite struct TableAndLocaleCheckTests {
    @Test func moreIndexTitlesThanSectionsWithoutAMappingIsATableError() throws {
        let json = try CollateRunner.file(
            #"{"id":"t","collator":"en","sectionTitles":["A","B"],"indexTitles":["A","B","C"]}"#, name: "t.json")
        let plist = try CollateRunner.file("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UICollationKey</key><string>en</string>
            <key>UISectionTitles</key><array><string>A</string><string>B</string></array>
            <key>UIIndexTitles</key><array><string>A</string><string>B</string><string>C</string></array>
            </dict></plist>
            """, name: "t.plist")
        for arguments in [["index", "--table", json], ["--table", json, "--index", "-f", "json"], ["index", "--table", plist]] {
            let result = try CollateRunner.run(arguments, stdin: "a\n")
            #expect(result.status == 3, "\(arguments)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("indexTitles: 3 index titles but 2 sections and no indexMapping"), "\(result.stderr)")
        }
    }

    /// An XML property list nested 10,000 deep crashed the process (a
    /// stack overflow in Foundation's reader).
    @Test func deeplyNestedTablesAreTableErrorsNamingTheNesting() throws {
        let depth = 10_000
        let xml = try CollateRunner.file(#"<?xml version="1.0"?><plist version="1.0"><dict><key>UISectionTitles</key>"#
            + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</dict></plist>",
            name: "UITableViewLocalizedSectionIndex.plist")
        let binary = try CollateRunner.file(BinaryPropertyListFile.nested(arrays: depth), name: "binary.plist")
        let json = try CollateRunner.file(#"{"id": "t", "sectionTitles": "# + String(repeating: "[", count: depth)
            + String(repeating: "]", count: depth) + "}", name: "t.json")
        for table in [xml, binary, json] {
            for arguments in [["--table", table, "--counts"], ["index", "--table", table]] {
                let result = try CollateRunner.run(arguments, stdin: "a\n")
                #expect(result.status == 3, "\(arguments): \(result.stderr)")
                #expect(result.stdout.isEmpty)
                #expect(result.stderr.contains("cannot read table \(table): nested more than 512 levels deep"), "\(result.stderr)")
            }
        }
    }

    /// A 51-byte binary property list whose array count is 2^64 − 1 ended
    /// the process (SIGILL in Foundation's reader); it is a table error.
    @Test func aBinaryPropertyListWithAnOverflowingCountIsATableError() throws {
        let table = try CollateRunner.file(BinaryPropertyListFile.oneContainer(marker: 0xAF, count: [UInt8](repeating: 0xFF, count: 8)),
                                           name: "count.plist")
        for arguments in [["--table", table], ["index", "--table", table]] {
            let result = try CollateRunner.run(arguments, stdin: "a\n")
            #expect(result.status == 3, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("cannot read table \(table): not a property list"), "\(result.stderr)")
        }
    }

    @Test(arguments: [
        (#""indexTitles": ["A", "B"], "indexMapping": [0, 1.5]"#, "field 'indexMapping': expected an array of integers"),
        (#""transform": true"#, "field 'transform': expected a string"),
        (#""sectionStartString": ["a", "b"]"#, "field 'sectionStartString': unknown field"),
        (#""sectionTitles": ["B", "A"]"#, "field 'sectionTitles' appears more than once"),
    ])
    func badFieldsAreTableErrorsNamingTheField(extra: String, message: String) throws {
        let table = try CollateRunner.file(#"{"id": "t", "collator": "en", "sectionTitles": ["A", "B"], \#(extra)}"#, name: "t.json")
        let result = try CollateRunner.run(["--table", table], stdin: "a\n")
        #expect(result.status == 3)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test(arguments: [
        ("en@colReorder=xxxx", "'colreorder' (kr)"), ("en@colStrength=banana", "'colstrength' (ks)"),
        ("en-u-ks-level9", "'colstrength' (ks)"), ("zh@collation=pinyin;x=y", "unknown keyword 'x'"),
        ("ko-u-kr-hang-latn", "colreorder=hang-latn does not suit table 'ko'"),
        ("en-u-kf-upper", "'A' would sort before 'a', the start of section 'A'"),
    ])
    func badLocaleKeywordsAreUsageErrorsNamingTheKeyword(locale: String, message: String) throws {
        let result = try CollateRunner.run(["--locale", locale], stdin: "a\n")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("invalid locale '\(locale)': "), "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func aReorderKeywordPutsGreekBeforeLatin() throws {
        // Placed as they are, Greek and the Latin letters after z share `#`.
        let names = "Þór\nΩμέγα\nAlpha\n"
        let plain = try CollateRunner.run(["--locale", "en", "--no-transliteration"], stdin: names)
        #expect(plain.stdout == "A\n  Alpha\n\n#\n  Þór\n  Ωμέγα\n")
        let greekFirst = try CollateRunner.run(["--locale", "en-u-kr-grek-latn", "--no-transliteration"], stdin: names)
        #expect(greekFirst.status == 0)
        #expect(greekFirst.stdout == "A\n  Alpha\n\n#\n  Ωμέγα\n  Þór\n")
        let json = try CollateRunner.run(["--locale", "en-u-kr-grek-latn", "-f", "json"], stdin: names)
        #expect(json.stdout.contains(#""collator": "en@collation=dictionary;colreorder=grek-latn""#), "\(json.stdout)")
    }

    @Test func aStrengthKeywordIsHonoured() throws {
        #expect(try CollateRunner.run(["--locale", "en"], stdin: "A\na\n").stdout == "A\n  a\n  A\n")
        // Equal at primary strength, the two keep their input order.
        #expect(try CollateRunner.run(["--locale", "en-u-ks-level1"], stdin: "A\na\n").stdout == "A\n  A\n  a\n")
    }

    @Test(arguments: ["en", "ja"])
    func aLongForeignLineIsPlacedByItsBeginningAndWrittenWhole(locale: String) throws {
        let line = String(repeating: "漢字", count: 50_000) + "end"
        let result = try CollateRunner.run(["--locale", locale], stdin: "\(line)\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("  \(line)\n"), "the record is written as read")
        let short = try CollateRunner.run(["--locale", locale], stdin: String(repeating: "漢字", count: 3000) + "\n")
        #expect(result.stdout.prefix(while: { $0 != "\n" }) == short.stdout.prefix(while: { $0 != "\n" }), "same section")
    }
}
