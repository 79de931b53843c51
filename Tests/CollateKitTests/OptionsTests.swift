@testable import CollateKit
import Testing

/// `Options.validate()`: combinations the parser cannot see one option at a time.
struct OptionsTests {
    private func validationError(_ words: [String]) -> String? {
        do {
            try OptionParser.parse(words, specs: Options.specs).options.validate()
            return nil
        } catch {
            return error.message
        }
    }

    @Test func keyNeedsFields() {
        #expect(validationError(["--key", "name"]) == "<stdin>: --key 'name' needs CSV, TSV or JSON input, but this file is read as lines (see --input-format)")
        #expect(validationError(["--reading-key", "r", "a.csv", "b.txt"]) == "b.txt: --reading-key 'r' needs CSV, TSV or JSON input, but this file is read as lines (see --input-format)")
        #expect(validationError(["--key", "name", "-i", "csv"]) == nil)
        #expect(validationError(["--key", "name", "--index"]) == nil, "--index without files reads no input")
    }

    @Test func localeAndTableExcludeEachOther() {
        #expect(validationError(["--locale", "en", "--table", "t.json"]) == "--locale and --table cannot be used together")
    }

    @Test func readsInput() throws {
        func reads(_ words: [String]) throws -> Bool { try OptionParser.parse(words, specs: Options.specs).options.readsInput }
        #expect(try reads([]))
        #expect(try !reads(["--index"]))
        #expect(try reads(["--index", "-"]))
        #expect(try !reads(["--sections-only", "--empty"]))
        #expect(try reads(["--sections-only"]))
    }
}
