import IndexedCollation
/// The `--key` and `--reading-key` paths of JSON records, and how a scanned
/// record is handed to the sink; shared by JSON Lines and JSON arrays.
struct JSONRecordKeys {
    /// The `--key` path; empty for the value itself.
    let key: ArraySlice<[UInt8]>
    /// The `--reading-key` path, if any.
    let reading: ArraySlice<[UInt8]>?
    /// The later `--key` paths: a path that leads to no string or number
    /// gives an empty text.
    let later: [ArraySlice<[UInt8]>]
    /// `--display`'s paths and which of them a record had; nil without `--display`.
    let displayed: DisplayedPaths?

    init(_ keys: RecordKeys) {
        key = ArraySlice(keys.key?.path ?? [])
        reading = keys.reading.map { ArraySlice($0.path) }
        later = keys.later.map { ArraySlice($0.path) }
        displayed = keys.displayed.isEmpty && keys.columns.isEmpty ? nil : DisplayedPaths(keys.displayed, columns: keys.columns)
    }

    /// Hands the record `bytes[range]` to `sink`, with what `key` found in it
    /// and its reading, looked up only when the key was found. `scanner`
    /// holds the record's value at `valueStart`.
    func accept(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, lookup: JSONScanner.Lookup?,
                scanner: JSONScanner, valueStart: Int, into sink: RecordSink) throws(InputFailure) {
        if let displayed, !displayed.allFound { displayed.look(in: scanner, at: valueStart) }
        try sink.accept(bytes, range, lookup: lookup,
                        reading: reading.flatMap { scanner.string(at: valueStart, path: $0) },
                        later: later.isEmpty ? [] : later.map { scanner.string(at: valueStart, path: $0) ?? "" })
    }
}

extension RecordSink {
    /// Accepts a JSON record whose key was looked up by `--key`'s path: a
    /// found string or number is the key; otherwise the record has no key
    /// (nil lookup: the record is not a string and there is no path).
    func accept(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, lookup: JSONScanner.Lookup?,
                reading: @autoclosure () -> String?, later: @autoclosure () -> [String] = []) throws(InputFailure) {
        switch lookup {
        case .found(let key, let repaired)?:
            if repaired { countLoneSurrogateKey(bytes, range) }
            try accept(bytes, ParsedRecord(range, key: key, reading: reading(), later: later(), missingDetail: ""))
        case .missing(let detail)?: try accept(bytes, ParsedRecord(range, key: nil, missingDetail: detail))
        case nil: try accept(bytes, ParsedRecord(range, key: nil, missingDetail: ""))
        }
    }
}

/// Which of `--display`'s and `--columns`' JSON paths some record of a file
/// had: each record is looked into only until every path was found once
/// (most often in the first record), so that a mistyped path is an error,
/// not an empty list or column.
final class DisplayedPaths {
    private let selectors: [FieldSelector]
    /// The option of each selector, for the message.
    private let options: [String]
    private var found: [Bool]
    /// What the first record had instead of each path never found.
    private var firstMisses: [String?]
    private(set) var allFound = false
    private var isFirstRecord = true

    init(_ displayed: [FieldSelector], columns: [FieldSelector] = []) {
        selectors = displayed + columns
        options = displayed.map { _ in "--display" } + columns.map { _ in "--columns" }
        found = selectors.map { _ in false }
        firstMisses = selectors.map { _ in nil }
    }

    func look(in scanner: JSONScanner, at valueStart: Int) {
        for index in selectors.indices where !found[index] {
            switch try? scanner.scanValue(at: valueStart, path: ArraySlice(selectors[index].path)).lookup {
            case .found?: found[index] = true
            case .missing(let detail)?:
                // An array: --columns writes its elements, --display its first string or number.
                if scanner.arrayElements(at: valueStart, path: ArraySlice(selectors[index].path)) != nil {
                    found[index] = true
                } else if isFirstRecord {
                    firstMisses[index] = detail
                }
            case nil: break
            }
        }
        isFirstRecord = false
        allFound = !found.contains(false)
    }

    /// The first path no record had, with what the first record has instead.
    var problem: String? {
        guard !isFirstRecord, let index = found.firstIndex(of: false) else { return nil }
        let detail = firstMisses[index].map { "; in the first record: \($0)" } ?? ""
        return "no record has the field '\(MessageText.quoted(selectors[index].text))' (\(options[index]))\(detail)"
    }
}
