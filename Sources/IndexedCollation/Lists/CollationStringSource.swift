/// How a ``SectionedList`` reads the string of an element it is given.
enum CollationStringSource<Element>: @unchecked Sendable {
    // @unchecked: key paths are immutable, the closure is `@Sendable`.
    case keyPath(KeyPath<Element, String>)
    case optionalKeyPath(KeyPath<Element, String?>)
    /// The reading when it is not empty, else the name.
    case reading(name: KeyPath<Element, String>, reading: KeyPath<Element, String?>)
    case closure(@Sendable (Element) -> String?)

    func callAsFunction(_ element: Element) -> String? {
        switch self {
        case let .keyPath(keyPath): element[keyPath: keyPath]
        case let .optionalKeyPath(keyPath): element[keyPath: keyPath]
        case let .reading(name, reading):
            LocalizedIndexedCollation.readingOrName(element[keyPath: reading], element[keyPath: name])
        case let .closure(closure): closure(element)
        }
    }
}
