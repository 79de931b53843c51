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

/// `--others-first`: `#` first in every format and in the index bar.
@Suite struct OthersFirstOutputTests {
    let names = "Zoë\nadam\n42\n!x\nЖуков\nbob\n"

    @Test func everyFormatListsTheOthersSectionFirst() throws {
        let text = try CollateRunner.run(["--locale", "en", "--others-first"], stdin: names)
        #expect(text.stdout == "#\n  !x\n  42\n\nA\n  adam\n\nB\n  bob\n\nZ\n  Zoë\n  Жуков\n")
        let lines = try CollateRunner.run(["--locale", "en", "--others-first", "-f", "lines"], stdin: names)
        #expect(lines.stdout == "!x\n42\nadam\nbob\nZoë\nЖуков\n")
        let csv = try CollateRunner.run(["--locale", "en", "--others-first", "-f", "csv"], stdin: names)
        #expect(csv.stdout.hasPrefix("section,title,record\n0,#,!x\n0,#,42\n1,A,adam\n"))
        let json = try CollateRunner.run(["--locale", "en", "--others-first", "-f", "json"], stdin: names)
        let document = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
        #expect((document["sections"] as? [[String: Any]])?.map { $0["title"] as? String } == ["#", "A", "B", "Z"])
        #expect((document["indexTitles"] as? [String])?.prefix(2) == ["#", "A"])
        #expect((document["indexMapping"] as? [Int]) == Array(0..<27))
        let html = try CollateRunner.run(["--locale", "en", "--others-first", "-f", "html"], stdin: names)
        let firstSection = try #require(html.stdout.range(of: "<section id=\"section-"))
        #expect(html.stdout[firstSection.upperBound...].hasPrefix("0\""))
        let firstLink = try #require(html.stdout.range(of: "<li><a href=\""))
        #expect(html.stdout[firstLink.upperBound...].hasPrefix("#section-0\" aria-label=\"#\">#</a>"))
    }

    @Test func collateKeysSortsToTheSameOrder() throws {
        let input = KeysCommandTests.names(count: 600, seed: 5).joined(separator: "\n") + "\n"
        let arguments = ["--locale", "zh-Hans", "--names", "--others-first"]
        let keys = KeysCommandTests.keyRows(try CollateRunner.run(["keys"] + arguments, stdin: input).stdout)
        let lines = try CollateRunner.run(arguments + ["-f", "lines"], stdin: input)
        #expect(KeysCommandTests.sortedAsAnEngine(keys).map(\.record) == lines.stdout.split(separator: "\n").map(String.init))
        let refused = try CollateRunner.run(["keys", "--others-first", "--missing=last", "-k", "n", "-i", "jsonl"], stdin: "{}\n")
        #expect(refused.status == 2)
    }

    @Test func theIndexBarStartsWithTheOthersTitle() throws {
        let index = try CollateRunner.run(["index", "--locale", "en", "--others-first"])
        #expect(index.stdout.hasPrefix("#\t0\t#\nA\t1\tA\n"))
        #expect(index.stdout.hasSuffix("Z\t26\tZ\n"))
        let svg = try CollateRunner.run(["index", "--locale", "en", "--others-first", "-f", "svg"])
        #expect(svg.status == 0)
        let hash = try #require(svg.stdout.range(of: ">#<")), a = try #require(svg.stdout.range(of: ">A<"))
        #expect(hash.lowerBound < a.lowerBound, "# drawn above A")
    }

    @Test func recordsWithoutTheKeyEndTheOthersSectionInMemoryAndFromRuns() throws {
        let input = (0..<300).map { $0 % 5 == 0 ? "{\"id\": \($0)}" : "{\"id\": \($0), \"n\": \"\(["Zoë", "42", "adam", "Жуков"][$0 % 4]) \($0)\"}" }
            .joined(separator: "\n") + "\n"
        let arguments = ["--locale", "en", "--others-first", "-i", "jsonl", "-k", "n", "--missing=last", "-f", "lines"]
        let memory = try CollateRunner.run(arguments, stdin: input)
        let written = memory.stdout.split(separator: "\n").map(String.init)
        #expect(written.count == 300)
        let keyless = written.indices.filter { !written[$0].contains("\"n\"") }
        #expect(keyless.count == 60)
        #expect(written.prefix(keyless[0]).allSatisfy { $0.contains("\"n\": \"42") }, "after the keyed records of #")
        #expect(keyless == Array(keyless[0]..<(keyless[0] + 60)), "together, in input order, before A")
        #expect(written[keyless.last! + 1].contains("adam"))
        let temporary = try CollateRunner.directory()
        let runs = try CollateRunner.run(["-S", "4K", "-T", temporary.path] + arguments, stdin: input)
        #expect(runs.stdout == memory.stdout)
    }
}
