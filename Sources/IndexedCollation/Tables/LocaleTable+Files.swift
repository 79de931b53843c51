#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
    /// Strict (see ``init(from:)``), and a field named twice is refused too.
    /// Text nested deeper than ``TableNesting/limit`` is refused by name
    /// (`JSONDecoder` would call it malformed).
    static func decoded(json data: Data, origin: String) throws(IndexedCollationError) -> LocaleTable {
        if TableNesting.exceedsLimit(json: data) {
            throw .unreadableTable(path: origin, reason: TableNesting.reason)
        }
        let table: LocaleTable
        do {
            table = try JSONDecoder().decode(LocaleTable.self, from: data)
        } catch let error as DecodingError {
            throw .unreadableTable(path: origin, reason: Self.describe(error))
        } catch {
            throw .unreadableTable(path: origin, reason: "\(error)")
        }
        if let repeated = JSONMemberNames.firstRepeated(in: data) {
            throw .unreadableTable(path: origin, reason: "field '\(repeated)' appears more than once")
        }
        return table
    }

    /// A decoding error as a reason naming the field: ``init(from:)``'s own
    /// errors say what was expected; the decoder's say where the JSON is malformed.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            let text = codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.hasPrefix(".") ? String(text.dropFirst()) : text
        }
        switch error {
        case let .keyNotFound(key, context):
            return "missing field '\(path(context.codingPath + [key]))'"
        case let .typeMismatch(_, context) where context.codingPath.isEmpty:
            return context.debugDescription
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "field '\(path(context.codingPath))': \(context.debugDescription)"
        case let .dataCorrupted(context) where !context.codingPath.isEmpty:
            return "field '\(path(context.codingPath))': \(context.debugDescription)"
        case let .dataCorrupted(context):
            #if canImport(FoundationEssentials)
            let underlying = context.underlyingError.map { "\($0)" }
            #else
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            #endif
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
    package var formattedJSON: String {
        var lines: [String] = []
        func add(_ key: String, _ value: String) { lines.append("  \(Self.quote(key)): \(value)") }
        func strings(_ values: [String]) -> String { "[" + values.map(Self.quote).joined(separator: ", ") + "]" }
        add("id", Self.quote(id))
        if let source { add("source", Self.quote(source)) }
        add("collator", Self.quote(collator))
        if let transform { add("transform", Self.quote(transform)) }
        if let rules { add("rules", Self.quote(rules)) }
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
                    for unit in String(scalar).utf16 { result += "\\u" + String.hex(unit, digits: 4) }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
