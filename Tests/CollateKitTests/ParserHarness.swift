@testable import CollateKit
import IndexedCollation

/// Runs a `RecordParser` the way `InputReader` does: after each chunk of
/// `chunkSize` bytes with the whole file so far (`isFinal` false), then once
/// more with `isFinal` true. Records cut by a chunk boundary must come out
/// the same as with one chunk.
enum ParserHarness {
    /// A record as the sink stored it: its bytes as text, and the title of
    /// the section its key put it in (nil for `--missing=last`).
    struct Record: Equatable, CustomStringConvertible {
        let text: String
        let section: String?
        var description: String { "\(text) → \(section ?? "nil")" }
    }

    static let collation = try! LocalizedIndexedCollation(locale: "en")

    static func records<P: RecordParser>(_ parser: P, _ input: String, chunkSize: Int = Int.max,
                                         missingKey: MissingKeyPolicy = .error, keyName: String? = "k") throws -> [Record] {
        let bytes = Array(input.utf8)
        let store = RecordStore()
        let sink = RecordSink(store: store, collation: collation, missingKey: missingKey, keyName: keyName)
        sink.beginFile(index: 0, base: 0)
        var parser = parser
        var parsed = 0
        var available = 0
        repeat {
            available = min(bytes.count, available + chunkSize)
            parsed = try parse(&parser, Array(bytes[..<available]), from: parsed, isFinal: false, into: sink)
        } while available < bytes.count
        parsed = try parse(&parser, bytes, from: parsed, isFinal: true, into: sink)
        sink.flush()
        return (0..<store.count).map { record in
            let start = store.starts[record]
            let text = String(decoding: bytes[start..<start + Int(store.lengths[record])], as: UTF8.self)
            let section = store.keys.sections[record]
            return Record(text: text, section: section == RecordStore.unkeyed ? nil : collation.sectionTitles[Int(section)])
        }
    }

    private static func parse<P: RecordParser>(_ parser: inout P, _ bytes: [UInt8], from start: Int, isFinal: Bool,
                                               into sink: RecordSink) throws(InputFailure) -> Int {
        let result: Result<Int, InputFailure> = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(InputFailure) in try parser.parse(buffer, from: start, isFinal: isFinal, into: sink) }
        }
        return try result.get()
    }

    /// The failure a parser reports for `input`, or nil.
    static func failure<P: RecordParser>(_ parser: P, _ input: String, missingKey: MissingKeyPolicy = .error) -> InputFailure? {
        do {
            _ = try records(parser, input, missingKey: missingKey)
            return nil
        } catch {
            return error as? InputFailure
        }
    }
}

/// `record("b,1", in: "B")`: a record and the title of the section its key gives it.
func record(_ text: String, in section: String?) -> ParserHarness.Record {
    ParserHarness.Record(text: text, section: section)
}
