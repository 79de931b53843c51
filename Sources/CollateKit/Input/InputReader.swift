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

    /// What is read, and how.
    let plan: ReadPlan
    /// Shows how much was read (and, after reading, the phases the command goes through).
    let progress: Progress
    /// The input bytes: the reader is their one writer (it appends and cuts);
    /// the parsers and the store read them.
    let arena: InputArena
    private let chunkSize = 4 << 20
    private var sources: [Source] { plan.sources }

    init(plan: ReadPlan, progress: Progress, arena: InputArena) {
        (self.plan, self.progress, self.arena) = (plan, progress, arena)
    }

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
        let chunkSize = prepareArena(of: sink)
        // Not zero-filled: `read` writes what is used, and the pages it
        // never touches (all but one for a short file) are never faulted in.
        var chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { _, count in count = chunkSize }
        var readBefore = 0
        for (index, source) in sources.enumerated() {
            let file = try read(source, index: index, chunk: &chunk, readBefore: &readBefore, into: sink)
            sink.fileRead(file)
        }
        sink.flush()
    }

    /// Reads and parses one file, a chunk at a time, through the
    /// ``ParseDriver``; returns the file as read.
    private func read(_ source: Source, index: Int, chunk: inout [UInt8], readBefore: inout Int,
                      into sink: RecordSink) throws(CommandFailure) -> InputFile {
        let descriptor = try open(source.input)
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        let firstRecord = sink.recordCount
        // A vCard in an encoding that keeps ASCII is read as it is, each value in its own CHARSET or --encoding.
        let vCardCharset = source.format.valueCharset(plan.encoding)
        var driver = ParseDriver(plan.makeParser(source.format, vCardCharset: vCardCharset),
                                 window: ReadWindow(file: index, base: arena.count), maximumRecordBytes: plan.maximumRecordBytes)
        var transcoder = vCardCharset == nil ? try makeTranscoder(for: source) : InputTranscoder()
        func file() -> InputFile {
            InputFile(name: source.input.name, format: source.format, index: index, firstRecord: firstRecord, kind: driver.fileKind,
                      startsWithByteOrderMark: driver.startsWithByteOrderMark || transcoder.hadUTF16ByteOrderMark)
        }
        while true {
            let count = chunk.withUnsafeMutableBytes { SystemCall.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { throw .input("\(source.input.name): cannot read: \(String(cString: strerror(errno)))") }
            try transcode(chunk[0..<count], with: &transcoder, window: driver.window, sink: sink, source: source)
            readBefore += count
            progress.reading(readBefore)
            guard try parse(&driver, isFinal: count == 0, sink: sink, source: source) else { continue }
            if let firstHeld = try sink.afterParse(of: file()) { dropUnusedBytes(&driver.window, before: firstHeld, sink: sink) }
            if count == 0 { break }
        }
        if let problem = driver.displayedFieldsProblem { throw .input("\(source.input.name): \(problem)") }
        return file()
    }

    /// Reserves the arena for the input (whose total size the progress line
    /// shows, when known) and returns the size of the chunks to read.
    private func prepareArena(of sink: RecordSink) -> Int {
        let sizes = sources.map { source -> Int? in
            guard case .file(let path) = source.input else { return nil }
            return fileSize(path)
        }
        let knownTotal = sizes.reduce(0) { $0 + ($1 ?? 0) }
        let plan = sink.arenaPlan(input: knownTotal, largestChunk: chunkSize)
        arena.reserveCapacity(plan.capacity)
        progress.total = sizes.contains(nil) ? nil : knownTotal
        // Regular files alone are read in chunks no larger than they are
        // (at least 64 KiB, should one grow while it is read): a short file
        // then maps and unmaps no 4 MiB chunk, which took a three-line run
        // longer than reading it (docs/performance-log.md, "Start-up: what
        // a short run maps").
        return sizes.contains(nil) ? plan.chunkSize : min(plan.chunkSize, max(knownTotal + 1, Self.smallestFileChunk))
    }

    /// The least chunk a file is read in.
    static let smallestFileChunk = 64 << 10

    /// Appends a chunk read (empty at the end) to the arena as UTF-8, and
    /// counts the U+FFFDs transcoding put in (UTF-16 that UTF-8 cannot
    /// hold) with the line of the first. UTF-32 is refused at line 1.
    private func transcode(_ bytes: ArraySlice<UInt8>, with transcoder: inout InputTranscoder, window: ReadWindow,
                           sink: RecordSink, source: Source) throws(CommandFailure) {
        let repairs: InputTranscoder.Repairs
        do throws(InputFailure) {
            repairs = try arena.append(bytes, through: &transcoder)
        } catch {
            // At the line where the character would have gone (line ends transcode to line ends).
            let line = arena.withBytes {
                UnsafeBufferPointer(rebasing: $0[window.base...]).lineNumber(at: error.offset - window.base, from: (0, window.lines.firstLine))
            }
            throw .input("\(source.input.name):\(line): \(error.message)")
        }
        guard let first = repairs.first else { return }
        sink.countTranscodingRepairs(repairs.count, file: window.file) {
            arena.withBytes {
                UnsafeBufferPointer(rebasing: $0[window.base...]).lineNumber(at: first - window.base, from: (0, window.lines.firstLine))
            }
        }
    }

    /// The file's transcoder: through `--encoding`'s converter when given, else
    /// UTF-8 as read (or UTF-16 after its byte order mark).
    private func makeTranscoder(for source: Source) throws(CommandFailure) -> InputTranscoder {
        guard let encoding = plan.encoding else { return InputTranscoder() }
        do throws(ICUError) {
            return InputTranscoder(converter: try encoding.makeConverter())
        } catch {
            throw .input("\(source.input.name): \(error)")
        }
    }

    /// Once records were handed off or written to runs: drops the arena's
    /// bytes before `firstHeld` (the first record still held) and before the
    /// record being read, when that is at least half the arena (so each byte
    /// is moved O(1) times on average).
    private func dropUnusedBytes(_ window: inout ReadWindow, before firstHeld: Int, sink: RecordSink) {
        let keep = min(firstHeld, window.base + window.parsed)
        guard keep > 0, keep >= arena.count / 2 else { return }
        arena.withBytes { bytes in
            // Bytes of the current file dropped (the rest belonged to earlier files).
            window.advance(by: max(0, keep - window.base), arenaDropped: keep, in: UnsafeBufferPointer(rebasing: bytes[window.base...]))
        }
        arena.dropPrefix(keep)
        sink.arenaDroppedPrefix(keep)
    }

    /// Feeds the driver the arena; returns whether it parsed. A failure
    /// becomes an error at its `file:line`.
    private func parse(_ driver: inout ParseDriver, isFinal: Bool, sink: RecordSink, source: Source) throws(CommandFailure) -> Bool {
        let result: Result<Bool, InputFailure> = arena.withBytes { bytes in
            Result { () throws(InputFailure) in try driver.feed(bytes, isFinal: isFinal, into: sink) != nil }
        }
        switch result {
        case .success(let parsed): return parsed
        case .failure(let failure):
            let window = driver.window
            let line = arena.withBytes {
                UnsafeBufferPointer(rebasing: $0[window.base...]).lineNumber(at: failure.offset, from: (0, window.lines.firstLine))
            }
            throw .input("\(source.input.name):\(line): \(failure.message)")
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
