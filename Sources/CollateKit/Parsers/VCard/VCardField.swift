/// The vCard properties `--display` can show, by their names in the card
/// (case does not matter, as in vCard): `FN`, the parts of `N`, `ORG`, the
/// first `TEL` and `EMAIL`, and Apple's phonetic names.
enum VCardField: String, CaseIterable {
    case formattedName = "FN"
    case family = "N.family"
    case given = "N.given"
    case organization = "ORG"
    case telephone = "TEL"
    case email = "EMAIL"
    case phoneticFamily = "X-PHONETIC-LAST-NAME"
    case phoneticGiven = "X-PHONETIC-FIRST-NAME"
    case phoneticOrganization = "X-PHONETIC-ORG"

    init?(_ name: String) {
        guard let field = Self.allCases.first(where: { $0.rawValue.uppercased() == name.uppercased() }) else { return nil }
        self = field
    }

    func value(of card: VCard) -> String {
        switch self {
        case .formattedName: card.formattedName
        case .family: card.name.family
        case .given: card.name.given
        case .organization: card.organization
        case .telephone: card.telephones.first ?? ""
        case .email: card.emails.first ?? ""
        case .phoneticFamily: card.phoneticName.family
        case .phoneticGiven: card.phoneticName.given
        case .phoneticOrganization: card.phoneticOrganization
        }
    }

    static func unknownMessage(_ name: String, file: String) -> String {
        "\(file): --display field '\(name)' is not a vCard field --display knows; the fields are: " + allCases.map(\.rawValue).joined(separator: ", ")
    }
}
