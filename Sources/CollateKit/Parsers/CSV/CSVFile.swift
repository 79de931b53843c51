import IndexedCollation

/// A CSV or TSV file: its header row, and whether it is a contacts export
/// (the decision `CSVParser` made once from the header, `ContactsDetection`),
/// which writers may ask. Rows are written as JSON objects from the header's
/// names to their fields; `--display` names columns. The rows of a contacts
/// export are shown, found and linked as vCards are: by the contact's display
/// name (`ContactCollation`), its phonetic name and organisation, its phone
/// numbers and e-mail addresses.
struct CSVFile: FileKind {
    /// The header row; nil for a file without any line.
    let header: CSVHeader?
    /// The contacts export the header is, when rows were collated as contacts.
    let contacts: ContactsHeader?
    /// What the table asks of a contact's name (`LocalizedIndexedCollation.nameConventions`).
    var nameConventions = ContactFiling.Conventions()

    /// Fields beyond the header are named by their 1-based number.
    func writeJSON(_ record: UnsafeBufferPointer<UInt8>, oneLine: Bool, to output: OutputStream) {
        let names = header?.nameBytes ?? []
        let fields = CSVParser.fieldBytes(of: record, delimiter: header?.delimiter ?? ASCII.comma)
        output.write(byte: UInt8(ascii: "{"))
        for (column, field) in fields.enumerated() {
            if column > 0 { output.write(", ") }
            if column < names.count {
                names[column].withUnsafeBufferPointer { RecordEncoding.writeJSONString($0, to: output) }
            } else {
                RecordEncoding.writeJSONString(String(column + 1), to: output)
            }
            output.write(": ")
            field.withUnsafeBufferPointer { RecordEncoding.writeJSONString($0, to: output) }
        }
        output.write(byte: UInt8(ascii: "}"))
    }

    func reading(of record: UnsafeBufferPointer<UInt8>, readingKey: FieldSelector?) -> String? {
        guard let header else { return nil }
        let fields = CSVParser.fields(of: record, delimiter: header.delimiter)
        if let readingKey, let column = readingKey.column(in: header.names) { return column < fields.count ? fields[column] : nil }
        guard let contacts else { return nil }
        let contact = contacts.contact(fields)
        return ContactCollation.searchText(of: contact, shown: ContactCollation(contact, by: .family, conventions: nameConventions))
    }

    /// The row's contact, for a contacts export; nil otherwise.
    private func contact(_ record: UnsafeBufferPointer<UInt8>) -> Contact? {
        guard let contacts, let header else { return nil }
        return contacts.contact(CSVParser.fields(of: record, delimiter: header.delimiter))
    }

    var showsNames: Bool { contacts != nil }

    /// A contact's display name; nil (the row as read) for other rows, and
    /// for a contact with nothing to be shown by.
    func shownName(of record: UnsafeBufferPointer<UInt8>) -> String? {
        guard let contact = contact(record) else { return nil }
        let name = ContactCollation(contact, by: .family, conventions: nameConventions).displayName
        return name.isEmpty ? nil : name
    }

    var hasOwnReadings: Bool { contacts != nil }

    var hasOwnLinks: Bool { contacts != nil }

    func links(of record: UnsafeBufferPointer<UInt8>) -> [HTMLIndexPage.Link] {
        guard let contacts, let header else { return [] }
        let (phones, emails) = contacts.phonesAndEmails(CSVParser.fields(of: record, delimiter: header.delimiter))
        return phones.compactMap(HTMLIndexPage.Link.phoneNumber) + emails.compactMap(HTMLIndexPage.Link.emailAddress)
    }

    /// Throws an input error naming the file and line 1 (the header), listing its columns, for an unknown column.
    func displayedFields(_ names: [String], file: String, option: (String) -> String) throws(CommandFailure) -> DisplayedFields {
        let headerColumns = HeaderColumns(header?.names ?? [])
        var columns: [(String, Int)] = []
        for name in names {
            do { columns.append((name, try headerColumns.column(FieldSelector(name), option: option(name)))) }
            catch { throw .input("\(file):1: \(error.message)") }
        }
        let delimiter = header?.delimiter ?? ASCII.comma
        return { [columns] record in
            let fields = CSVParser.fields(of: record, delimiter: delimiter)
            var values: [String: String] = [:]
            for (name, column) in columns { values[name] = column < fields.count ? fields[column] : "" }
            return values
        }
    }
}

extension CSVParser {
    /// The file as read: its header, and whether it is a contacts export.
    var fileKind: any FileKind { CSVFile(header: header, contacts: contacts, nameConventions: nameConventions) }
}
