extension LocaleTable {
    /// Decodes a table from the JSON schema of `Locales/*.json`, strictly,
    /// whatever the decoder: every field must have its type (`indexMapping`
    /// `1.5` is not an integer), and a field the schema does not have is
    /// refused, so that a misspelt `sectionStartString` cannot silently
    /// leave the table without start strings. `null` for an optional field
    /// means it is absent.
    ///
    /// Errors are `DecodingError`s whose coding path names the field and
    /// whose description says what was expected (`expected an array of
    /// integers`, `unknown field`).
    public init(from decoder: any Decoder) throws {
        let fields = try TableFields(decoder)
        self.init(
            id: try fields.required(.id, "a string"),
            collator: try fields.required(.collator, "a string"),
            sectionTitles: try fields.required(.sectionTitles, "an array of strings"),
            sectionStartStrings: try fields.optional(.sectionStartStrings, "an array of strings"),
            indexTitles: try fields.optional(.indexTitles, "an array of strings"),
            indexMapping: try fields.optional(.indexMapping, "an array of integers"),
            transform: try fields.optional(.transform, "a string"),
            rules: try fields.optional(.rules, "a string"),
            source: try fields.optional(.source, "a string")
        )
    }
}

/// The fields of one table object, read by name with their expected type.
private struct TableFields {
    private let container: KeyedDecodingContainer<FieldName>
    private let codingPath: [any CodingKey]

    init(_ decoder: any Decoder) throws {
        codingPath = decoder.codingPath
        do {
            container = try decoder.container(keyedBy: FieldName.self)
        } catch {
            throw DecodingError.typeMismatch(LocaleTable.self, .init(
                codingPath: codingPath, debugDescription: "the table is not an object", underlyingError: error))
        }
        let known = LocaleTable.CodingKeys.allCases.map(\.rawValue)
        if let unknown = container.allKeys.first(where: { !known.contains($0.stringValue) }) {
            throw DecodingError.dataCorrupted(.init(
                codingPath: codingPath + [unknown],
                debugDescription: "unknown field (a table has \(known.joined(separator: ", ")))"))
        }
    }

    func required<T: Decodable>(_ field: LocaleTable.CodingKeys, _ expected: String) throws -> T {
        let key = FieldName(field.rawValue)
        guard container.contains(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing field"))
        }
        return try decode(key, expected)
    }

    func optional<T: Decodable>(_ field: LocaleTable.CodingKeys, _ expected: String) throws -> T? {
        let key = FieldName(field.rawValue)
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        return try decode(key, expected) as T
    }

    /// The field's value, or a type mismatch saying what was expected (the
    /// decoder's own error would name a Swift type, or call a fraction in an
    /// integer array malformed data).
    private func decode<T: Decodable>(_ key: FieldName, _ expected: String) throws -> T {
        do {
            return try container.decode(T.self, forKey: key)
        } catch {
            throw DecodingError.typeMismatch(T.self, .init(
                codingPath: codingPath + [key], debugDescription: "expected \(expected)", underlyingError: error))
        }
    }
}

/// Any member name of a table object, known to the schema or not.
private struct FieldName: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
