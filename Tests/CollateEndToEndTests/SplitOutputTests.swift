import Foundation
import Testing
import TestSupport

/// `--split DIR`: one file per section in the chosen format and an index file
/// linking them; together the files hold every record once, in the order one
/// output has, in memory and from sorted runs alike.
@Suite struct SplitOutputTests {
    static let names = (0..<300).map { ["Анна", "Борис", "Émile", "Zoë", "王芳", "曾国藩", "42", "Ёлка", "anna", "Ødegaard"][$0 % 10] + " \($0)" }
        .joined(separator: "\n") + "\n"

    private func files(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    private func read(_ directory: URL, _ file: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
    }

    /// Each format: a file per section named by position and title, the
    /// index listing each file with its count, and the records of all files
    /// together exactly those of one `-f lines` output, in its order.
    @Test(arguments: [("text", "txt", "index.txt"), ("markdown", "md", "index.md"), ("html", "html", "index.html"),
                      ("json", "json", "index.json"), ("csv", "csv", "index.csv"), ("lines", "txt", "index.txt")])
    func aFilePerSectionAndAnIndex(format: String, fileExtension: String, index: String) throws {
        let input = try CollateRunner.file(Self.names)
        let whole = try CollateRunner.run(["-l", "ru", "-f", "lines", input]).stdout
        let counts = try CollateRunner.run(["-l", "ru", "-c", input]).stdout.split(separator: "\n")
        let directory = try CollateRunner.directory().appendingPathComponent("sections")
        let result = try CollateRunner.run(["-l", "ru", "-f", format, "--split", directory.path, input])
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stderr)")

        let sectionFiles = try files(in: directory).filter { $0 != index }
        #expect(try files(in: directory).contains(index))
        #expect(sectionFiles.count == counts.count, "\(sectionFiles)")
        #expect(sectionFiles.first == "01-А.\(fileExtension)" && sectionFiles.last == "\(counts.count).\(fileExtension)", "\(sectionFiles)")
        let indexText = try read(directory, index)
        for file in sectionFiles { #expect(indexText.contains(file), "\(file) not in \(index)") }

        // Every record once, in one output's order: the files' records, in file order.
        let records = try sectionFiles.flatMap { file in
            try read(directory, file).split(separator: "\n").map(String.init).filter { line in
                Self.names.split(separator: "\n").contains { line.contains($0) }
            }
        }
        let expected = whole.split(separator: "\n").map(String.init)
        #expect(records.count == expected.count)
        for (line, name) in zip(records, expected) {
            #expect(line.contains(name), "\(line) should show \(name)")
        }
    }

    /// Records merged from sorted runs on disk (a tiny --buffer-size) give
    /// the same files, byte for byte.
    @Test func fromSortedRunsTheFilesAreTheSame() throws {
        let input = try CollateRunner.file(Self.names)
        let base = try CollateRunner.directory()
        let inMemory = base.appendingPathComponent("memory"), fromRuns = base.appendingPathComponent("runs")
        #expect(try CollateRunner.run(["-l", "ru", "-f", "markdown", "--split", inMemory.path, input]).status == 0)
        let runs = try CollateRunner.run(["-l", "ru", "-f", "markdown", "-S", "4K", "-T", base.path, "--split", fromRuns.path, input])
        #expect(runs.status == 0, "\(runs.stderr)")
        #expect(try files(in: inMemory) == files(in: fromRuns))
        for file in try files(in: inMemory) {
            #expect(try read(inMemory, file) == read(fromRuns, file), "\(file)")
        }
    }

    /// The index of JSON has each section's title, count, offset in the whole
    /// list and file.
    @Test func theJSONIndexHasCountsOffsetsAndFiles() throws {
        let input = try CollateRunner.file("Борис\nАнна\nАлла\nZoë\n")
        let directory = try CollateRunner.directory().appendingPathComponent("json")
        #expect(try CollateRunner.run(["-l", "ru", "-f", "json", "--split", directory.path, input]).status == 0)
        let index = try JSONSerialization.jsonObject(with: Data(read(directory, "index.json").utf8)) as? [String: Any]
        let sections = try #require(index?["sections"] as? [[String: Any]])
        #expect(sections.map { $0["title"] as? String } == ["А", "Б", "Z"])
        #expect(sections.map { $0["count"] as? Int } == [2, 1, 1])
        #expect(sections.map { $0["offset"] as? Int } == [0, 2, 3])
        #expect(sections.map { $0["file"] as? String } == ["1-А.json", "2-Б.json", "3-Z.json"].map { "0" + $0 })
    }

    /// A directory with files in it, a file, and options that write no
    /// records are refused before anything is written.
    @Test func refusals() throws {
        let input = try CollateRunner.file("Анна\n")
        let used = try CollateRunner.directory()
        try Data("mine".utf8).write(to: used.appendingPathComponent("notes.txt"))
        let notEmpty = try CollateRunner.run(["-l", "ru", "--split", used.path, input])
        #expect(notEmpty.status == 4)
        #expect(notEmpty.stderr.contains("--split \(used.path): is not empty"), "\(notEmpty.stderr)")
        #expect(try files(in: used) == ["notes.txt"])
        let file = used.appendingPathComponent("notes.txt").path
        let notDirectory = try CollateRunner.run(["-l", "ru", "--split", file, input])
        #expect(notDirectory.status == 4 && notDirectory.stderr.contains("exists and is not a directory"), "\(notDirectory.stderr)")
        let fresh = try CollateRunner.directory().appendingPathComponent("new").path
        for options in [["-c"], ["-f", "svg"], ["-o", "out.txt"]] {
            let refused = try CollateRunner.run(["-l", "ru", "--split", fresh] + options + [input])
            #expect(refused.status == 2, "\(options): \(refused.stderr)")
            #expect(refused.stderr.contains("--split"), "\(refused.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: fresh))
    }
}
