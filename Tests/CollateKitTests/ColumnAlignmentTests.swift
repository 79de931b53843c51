@testable import CollateKit
import Testing

/// Tabular output of several CSV/TSV files: rows go under the first file's
/// header by column name.
struct ColumnAlignmentTests {
    private func file(_ name: String, _ columns: [String], index: Int) -> InputFile {
        InputFile(name: name, format: .csv, index: index, firstRecord: 0,
                  kind: CSVFile(header: CSVHeader(names: columns, bytes: [], delimiter: ASCII.comma), contacts: nil))
    }

    @Test func sameNamesInAnotherOrderAreReordered() throws {
        let first = file("a.csv", ["name", "city", "born"], index: 0)
        let second = file("b.csv", ["city", "born", "name"], index: 100)
        let alignment = try ColumnAlignment(files: [first, second])
        #expect(!alignment.reorders(first))
        #expect(alignment.reorders(second))
        #expect(alignment.arranged(["Oslo", "1990", "Ann"], of: second, empty: "") == ["Ann", "Oslo", "1990"])
        #expect(alignment.arranged(["Oslo"], of: second, empty: "") == ["", "Oslo", ""], "a short row")
        #expect(alignment.arranged(["Oslo", "1990", "Ann", "x"], of: second, empty: "") == ["Ann", "Oslo", "1990", "x"], "a long row")
        #expect(alignment.arranged(["Bo", "Rome", "1980"], of: first, empty: "") == ["Bo", "Rome", "1980"])
    }

    @Test func repeatedNamesPairInOrder() throws {
        let first = file("a.csv", ["n", "x", "n"], index: 0)
        let second = file("b.csv", ["x", "n", "n"], index: 10)
        let alignment = try ColumnAlignment(files: [first, second])
        #expect(alignment.arranged(["X", "n1", "n2"], of: second, empty: "") == ["n1", "X", "n2"])
    }

    @Test(arguments: [["name"], ["name", "town"], ["name", "city", "city"], ["city", "name", "x"]])
    func otherNamesAreAnError(columns: [String]) {
        let files = [file("a.csv", ["name", "city"], index: 0), file("b.csv", columns, index: 10)]
        #expect {
            try ColumnAlignment(files: files)
        } throws: { error in
            guard let failure = error as? CommandFailure else { return false }
            return failure.code == .inputError && failure.message.hasPrefix("b.csv: its columns (") && failure.message.contains("are not those of a.csv ('name', 'city')")
        }
    }
}
