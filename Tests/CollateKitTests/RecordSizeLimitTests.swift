@testable import CollateKit
import Foundation
import IndexedCollation
import TestSupport
import Testing

/// One record may have at most `ParseDriver.maximumRecordSize` bytes: a
/// 1 GB line took 5.4 GB whatever `-S` said, and under a memory limit (or
/// on `/dev/zero`) the process aborted with a stack trace. Past the limit a
/// record is an input error at its line. Tested with a smaller limit.
struct RecordSizeLimitTests {
    static func read(_ text: String, format: InputFormat = .lines, limit: Int) throws -> Int {
        let path = try CollateRunner.file(text, name: format == .csv ? "big.csv" : "big.txt")
        var plan = ReadPlan(sources: [.init(input: .file(path), format: format)])
        plan.maximumRecordBytes = limit
        let sink = try RecordReading(plan, collation: try LocalizedIndexedCollation(locale: "en"))
            .read(into: .memory(spill: nil), progress: Progress(policy: .never))
        sink.flush()
        return sink.store.count
    }

    @Test func aRecordPastTheLimitIsAnErrorAtItsLine() throws {
        let long = String(repeating: "a", count: 10 << 20)
        let error = #expect(throws: CommandFailure.self) { try Self.read("Anna\nBob\n" + long + "\nZed\n", limit: 1 << 20) }
        #expect(error?.code == .inputError)
        #expect(error?.message.contains("big.txt:3: a record longer than 1 MiB, the most one may have") == true, "\(error?.message ?? "")")
        // A CSV row held open by a quote.
        let csv = #expect(throws: CommandFailure.self) { try Self.read("name\nAnna\n\"" + long + "\n", format: .csv, limit: 1 << 20) }
        #expect(csv?.message.contains("big.csv:3: a record longer than 1 MiB") == true, "\(csv?.message ?? "")")
    }

    /// Records under the limit, many chunks of them, are read as before.
    @Test func recordsUnderTheLimitAreRead() throws {
        let line = String(repeating: "b", count: 900 << 10)
        #expect(try Self.read(Array(repeating: line, count: 12).joined(separator: "\n") + "\n", limit: 1 << 20) == 12)
        #expect(try Self.read(String(repeating: "c", count: 1 << 20), limit: 1 << 20) == 1)
    }
}
