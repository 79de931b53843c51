import Foundation
import Testing
import TestSupport

/// Japanese without MeCab: kanji records go to a `漢字` section inserted
/// before `#`. The index, the HTML page and their labels must number
/// sections as the records are sectioned, so that `#` reaches `#`.
@Suite struct UnreadKanjiIndexTests {
    let withoutMeCab = ["COLLATE_MECAB_LIBRARY": "/nonexistent/libmecab.so.2"]
    let records = "山田\n123\nあおい\n"

    func rows(_ text: String) -> [[String]] {
        text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    /// Each text row: the index title, its section, that section's title.
    func expectEveryTitleReachesItsSection(_ rows: [[String]], _ comment: Comment) {
        for row in rows where row[0] != "•" {
            #expect(row[2] == row[0], comment)
        }
    }

    @Test func indexOfTheTable() throws {
        for arguments in [["--locale", "ja", "--index"], ["index", "--locale", "ja"]] {
            let result = try CollateRunner.run(arguments, environment: withoutMeCab)
            #expect(result.status == 0)
            let index = rows(result.stdout)
            expectEveryTitleReachesItsSection(index, "\(arguments)")
            #expect(Array(index.suffix(2)) == [["漢字", "36", "漢字"], ["#", "37", "#"]], "\(arguments)")
        }
    }

    @Test func indexOfRecordsWithoutEmptySections() throws {
        let file = try CollateRunner.file(records)
        for arguments in [["--locale", "ja", "--index", "--empty-sections", "drop", file], ["index", "--locale", "ja", "--empty-sections", "drop", file]] {
            let result = try CollateRunner.run(arguments, environment: withoutMeCab)
            #expect(result.status == 0)
            #expect(rows(result.stdout) == [["あ", "26", "あ"], ["漢字", "36", "漢字"], ["#", "37", "#"]], "\(arguments)")
        }
        let compacted = try CollateRunner.run(["index", "--locale", "ja", "--slots", "11", file], environment: withoutMeCab)
        expectEveryTitleReachesItsSection(rows(compacted.stdout).filter { ["あ", "漢字", "#"].contains($0[0]) }, "--slots 11")
    }

    @Test func htmlLinksReachTheNumberSection() throws {
        let file = try CollateRunner.file(records)
        let result = try CollateRunner.run(["--locale", "ja", "--format", "html", file], environment: withoutMeCab)
        #expect(result.status == 0)
        let html = result.stdout
        #expect(html.contains("<section id=\"section-37\" aria-labelledby=\"title-37\" style=\"contain-intrinsic-size: auto 71px\"><h2 id=\"title-37\" tabindex=\"-1\">#</h2>"))
        #expect(html.contains("<a href=\"#section-37\" aria-label=\"#\">#</a>"), "the # link reaches the # section")
        #expect(html.contains("<a href=\"#section-36\" aria-label=\"漢字\">漢字</a>"))
        #expect(!html.contains("href=\"#section-36\" aria-label=\"#\""))
    }
}
