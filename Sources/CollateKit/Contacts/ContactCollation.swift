import IndexedCollation

/// How one contact is shown and collated: the three strings a writer and the
/// parser need, computed from the contact alone. The one rule for every
/// contact, from a vCard or from a row of a contacts export.
struct ContactCollation: Equatable {
    /// What lists show: `FN`, else the name, else the organisation.
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
    init(_ card: VCard, by nameKey: VCardNameKey) {
        self.init(card.contact, by: nameKey)
    }

    /// Companies (`X-ABShowAs:COMPANY`, `KIND:org`, or no person's name but
    /// an organisation) sort by their organisation (its `SORT-AS` wins) with
    /// its phonetic form as the reading. People sort by their name in the
    /// order `nameKey` asks for (family, given, middle; or given, middle,
    /// family); `SORT-AS` on the name wins over it and is not read again;
    /// otherwise phonetic names are the reading, each part falling back to
    /// the written part (`東海林` with only a phonetic family name `しょうじ`
    /// and given name `太郎` reads `しょうじ 太郎`).
    init(_ contact: Contact, by nameKey: VCardNameKey) {
        let company = contact.showsAsCompany && !contact.organization.isEmpty
            || contact.name.isEmpty && contact.formattedName.isEmpty && !contact.organization.isEmpty
        let assembled = Self.joined(contact.name.given, contact.name.middle, contact.name.family)
        displayName = company ? contact.organization : [contact.formattedName, assembled, contact.organization].first { !$0.isEmpty } ?? ""
        if company {
            key = contact.organizationSortAs ?? contact.organization
            reading = contact.phoneticOrganization.isEmpty ? nil : contact.phoneticOrganization
            isRepaired = contact.hasRepairedName && Self.isCollatedByReplacement(key, reading)
            return
        }
        let givenFirst: Bool
        switch nameKey {
        case .family: givenFirst = false
        case .given: givenFirst = true
        case .display:
            givenFirst = !contact.name.given.isEmpty && contact.formattedName.hasPrefix(contact.name.given)
        }
        func ordered(_ name: Contact.PersonName) -> String {
            givenFirst ? Self.joined(name.given, name.middle, name.family) : Self.joined(name.family, name.given, name.middle)
        }
        let phonetic = contact.phoneticName.isEmpty ? nil : Contact.PersonName(
            family: contact.phoneticName.family.isEmpty ? contact.name.family : contact.phoneticName.family,
            given: contact.phoneticName.given.isEmpty ? contact.name.given : contact.phoneticName.given,
            middle: contact.phoneticName.middle.isEmpty ? contact.name.middle : contact.phoneticName.middle)
        if nameKey != .display, let sortAs = contact.nameSortAs {
            key = ordered(sortAs)
            reading = nil
        } else {
            let written = nameKey == .display ? displayName : ordered(contact.name)
            key = written.isEmpty ? (displayName.isEmpty ? nil : displayName) : written
            reading = phonetic.map(ordered)
        }
        isRepaired = contact.hasRepairedName && Self.isCollatedByReplacement(key, reading)
    }

    /// Whether the string a card is collated by holds U+FFFD (for a card
    /// with a repaired name: whether it is collated by that name).
    private static func isCollatedByReplacement(_ key: String?, _ reading: String?) -> Bool {
        guard let key else { return false }
        return LocalizedIndexedCollation.readingOrName(reading, key).unicodeScalars.contains("\u{FFFD}")
    }

    /// The non-empty parts, separated by a space.
    private static func joined(_ parts: String...) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
