#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Apple's `UITableViewLocalizedSectionIndex.plist` (docs/apple-model.md,
/// The table: six fields), read and written.
extension LocaleTable {
    /// The six keys UIKit reads.
    static let applePropertyListKeys: Set = [
        "UICollationKey", "UISectionTitles", "UISectionStartStrings", "UIIndexTitles", "UIIndexMapping", "UITransform",
    ]

    /// ``init(applePropertyList:id:origin:)`` without the validation.
    ///
    /// Strict about Apple's six keys: each must have its type (`UITransform`
    /// `true` or `UIIndexMapping` `1.5` are refused, not ignored or
    /// truncated), and another key beginning with `UI` is refused as a
    /// misspelling of one of them. Other keys are ignored: UIKit reads the six
    /// keys by name and nothing else, so a file that works there (with a
    /// comment or a tool's metadata beside them) works here.
    /// A file nested deeper than ``TableNesting/limit`` is refused before
    /// Foundation reads it (its XML reader would overflow the stack), and so
    /// is a binary one whose objects the check cannot follow (Foundation
    /// traps on counts that overflow).
    static func decoded(applePropertyList data: Data, id: String, origin: String) throws(IndexedCollationError) -> LocaleTable {
        if let refusal = TableNesting.refusal(propertyList: data) {
            throw .unreadableTable(path: origin, reason: refusal)
        }
        let plist: Any
        do {
            plist = try PropertyListObject.read(data)
        } catch {
            throw .unreadableTable(path: origin, reason: "not a property list (\(PropertyListObject.describe(error)))")
        }
        guard let dictionary = plist as? [String: Any] else {
            throw .unreadableTable(path: origin, reason: "the property list is not a dictionary")
        }
        if let unknown = dictionary.keys.sorted().first(where: { $0.hasPrefix("UI") && !applePropertyListKeys.contains($0) }) {
            let known = applePropertyListKeys.sorted().joined(separator: ", ")
            throw .invalidTable(id: id, field: unknown, reason: "unknown key (UIKit reads \(known))")
        }
        func value<T>(_ key: String, _ expected: String, _ convert: (Any) -> T?) throws(IndexedCollationError) -> T? {
            guard let value = dictionary[key] else { return nil }
            guard let converted = convert(value) else { throw .invalidTable(id: id, field: key, reason: "not \(expected)") }
            return converted
        }
        let strings = { (value: Any) in value as? [String] }
        guard let collator = try value("UICollationKey", "a string", string) else {
            throw .invalidTable(id: id, field: "UICollationKey", reason: "missing locale identifier")
        }
        return LocaleTable(
            id: id,
            collator: collator,
            sectionTitles: try value("UISectionTitles", "an array of strings", strings) ?? [],
            sectionStartStrings: try value("UISectionStartStrings", "an array of strings", strings),
            indexTitles: try value("UIIndexTitles", "an array of strings", strings),
            indexMapping: try value("UIIndexMapping", "an array of integers") { ($0 as? [Any])?.map(integer).allPresent() },
            transform: try value("UITransform", "a string", string),
            source: "Apple property list \(origin)"
        )
    }

    /// The table as Apple's property list dictionary (`UICollationKey`, …).
    /// Apple's keys have no place for ``rules``: check for them before
    /// writing a table that may carry them.
    package var applePropertyList: [String: Any] {
        var dictionary: [String: Any] = ["UICollationKey": collator, "UISectionTitles": sectionTitles]
        if let sectionStartStrings { dictionary["UISectionStartStrings"] = sectionStartStrings }
        if let indexTitles { dictionary["UIIndexTitles"] = indexTitles }
        if let indexMapping { dictionary["UIIndexMapping"] = indexMapping }
        if let transform { dictionary["UITransform"] = transform }
        return dictionary
    }

    private static func string(_ value: Any) -> String? { value as? String }

    /// A whole number (`<integer>`, or a `<real>` such as `2.0`, as
    /// `JSONDecoder` reads JSON), not `1.5` nor a boolean.
    private static func integer(_ value: Any) -> Int? {
        switch value {
        case is Bool: nil
        case let integer as Int: integer
        case let real as Double: Int(exactly: real) // exact conversions only: nil for 1.5
        default: nil
        }
    }
}

private extension Array {
    /// The elements when none is nil, else nil.
    func allPresent<Wrapped>() -> [Wrapped]? where Element == Wrapped? {
        var result: [Wrapped] = []
        for element in self {
            guard let element else { return nil }
            result.append(element)
        }
        return result
    }
}
