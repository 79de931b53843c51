import Testing
@testable import CollateKit

/// `HeaderColumns`: what `--key`, `--display` and `--columns` name in a header.
@Suite struct HeaderColumnsTests {
    let header = HeaderColumns(["Name", "City", "3", "City", "Tel\u{1B}"])

    @Test func aNameThenANumber() throws {
        #expect(try header.column(FieldSelector("Name"), option: "--key") == 0)
        // A column named "3" wins over the third column.
        #expect(try header.column(FieldSelector("3"), option: "--key") == 2)
        #expect(try header.column(FieldSelector("5"), option: "--key") == 4)
    }

    @Test func aNameTwiceIsAmbiguous() {
        #expect(throws: HeaderColumns.Problem.self) { try header.column(FieldSelector("City"), option: "--columns") }
        do {
            _ = try header.column(FieldSelector("City"), option: "--columns")
        } catch {
            #expect(error.message == "column name 'City' (--columns) is ambiguous: columns 2 and 4 have it; give the column's number instead")
        }
    }

    @Test func anUnknownNameListsTheColumnsQuoted() {
        do {
            _ = try header.column(FieldSelector("Phone\u{1B}[2J"), option: "--display")
            Issue.record("found a column that is not there")
        } catch {
            #expect(error.message == "no column 'Phone\\u{1B}[2J' (--display) in the header; the columns are: 1 'Name', 2 'City', 3 '3', 4 'City', 5 'Tel\\u{1B}'")
        }
    }

    /// Thousands of selectors (a long `--display` template) each find their
    /// column: the lookup is made once, not searched per selector.
    @Test func thousandsOfColumns() throws {
        let names = (0..<5_000).map { "x\($0)" }
        let wide = HeaderColumns(names)
        for (index, name) in names.enumerated() { #expect(try wide.column(FieldSelector(name), option: "--display") == index) }
    }
}

/// `FieldSelector`'s JSON path: dots between members, `\.` a dot in a name.
@Suite struct FieldSelectorPathTests {
    func path(_ text: String) -> [String] { FieldSelector(text).path.map { String(decoding: $0, as: UTF8.self) } }

    @Test func dotsSeparateMembers() {
        #expect(path("name.family") == ["name", "family"])
        #expect(path("authors.0.name") == ["authors", "0", "name"])
        #expect(path("a..b") == ["a", "", "b"])
    }

    @Test func anEscapedDotIsPartOfTheName() {
        #expect(path(#"a\.b"#) == ["a.b"])
        #expect(path(#"x.a\.b.c"#) == ["x", "a.b", "c"])
        #expect(path(#"a\\.b"#) == [#"a\"#, "b"])
        #expect(path(#"a\b\"#) == [#"a\b\"#])
    }
}
