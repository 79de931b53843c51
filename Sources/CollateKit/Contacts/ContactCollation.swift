import IndexedCollation

/// How one contact is shown and collated: the three strings a writer and the
/// parser need, computed from the contact alone by the library's contact
/// rule (`ContactFiling`, the rule behind `ContactName`), for every contact,
/// from a vCard or from a row of a contacts export.
struct ContactCollation: Equatable {
    /// What lists show: `FN`, else the name, else the phonetic name, nickname,
    /// organisation, phone number or e-mail address (`ContactFiling`).
    let displayName: String
    /// The collation string; nil for a card without any name (then
    /// `--missing` decides).
    let key: String?
    /// The phonetic form of `key` (readings), when the card has one; the
    /// record is placed and sorted by it instead of `key`.
    let reading: String?

    /// Whether the card is collated by a name that holds U+FFFD for bytes
    /// that are not UTF-8 (the input's warning counts such cards).
    let isRepaired: Bool

    /// The string the card is collated by: its reading, else its key.
    var collatedBy: String { reading ?? key ?? "" }

    init(displayName: String, key: String?, reading: String?, isRepaired: Bool = false) {
        self.displayName = displayName
        self.key = key
        self.reading = reading
        self.isRepaired = isRepaired
    }

    /// A card, by its contact.
    init(_ card: VCard, by nameKey: VCardNameKey, conventions: ContactFiling.Conventions = .init()) {
        self.init(card.contact, by: nameKey, conventions: conventions)
    }

    /// The contact filed by the library's contact rule (`ContactFiling`,
    /// behind `ContactName`): companies by their organisation, people by
    /// their name in the order `nameKey` asks for, phonetic names as the
    /// reading, `SORT-AS` winning; see `ContactFiling` for the whole rule.
    /// `conventions`: what the table asks of the name (a Japanese table
    /// shows `田中 太郎`, not `田中太郎`; ``ContactFiling/Conventions``).
    init(_ contact: Contact, by nameKey: VCardNameKey, conventions: ContactFiling.Conventions = .init()) {
        let order: ContactFiling.Order = switch nameKey {
        case .family: .familyName
        case .given: .givenName
        case .display: .display
        }
        let card = ContactFiling.Card(formattedName: contact.formattedName, nameSortAs: contact.nameSortAs.map { Self.name($0) },
                                      organizationSortAs: contact.organizationSortAs, showsAsCompany: contact.showsAsCompany)
        var name = Self.name(contact.name, reading: contact.phoneticName)
        name.organizationName = contact.organization
        name.phoneticOrganizationName = contact.phoneticOrganization
        (name.nickname, name.phoneNumber, name.emailAddress) = (contact.nickname, contact.phoneNumber, contact.emailAddress)
        let filing = ContactFiling(name, card: card, order: order, conventions: conventions)
        displayName = filing.displayName
        key = filing.key
        reading = filing.reading
        isRepaired = contact.hasRepairedName && Self.isCollatedByReplacement(key, reading)
    }

    /// What the HTML page's filter finds a contact by beyond the name it is
    /// shown by: the reading it was collated by and its organisation, when
    /// not shown (`たかなし` and `Siemens` find 小鳥遊 of Siemens); nil for none.
    static func searchText(of contact: Contact, shown: ContactCollation) -> String? {
        var parts: [String] = []
        if let reading = shown.reading, !reading.isEmpty { parts.append(reading) }
        for extra in [contact.phoneticOrganization, contact.organization] where !extra.isEmpty && extra != shown.displayName {
            parts.append(extra)
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// A person's name (and its reading) as the library's `ContactName`.
    private static func name(_ name: Contact.PersonName, reading: Contact.PersonName = Contact.PersonName()) -> ContactName {
        ContactName(givenName: name.given, middleName: name.middle, familyName: name.family, phoneticGivenName: reading.given,
                    phoneticMiddleName: reading.middle, phoneticFamilyName: reading.family)
    }

    /// Whether the string a card is collated by holds U+FFFD (for a card
    /// with a repaired name: whether it is collated by that name).
    private static func isCollatedByReplacement(_ key: String?, _ reading: String?) -> Bool {
        guard let key else { return false }
        return LocalizedIndexedCollation.readingOrName(reading, key).unicodeScalars.contains("\u{FFFD}")
    }
}
