@testable import CollateKit
import Testing

/// `CSVDelimiter`: `--delimiter` values, and the delimiter a CSV header implies.
struct CSVDelimiterTests {
    private func detected(_ header: String, isFinal: Bool = true) -> UInt8? {
        Array(header.utf8).withUnsafeBufferPointer { CSVDelimiter.detect(inHeaderOf: $0, at: 0, isFinal: isFinal) }
    }

    @Test func theHeaderLineDecides() {
        #expect(detected("Name;Vorname;Telefon\r\nMüller;Anna;1\n") == UInt8(ascii: ";"))
        #expect(detected("Name\tCity\n") == ASCII.tab)
        #expect(detected("Name,City;Zip\n") == ASCII.comma)
        #expect(detected("\"Name, full\";City\nx,y\n") == UInt8(ascii: ";"))
        #expect(detected("\"a\nb,c\";d\n") == UInt8(ascii: ";"))
        #expect(detected("Name\nA;B\n") == ASCII.comma)
    }

    @Test func anUnfinishedHeaderWaits() {
        #expect(detected("Name;Vor", isFinal: false) == nil)
        #expect(detected("Name;Vorname", isFinal: true) == UInt8(ascii: ";"))
    }

    @Test func delimiterNames() {
        #expect(CSVDelimiter.named(";") == UInt8(ascii: ";"))
        #expect(CSVDelimiter.named("tab") == ASCII.tab)
        #expect(CSVDelimiter.named("\t") == ASCII.tab)
        #expect(CSVDelimiter.named("\"") == nil)
        #expect(CSVDelimiter.named(";;") == nil)
        #expect(CSVDelimiter.named("§") == nil)
    }

    @Test func aSemicolonCSVIsReadWithItsHeadersDelimiter() throws {
        let parser = CSVParser(delimiter: ASCII.comma, detectsDelimiter: true, keys: RecordKeys(key: FieldSelector("Last Name")))
        let records = try ParserHarness.records(parser, "First Name;Last Name\r\nAnna;Zorn\r\nEva;\"Åberg; Jr\"\r\n", chunkSize: 3)
        #expect(records == [record("Anna;Zorn", in: "Z"), record("Eva;\"Åberg; Jr\"", in: "A")])
    }
}
