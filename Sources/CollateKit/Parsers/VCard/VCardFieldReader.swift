/// Reads the values of chosen fields from cards: the card model only when a
/// field needs it, and only the properties the fields name.
struct VCardFieldReader: Sendable {
    private let fields: [VCardField]
    private let charset: String?
    private let needsCard: Bool
    private let properties: Set<String>

    /// `charset`: `VCardFile.charset`, for values without a `CHARSET`.
    init(_ fields: [VCardField], charset: String?) {
        (self.fields, self.charset) = (fields, charset)
        needsCard = fields.contains { if case .contact = $0.source { true } else { false } }
        properties = Set(fields.compactMap { if case .property(let field) = $0.source { field.property } else { nil } })
    }

    /// Each field's value in the card `record`, in the fields' order: with
    /// `every`, all its values joined by `SpreadsheetColumns.valueSeparator`
    /// (a `--columns` cell), else its first (what `--display` shows).
    /// Complexity: O(n) for a card of n bytes.
    func values(of record: UnsafeBufferPointer<UInt8>, every: Bool) -> [String] {
        let card = needsCard ? VCard(record: record, defaultCharset: charset) : nil
        let texts = properties.isEmpty ? [:] : VCardProperties.texts(named: properties, in: record, defaultCharset: charset)
        return fields.map { field in
            switch field.source {
            case .contact(let contact):
                guard let card else { return "" }
                return every ? contact.cell(of: card) : contact.value(of: card)
            case .property(let property):
                let values = property.values(of: texts[property.property] ?? [])
                return every ? values.joined(separator: SpreadsheetColumns.valueSeparator) : values.first ?? ""
            }
        }
    }
}
