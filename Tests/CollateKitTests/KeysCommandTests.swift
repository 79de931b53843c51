@testable import CollateKit
import Foundation
import IndexedCollation
import TestSupport
import Testing

/// `collate keys` in process: its keys are the library's, and it holds a
/// few chunks of the input, not the input.
struct KeysCommandTests {
    static let strings = [
        "Anna", "anna", "Ångström", "Zoë", "émile", "Łukasz", "O'Brien", "Жуков", "Ёлкин", "Σωκράτης", "王芳", "曾国藩",
        "單", "陳大文", "山田太郎", "佐藤", "ひらがな", "カタカナ", "김민준", "محمد", "42", "file10", "!bang", "Nguyễn", "e\u{301}",
    ]

    /// Runs `collate keys <arguments> <file>` and returns its TSV rows'
    /// section and key fields.
    private func keyRows(_ arguments: [String], input: [String]) throws -> [(section: Int, key: String)] {
        let directory = try CollateRunner.directory()
        let inputFile = directory.appendingPathComponent("names.txt")
        try Data((input.joined(separator: "\n") + "\n").utf8).write(to: inputFile)
        let outputFile = directory.appendingPathComponent("keys.tsv")
        try Runner.run(["keys"] + arguments + ["-o", outputFile.path, inputFile.path])
        // In a process of its own, the runner keeps no files (the developer's cache is not the tests').
        #expect(LibraryReuse.shared.keptFilesDirectory == nil)
        let lines = try String(contentsOf: outputFile, encoding: .utf8).split(separator: "\n").dropFirst()
        return lines.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return (Int(fields[0])!, String(fields[2]))
        }
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    @Test(arguments: [
        ("en", LocalizedIndexedCollation.Options(), [String]()),
        ("ru", LocalizedIndexedCollation.Options(), []),
        ("zh-Hant", LocalizedIndexedCollation.Options(), []),
        ("ja", LocalizedIndexedCollation.Options(), []),
        ("ja", LocalizedIndexedCollation.Options(readings: .none), ["--no-readings"]),
        ("zh-Hans", LocalizedIndexedCollation.Options(personNames: true), ["--names"]),
        ("en", LocalizedIndexedCollation.Options(foreignScripts: .lastSection), ["--no-transliteration"]),
    ])
    func keysAreTheLibrarysCollationKeys(locale: String, options: LocalizedIndexedCollation.Options, arguments: [String]) throws {
        let collation = try LocalizedIndexedCollation(locale: locale, options: options)
        let rows = try keyRows(["--locale", locale] + arguments, input: Self.strings)
        #expect(rows.count == Self.strings.count)
        for (string, row) in zip(Self.strings, rows) {
            let key = collation.collationKey(for: string)
            #expect(row.section == key.section, "\(string)")
            #expect(row.key == Self.hex(key.bytes), "\(string)")
            #expect(key.bytes.last != 0, "ICU's terminating zero is left out")
        }
    }

    /// Takes records as the sink hands them off, checking their order and
    /// how much of the input the arena holds.
    private final class Recorder: RecordHandOff {
        var records = 0
        var largestArena = 0
        var inOrder = true

        func take(_ store: RecordStore, of file: InputFile, firstRecord: Int) {
            inOrder = inOrder && firstRecord == records
            records += store.count
            largestArena = max(largestArena, store.bytes.count)
        }
    }

    @Test func theArenaHoldsAFewChunksNotTheInput() throws {
        // 17 MiB of lines: more than four of the reader's 4 MiB chunks.
        let line = Array("Zoë Ångström-Łukasz\n".utf8)
        let text = Data((0..<800_000).flatMap { _ in line })
        let path = try CollateRunner.file(text, name: "names.txt")
        let recorder = Recorder()
        let plan = ReadPlan(sources: [.init(input: .file(path), format: .lines)])
        let sink = try RecordReading(plan, collation: try LocalizedIndexedCollation(locale: "en"))
            .read(into: .handOff(recorder), progress: Progress(policy: .never))
        #expect(recorder.records == 800_000)
        #expect(recorder.inOrder)
        #expect(text.count > 16 << 20)
        #expect(recorder.largestArena <= 12 << 20, "three 4 MiB chunks at most")
        #expect(sink.store.count == 0)
    }
}
