import IndexedCollation

/// A vCard file: contacts, shown by their display name and found by their
/// phonetic names, written as JSON with the string they were collated by;
/// `--display` and `--columns` name vCard properties (`VCardField`).
struct VCardFile: FileKind {
    /// The order its cards were collated in (`--key`).
    let key: VCardNameKey
    /// For vCard read as it is (`--encoding` of an ASCII-compatible
    /// encoding): the charset of values without a `CHARSET`; nil: UTF-8.
    let charset: String?
    /// What the table asks of a contact's name (`LocalizedIndexedCollation.nameConventions`).
    var nameConventions = ContactFiling.Conventions()

    /// The card a record is, parsed again.
    func card(_ record: UnsafeBufferPointer<UInt8>) -> VCard {
        VCard(record: record, defaultCharset: charset)
    }

    /// `{"name", "collatedBy", "vcard"}`: its display name, the string it
    /// was collated by (its reading, if it has one) and the card as read.
    func writeJSON(_ record: UnsafeBufferPointer<UInt8>, oneLine: Bool, to output: OutputStream) {
        let collation = ContactCollation(card(record), by: key, conventions: nameConventions)
        output.write("{\"name\": ")
        RecordEncoding.writeJSONString(collation.displayName, to: output)
        output.write(", \"collatedBy\": ")
        RecordEncoding.writeJSONString(collation.collatedBy, to: output)
        output.write(", \"vcard\": ")
        RecordEncoding.writeJSONString(record, to: output)
        output.write(byte: UInt8(ascii: "}"))
    }

    var showsNames: Bool { true }

    func shownName(of record: UnsafeBufferPointer<UInt8>) -> String? {
        ContactCollation(card(record), by: key, conventions: nameConventions).displayName
    }

    var hasOwnReadings: Bool { true }

    /// The reading it was collated by and its organisation (`ContactCollation.searchText`).
    func reading(of record: UnsafeBufferPointer<UInt8>, readingKey: FieldSelector?) -> String? {
        let card = card(record)
        return ContactCollation.searchText(of: card.contact, shown: ContactCollation(card, by: key, conventions: nameConventions))
    }

    var hasOwnLinks: Bool { true }

    /// A card's phone numbers and e-mail addresses, as for `--display-link`:
    /// only a value that is one makes a link (`TEL:"><svg…>` made `tel:(4)`,
    /// `TEL:123<ESC>]0;x` `tel:1230`).
    func links(of record: UnsafeBufferPointer<UInt8>) -> [HTMLIndexPage.Link] {
        let card = card(record)
        return card.telephones.compactMap(HTMLIndexPage.Link.phoneNumber) + card.emails.compactMap(HTMLIndexPage.Link.emailAddress)
    }

    /// Any property, by `VCardField`'s names; each field's first value.
    func displayedFields(_ names: [String], file: String, option: (String) -> String) throws(CommandFailure) -> DisplayedFields {
        var fields: [VCardField] = []
        for name in names { fields.append(try VCardField(name, file: file, option: option(name))) }
        let reader = VCardFieldReader(fields, charset: charset)
        return { record in
            Dictionary(zip(names, reader.values(of: record, every: false)), uniquingKeysWith: { first, _ in first })
        }
    }
}

extension VCardFile {
    /// CSV/TSV output shows a card by its display name unless columns are named.
    var spreadsheetDefault: SpreadsheetDefault { .shownName }

    /// Any property, by `VCardField`'s names; every value of a field in
    /// its cell (every `TEL`, every `ADR.locality`), joined by `; `.
    func columnCells(_ names: [String], file: String) throws(CommandFailure) -> ColumnCells {
        var fields: [VCardField] = []
        for name in names { fields.append(try VCardField(name, file: file, option: "--columns")) }
        let reader = VCardFieldReader(fields, charset: charset)
        return { record in reader.values(of: record, every: true) }
    }
}

extension VCardParser {
    var fileKind: any FileKind { VCardFile(key: nameKey, charset: defaultCharset, nameConventions: nameConventions) }
}
