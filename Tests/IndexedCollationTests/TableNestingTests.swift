import Foundation
import Testing
import TestSupport
@testable import IndexedCollation

/// Table files nested deeper than 512 levels are refused by name before
/// Foundation reads them: an XML property list nested 10,000 deep overflowed
/// the stack inside Foundation's reader and ended the process.
@Suite struct TableNestingTests {
    static let tooDeep = "nested more than 512 levels deep"

    /// An XML table whose section titles are `depth` arrays, one inside the other.
    static func xml(arrays depth: Int) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UICollationKey</key><string>en</string>"#
            + "<key>UISectionTitles</key>" + String(repeating: "<array>", count: depth)
            + String(repeating: "</array>", count: depth) + "</dict></plist>"
    }

    static func plistRefusal(_ data: Data) -> String? {
        refusal { () throws(IndexedCollationError) in _ = try LocaleTable(applePropertyList: data, id: "t") }
    }

    static func jsonRefusal(_ json: String) -> String? {
        refusal { () throws(IndexedCollationError) in _ = try LocaleTable(json: Data(json.utf8), origin: "t.json") }
    }

    @Test func aDeepXMLPropertyListIsRefusedByNameNotACrash() throws {
        let deep = Self.xml(arrays: 10_000)
        #expect(Self.plistRefusal(Data(deep.utf8)) == Self.tooDeep)
        // UTF-16 with a byte order mark is counted the same way.
        let utf16 = Data([0xFF, 0xFE]) + deep.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(Self.plistRefusal(utf16) == Self.tooDeep)
        // A file, as `LocalizedIndexedCollation(contentsOf:)` and `--table` read it.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("deep-\(UUID().uuidString).plist")
        try Data(deep.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: IndexedCollationError.unreadableTable(path: url.path, reason: Self.tooDeep)) {
            try LocalizedIndexedCollation(contentsOf: url)
        }
    }

    /// `<plist>`, `<dict>` and 510 arrays are 512 elements, the most there may be.
    @Test func xmlElementsAreCountedUpToTheLimit() {
        #expect(Self.plistRefusal(Data(Self.xml(arrays: 510).utf8)) == "UISectionTitles: not an array of strings")
        #expect(Self.plistRefusal(Data(Self.xml(arrays: 511).utf8)) == Self.tooDeep)
        // Empty elements, comments, CDATA and processing instructions open nothing.
        let many = String(repeating: "<array/>", count: 600) + "<!--" + String(repeating: "<array>", count: 600) + "-->"
            + "<?pi " + String(repeating: "<dict>", count: 600) + "?>"
        let table = #"<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#
            + #"<plist version="1.0"><dict><key>UICollationKey</key><string>en</string><key>Note</key><array>"# + many
            + "</array><key>UISectionTitles</key><array><string><![CDATA[" + String(repeating: "<array>", count: 600)
            + "]]></string></array></dict></plist>"
        #expect(Self.plistRefusal(Data(table.utf8)) == nil)
    }

    /// Foundation reads binary property lists lazily and the table reader
    /// looks two levels down, so a deep one never overflowed; it is refused
    /// by name all the same, and so is one that contains itself.
    @Test func aDeepBinaryPropertyListIsRefusedByName() throws {
        #expect(Self.plistRefusal(BinaryPropertyListFile.nested(arrays: 100_000)) == Self.tooDeep)
        // The dictionary and 511 arrays are 512 containers.
        #expect(Self.plistRefusal(BinaryPropertyListFile.nested(arrays: 511)) == "UICollationKey: missing locale identifier")
        #expect(Self.plistRefusal(BinaryPropertyListFile.nested(arrays: 512)) == Self.tooDeep)
        let selfReference = try Data(contentsOf: repositoryRoot.appendingPathComponent("Fuzz/Regressions/table-plist/binary-self-reference.plist"))
        #expect(Self.plistRefusal(selfReference) == Self.tooDeep)
    }

    /// Foundation's binary reader traps (it does not throw) on a container
    /// count that overflows: 2^64 − 1 or 2^63 objects, a 16-byte count, a
    /// dictionary count that overflows when doubled. What the check cannot
    /// follow is refused before Foundation reads it.
    static let overflowingCounts: [(marker: UInt8, count: [UInt8])] = [
        (0xAF, [UInt8](repeating: 0xFF, count: 8)),
        (0xAF, [0x80, 0, 0, 0, 0, 0, 0, 0]),
        (0xCF, [0x80, 0, 0, 0, 0, 0, 0, 0]),
        (0xAF, [UInt8](repeating: 0xFF, count: 16)),
        (0xDF, [0x40, 0, 0, 0, 0, 0, 0, 0]),
        (0xDF, [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]),
        (0xAF, [0x20, 0, 0, 0, 0, 0, 0, 0]),
        (0xAF, [0xFF, 0xFF, 0xFF, 0xFF]),
    ]

    @Test func aBinaryCountThatDoesNotFitIsNoPropertyList() throws {
        for (marker, count) in Self.overflowingCounts {
            let file = BinaryPropertyListFile.oneContainer(marker: marker, count: count)
            #expect(Self.plistRefusal(file) == TableNesting.unfollowableBinary, "\(marker) \(count)")
        }
        let regression = try Data(contentsOf: repositoryRoot.appendingPathComponent("Fuzz/Regressions/table-plist/binary-array-count-overflows.plist"))
        #expect(Self.plistRefusal(regression) == TableNesting.unfollowableBinary)
    }

    /// Arrays holding the next array twice have 2^depth paths; each object is walked once.
    @Test func sharedObjectsAreWalkedOnce() {
        #expect(Self.plistRefusal(BinaryPropertyListFile.nested(arrays: 400, referencesPerArray: 2)) == "UICollationKey: missing locale identifier")
        #expect(Self.plistRefusal(BinaryPropertyListFile.nested(arrays: 600, referencesPerArray: 2)) == Self.tooDeep)
    }

    /// `JSONDecoder` refuses more than 512 levels too, but as "malformed JSON".
    @Test func aDeepJSONTableIsRefusedByName() {
        let depth = 100_000
        #expect(Self.jsonRefusal(#"{"id": "t", "x": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}")
            == Self.tooDeep)
        // Unclosed, as deep.
        #expect(Self.jsonRefusal(#"{"id": "# + String(repeating: "[", count: depth)) == Self.tooDeep)
        // The object and 511 arrays are 512 levels.
        #expect(Self.jsonRefusal(#"{"id": "# + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + "}")
            == "field 'id': expected a string")
        #expect(Self.jsonRefusal(#"{"id": "# + String(repeating: "[", count: 512) + String(repeating: "]", count: 512) + "}")
            == Self.tooDeep)
        // Brackets in strings are text.
        #expect(Self.jsonRefusal(#"{"id": "t", "collator": "en", "sectionTitles": [""# + String(repeating: #"[{\""#, count: 600) + #""]}"#)
            == nil)
    }
}
