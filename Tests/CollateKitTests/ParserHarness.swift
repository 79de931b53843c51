@testable import CollateKit
import IndexedCollation

/// Runs a `RecordParser` through the reader's own `ParseDriver`: after each
/// chunk of `chunkSize` bytes with the whole file so far (when the driver's
/// protocol says to), then once more with `isFinal` true. Records cut by a chunk boundary must come out
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
        let store = try self.store(parser, input, chunkSize: chunkSize, missingKey: missingKey, keyName: keyName)
        var records: [Record] = []
        store.forEachRecordKey { record, key in
            let start = store.starts[record]
            let text = String(decoding: bytes[start..<start + Int(store.lengths[record])], as: UTF8.self)
            records.append(Record(text: text, section: key.map { collation.sectionTitles[store.keys.section(at: $0)] }))
        }
        return records
    }

    /// The store a sink filled from `input`, parsed in chunks by the
    /// production driver (``RecordReading/parseInMemory(_:_:format:parser:collation:chunkSize:check:)``).
    static func store<P: RecordParser>(_ parser: P, _ input: String, chunkSize: Int = Int.max,
                                       missingKey: MissingKeyPolicy = .error, keyName: String? = "k") throws -> RecordStore {
        let bytes = Array(input.utf8)
        let plan = ReadPlan(keys: RecordKeys(key: keyName.map(FieldSelector.init)), missingKey: missingKey)
        let (sink, failure) = bytes.withUnsafeBufferPointer {
            RecordReading.parseInMemory($0, plan, parser: parser, collation: collation, chunkSize: chunkSize)
        }
        if let failure { throw failure }
        return sink.store
    }

    /// The failures of `prefix` followed by 100,000 open arrays, once closed
    /// by `closing` and once cut off there; nil for an input accepted.
    static func deepNestingFailures<P: RecordParser>(_ parser: P, prefix: String, closing: String,
                                                     chunkSize: Int) -> [InputFailure?] {
        [String(repeating: "]", count: 100_000) + closing, ""].map { tail in
            do {
                _ = try records(parser, prefix + String(repeating: "[", count: 100_000) + tail, chunkSize: chunkSize)
                return nil
            } catch {
                return error as? InputFailure
            }
        }
    }

    /// The failure a parser reports for `input`, or nil.
    static func failure<P: RecordParser>(_ parser: P, _ input: String, chunkSize: Int = Int.max,
                                         missingKey: MissingKeyPolicy = .error) -> InputFailure? {
        do {
            _ = try records(parser, input, chunkSize: chunkSize, missingKey: missingKey)
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
