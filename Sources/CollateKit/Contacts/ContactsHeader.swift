/// The header of a known contacts export (Google Contacts, Outlook), which
/// makes a CSV file's rows contacts: without `--key`, each row is collated as
/// a vCard of the same contact would be (`ContactCollation`). Recognition is
/// by the header alone: every column a layout requires, each exactly once,
/// by its exact name; the data is never looked at. docs/cli.md has the table.
struct ContactsHeader {
    /// The columns of one export, by name; nil where it has no such column.
    struct Layout {
        let name: String
        /// The columns that must all be in the header, each once.
        let required: [String]
        let family: String, given: String, middle: String
        var phoneticFamily: String?, phoneticGiven: String?, phoneticMiddle: String?
        var organization: String?, phoneticOrganization: String?
        /// The formatted name (Google's older `Name`).
        var formattedName: String?
        /// Google's `File As`: a row filed as its organisation is a company,
        /// and a row with no name nor organisation is filed by it.
        var fileAs: String?
        var nickname: String?
        /// The phone and e-mail columns, in the order the first non-empty
        /// one is taken (for a contact with nothing else to be shown by).
        var phones: [String] = [], emails: [String] = []
    }

    /// Google's numbered columns (`Phone 1 - Value`, …), as many as an export has.
    private static func numbered(_ prefix: String, _ suffix: String) -> [String] {
        (1...30).map { "\(prefix)\($0)\(suffix)" }
    }

    /// Google Contacts' export today; its older one ("Google CSV"); Outlook's
    /// (Outlook.com and the desktop's Import/Export wizard), in English and in German.
    static let layouts: [Layout] = [
        Layout(name: "Google Contacts",
               required: ["First Name", "Middle Name", "Last Name", "Phonetic First Name", "Phonetic Middle Name",
                          "Phonetic Last Name", "File As", "Organization Name"],
               family: "Last Name", given: "First Name", middle: "Middle Name", phoneticFamily: "Phonetic Last Name",
               phoneticGiven: "Phonetic First Name", phoneticMiddle: "Phonetic Middle Name", organization: "Organization Name",
               fileAs: "File As", nickname: "Nickname", phones: numbered("Phone ", " - Value"),
               emails: numbered("E-mail ", " - Value")),
        Layout(name: "Google Contacts (older)",
               required: ["Name", "Given Name", "Additional Name", "Family Name", "Given Name Yomi", "Additional Name Yomi",
                          "Family Name Yomi"],
               family: "Family Name", given: "Given Name", middle: "Additional Name", phoneticFamily: "Family Name Yomi",
               phoneticGiven: "Given Name Yomi", phoneticMiddle: "Additional Name Yomi", organization: "Organization 1 - Name",
               phoneticOrganization: "Organization 1 - Yomi Name", formattedName: "Name", nickname: "Nickname",
               phones: numbered("Phone ", " - Value"), emails: numbered("E-mail ", " - Value")),
        Layout(name: "Outlook",
               required: ["First Name", "Middle Name", "Last Name", "Suffix", "Company"],
               family: "Last Name", given: "First Name", middle: "Middle Name", phoneticFamily: "Surname Yomi",
               phoneticGiven: "Given Yomi", organization: "Company", phoneticOrganization: "Company Yomi", nickname: "Nickname",
               phones: ["Mobile Phone", "Primary Phone", "Business Phone", "Home Phone", "Company Main Phone", "Other Phone",
                        "Business Phone 2", "Home Phone 2", "Car Phone", "Pager"],
               emails: ["E-mail Address", "E-mail 2 Address", "E-mail 3 Address"]),
        Layout(name: "Outlook (German)",
               required: ["Vorname", "Weitere Vornamen", "Nachname", "Suffix", "Firma"],
               family: "Nachname", given: "Vorname", middle: "Weitere Vornamen", organization: "Firma",
               phones: ["Mobiltelefon", "Haupttelefon", "Telefon geschäftlich", "Telefon privat", "Telefon Firma",
                        "Weiteres Telefon", "Telefon geschäftlich 2", "Telefon privat 2", "Autotelefon", "Pager"],
               emails: ["E-Mail-Adresse", "E-Mail 2: Adresse", "E-Mail 3: Adresse"]),
    ]

    let layout: Layout
    /// Column numbers (0-based) of the layout's fields, in `Field` order.
    private let columns: [Int?]
    /// The header's phone and e-mail columns, in the layout's order.
    private let phoneColumns: [Int], emailColumns: [Int]

    private enum Field: Int, CaseIterable {
        case family, given, middle, phoneticFamily, phoneticGiven, phoneticMiddle
        case organization, phoneticOrganization, formattedName, fileAs, nickname
    }

    /// The contacts header `names` is, or nil when no layout's required
    /// columns are all there, each once.
    init?(names: [String]) {
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        guard let layout = Self.layouts.first(where: { $0.required.allSatisfy { counts[$0] == 1 } }) else { return nil }
        self.layout = layout
        let named: [String?] = [layout.family, layout.given, layout.middle, layout.phoneticFamily, layout.phoneticGiven,
                                layout.phoneticMiddle, layout.organization, layout.phoneticOrganization,
                                layout.formattedName, layout.fileAs, layout.nickname]
        columns = named.map { name in name.flatMap { names.firstIndex(of: $0) } }
        phoneColumns = layout.phones.compactMap { names.firstIndex(of: $0) }
        emailColumns = layout.emails.compactMap { names.firstIndex(of: $0) }
    }

    /// The contact of a row, from its fields (unquoted, in column order; a
    /// row shorter than the header lacks the rest).
    func contact(_ fields: [String]) -> Contact {
        func value(_ field: Field) -> String {
            guard let column = columns[field.rawValue], column < fields.count else { return "" }
            return fields[column].trimmingSpaces
        }
        var contact = Contact(
            formattedName: value(.formattedName),
            name: Contact.PersonName(family: value(.family), given: value(.given), middle: value(.middle)),
            phoneticName: Contact.PersonName(family: value(.phoneticFamily), given: value(.phoneticGiven),
                                             middle: value(.phoneticMiddle)),
            organization: value(.organization), phoneticOrganization: value(.phoneticOrganization),
            nickname: value(.nickname), phoneNumber: Self.first(of: phoneColumns, in: fields),
            emailAddress: Self.first(of: emailColumns, in: fields))
        let fileAs = value(.fileAs)
        if !fileAs.isEmpty {
            if fileAs == contact.organization {
                contact.showsAsCompany = true
            } else if contact.name.isEmpty, contact.organization.isEmpty, contact.formattedName.isEmpty {
                contact.formattedName = fileAs
            }
        }
        return contact
    }

    /// The row's phone numbers and e-mail addresses that are not empty, in the
    /// layout's order: the links the HTML page shows under the contact.
    func phonesAndEmails(_ fields: [String]) -> (phones: [String], emails: [String]) {
        func values(_ columns: [Int]) -> [String] {
            columns.compactMap { $0 < fields.count ? fields[$0].trimmingSpaces : nil }.filter { !$0.isEmpty }
        }
        return (values(phoneColumns), values(emailColumns))
    }

    /// The first of `columns` that the row has and is not empty; empty for none.
    private static func first(of columns: [Int], in fields: [String]) -> String {
        for column in columns where column < fields.count {
            let value = fields[column].trimmingSpaces
            if !value.isEmpty { return value }
        }
        return ""
    }

    /// The phonetic column that reads `column` (Phonetic Last Name for Last
    /// Name, …), when the layout pairs one with it and the header has it.
    func phoneticColumn(of column: Int) -> Int? {
        let pairs: [(Field, Field)] = [(.family, .phoneticFamily), (.given, .phoneticGiven), (.middle, .phoneticMiddle),
                                       (.organization, .phoneticOrganization)]
        return pairs.first { columns[$0.0.rawValue] == column }.flatMap { columns[$0.1.rawValue] }
    }

    /// Whether `column` is the family-name column.
    func isFamilyColumn(_ column: Int) -> Bool {
        columns[Field.family.rawValue] == column
    }

    /// Whether `column` is one of a person's name columns (family, given, middle).
    func isNameColumn(_ column: Int) -> Bool {
        [Field.family, .given, .middle].contains { columns[$0.rawValue] == column }
    }

    /// Whether the row has a person's name (in its family, given or middle column).
    func hasPersonName(_ fields: [String]) -> Bool {
        [Field.family, .given, .middle].contains { field in
            guard let column = columns[field.rawValue], column < fields.count else { return false }
            return !fields[column].trimmingSpaces.isEmpty
        }
    }

    /// What a row without a key lacks: every column a contact is filed by.
    var missingDetail: String {
        let names = [layout.family, layout.given, layout.middle]
            + [layout.formattedName, layout.organization, layout.fileAs, layout.nickname].compactMap { $0 }
            + layout.phones.prefix(1) + layout.emails.prefix(1)
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1] + " are missing or empty"
    }
}

private extension String {
    /// Without leading and trailing spaces and tabs (exports pad fields).
    var trimmingSpaces: String {
        guard let first = firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(self[first...last])
    }
}
