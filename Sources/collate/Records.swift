import Foundation

/// One input record: its bytes exactly as read, and the text it is collated by.
struct Record {
    /// The record's bytes as they appeared in the input (without the line end).
    let bytes: ArraySlice<UInt8>
    /// The bytes decoded as UTF-8 (U+FFFD for invalid bytes).
    let text: String
    /// Where the record came from, for messages.
    let file: String
    let line: Int
}

enum RecordReader {
    /// Reads every file (or stdin for "-") as lines. All files are checked
    /// before any is read, so that every missing file is reported at once.
    static func readLines(from paths: [String]) throws(CommandFailure) -> [Record] {
        let missing = paths.filter { $0 != "-" && !FileManager.default.isReadableFile(atPath: $0) }
        if !missing.isEmpty {
            let list = missing.map { "\($0): no such file or not readable" }.joined(separator: "\n  ")
            throw CommandFailure(code: .inputError, message: list)
        }
        var records: [Record] = []
        for path in paths {
            let data: Data
            if path == "-" {
                data = FileHandle.standardInput.readDataToEndOfFile()
            } else {
                guard let contents = FileManager.default.contents(atPath: path) else {
                    throw CommandFailure(code: .inputError, message: "\(path): cannot read")
                }
                data = contents
            }
            records += lines(of: [UInt8](data), file: path == "-" ? "<stdin>" : path)
        }
        return records
    }

    /// Splits bytes at LF, dropping a CR before it and a UTF-8 BOM at the
    /// start; empty lines are not records.
    static func lines(of bytes: [UInt8], file: String) -> [Record] {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var records: [Record] = []
        var lineNumber = 0
        while start < bytes.count {
            lineNumber += 1
            let newline = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            var end = newline
            if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            if end > start {
                let slice = bytes[start..<end]
                records.append(Record(bytes: slice, text: String(decoding: slice, as: UTF8.self), file: file, line: lineNumber))
            }
            start = newline + 1
        }
        return records
    }
}
