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
    /// The elements of the section, in collation order.
    public var elements: [Element]

    /// A section with the given number, title and elements.
    public init(number: Int, title: String, elements: [Element]) {
        self.number = number
        self.title = title
        self.elements = elements
    }
}

extension Section: Identifiable {
    /// The section's ``number``, unique within one collation's sections.
    public var id: Int { number }
}

extension Section: Sendable where Element: Sendable {}
extension Section: Equatable where Element: Equatable {}
extension Section: Hashable where Element: Hashable {}
extension Section: Encodable where Element: Encodable {}
extension Section: Decodable where Element: Decodable {}
