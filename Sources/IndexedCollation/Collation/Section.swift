/// One section of a sectioned list: its position, title, and elements in
/// collation order.
public struct Section<Element> {
    /// The section's index in ``LocalizedIndexedCollation/sectionTitles``.
    public let index: Int
    public let title: String
    public var elements: [Element]

    public init(index: Int, title: String, elements: [Element]) {
        self.index = index
        self.title = title
        self.elements = elements
    }
}

extension Section: Sendable where Element: Sendable {}
extension Section: Equatable where Element: Equatable {}
extension Section: Hashable where Element: Hashable {}
