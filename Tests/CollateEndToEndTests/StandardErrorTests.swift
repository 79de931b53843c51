import Foundation
import Testing
import TestSupport

/// Diagnostics never change the outcome: with standard error closed or
/// full, every run still ends with its documented exit code (a failed write
/// to standard error used to crash the binary with SIGILL, exit 132).
@Suite struct StandardErrorTests {
    /// (script, exit code): a usage error, a warning, an output error.
    static let cases: [(String, Int32)] = [
        ("\"$COLLATE\" --locale nope in.txt 2>/dev/full", 2),
        ("\"$COLLATE\" --locale nope in.txt 2>&-", 2),
        ("\"$COLLATE\" --locale en bad.txt 2>&- >/dev/null", 0),
        ("\"$COLLATE\" --locale en bad.txt 2>/dev/full >/dev/null", 0),
        ("\"$COLLATE\" --locale en in.txt >/dev/full 2>&1", 4),
        ("\"$COLLATE\" --locale en missing.txt 2>&-", 1),
    ]

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
    func unwritableStandardErrorKeepsTheExitCode() throws {
        let directory = try CollateRunner.directory()
        try Data("b\na\n".utf8).write(to: directory.appendingPathComponent("in.txt"))
        try Data([0x61, 0xFF, 0x0A]).write(to: directory.appendingPathComponent("bad.txt"))
        for (script, code) in Self.cases {
            let result = try CollateRunner.runShell("cd '\(directory.path)' && \(script)")
            #expect(result.status == code, "\(script)")
        }
    }
}
