@testable import CollateKit
import Foundation
import TestSupport
import Testing

/// Run files: entries come back as written (across buffer refills and
/// entries larger than the read buffer), and write failures are exit 4.
struct RunFileTests {
    private struct Written: Equatable {
        var section: Int, hasKey: Bool, key: [UInt8], record: Int, line: Int, bytes: [UInt8]
    }

    private func write(_ entries: [Written], to file: RunFile) throws {
        var writer = RunWriter(file: file)
        for entry in entries {
            try entry.key.withUnsafeBufferPointer { key throws(CommandFailure) in
                try entry.bytes.withUnsafeBufferPointer { bytes throws(CommandFailure) in
                    try writer.append(RunEntry(section: entry.section, hasKey: entry.hasKey, key: key, record: entry.record, line: entry.line,
                                               bytes: bytes))
                }
            }
        }
        _ = try writer.finish()
    }

    @Test func entriesRoundTrip() throws {
        var generator = SeededGenerator(seed: 3)
        let entries = (0..<3000).map { index in
            // Now and then a record far larger than the reader's buffer.
            let length = index % 997 == 5 ? 600_000 : Int.random(in: 0...300, using: &generator)
            return Written(section: Int.random(in: 0...60, using: &generator), hasKey: Bool.random(using: &generator),
                           key: (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 1...255, using: &generator) },
                           record: Int.random(in: 0...Int.max, using: &generator), line: Int.random(in: 0...1 << 40, using: &generator),
                           bytes: (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) })
        }
        let file = try RunFile(directory: NSTemporaryDirectory())
        try write(entries, to: file)
        let reader = try RunReader(file)
        var read: [Written] = []
        while let head = reader.head {
            read.append(Written(section: head.section, hasKey: head.hasKey, key: Array(head.key), record: head.record, line: head.line, bytes: Array(head.bytes)))
            try reader.advance()
        }
        #expect(read == entries)
    }

    @Test func aFullDiskIsAnOutputErrorNamingTheDirectory() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        let file = RunFile(descriptor: full, directory: "/the/temporary/directory")
        #expect {
            try write([Written(section: 0, hasKey: true, key: [1], record: 0, line: 1, bytes: Array(repeating: 65, count: 2 << 20))], to: file)
        } throws: { error in
            let failure = error as? CommandFailure
            return failure?.code == .outputError && failure?.message.contains("cannot write a temporary file in /the/temporary/directory") == true
                && failure?.message.contains("No space left on device") == true
        }
    }

    @Test func aRunCutShortIsAnOutputError() throws {
        let file = try RunFile(directory: NSTemporaryDirectory())
        try write([Written(section: 1, hasKey: true, key: [9], record: 0, line: 1, bytes: [65])], to: file)
        try file.rewind(afterWriting: 2)
        let reader = try RunReader(file)
        #expect(throws: CommandFailure.self) { try reader.advance() }
    }

    @Test func runFilesHaveNoName() throws {
        let directory = try CollateRunner.directory()
        let file = try RunFile(directory: directory.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        _ = file
        #expect(throws: CommandFailure.self) { try RunFile(directory: directory.appendingPathComponent("missing").path) }
    }
}
