#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IndexedCollation

/// Reads the input files into a `RecordStore`, chunk by chunk, parsing the
/// records of each chunk as it arrives (so a file is read and parsed in one
/// pass, and keys are computed while reading goes on). UTF-16 files (with a
/// byte order mark), and with `--encoding` every file, are transcoded to
/// UTF-8 as they are read, and UTF-32 ones refused (InputTranscoder).
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
    /// `--encoding`: every file is read through ICU's converter of it.
    var encoding: InputEncoding?
    /// The most bytes (as UTF-8) one record may have: a line, a CSV row, a
    /// JSON element or a card. A record is held whole while it is parsed,
    /// and its key and sort key beside it, about five times its size
    /// whatever `-S` says; past this it is an input error at its line, not
    /// an abort when memory runs out (`/dev/zero` is one endless line).
    var maximumRecordBytes = InputReader.maximumRecordSize
    static let maximumRecordSize = 256 << 20
    private let chunkSize = 4 << 20

    /// Checks that every file can be opened, reporting all that cannot at
    /// once, before anything is read or written.
    static func checkReadable(_ sources: [Source]) throws(CommandFailure) {
        var problems: [String] = []
        for case let input in sources.map(\.input) {
            guard case .file(let path) = input else { continue }
            var status = stat()
            if stat(path, &status) != 0 {
                problems.append("\(input.name): \(String(cString: strerror(errno)))")
            } else if status.st_mode & S_IFMT == S_IFDIR {
                problems.append("\(input.name): is a directory")
            } else if access(path, R_OK) != 0 {
                problems.append("\(input.name): \(String(cString: strerror(errno)))")
            }
        }
        if !problems.isEmpty {
            throw .input(problems.joined(separator: "\n"))
        }
    }

    /// Reads every source into `sink.store`. With a hand-off (`collate
    /// keys`) the sink gives its records away after each chunk; once it has
    /// written records to runs (`--buffer-size`), it keeps only those since
    /// the last run. Either way the arena then keeps only the bytes of
    /// records still held and of the record being read: the input is never
    /// held whole.
    func read(into sink: RecordSink) throws(CommandFailure) {
        let store = sink.store
        let chunkSize = prepareArena(of: sink)
        // Not zero-filled: `read` writes what is used, and the pages it
        // never touches (all but one for a short file) are never faulted in.
        var chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { _, count in count = chunkSize }
        var readBefore = 0
        for (index, source) in sources.enumerated() {
            let descriptor = try open(source.input)
            defer { if descriptor != STDIN_FILENO { close(descriptor) } }
            var window = ReadWindow(file: index, base: store.bytes.count)
            let firstRecord = sink.recordCount
            // A vCard in an encoding that keeps ASCII is read as it is, each value in its own CHARSET or --encoding.
            let vCardCharset = source.format == .vcard ? encoding?.vCardCharset : nil
            var parser = Self.makeParser(source.format, keys: keys, uniqueColumnNames: uniqueColumnNames, delimiter: delimiter,
                                         vCardCharset: vCardCharset)
            var transcoder = vCardCharset == nil ? try makeTranscoder(for: source) : InputTranscoder()
            var atStart = true
            var startsWithByteOrderMark = false
            func file() -> InputFile {
                InputFile(name: source.input.name, format: source.format, index: index, firstRecord: firstRecord, header: parser.header,
                          vCardKey: source.format == .vcard ? VCardNameKey(keys.key) ?? .family : nil,
                          startsWithByteOrderMark: startsWithByteOrderMark || transcoder.hadUTF16ByteOrderMark, vCardCharset: vCardCharset)
            }
            while true {
                let count = chunk.withUnsafeMutableBytes { SystemCall.readRetryingInterrupts(descriptor, $0.baseAddress, chunkSize) }
                if count < 0 { throw .input("\(source.input.name): cannot read: \(String(cString: strerror(errno)))") }
                try Self.transcode(chunk[0..<count], with: &transcoder, window: window, sink: sink, source: source)
                if atStart, store.bytes.count - window.base >= 3 || count == 0 {
                    atStart = false
                    // A UTF-8 byte order mark is not part of the first record.
                    if store.bytes[window.base...].starts(with: [0xEF, 0xBB, 0xBF]) {
                        window.parsed = 3
                        startsWithByteOrderMark = true
                    }
                }
                readBefore += count
                progress.reading(readBefore)
                let available = store.bytes.count - window.base
                let unparsed = available - window.parsed
                if atStart || (count > 0 && available < window.nextAttempt && unparsed <= maximumRecordBytes) { continue }
                let parsed = try parse(&parser, &window, isFinal: count == 0, sink: sink, source: source)
                window.parsed = parsed
                if count > 0, available - parsed > maximumRecordBytes { throw recordTooLong(window, sink: sink, source: source) }
                window.nextAttempt = available + (available - window.parsed)
                let handedOff = try sink.handOffRecords(of: file())
                try sink.spillIfFull()
                if handedOff || sink.hasSpilled { Self.dropUnusedBytes(&window, sink: sink) }
                if count == 0 { break }
            }
            if let problem = parser.displayedFieldsProblem { throw .input("\(source.input.name): \(problem)") }
            store.files.append(file())
        }
        sink.flush()
    }

    /// Reserves the arena for the input (whose total size the progress line
    /// shows, when known) and returns the size of the chunks to read.
    private func prepareArena(of sink: RecordSink) -> Int {
        let sizes = sources.map { source -> Int? in
            guard case .file(let path) = source.input else { return nil }
            return fileSize(path)
        }
        let knownTotal = sizes.reduce(0) { $0 + ($1 ?? 0) }
        let budget = sink.spill?.budget ?? .max
        // Handed-off records leave an arena of a few chunks.
        sink.store.bytes.reserveCapacity(sink.handOff == nil ? min(knownTotal, budget) : 2 * self.chunkSize)
        progress.total = sizes.contains(nil) ? nil : knownTotal
        // A small buffer reads in small chunks, so that runs stay near its size.
        return max(256, min(self.chunkSize, budget / 4))
    }

    /// Appends a chunk read (empty at the end) to the arena as UTF-8, and
    /// counts the U+FFFDs transcoding put in (UTF-16 that UTF-8 cannot
    /// hold) with the line of the first. UTF-32 is refused at line 1.
    private static func transcode(_ bytes: ArraySlice<UInt8>, with transcoder: inout InputTranscoder, window: ReadWindow,
                                  sink: RecordSink, source: Source) throws(CommandFailure) {
        let store = sink.store
        let repairs: InputTranscoder.Repairs
        do throws(InputFailure) {
            repairs = try transcoder.append(bytes, to: &store.bytes, isFinal: bytes.isEmpty)
        } catch {
            // At the line where the character would have gone (line ends transcode to line ends).
            let line = store.bytes.withUnsafeBufferPointer {
                UnsafeBufferPointer(rebasing: $0[window.base...]).lineNumber(at: error.offset - window.base, from: (0, window.lines.firstLine))
            }
            throw .input("\(source.input.name):\(line): \(error.message)")
        }
        guard let first = repairs.first else { return }
        sink.diagnostics.countRepairedUTF16(repairs.count, file: window.file) {
            store.bytes.withUnsafeBufferPointer {
                UnsafeBufferPointer(rebasing: $0[window.base...]).lineNumber(at: first - window.base, from: (0, window.lines.firstLine))
            }
        }
    }

    /// The file's transcoder: through `--encoding`'s converter when given, else
    /// UTF-8 as read (or UTF-16 after its byte order mark).
    private func makeTranscoder(for source: Source) throws(CommandFailure) -> InputTranscoder {
        guard let encoding else { return InputTranscoder() }
        do throws(ICUError) {
            return InputTranscoder(converter: try encoding.makeConverter())
        } catch {
            throw .input("\(source.input.name): \(error)")
        }
    }

    /// Once records were handed off or written to runs: drops the arena's
    /// bytes before the first record still held and before the record being
    /// read, when that is at least half the arena (so each byte is moved
    /// O(1) times on average).
    private static func dropUnusedBytes(_ window: inout ReadWindow, sink: RecordSink) {
        let store = sink.store
        let keep = min(store.starts.first ?? .max, window.base + window.parsed)
        guard keep > 0, keep >= store.bytes.count / 2 else { return }
        store.bytes.withUnsafeBufferPointer { arena in
            // Bytes of the current file dropped (the rest belonged to earlier files).
            window.advance(by: max(0, keep - window.base), arenaDropped: keep, in: UnsafeBufferPointer(rebasing: arena[window.base...]))
        }
        store.dropArenaPrefix(keep)
    }

    private func parse(_ parser: inout any RecordParser, _ window: inout ReadWindow, isFinal: Bool,
                       sink: RecordSink, source: Source) throws(CommandFailure) -> Int {
        let store = sink.store
        let result: Result<Int, InputFailure> = store.bytes.withUnsafeBufferPointer { all in
            let (file, start) = (UnsafeBufferPointer(rebasing: all[window.base...]), window.parsed)
            do throws(InputFailure) {
                return .success(try sink.parse(in: &window) { () throws(InputFailure) in
                    try parser.parse(file, from: start, isFinal: isFinal, into: sink)
                })
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let consumed): return consumed
        case .failure(let failure):
            let line = store.bytes.withUnsafeBufferPointer {
                UnsafeBufferPointer(rebasing: $0[window.base...]).lineNumber(at: failure.offset, from: (0, window.lines.firstLine))
            }
            throw .input("\(source.input.name):\(line): \(failure.message)")
        }
    }

    /// Why the record that starts where `window` is parsed up to is refused:
    /// more than ``maximumRecordBytes`` have arrived and it has not ended.
    private func recordTooLong(_ window: ReadWindow, sink: RecordSink, source: Source) -> CommandFailure {
        let line = sink.store.bytes.withUnsafeBufferPointer {
            UnsafeBufferPointer(rebasing: $0[window.base...]).lineNumber(at: window.parsed, from: (0, window.lines.firstLine))
        }
        return .input("\(source.input.name):\(line): a record longer than \(maximumRecordBytes >> 20) MiB, the most one may have "
            + "(a line, a CSV row, a JSON element or a card; is the line end, the quoting or the format right?)")
    }

    /// The parser for `format`, selecting `keys`; CSV and TSV fields are
    /// separated by `delimiter` (nil: a tab for TSV, the header's for CSV);
    /// vCard values without a `CHARSET` are read in `vCardCharset` (nil: UTF-8).
    static func makeParser(_ format: InputFormat, keys: RecordKeys, uniqueColumnNames: Bool,
                           delimiter: UInt8? = nil, vCardCharset: String? = nil) -> any RecordParser {
        switch format {
        case .lines: LineParser()
        case .csv: CSVParser(delimiter: delimiter ?? ASCII.comma, detectsDelimiter: delimiter == nil, keys: keys,
                             uniqueColumnNames: uniqueColumnNames)
        case .tsv: CSVParser(delimiter: delimiter ?? ASCII.tab, keys: keys, uniqueColumnNames: uniqueColumnNames)
        case .jsonl: JSONLinesParser(keys: keys)
        case .json: JSONArrayParser(keys: keys)
        case .vcard: VCardParser(nameKey: VCardNameKey(keys.key) ?? .family, defaultCharset: vCardCharset)
        }
    }

    private func open(_ input: InputSource) throws(CommandFailure) -> Int32 {
        guard case .file(let path) = input else { return STDIN_FILENO }
        let descriptor = SystemCall.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .input("\(path): \(String(cString: strerror(errno)))") }
        return descriptor
    }

    private func fileSize(_ path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }
}
