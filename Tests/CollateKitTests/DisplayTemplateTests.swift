import Testing
@testable import CollateKit

/// `--display`: a field's name, or a template of fields in braces.
@Suite struct DisplayTemplateTests {
    func message(_ text: String) -> String? {
        do {
            _ = try DisplayTemplate(parsing: text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aNameWithoutBracesIsOneField() throws {
        #expect(try DisplayTemplate(parsing: "Last Name").pieces == [.field("Last Name")])
        #expect(try DisplayTemplate(parsing: "name.family").fieldNames == ["name.family"])
    }

    @Test func aTemplateHasLiteralsAndFields() throws {
        let template = try DisplayTemplate(parsing: "{name.family}, {name.given} ({name.family})")
        #expect(template.pieces == [.field("name.family"), .literal(", "), .field("name.given"), .literal(" ("), .field("name.family"), .literal(")")])
        #expect(template.fieldNames == ["name.family", "name.given"], "each field once, in order")
        #expect(template.rendered { $0.uppercased() } == "NAME.FAMILY, NAME.GIVEN (NAME.FAMILY)")
    }

    @Test func doubledBracesAreBraces() throws {
        let template = try DisplayTemplate(parsing: "{{{First Name}}}")
        #expect(template.pieces == [.literal("{"), .field("First Name"), .literal("}")])
        #expect(template.rendered { _ in "Anna" } == "{Anna}")
    }

    @Test func malformedTemplatesAreUsageErrorsSayingWhere() throws {
        #expect(message("")?.contains("--display needs a field name or a template") == true)
        #expect(message("{First Name} {Last Name") == "--display '{First Name} {Last Name': '{' is not closed at character 14")
        #expect(message("Name}") == "--display 'Name}': '}' without its '{' (write '}}' for a brace) at character 5")
        #expect(message("a {} b") == "--display 'a {} b': empty field name '{}' at character 3")
        #expect(message("{a{b}") == "--display '{a{b}': '{' inside the field that opens at character 3")
    }
}
