import Foundation

/// Reads the input files into a `RecordStore`, chunk by chunk, parsing the
/// records of each chunk as it arrives (so a file is read and parsed in one
/// pass, and keys are computed while reading goes on). UTF-16 files (with a
/// byte order mark) are transcoded to UTF-8 as they are read (InputTranscoder).
struct InputReader {
    /// A file to read, and how.
    struct Source {
        let input: InputSource
        let format: InputFormat
    }

    let sources: [Source]
    /// The `--key` and `--reading-key` fields.
    let keys: RecordKeys
    /// Shows how much was read (and, after reading, the phases the command goes through).
    let progress: Progress
    /// CSV/TSV rows become JSON objects (CSVParser.uniqueColumnNames).
    var uniqueColumnNames = false
    /// `--delimiter`: CSV and TSV fields are separated by it; without it,
    /// `.csv` files are read with the delimiter their header uses.
    var delimiter: UInt8?
    private let chunkSize = 4 << 20

    /// Checks that every file can be opened, reporting all that cannot at
    /// once, before anything is read or written.
    static func checkReadable(_ sources: [Source]) throws(CommandFailure) {
        var problems: [String] = []
        for case .file(let path) in sources.map(\.input) {
            var status = stat()
            if stat(path, &status) != 0 {
                problems.append("\(path): \(String(cString: strerror(errno)))")
            } else if status.st_mode & S_IFMT == S_IFDIR {
                problems.append("\(path): is a directory")
            } else if access(path, R_OK) != 0 {
                problems.append("\(path): \(String(cString: strerror(errno)))")
            }
        }
        if !problems.isEmpty {
            throw .input(problems.joined(separator: "\n"))
        }
    }

    /// Reads every source into `sink.store`.
    func read(into sink: RecordSink) throws(CommandFailure) {
        let store = sink.store
        let sizes = sources.map { source -> Int? in
            guard case .file(let path) = source.input else { return nil }
            return fileSize(path)
        }
        let knownTotal = sizes.reduce(0) { $0 + ($1 ?? 0) }
        store.bytes.reserveCapacity(knownTotal)
        progress.total = sizes.contains(nil) ? nil : knownTotal
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        var readBefore = 0
        for (index, source) in sources.enumerated() {
            let descriptor = try open(source.input)
            defer { if descriptor != STDIN_FILENO { close(descriptor) } }
            let base = store.bytes.count
            let firstRecord = store.count
            sink.beginFile(index: index, base: base)
            var parser = Self.makeParser(source.format, keys: keys, uniqueColumnNames: uniqueColumnNames, delimiter: delimiter)
            var transcoder = InputTranscoder()
            var parsed = 0
            var atStart = true
            // A record longer than a chunk is parsed again from its start after
            // each read; waiting until the unparsed tail has doubled keeps the
            // total work linear however long the record is.
            var nextAttempt = 0
            while true {
                let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, chunkSize) }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw .input("\(source.input.name): cannot read: \(String(cString: strerror(errno)))")
                }
                transcoder.append(chunk[0..<count], to: &store.bytes, isFinal: count == 0)
                if atStart, store.bytes.count - base >= 3 || count == 0 {
                    atStart = false
                    // A UTF-8 byte order mark is not part of the first record.
                    if store.bytes[base...].starts(with: [0xEF, 0xBB, 0xBF]) { parsed = 3 }
                }
                readBefore += count
                progress.reading(readBefore)
                let available = store.bytes.count - base
                if atStart || (count > 0 && available < nextAttempt) { continue }
                parsed = try parse(&parser, from: parsed, base: base, isFinal: count == 0, sink: sink, source: source)
                nextAttempt = available + (available - parsed)
                if count == 0 { break }
            }
            store.files.append(InputFile(name: source.input.name, format: source.format, base: base,
                                         firstRecord: firstRecord, header: parser.header,
                                         vCardKey: source.format == .vcard ? VCardNameKey(keys.key) ?? .family : nil))
        }
        sink.flush()
    }

    private func parse(_ parser: inout any RecordParser, from start: Int, base: Int, isFinal: Bool,
                       sink: RecordSink, source: Source) throws(CommandFailure) -> Int {
        let store = sink.store
        let result: Result<Int, InputFailure> = store.bytes.withUnsafeBufferPointer { all in
            let file = UnsafeBufferPointer(rebasing: all[base...])
            do throws(InputFailure) {
                return .success(try parser.parse(file, from: start, isFinal: isFinal, into: sink))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let consumed): return consumed
        case .failure(let failure):
            let line = store.bytes.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[base...]).lineNumber(at: failure.offset) }
            throw .input("\(source.input.name):\(line): \(failure.message)")
        }
    }

    /// The parser for `format`, selecting `keys`; CSV and TSV fields are
    /// separated by `delimiter` (nil: a tab for TSV, the header's for CSV).
    static func makeParser(_ format: InputFormat, keys: RecordKeys, uniqueColumnNames: Bool,
                           delimiter: UInt8? = nil) -> any RecordParser {
        switch format {
        case .lines: LineParser()
        case .csv: CSVParser(delimiter: delimiter ?? ASCII.comma, detectsDelimiter: delimiter == nil, keys: keys,
                             uniqueColumnNames: uniqueColumnNames)
        case .tsv: CSVParser(delimiter: delimiter ?? ASCII.tab, keys: keys, uniqueColumnNames: uniqueColumnNames)
        case .jsonl: JSONLinesParser(keys: keys)
        case .json: JSONArrayParser(keys: keys)
        case .vcard: VCardParser(nameKey: VCardNameKey(keys.key) ?? .family)
        }
    }

    private func open(_ input: InputSource) throws(CommandFailure) -> Int32 {
        guard case .file(let path) = input else { return STDIN_FILENO }
        let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .input("\(path): \(String(cString: strerror(errno)))") }
        return descriptor
    }

    private func fileSize(_ path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }
}
