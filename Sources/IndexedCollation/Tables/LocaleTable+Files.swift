import Foundation

extension LocaleTable {
    /// Reads a table from our JSON schema (see the README) and validates it.
    public init(json data: Data, origin: String = "<json>") throws(IndexedCollationError) {
        self = try Self.decoded(json: data, origin: origin).validated()
    }

    /// Reads Apple's `UITableViewLocalizedSectionIndex.plist`, XML or binary,
    /// and validates it. `id` names the table (Apple's files do not).
    public init(applePropertyList data: Data, id: String, origin: String = "<plist>") throws(IndexedCollationError) {
        self = try Self.decoded(applePropertyList: data, id: id, origin: origin).validated()
    }

    /// Reads a table file: Apple's property list (`.plist`, XML or binary) or
    /// our JSON. The table's ID defaults to the file name without extension.
    public init(contentsOf url: URL) throws(IndexedCollationError) {
        self = try Self.read(contentsOf: url).validated()
    }

    /// ``init(contentsOf:)`` without the validation, for callers that
    /// validate it themselves (into a ``ValidatedTable``).
    static func read(contentsOf url: URL) throws(IndexedCollationError) -> LocaleTable {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableTable(path: url.path, reason: "no such file or not readable")
        }
        let isPlist = url.pathExtension == "plist" || data.starts(with: Array("bplist".utf8))
            || data.starts(with: Array("<?xml".utf8))
        if isPlist {
            return try decoded(applePropertyList: data, id: url.deletingPathExtension().lastPathComponent, origin: url.path)
        }
        return try decoded(json: data, origin: url.path)
    }

    /// ``init(json:origin:)`` without the validation.
    static func decoded(json data: Data, origin: String) throws(IndexedCollationError) -> LocaleTable {
        do {
            return try JSONDecoder().decode(LocaleTable.self, from: data)
        } catch let error as DecodingError {
            throw .unreadableTable(path: origin, reason: Self.describe(error))
        } catch {
            throw .unreadableTable(path: origin, reason: "\(error)")
        }
    }

    /// ``init(applePropertyList:id:origin:)`` without the validation.
    private static func decoded(applePropertyList data: Data, id: String, origin: String) throws(IndexedCollationError) -> LocaleTable {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw .unreadableTable(path: origin, reason: "not a property list (\(error.localizedDescription))")
        }
        guard let dictionary = plist as? [String: Any] else {
            throw .unreadableTable(path: origin, reason: "the property list is not a dictionary")
        }
        func strings(_ key: String) throws(IndexedCollationError) -> [String]? {
            guard let value = dictionary[key] else { return nil }
            guard let strings = value as? [String] else {
                throw .invalidTable(id: id, field: key, reason: "not an array of strings")
            }
            return strings
        }
        guard let collator = dictionary["UICollationKey"] as? String else {
            throw .invalidTable(id: id, field: "UICollationKey", reason: "missing locale identifier")
        }
        var mapping: [Int]?
        if let value = dictionary["UIIndexMapping"] {
            guard let numbers = value as? [Any], let ints = Self.integers(numbers) else {
                throw .invalidTable(id: id, field: "UIIndexMapping", reason: "not an array of integers")
            }
            mapping = ints
        }
        return LocaleTable(
            id: id,
            collator: collator,
            sectionTitles: try strings("UISectionTitles") ?? [],
            sectionStartStrings: try strings("UISectionStartStrings"),
            indexTitles: try strings("UIIndexTitles"),
            indexMapping: mapping,
            transform: dictionary["UITransform"] as? String,
            source: "Apple property list \(origin)"
        )
    }

    /// The table as Apple's property list dictionary (`UICollationKey`, …).
    public var applePropertyList: [String: Any] {
        var dictionary: [String: Any] = ["UICollationKey": collator, "UISectionTitles": sectionTitles]
        if let sectionStartStrings { dictionary["UISectionStartStrings"] = sectionStartStrings }
        if let indexTitles { dictionary["UIIndexTitles"] = indexTitles }
        if let indexMapping { dictionary["UIIndexMapping"] = indexMapping }
        if let transform { dictionary["UITransform"] = transform }
        return dictionary
    }

    private static func integers(_ values: [Any]) -> [Int]? {
        var result: [Int] = []
        for value in values {
            if let int = value as? Int {
                result.append(int)
            } else if let number = value as? NSNumber {
                result.append(number.intValue)
            } else {
                return nil
            }
        }
        return result
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case let .keyNotFound(key, context):
            return "missing field '\(path(context)).\(key.stringValue)'"
        case let .typeMismatch(type, context):
            return "field '\(path(context))' is not \(type)"
        case let .valueNotFound(type, context):
            return "field '\(path(context))' is null, expected \(type)"
        case let .dataCorrupted(context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "malformed JSON" + (underlying.map { ": \($0)" } ?? "")
        @unknown default:
            return "\(error)"
        }
    }
}

extension LocaleTable {
    /// The table in the JSON layout of `Locales/*.json`: one field a line,
    /// arrays on one line, non-printing characters escaped. Stable, so that
    /// regenerated files diff cleanly.
    public var formattedJSON: String {
        var lines: [String] = []
        func add(_ key: String, _ value: String) { lines.append("  \(Self.quote(key)): \(value)") }
        func strings(_ values: [String]) -> String { "[" + values.map(Self.quote).joined(separator: ", ") + "]" }
        add("id", Self.quote(id))
        if let source { add("source", Self.quote(source)) }
        add("collator", Self.quote(collator))
        if let transform { add("transform", Self.quote(transform)) }
        add("sectionTitles", strings(sectionTitles))
        if let sectionStartStrings { add("sectionStartStrings", strings(sectionStartStrings)) }
        if let indexTitles { add("indexTitles", strings(indexTitles)) }
        if let indexMapping { add("indexMapping", "[" + indexMapping.map(String.init).joined(separator: ", ") + "]") }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    static func quote(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                let invisible = scalar.value < 0x20 || scalar.properties.generalCategory == .format
                    || scalar.properties.isNoncharacterCodePoint
                    || scalar.properties.generalCategory == .privateUse
                if invisible {
                    for unit in String(scalar).utf16 { result += String(format: "\\u%04X", unit) }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
