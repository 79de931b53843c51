/// One section of a sectioned list: its number, its title, and its elements
/// in collation order.
///
/// Name it `IndexedCollation.Section` where another `Section` is in scope
/// (SwiftUI's, say).
public struct Section<Element> {
    /// The section's number: its position in
    /// ``LocalizedIndexedCollation/sectionTitles``, and the number that
    /// ``LocalizedIndexedCollation/section(for:)`` and
    /// ``LocalizedIndexedCollation/section(forSectionIndexTitleAt:)`` answer.
    /// It is not the section's position in an array that leaves out empty
    /// sections; ``SectionedList`` gives that.
    public let number: Int
    /// The section's title, as in ``LocalizedIndexedCollation/sectionTitles``.
    public let title: String
    /// The elements of the section, in collation order: a collection used as
    /// an array is, which a copy of the section shares (``Elements``).
    public var elements: Elements

    /// A section with the given number, title and elements.
    public init(number: Int, title: String, elements: [Element]) {
        self.number = number
        self.title = title
        self.elements = Elements(elements)
    }
}

extension Section: Identifiable {
    /// The section's ``number``, unique within one collation's sections.
    public var id: Int { number }
}

extension Section: Sendable where Element: Sendable {}
extension Section: Equatable where Element: Equatable {}
extension Section: Hashable where Element: Hashable {}
/// The JSON names of a section's fields: those `collate -f json` writes
/// (`{"index", "title", "records"}`), one shape for the library and the command.
private enum SectionCodingKeys: String, CodingKey {
    case number = "index", title, elements = "records"
}

extension Section: Encodable where Element: Encodable {
    /// Encodes the section as `{"index": number, "title", "records": elements}`,
    /// the shape of a section in `collate -f json`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SectionCodingKeys.self)
        try container.encode(number, forKey: .number)
        try container.encode(title, forKey: .title)
        try container.encode(elements, forKey: .elements)
    }
}

extension Section: Decodable where Element: Decodable {
    /// Decodes a section from `{"index", "title", "records"}` (see ``encode(to:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SectionCodingKeys.self)
        self.init(number: try container.decode(Int.self, forKey: .number), title: try container.decode(String.self, forKey: .title),
                  elements: try container.decode([Element].self, forKey: .elements))
    }
}
