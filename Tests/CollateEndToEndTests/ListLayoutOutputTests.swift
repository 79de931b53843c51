import Foundation
import Testing
import TestSupport

/// Output for programs that lay a list out: `-f lines` (the records alone,
/// as `sort` writes them), each section's row count and first row's offset
/// in JSON, and where each index title jumps among the listed sections.
@Suite struct ListLayoutOutputTests {
    @Test(arguments: [["--locale", "en"], ["--locale", "zh-Hans", "--names"], ["--locale", "ru", "--reverse"]])
    func linesAreTheRecordsInKeysOrder(arguments: [String]) throws {
        // A tab and a quote, which TSV would quote, come out as read.
        let names = KeysCommandTests.names(count: 500, seed: 21) + ["bob\tx", "\"quoted\" name", "  spaced"]
        let input = names.joined(separator: "\n") + "\n"
        let lines = try CollateRunner.run(arguments + ["-f", "lines"], stdin: input)
        #expect(lines.status == 0)
        let written = lines.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(written.sorted() == names.sorted(), "every record once, unchanged")
        if arguments.contains("--reverse") {
            let tsv = try CollateRunner.run(arguments + ["-f", "tsv"], stdin: input)
            #expect(written == KeysCommandTests.collateRows(tsv.stdout).map { $0[2] })
        } else {
            let keys = try CollateRunner.run(["keys"] + arguments, stdin: input)
            #expect(written == KeysCommandTests.sortedAsAnEngine(KeysCommandTests.keyRows(keys.stdout)).map(\.record))
        }
    }

    @Test func linesShowVCardsByNameAndTakeDisplay() throws {
        let card = "BEGIN:VCARD\nVERSION:3.0\nN:Zeller;Anna;;;\nFN:Anna Zeller\nEND:VCARD\n"
            + "BEGIN:VCARD\nVERSION:3.0\nN:Adams;Bob;;;\nFN:Bob Adams\nEND:VCARD\n"
        let vcf = try CollateRunner.file(card, name: "c.vcf")
        #expect(try CollateRunner.run(["--locale", "en", "-f", "lines", vcf]).stdout == "Bob Adams\nAnna Zeller\n")
        let csv = try CollateRunner.file("first,last\nAnna,Zeller\nBob,Adams\n", name: "p.csv")
        let shown = try CollateRunner.run(["--locale", "en", "-k", "last", "-f", "lines", "--display", "{last}, {first}", csv])
        #expect(shown.stdout == "Adams, Bob\nZeller, Anna\n")
        let refused = try CollateRunner.run(["--locale", "en", "-f", "lines", "--counts"], stdin: "a\n")
        #expect(refused.status == 2)
    }

    @Test func jsonSectionsCarryTheirCountAndFirstRowOffset() throws {
        let input = "adam\nanna\nZoë\nЖуков\nzed\n42\n"
        for report in [[], ["--counts"], ["--sections-only"]] {
            let json = try CollateRunner.run(["--locale", "en", "-f", "json"] + report, stdin: input)
            let sections = try #require((try JSONSerialization.jsonObject(with: json.output) as? [String: Any])?["sections"] as? [[String: Any]])
            #expect(sections.map { $0["title"] as? String } == ["A", "Z", "#"], "\(report)")
            #expect(sections.map { $0["count"] as? Int } == [2, 3, 1], "\(report)")
            #expect(sections.map { $0["offset"] as? Int } == [0, 2, 5], "\(report)")
        }
    }

    @Test func indexEntriesCarryTheirTargetAmongTheListedSectionsAndTheirCounts() throws {
        // `--index` reads only the files it is given (without one it shows the table's bar).
        let input = try CollateRunner.file("adam\nanna\nbob\nZoë\n42\n")
        let json = try CollateRunner.run(["--locale", "en", "--index", "-f", "json", input])
        let index = try #require((try JSONSerialization.jsonObject(with: json.output) as? [String: Any])?["index"] as? [[String: Any]])
        let byTitle = Dictionary(uniqueKeysWithValues: index.map { ($0["title"] as! String, $0) })
        // Listed sections: A (2 rows), B (1), Z (1), # (1).
        #expect(byTitle["A"]?["position"] as? Int == 0 && byTitle["A"]?["offset"] as? Int == 0 && byTitle["A"]?["count"] as? Int == 2)
        #expect(byTitle["B"]?["position"] as? Int == 1 && byTitle["B"]?["offset"] as? Int == 2 && byTitle["B"]?["count"] as? Int == 1)
        #expect(byTitle["M"]?["position"] as? Int == 1 && byTitle["M"]?["count"] as? Int == 0, "an empty section jumps to the one before")
        #expect(byTitle["Z"]?["position"] as? Int == 2 && byTitle["Z"]?["offset"] as? Int == 3)
        #expect(byTitle["#"]?["position"] as? Int == 3 && byTitle["#"]?["offset"] as? Int == 4 && byTitle["#"]?["count"] as? Int == 1)
        #expect(index.reduce(0) { $0 + ($1["count"] as? Int ?? 0) } == 5, "the counts add up to the rows")
        // A bullet counts the rows of every section it stands for.
        let compact = try CollateRunner.run(["--locale", "en", "--index", "-f", "json", "--slots", "3", input])
        let bar = try #require((try JSONSerialization.jsonObject(with: compact.output) as? [String: Any])?["index"] as? [[String: Any]])
        #expect(bar.map { $0["title"] as? String } == ["A", "•", "#"])
        #expect(bar.map { $0["count"] as? Int } == [2, 2, 1])
        // Without input there are no rows: no targets or counts.
        let tableOnly = try CollateRunner.run(["--locale", "en", "--index", "-f", "json"])
        #expect(!tableOnly.stdout.contains("\"position\""))
    }
}
