@testable import CollateKit
import Testing

/// `CSVParser`: RFC 4180 rows, line ends, the key column, and rows cut by chunk boundaries.
struct CSVParserTests {
    private let csv = CSVParser(delimiter: ASCII.comma, keys: RecordKeys(key: FieldSelector("k")))

    @Test func keyColumnByName() throws {
        let records = try ParserHarness.records(csv, "n,k\n1,b\n2,a\n")
        #expect(records == [record("1,b", in: "B"), record("2,a", in: "A")])
    }

    @Test func firstColumnWithoutKey() throws {
        let records = try ParserHarness.records(CSVParser(delimiter: ASCII.comma), "k,n\nb,1\n")
        #expect(records == [record("b,1", in: "B")])
    }

    @Test func quotedFieldsHoldDelimitersLineEndsAndDoubledQuotes() throws {
        let input = "k,n\n\"b, x\",1\n\"say \"\"hi\"\"\",2\n\"c\nd\",3\n\"\",4\n"
        let records = try ParserHarness.records(csv, input)
        #expect(records.map(\.text) == ["\"b, x\",1", "\"say \"\"hi\"\"\",2", "\"c\nd\",3", "\"\",4"])
        #expect(records.prefix(3).map(\.section) == ["B", "S", "C"])
    }

    @Test func crlfAndLFGiveTheSameRecords() throws {
        let lf = try ParserHarness.records(csv, "k,n\nb,1\n\"a\",2\n")
        let crlf = try ParserHarness.records(csv, "k,n\r\nb,1\r\n\"a\",2\r\n")
        #expect(lf == crlf)
        #expect(lf == [record("b,1", in: "B"), record("\"a\",2", in: "A")])
    }

    /// Excel for Mac's "CSV (Macintosh)" ends lines in CR alone: the file
    /// was one header row and gave no record, silently. A header with a CR
    /// alone outside quotes is an error with the remedy; one in quotes is a name.
    @Test func aHeaderWithACRAloneIsRefusedWithAHint() throws {
        let parser = CSVParser(delimiter: ASCII.comma)
        for chunkSize in [1, 5, Int.max] {
            let failure = ParserHarness.failure(parser, "name,city\rZed,Oslo\rAnna,Rome\r", chunkSize: chunkSize)
            #expect(failure?.offset == 0)
            #expect(failure?.message == CSVParser.crLineEnds, "chunks of \(chunkSize)")
        }
        #expect(try ParserHarness.records(parser, "\"na\rme\",x\nZed,1\n").map(\.section) == ["Z"])
        #expect(try ParserHarness.records(parser, "name\r\nZed\r\n").map(\.section) == ["Z"])
    }

    @Test func aCRAtTheEndOfTheInputEndsTheLastRow() throws {
        #expect(try ParserHarness.records(csv, "k\nb\r") == [record("b", in: "B")])
        #expect(try ParserHarness.records(csv, "k\n\"b\"\r") == [record("\"b\"", in: "B")])
    }

    /// A lone CR at the end used to be read as an empty row, an empty record.
    @Test func aLoneCRAtTheEndIsNoRecord() throws {
        #expect(try ParserHarness.records(csv, "k\nb\n\r") == [record("b", in: "B")])
    }

    @Test func aCRInsideAFieldIsText() throws {
        #expect(try ParserHarness.records(csv, "k,n\nb\rx,1\n") == [record("b\rx,1", in: "B")])
    }

    @Test func emptyLinesAreNoRowsAndEmptyFieldsAreKept() throws {
        let records = try ParserHarness.records(csv, "\n\nk,n\n\r\n,1\nb,\n\n")
        #expect(records.map(\.text) == [",1", "b,"])
    }

    @Test func aRowWithoutTheKeyColumnIsARecordWithoutTheKey() throws {
        let last = try ParserHarness.records(csv, "n,k\n1\n", missingKey: .last)
        #expect(last == [record("1", in: nil)])
        let failure = ParserHarness.failure(csv, "n,k\n1\n")
        #expect(failure?.message.contains("the row has 1 field, the key is column 2") == true)
    }

    @Test func unknownKeyColumnListsTheColumns() {
        let failure = ParserHarness.failure(CSVParser(delimiter: ASCII.comma, keys: RecordKeys(key: FieldSelector("x"))), "id,name\n1,b\n")
        #expect(failure?.message == "no column 'x' (--key) in the header; the columns are: 1 'id', 2 'name'")
    }

    @Test func keyNameOfSeveralColumnsIsAmbiguous() {
        let byName = CSVParser(delimiter: ASCII.comma, keys: RecordKeys(key: FieldSelector("name")))
        let failure = ParserHarness.failure(byName, "\nname,name,city,name\nAnn,Zed,Oslo,Bo\n")
        #expect(failure?.message == "column name 'name' (--key) is ambiguous: columns 1, 2 and 4 have it; give the column's number instead")
        #expect(failure?.offset == 1, "the header row, after an empty line")
        let reading = CSVParser(delimiter: ASCII.comma, keys: RecordKeys(reading: FieldSelector("kana")))
        #expect(ParserHarness.failure(reading, "kana,n,kana\na,b,c\n")?.message.contains("'kana' (--reading-key) is ambiguous: columns 1 and 3") == true)
    }

    @Test func keyNumberPicksOneOfTheSameNames() throws {
        let second = CSVParser(delimiter: ASCII.comma, keys: RecordKeys(key: FieldSelector("2")))
        #expect(try ParserHarness.records(second, "name,name\nAnn,Zed\n") == [record("Ann,Zed", in: "Z")])
    }

    @Test func rowsForJSONNeedUniqueColumnNames() throws {
        let forJSON = CSVParser(delimiter: ASCII.comma, uniqueColumnNames: true)
        let duplicate = ParserHarness.failure(forJSON, "name,city,name\nAnn,Oslo,Zed\n")
        #expect(duplicate?.message == "columns 1 and 3 are both named 'name'; JSON output would have two members 'name' in each record (rename one, or use another --format)")
        #expect(duplicate?.offset == 0)
        // A field beyond the header is named by its number: column '4' would be there twice.
        let numbered = ParserHarness.failure(forJSON, "id,4\nx,y\nx,y,z,w\n")
        #expect(numbered?.message == "field 4 of this row, beyond the header, would be named '4' in JSON output, which is already a column's name")
        #expect(numbered?.offset == 9)
        #expect(try ParserHarness.records(forJSON, "id,4\nx,y,z\n").count == 1, "field 3 is named '3': no clash")
        // Other formats write the header as it is.
        #expect(try ParserHarness.records(CSVParser(delimiter: ASCII.comma), "name,city,name\nAnn,Oslo,Zed\n").count == 1)
    }

    @Test func readingColumnReplacesTheKey() throws {
        let parser = CSVParser(delimiter: ASCII.comma, keys: RecordKeys(key: FieldSelector("k"), reading: FieldSelector("r")))
        #expect(try ParserHarness.records(parser, "k,r\nzed,apple\nbee,\n") == [record("zed,apple", in: "A"), record("bee,", in: "B")])
    }

    @Test(arguments: [
        ("k\n\"b\n", "malformed CSV: quoted field never closed", 2),
        ("k\n\"b\"c\n", "malformed CSV: text after the closing quote of a field (a quote inside a quoted field is written \"\")", 5),
        ("k\n\"b\"\rc\n", "malformed CSV: text after the closing quote of a field (a quote inside a quoted field is written \"\")", 5),
    ])
    func malformed(input: String, message: String, offset: Int) {
        let failure = ParserHarness.failure(csv, input)
        #expect(failure?.message == message)
        #expect(failure?.offset == offset)
    }

    /// Every chunk size cuts some row, quote, doubled quote or CRLF in two.
    @Test(arguments: 1...12)
    func rowsCutByChunkBoundaries(chunkSize: Int) throws {
        let input = "k,n\r\n\"b, \"\"x\"\"\",1\r\nc,\"2\r\n3\"\r\n\r\n\"d\"\r"
        let whole = try ParserHarness.records(csv, input)
        #expect(whole == [record("\"b, \"\"x\"\"\",1", in: "B"), record("c,\"2\r\n3\"", in: "C"), record("\"d\"", in: "D")])
        #expect(try ParserHarness.records(csv, input, chunkSize: chunkSize) == whole)
    }

    @Test func tabsForTSV() throws {
        let tsv = CSVParser(delimiter: ASCII.tab, keys: RecordKeys(key: FieldSelector("2")))
        #expect(try ParserHarness.records(tsv, "a\tb\n1\t\"x\ty\"\n") == [record("1\t\"x\ty\"", in: "X")])
    }

    @Test func fieldsAndFieldBytesUnquote() {
        let row = Array("\"a, \"\"b\"\"\",,c\u{00E9}".utf8)
        row.withUnsafeBufferPointer { bytes in
            #expect(CSVParser.fields(of: bytes, delimiter: ASCII.comma) == ["a, \"b\"", "", "c\u{00E9}"])
            #expect(CSVParser.fieldBytes(of: bytes, delimiter: ASCII.comma) == [Array("a, \"b\"".utf8), [], Array("c\u{00E9}".utf8)])
        }
    }

    @Test func scanRowReportsFieldsAndWhereTheNextRowStarts() throws {
        let bytes = Array("a,\"b\"\r\nnext".utf8)
        var contents: [Range<Int>] = []
        let row = try bytes.withUnsafeBufferPointer { buffer in
            try CSVParser.scanRow(buffer, at: 0, delimiter: ASCII.comma, isFinal: false) { contents.append($0.content) }
        }
        #expect(row?.range == 0..<5)
        #expect(row?.next == 7)
        #expect(row?.fieldCount == 2)
        #expect(contents == [0..<1, 3..<4])
    }
}
