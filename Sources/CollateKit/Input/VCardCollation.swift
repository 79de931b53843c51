import IndexedCollation

/// How one card is shown and collated: the three strings a writer and the
/// parser need, computed from the card alone.
struct VCardCollation: Equatable {
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

    /// Company cards (`X-ABShowAs:COMPANY`, `KIND:org`, or no person's name
    /// but an `ORG`) sort by their organisation (its `SORT-AS` wins) with
    /// `X-PHONETIC-ORG` as its reading. Person cards sort by `N` in the
    /// order `nameKey` asks for; `SORT-AS` on `N` wins over the name and is
    /// not read again; otherwise phonetic names are the reading, each part
    /// falling back to the written part (`東海林` with only a phonetic
    /// family name `しょうじ` and given name `太郎` reads `しょうじ 太郎`).
    init(_ card: VCard, by nameKey: VCardNameKey) {
        let company = card.showsAsCompany && !card.organization.isEmpty
            || card.name.isEmpty && card.formattedName.isEmpty && !card.organization.isEmpty
        let assembled = Self.joined(card.name.given, card.name.family)
        displayName = company ? card.organization : [card.formattedName, assembled, card.organization].first { !$0.isEmpty } ?? ""
        if company {
            key = card.organizationSortAs ?? card.organization
            reading = card.phoneticOrganization.isEmpty ? nil : card.phoneticOrganization
            isRepaired = card.hasRepairedName && Self.isCollatedByReplacement(key, reading)
            return
        }
        let givenFirst: Bool
        switch nameKey {
        case .family: givenFirst = false
        case .given: givenFirst = true
        case .display:
            givenFirst = !card.name.given.isEmpty && card.formattedName.hasPrefix(card.name.given)
        }
        func ordered(_ name: VCard.PersonName) -> String {
            givenFirst ? Self.joined(name.given, name.family) : Self.joined(name.family, name.given)
        }
        let phonetic = card.phoneticName.isEmpty ? nil : VCard.PersonName(
            family: card.phoneticName.family.isEmpty ? card.name.family : card.phoneticName.family,
            given: card.phoneticName.given.isEmpty ? card.name.given : card.phoneticName.given)
        if nameKey != .display, let sortAs = card.nameSortAs {
            key = ordered(sortAs)
            reading = nil
        } else {
            let written = nameKey == .display ? displayName : ordered(card.name)
            key = written.isEmpty ? (displayName.isEmpty ? nil : displayName) : written
            reading = phonetic.map(ordered)
        }
        isRepaired = card.hasRepairedName && Self.isCollatedByReplacement(key, reading)
    }

    /// Whether the string a card is collated by holds U+FFFD (for a card
    /// with a repaired name: whether it is collated by that name).
    private static func isCollatedByReplacement(_ key: String?, _ reading: String?) -> Bool {
        guard let key else { return false }
        return LocalizedIndexedCollation.readingOrName(reading, key).unicodeScalars.contains("\u{FFFD}")
    }

    /// The non-empty parts, separated by a space.
    private static func joined(_ first: String, _ second: String) -> String {
        [first, second].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
