@testable import CollateKit
import Foundation
import Testing
import TestSupport

/// `ContactsDetection`: which inputs are collated by a family name first,
/// decided from formats and header lines read ahead.
struct ContactsDetectionTests {
    static let google = "First Name,Middle Name,Last Name,Phonetic First Name,Phonetic Middle Name,Phonetic Last Name,File As,Organization Name"

    static func source(_ path: String, _ format: InputFormat) -> InputReader.Source {
        InputReader.Source(input: .file(path), format: format)
    }

    /// The header line as the parser reads it: after a byte order mark and
    /// blank lines, with the delimiter it shows, from UTF-16 too.
    @Test func readsTheHeaderLineAhead() throws {
        let semicolons = try CollateRunner.file("\u{FEFF}\n\r\n\"a;1\";b\nc;d\n", name: "h.csv")
        #expect(ContactsDetection.headerNames(semicolons, delimiter: nil) == ["a;1", "b"])
        let utf16 = try CollateRunner.file(Data([0xFF, 0xFE]) + "x,y\n".data(using: .utf16LittleEndian)!, name: "u.csv")
        #expect(ContactsDetection.headerNames(utf16, delimiter: nil) == ["x", "y"])
        let long = try CollateRunner.file(String(repeating: "x", count: ContactsDetection.headerLimit + 1), name: "l.csv")
        #expect(ContactsDetection.headerNames(long, delimiter: nil) == nil)
        #expect(ContactsDetection.headerNames("/nonexistent/x.csv", delimiter: nil) == nil)
    }

    @Test func everyInputMustBeKeyedByAFamilyName() throws {
        let csv = try CollateRunner.file("\(Self.google)\nAnn,,Ng\n", name: "google.csv")
        let plain = try CollateRunner.file("Last Name\nNg\n", name: "plain.csv")
        let vcf = Self.source("/nonexistent/cards.vcf", .vcard)
        func bySurname(_ sources: [InputReader.Source], key: String? = nil, reading: String? = nil) -> Bool {
            ContactsDetection.collateBySurname(sources, keys: RecordKeys(key: key.map(FieldSelector.init),
                                                                       reading: reading.map(FieldSelector.init)), delimiter: nil)
        }
        #expect(bySurname([vcf]) && bySurname([vcf], key: "family") && !bySurname([vcf], key: "given"))
        #expect(bySurname([Self.source(csv, .csv), vcf]))
        #expect(bySurname([Self.source(csv, .csv)], key: "Last Name") && bySurname([Self.source(csv, .csv)], key: "3"))
        #expect(!bySurname([Self.source(csv, .csv)], key: "First Name"))
        #expect(!bySurname([Self.source(csv, .csv)], reading: "Phonetic Last Name"))
        #expect(!bySurname([Self.source(csv, .csv), Self.source(plain, .csv)]))
        #expect(!bySurname([InputReader.Source(input: .standardInput, format: .csv)]))
        #expect(!bySurname([Self.source(csv, .lines)]) && !bySurname([]))
    }
}
