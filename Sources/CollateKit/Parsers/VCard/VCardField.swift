/// The vCard properties `--display` and `--columns` can show, by their
/// names in the card (case does not matter, as in vCard): `FN`, the parts
/// of `N`, `NICKNAME`, `ORG`, `TEL` and `EMAIL`, and Apple's phonetic names.
/// `--display` shows the first `TEL` and `EMAIL`; a `--columns` cell holds
/// every one, in card order (``cell(of:)``).
enum VCardField: String, CaseIterable {
    case formattedName = "FN"
    case family = "N.family"
    case given = "N.given"
    case middle = "N.middle"
    case nickname = "NICKNAME"
    case organization = "ORG"
    case telephone = "TEL"
    case email = "EMAIL"
    case phoneticFamily = "X-PHONETIC-LAST-NAME"
    case phoneticGiven = "X-PHONETIC-FIRST-NAME"
    case phoneticMiddle = "X-PHONETIC-MIDDLE-NAME"
    case phoneticOrganization = "X-PHONETIC-ORG"

    init?(_ name: String) {
        guard let field = Self.allCases.first(where: { $0.rawValue.uppercased() == name.uppercased() }) else { return nil }
        self = field
    }

    /// The field's value as `--display` shows it: one value (the first `TEL`, `EMAIL`).
    func value(of card: VCard) -> String {
        switch self {
        case .formattedName: card.formattedName
        case .family: card.name.family
        case .given: card.name.given
        case .middle: card.name.middle
        case .nickname: card.nickname
        case .organization: card.organization
        case .telephone: card.telephones.first ?? ""
        case .email: card.emails.first ?? ""
        case .phoneticFamily: card.phoneticName.family
        case .phoneticGiven: card.phoneticName.given
        case .phoneticMiddle: card.phoneticName.middle
        case .phoneticOrganization: card.phoneticOrganization
        }
    }

    /// The field's spreadsheet cell (`--columns`): every non-empty `TEL` or
    /// `EMAIL`, in card order, joined by `SpreadsheetColumns.valueSeparator`,
    /// so that no number is lost; other fields as ``value(of:)``.
    func cell(of card: VCard) -> String {
        switch self {
        case .telephone: card.telephones.filter { !$0.isEmpty }.joined(separator: SpreadsheetColumns.valueSeparator)
        case .email: card.emails.filter { !$0.isEmpty }.joined(separator: SpreadsheetColumns.valueSeparator)
        default: value(of: card)
        }
    }

    static func unknownMessage(_ name: String, file: String, option: String = "--display") -> String {
        "\(file): \(option) field '\(name)' is not a vCard field \(option) knows; the fields are: " + allCases.map(\.rawValue).joined(separator: ", ")
    }
}
