import Foundation
import Testing
import TestSupport

/// One version everywhere: `collate --version`, the library's constant and
/// the newest heading of CHANGELOG.md.
@Suite struct VersionTests {
    @Test func theChangelogsNewestVersionIsTheOneCollatePrints() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") }
        let newest = try #require(headings.first, "CHANGELOG.md has no version heading")
        // "## [0.2.0] — unreleased" or "## [0.1.0] — 2026-11-29"
        let version = try #require(newest.firstMatch(of: /^## \[(\d+\.\d+\.\d+)\]/)?.1, "heading \(newest) names no version")
        let printed = try CollateRunner.run(["--version"]).stdout
        #expect(printed.hasPrefix("collate \(version) "), "collate --version prints \(printed)")
        #expect(headings.allSatisfy { $0.wholeMatch(of: /## \[\d+\.\d+\.\d+\] — (unreleased|\d{4}-\d{2}-\d{2})/) != nil },
                "every heading is a version and a date")
    }
}
