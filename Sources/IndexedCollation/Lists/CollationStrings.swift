/// A value elements are collated by: a `String`, or an optional one (`nil`:
/// the element has no string; it goes at the end of the last section).
/// The key paths of ``LocalizedIndexedCollation/sections(of:by:reading:then:includeEmpty:)``
/// and its siblings take either.
public protocol CollationStringValue {
    /// The string to collate by, or nil when there is none.
    var collationStringValue: String? { get }
}

extension String: CollationStringValue {
    /// The string itself.
    @inlinable public var collationStringValue: String? { self }
}

extension Optional: CollationStringValue where Wrapped == String {
    /// The string, or nil.
    @inlinable public var collationStringValue: String? { self }
}

/// How an element's strings are read: the one way every entry point
/// (sorting, sections, lists, comparators) reads them. The first string
/// places the element (its reading when that is not empty, see
/// ``LocalizedIndexedCollation/readingOrName(_:_:)``), the later strings break
/// ties level by level (``CollationKeyBatch/merging(_:)``), and `readsNames`
/// reads Han as surnames (person-names mode) for names of people.
@usableFromInline
package struct CollationStrings<Element>: @unchecked Sendable {
    // @unchecked: key paths are immutable and the closures only read them
    // (or are `@Sendable` when a caller gave them).
    /// The string that places an element; nil: it has none.
    @usableFromInline package let first: (Element) -> String?
    /// The strings that order elements whose earlier strings tie; a `nil`
    /// one counts as empty (before any string).
    @usableFromInline package let later: [(Element) -> String?]
    /// Whether Han is read as a surname (``LocalizedIndexedCollation/Options-swift.struct/personNames``).
    @usableFromInline package let readsNames: Bool
    /// What tells two readers apart (their key paths and choices); nil for a
    /// caller's closure, which equals only itself.
    @usableFromInline let identity: [AnyHashable]?
    /// `first` as a collation reads it, where the table decides (contact
    /// names, ``LocalizedIndexedCollation/nameConventions``); nil: `first`.
    @usableFromInline let firstUnder: ((LocalizedIndexedCollation) -> (Element) -> String?)?

    package init(first: @escaping (Element) -> String?, later: [(Element) -> String?] = [], readsNames: Bool = false,
                 identity: [AnyHashable]? = nil) {
        self.first = first
        self.later = later
        self.readsNames = readsNames
        self.identity = identity
        firstUnder = nil
    }

    private init(first: @escaping (Element) -> String?, under firstUnder: @escaping (LocalizedIndexedCollation) -> (Element) -> String?,
                 readsNames: Bool, identity: [AnyHashable]?) {
        (self.first, later, self.readsNames, self.identity, self.firstUnder) = (first, [], readsNames, identity, firstUnder)
    }

    /// The string that places an element under `collation`.
    func first(under collation: LocalizedIndexedCollation) -> (Element) -> String? {
        firstUnder?(collation) ?? first
    }

    /// Strings at key paths: `keyPath`, read by `reading` when that is not
    /// empty, then each of `later`. Inlinable, so that its closures are
    /// specialized for the caller's types: a comparator calls them for
    /// each comparison, where generic key path reads cost more than the rest.
    @inlinable
    init<Value: CollationStringValue>(_ keyPath: KeyPath<Element, Value>, reading: KeyPath<Element, String?>? = nil,
                                      then later: [KeyPath<Element, Value>] = []) {
        if let reading {
            first = { element in
                let name = element[keyPath: keyPath].collationStringValue
                guard let read = element[keyPath: reading], !read.isEmpty else { return name }
                return read
            }
        } else {
            first = { $0[keyPath: keyPath].collationStringValue }
        }
        self.later = later.map { path in { $0[keyPath: path].collationStringValue } }
        readsNames = false
        firstUnder = nil
        let readingIdentity: AnyHashable = reading.map { AnyHashable($0) } ?? AnyHashable("no reading")
        identity = [AnyHashable(keyPath), readingIdentity] + later.map { AnyHashable($0) }
    }

    /// Names of contacts, filed by the contact rule (``ContactName``).
    package static func contactNames(_ name: @escaping (Element) -> ContactName, order: ContactName.Order,
                                     identity: AnyHashable? = nil) -> CollationStrings {
        CollationStrings(first: { ContactFiling(name($0), order: order).collatedBy },
                         under: { collation in
                             let conventions = collation.nameConventions
                             return { ContactFiling(name($0), order: order, conventions: conventions).collatedBy }
                         },
                         readsNames: true, identity: identity.map { [$0, AnyHashable(order)] })
    }

    /// The collation that keys these strings: `collation`, or its
    /// person-names sibling when they are names of people.
    func keying(_ collation: LocalizedIndexedCollation) -> LocalizedIndexedCollation {
        readsNames ? collation.forPersonNames : collation
    }

    /// The key of one element under `collation`: its first string's section,
    /// its key merged with the later strings' keys (as ``KeyedElements``
    /// merges them); no bytes when it has no first string.
    /// Complexity: O(length of its strings), plus their transliteration.
    func listKey(of element: Element, under collation: LocalizedIndexedCollation) -> ListKey {
        guard let string = first(under: collation)(element) else { return ListKey(section: collation.othersSection, bytes: nil) }
        let keying = keying(collation)
        let key = keying.collationKey(for: string)
        var bytes = key.bytes
        for laterString in later {
            bytes = ICUSortKeyMerge.merged(bytes, keying.collationKey(for: laterString(element) ?? "").bytes)
        }
        return ListKey(section: key.section, bytes: bytes)
    }

    /// Whether two readers read alike: the same key paths and choices.
    func readsAlike(_ other: CollationStrings) -> Bool {
        guard let identity, let otherIdentity = other.identity else { return false }
        return identity == otherIdentity
    }
}
