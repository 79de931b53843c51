import Foundation
import Testing
import TestSupport

/// `--names`, `--reading-key`, `--no-readings`, and Japanese readings with
/// and without MeCab, through the built binary.
@Suite struct ReadingsCommandTests {
    static let mecabInstalled = FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/libmecab.so.2")
        || FileManager.default.fileExists(atPath: "/usr/lib/aarch64-linux-gnu/libmecab.so.2")

    @Test func chineseSurnamesInNamesMode() throws {
        let names = "曾国藩\n单田芳\n仇英\n解缙\n区志贤\n"
        let plain = try CollateRunner.run(["--locale", "zh-Hans", "--sections-only"], stdin: names)
        let named = try CollateRunner.run(["--locale", "zh-Hans", "--names", "--sections-only"], stdin: names)
        #expect(named.status == 0)
        #expect(named.stdout == "O\nQ\nS\nX\nZ\n")
        #expect(plain.stdout != named.stdout, "without --names, 曾 reads céng")
    }

    @Test(.enabled(if: mecabInstalled, "MeCab is not installed (CI installs it)"))
    func japaneseKanjiByTheirReading() throws {
        let result = try CollateRunner.run(["--locale", "ja"], stdin: "田中\n佐藤\nあおい\nTanaka\n")
        #expect(result.status == 0)
        #expect(result.stdout == "T\n  Tanaka\n\nあ\n  あおい\n\nさ\n  佐藤\n\nた\n  田中\n")
        #expect(result.stderr.isEmpty)
    }

    @Test(.enabled(if: mecabInstalled, "MeCab is not installed (CI installs it)"))
    func kanjiMeCabCannotReadAreCountedAndAReadingPlacesThem() throws {
        let result = try CollateRunner.run(["--locale", "ja", "--sections-only"], stdin: "田中\n髙橋一郎\n42田中\n𠮷野家\n")
        #expect(result.status == 0)
        #expect(result.stdout == "た\n#\n")
        #expect(result.stderr == "collate: warning: 2 records with kanji that MeCab could not read went to '#' "
            + "(the first at <stdin>:2); give them a reading with --reading-key (docs/readings.md)\n", "42田中 is read: not counted")
        let read = try CollateRunner.run(["--locale", "ja", "--input-format", "csv", "--key", "name", "--reading-key", "kana", "--sections-only"],
                                         stdin: "name,kana\n髙橋一郎,たかはしいちろう\n𠮷野家,よしのや\n")
        #expect(read.stdout == "た\nや\n")
        #expect(read.stderr.isEmpty)
    }

    @Test func withoutMeCabKanjiGoToTheirOwnSectionAndTheUserIsToldOnce() throws {
        let result = try CollateRunner.run(["--locale", "ja"], stdin: "田中\n佐藤\nあおい\n",
                                           environment: ["COLLATE_MECAB_LIBRARY": "/nonexistent/libmecab.so.2"])
        #expect(result.status == 0)
        #expect(result.stdout == "あ\n  あおい\n\n漢字\n  佐藤\n  田中\n")
        #expect(result.stderr.components(separatedBy: "collate: note:").count == 2, "said once")
        #expect(result.stderr.contains("apt-get install libmecab2 mecab-ipadic-utf8"))
        // No kanji, no note.
        let kana = try CollateRunner.run(["--locale", "ja"], stdin: "あおい\n",
                                         environment: ["COLLATE_MECAB_LIBRARY": "/nonexistent/libmecab.so.2"])
        #expect(kana.stderr.isEmpty)
    }

    @Test func noReadingsOption() throws {
        let result = try CollateRunner.run(["--locale", "ja", "--no-readings", "--sections-only"], stdin: "田中\n")
        #expect(result.stdout == "漢字\n")
    }

    @Test func readingKeyInCSV() throws {
        let csv = "name,kana\n東海林,しょうじ\n青木,\nZeta,\n"
        let path = try CollateRunner.file(csv, name: "people.csv")
        let result = try CollateRunner.run(["--locale", "ja", "--no-readings", "--key", "name", "--reading-key", "kana", path])
        #expect(result.status == 0)
        #expect(result.stdout == "Z\n  Zeta,\n\nさ\n  東海林,しょうじ\n\n漢字\n  青木,\n")
        #expect(result.stderr.isEmpty, "--no-readings is deliberate: no note")
    }

    @Test func readingKeyInJSON() throws {
        let lines = #"{"name": "曾国藩", "py": "zeng guofan"}"# + "\n" + #"{"name": "Adams"}"# + "\n"
        let jsonl = try CollateRunner.file(lines, name: "people.jsonl")
        let result = try CollateRunner.run(["--locale", "en", "--key", "name", "--reading-key", "py", "--sections-only", jsonl])
        #expect(result.stdout == "A\nZ\n")
        let array = try CollateRunner.file(#"[{"n": {"k": "解缙", "r": "xie jin"}}]"#, name: "people.json")
        let arrayResult = try CollateRunner.run(["--locale", "en", "--key", "n.k", "--reading-key", "n.r", "--sections-only", array])
        #expect(arrayResult.stdout == "X\n")
        // Records without a reading beside records with one are normal: no warning.
        #expect(result.stderr.isEmpty)
    }

    @Test func readingKeyThatNoRecordHasIsReported() throws {
        let jsonl = try CollateRunner.file(#"{"n": "b"}"# + "\n" + #"{"n": "a"}"# + "\n", name: "people.jsonl")
        let result = try CollateRunner.run(["--locale", "en", "--key", "n", "--reading-key", "nope", jsonl])
        #expect(result.status == 0)
        #expect(result.stdout == "A\n  {\"n\": \"a\"}\n\nB\n  {\"n\": \"b\"}\n")
        #expect(result.stderr == "collate: warning: no record had a reading at 'nope' (--reading-key); 2 records collated by the key instead\n")
        let csv = try CollateRunner.file("name,kana\nx,\n", name: "people.csv")
        let emptyColumn = try CollateRunner.run(["--locale", "en", "--key", "name", "--reading-key", "kana", csv])
        #expect(emptyColumn.stderr == "collate: warning: no record had a reading at 'kana' (--reading-key); 1 record collated by the key instead\n")
    }

    @Test func readingKeyErrors() throws {
        let csv = try CollateRunner.file("name\nx\n", name: "people.csv")
        let missingColumn = try CollateRunner.run(["--key", "name", "--reading-key", "kana", csv])
        #expect(missingColumn.status == 1)
        #expect(missingColumn.stderr.contains("no column 'kana' (--reading-key)"))
        #expect(missingColumn.stderr.contains("people.csv:1"))
        let lines = try CollateRunner.run(["--reading-key", "kana"], stdin: "x\n")
        #expect(lines.status == 2)
        #expect(lines.stderr.contains("--reading-key 'kana' needs CSV, TSV or JSON input"))
    }
}
