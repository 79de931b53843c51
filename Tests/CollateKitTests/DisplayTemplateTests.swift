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
        #expect(try DisplayTemplate(parsing: "Last Name").alternatives == [[.field("Last Name")]])
        #expect(try DisplayTemplate(parsing: "name.family").fieldNames == ["name.family"])
    }

    @Test func aTemplateHasLiteralsAndFields() throws {
        let template = try DisplayTemplate(parsing: "{name.family}, {name.given} ({name.family})")
        #expect(template.alternatives == [[.field("name.family"), .literal(", "), .field("name.given"), .literal(" ("), .field("name.family"), .literal(")")]])
        #expect(template.fieldNames == ["name.family", "name.given"], "each field once, in order")
        #expect(template.rendered { $0.uppercased() } == "NAME.FAMILY, NAME.GIVEN (NAME.FAMILY)")
    }

    @Test func doubledBracesAreBraces() throws {
        let template = try DisplayTemplate(parsing: "{{{First Name}}}")
        #expect(template.alternatives == [[.literal("{"), .field("First Name"), .literal("}")]])
        #expect(template.rendered { _ in "Anna" } == "{Anna}")
    }

    @Test func alternativesFallBackToTheFirstWithAField() throws {
        let template = try DisplayTemplate(parsing: "{First Name} {Last Name}|{Organization Name}|{Phone 1 - Value}")
        #expect(template.alternatives.count == 3)
        #expect(template.fieldNames == ["First Name", "Last Name", "Organization Name", "Phone 1 - Value"])
        let phoneOnly = ["Phone 1 - Value": "+49 30 1234"]
        #expect(template.rendered { phoneOnly[$0] ?? "" } == "+49 30 1234")
        let company = ["Organization Name": "Acme", "Phone 1 - Value": "+49 30 1234"]
        #expect(template.rendered { company[$0] ?? "" } == "Acme")
        let person = ["Last Name": "Zeller", "Organization Name": "Acme"]
        #expect(template.rendered { person[$0] ?? "" } == " Zeller", "one field of the first alternative is enough")
        #expect(template.rendered { _ in "" } == "", "none qualifies: the last, its fields empty")
    }

    @Test func anAlternativeWithoutFieldsAlwaysQualifiesAndDoubledBarsAreBars() throws {
        let template = try DisplayTemplate(parsing: "{FN}|(no name || none)|{ORG}")
        #expect(template.alternatives == [[.field("FN")], [.literal("(no name | none)")], [.field("ORG")]])
        #expect(template.rendered { _ in "" } == "(no name | none)")
        #expect(template.rendered { $0 == "FN" ? "Anna" : "" } == "Anna")
    }

    @Test func malformedTemplatesAreUsageErrorsSayingWhere() throws {
        #expect(message("")?.contains("--display needs a field name or a template") == true)
        #expect(message("{First Name} {Last Name") == "--display '{First Name} {Last Name': '{' is not closed at character 14")
        #expect(message("Name}") == "--display 'Name}': '}' without its '{' (write '}}' for a brace) at character 5")
        #expect(message("a {} b") == "--display 'a {} b': empty field name '{}' at character 3")
        #expect(message("{a{b}") == "--display '{a{b}': '{' inside the field that opens at character 3")
    }
}
