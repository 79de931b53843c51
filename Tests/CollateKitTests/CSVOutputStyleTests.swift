@testable import CollateKit
import Testing

/// `CSVOutputStyle`: the delimiter, line end and byte order mark CSV and
/// TSV output take from the options and the input files.
@Suite struct CSVOutputStyleTests {
    private func file(_ format: InputFormat, delimiter: UInt8 = ASCII.comma, crlf: Bool = false, bom: Bool = false, header: Bool = true) -> InputFile {
        InputFile(name: "f", format: format, index: 0, firstRecord: 0,
                  kind: CSVFile(header: header ? CSVHeader(names: ["a"], bytes: Array("a".utf8), delimiter: delimiter, endsWithCRLF: crlf) : nil,
                                contacts: nil),
                  startsWithByteOrderMark: bom)
    }

    @Test func delimiter() {
        let semicolon = UInt8(ascii: ";")
        #expect(CSVOutputStyle(format: .csv, outputDelimiter: nil, byteOrderMark: false, files: [file(.csv, delimiter: semicolon)]).delimiter == semicolon)
        #expect(CSVOutputStyle(format: .csv, outputDelimiter: ASCII.comma, byteOrderMark: false, files: [file(.csv, delimiter: semicolon)]).delimiter == ASCII.comma)
        // TSV input and input without columns give `,`; TSV output is always tab-separated.
        #expect(CSVOutputStyle(format: .csv, outputDelimiter: nil, byteOrderMark: false, files: [file(.tsv, delimiter: ASCII.tab)]).delimiter == ASCII.comma)
        #expect(CSVOutputStyle(format: .csv, outputDelimiter: nil, byteOrderMark: false, files: [file(.lines, header: false)]).delimiter == ASCII.comma)
        #expect(CSVOutputStyle(format: .tsv, outputDelimiter: nil, byteOrderMark: false, files: [file(.csv, delimiter: semicolon)]).delimiter == ASCII.tab)
        #expect(CSVOutputStyle(format: .csv, outputDelimiter: nil, byteOrderMark: false, files: []).delimiter == ASCII.comma)
    }

    @Test func lineEndAndByteOrderMark() {
        let crlf = CSVOutputStyle(format: .csv, outputDelimiter: nil, byteOrderMark: false, files: [file(.csv, crlf: true), file(.csv)])
        #expect(crlf.endsWithCRLF)
        #expect(!crlf.byteOrderMark)
        #expect(CSVOutputStyle(format: .tsv, outputDelimiter: nil, byteOrderMark: false, files: [file(.csv)]).endsWithCRLF == false)
        #expect(CSVOutputStyle(format: .csv, outputDelimiter: nil, byteOrderMark: true, files: []).byteOrderMark)
        #expect(CSVOutputStyle(format: .csv, outputDelimiter: nil, byteOrderMark: false, files: [file(.csv), file(.lines, bom: true, header: false)]).byteOrderMark)
    }
}
