#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a page-strings JSON file strictly for ``HTMLPageStrings``, and says
/// where a problem is: the file, and the line of the key it concerns.
struct PageStringsReader {
    let json: String
    let file: String

    /// The top-level object, its keys checked.
    func object() throws(HTMLPageStringsError) -> [String: Any] {
        let parsed: Any
        do {
            parsed = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)).value
        } catch let DecodingError.dataCorrupted(context) {
            throw HTMLPageStringsError(description: "\(file): not valid JSON: \(context.debugDescription)")
        } catch {
            throw HTMLPageStringsError(description: "\(file): not valid JSON: \(error)")
        }
        guard let object = parsed as? [String: Any] else { throw failure("must hold one JSON object", key: nil) }
        // The decoder would keep one of two silently; a table file refuses a repeated field too.
        if let repeated = JSONMemberNames.firstRepeated(in: Data(json.utf8)) {
            throw failure("key '\(repeated)' appears more than once", key: repeated)
        }
        for key in object.keys.sorted() where !HTMLPageStrings.keys.contains(key) {
            throw failure("unknown key '\(key)'; the keys are: " + HTMLPageStrings.keys.joined(separator: ", "), key: key)
        }
        return object
    }

    /// The plural forms of `records`: exactly the categories ICU's rules
    /// give `language`, each with `{count}`.
    func pluralForms(_ value: Any?, fallback: [String: String]?, language: String) throws(HTMLPageStringsError) -> [String: String] {
        guard let value else {
            guard let fallback else { throw failure("missing key 'records'", key: nil) }
            return fallback
        }
        guard let forms = value as? [String: Any] else {
            throw failure("'records' must be an object of plural forms (\"one\", \"other\", …)", key: "records")
        }
        let id = (try? ICULocale.canonicalID(language)) ?? language
        let categories = (try? ICUPluralRules(localeID: id).categories()) ?? ["other"]
        let listed = categories.sorted().joined(separator: ", ")
        var result: [String: String] = [:]
        for (category, form) in forms {
            guard categories.contains(category) else {
                throw failure("'records' has the plural form '\(category)', which \(language) does not use; its forms are: \(listed)", key: category)
            }
            guard let text = form as? String else { throw failure("'records.\(category)' must be a string", key: category) }
            // A form for one number may spell it ("רשומה אחת", "سجلان"); `other` must show it.
            if category == "other" { try checkPlaceholders(text, of: "records") }
            result[category] = text
        }
        for category in categories.sorted() where result[category] == nil {
            throw failure("'records' lacks the plural form '\(category)' of \(language); its forms are: \(listed)", key: "records")
        }
        return result
    }

    func checkPlaceholders(_ text: String, of key: String) throws(HTMLPageStringsError) {
        for placeholder in HTMLPageStrings.placeholders[key] ?? [] where !text.contains(placeholder) {
            throw failure("'\(key)' must contain \(placeholder): \"\(text)\"", key: key)
        }
    }

    /// A failure at the line where `"key"` first appears (none when it cannot be found).
    func failure(_ message: String, key: String?) -> HTMLPageStringsError {
        guard let key, let found = json.firstRange(of: "\"\(key)\"") else { return HTMLPageStringsError(description: "\(file): \(message)") }
        let line = json[..<found.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        return HTMLPageStringsError(description: "\(file):\(line): \(message)")
    }
}

/// A JSON value as page strings read it: strings and objects, as `String`
/// and `[String: Any]` (`value`), anything else as a value no cast takes.
/// (FoundationEssentials, which the library links, has `JSONDecoder` but
/// not `JSONSerialization`.)
private struct JSONValue: Decodable {
    /// Neither a string nor an object: a number, a Boolean, null or an array.
    private struct Other {}

    let value: Any

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            value = string
        } else if let object = try? container.decode([String: JSONValue].self) {
            value = object.mapValues(\.value)
        } else {
            value = Other()
        }
    }
}
