import Foundation
import Testing
import TestSupport

/// `collate -f json` says where each index title jumps, and names whose
/// Latin form starts with a modifier letter are filed by the next letter.
@Suite struct JumpTargetAndFilingTests {
    @Test func jsonCarriesIndexTargets() throws {
        let result = try CollateRunner.run(["--locale", "en", "-f", "json"], stdin: "Bo\nDan\n42\n")
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        let titles = try #require(document["indexTitles"] as? [String])
        let targets = try #require(document["indexTargets"] as? [Int])
        #expect(targets.count == titles.count)
        // Sections written: B (0), D (1), # (2). A jumps to the first, C to B, Z to D.
        #expect(targets[titles.firstIndex(of: "A")!] == 0 && targets[titles.firstIndex(of: "C")!] == 0)
        #expect(targets[titles.firstIndex(of: "Z")!] == 1 && targets[titles.firstIndex(of: "#")!] == 2)
        let everySection = try CollateRunner.run(["--locale", "en", "-f", "json", "--empty"], stdin: "Bo\n")
        let all = try #require(try JSONSerialization.jsonObject(with: everySection.output) as? [String: Any])
        #expect(all["indexTargets"] as? [Int] == Array(0..<titles.count), "with --empty every title has its own section")
    }

    @Test(arguments: ["en", "de", "pl", "ru"])
    func modifierLettersAreDisregardedInFiling(locale: String) throws {
        let result = try CollateRunner.run(["--locale", locale, "--counts"], stdin: "علي\nעמוס\nאברהם\n")
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").map { $0.split(separator: "\t")[0] } == ["B", "L", "M"], "\(locale): \(result.stdout)")
    }
}
