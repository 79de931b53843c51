import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport

/// `collate index`, the index-bar options and `--format svg|html`.
@Suite struct IndexCommandTests {
    /// Records in B, D and Z only.
    let bdz = "Bob\nDora\nZoë\nBen\n"

    func lines(_ text: String) -> [[String]] {
        text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    }

    @Test func englishIndexAsText() throws {
        let result = try CollateRunner.run(["index", "--locale", "en"])
        #expect(result.status == 0)
        let rows = lines(result.stdout)
        #expect(rows.count == 27)
        #expect(rows[0] == ["A", "0", "A"])
        #expect(rows[26] == ["#", "26", "#"])
    }

    @Test func emptySectionsFollowTheRecords() throws {
        let file = try CollateRunner.file(bdz)
        let previous = lines(try CollateRunner.run(["index", "--locale", "en", file]).stdout)
        #expect(previous.map { $0[2] } == ["B", "B", "B"] + Array(repeating: "D", count: 22) + ["Z", "Z"])
        let next = lines(try CollateRunner.run(["index", "--locale", "en", "--empty-sections", "next", file]).stdout)
        #expect(next.prefix(5).map { $0[2] } == ["B", "B", "D", "D", "Z"])
        let dropped = lines(try CollateRunner.run(["index", "--locale", "en", "--empty-sections=drop", file]).stdout)
        #expect(dropped.map { $0[0] } == ["B", "D", "Z"])
        let fromStdin = lines(try CollateRunner.run(["index", "--locale", "en", "-"], stdin: bdz).stdout)
        #expect(fromStdin == previous)
    }

    @Test func zhHantCompactedAsJSON() throws {
        let result = try CollateRunner.run(["index", "--locale", "zh-Hant", "--slots", "27", "--format", "json"])
        #expect(result.status == 0)
        let document = try json(result.stdout)
        let index = document["index"] as! [[String: Any]]
        #expect(index.map { $0["title"] as! String }.joined(separator: " ") == "1 • 5 • 9 • 13 • 17 • 21 • 25 A • E • I • M • R • V • Z #")
        #expect(index[1]["kind"] as? String == "bullet")
        #expect(index[1]["sectionTitle"] as? String == "2 畫")
        #expect(document["direction"] as? String == "ltr")
        #expect(document["shown"] as? Bool == true)
    }

    @Test func withoutSlotsTheTablesOwnIndex() throws {
        let rows = lines(try CollateRunner.run(["index", "--locale", "zh-Hant"]).stdout)
        #expect(rows.map { $0[1] }.joined(separator: " ") == "0 1 3 4 6 7 9 10 12 13 15 16 18 25 26 29 30 33 34 37 38 42 43 46 47 50 51")
    }

    @Test func searchEntryAndMinimumRows() throws {
        let file = try CollateRunner.file(bdz)
        let rows = lines(try CollateRunner.run(["index", "--locale", "en", "--search-entry", file]).stdout)
        #expect(rows[0] == ["{search}", "", ""])
        let hidden = try CollateRunner.run(["index", "--locale", "en", "--min-rows", "5", "--format", "json", file])
        #expect(hidden.status == 0)
        #expect(try json(hidden.stdout)["shown"] as? Bool == false)
        #expect((try json(hidden.stdout)["index"] as! [Any]).isEmpty)
        #expect(try CollateRunner.run(["index", "--locale", "en", "--min-rows", "4", file]).stdout.split(separator: "\n").count == 27)
    }

    @Test func svgInEveryDirection() throws {
        for (locale, direction) in [("en", "ltr"), ("ar", "rtl")] {
            let result = try CollateRunner.run(["index", "--locale", locale, "--format", "svg", "--slots", "15", "--search-entry", "--index-color", "#ff2d55", "--font-size", "13"])
            #expect(result.status == 0)
            let document = try XMLDocument(data: Data(result.stdout.utf8))
            let root = document.rootElement()!
            #expect(root.attributes?.first { $0.name == "direction" }?.stringValue == direction)
            #expect(try document.nodes(forXPath: "//*[@data-kind]").count <= 15)
            #expect(result.stdout.contains("fill=\"#ff2d55\""))
            #expect(result.stdout.contains("font-size=\"13\""))
        }
    }

    @Test func htmlPage() throws {
        let file = try CollateRunner.file("Bob <b>\nDora & Co\nZoë\n", name: "people.txt")
        let result = try CollateRunner.run(["--locale", "en", "--format", "html", "--search-entry", file])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(result.stdout.contains("<title>people.txt</title>"))
        #expect(result.stdout.contains("<li dir=\"auto\">Bob &lt;b&gt;</li>"))
        #expect(result.stdout.contains("<li dir=\"auto\">Dora &amp; Co</li>"))
        #expect(result.stdout.contains("<section id=\"section-25\""))
        #expect(!result.stdout.contains("href=\"#section-0\""), "A has no records: its title jumps to B")
        let titled = try CollateRunner.run(["--locale", "en", "--format", "html", "--title", "<Team>", file])
        #expect(titled.stdout.contains("<title>&lt;Team&gt;</title>"))
    }

    @Test(arguments: [
        (["index", "--locale", "zh-Hant", "--slots", "2"], "needs at least 5"),
        (["index", "--locale", "en", "--slots", "0"], "--slots needs a positive whole number"),
        (["index", "--locale", "en", "--min-rows", "-1"], "--min-rows"),
        (["index", "--locale", "en", "--empty-sections", "sideways"], "unknown --empty-sections rule"),
        (["index", "--locale", "en", "--index-color", "red\"><script>"], "is not a colour"),
        (["index", "--locale", "en", "--format", "html"], "--format html cannot write an index bar (--index, collate index); the formats that can:"),
        (["--locale", "en", "--format", "html", "--counts"], "--format html cannot write counts (--counts)"),
        (["--locale", "ja", "--format", "html", "--empty", "--empty-sections", "drop", "--slots", "4"], "needs at least 5"),
        (["index", "--locale", "en", "--counts"], "unknown option '--counts'"),
        (["--locale", "en", "--index", "--counts"], "cannot be combined"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try CollateRunner.run(arguments, stdin: "")
        #expect(result.status == 2, "\(arguments)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
