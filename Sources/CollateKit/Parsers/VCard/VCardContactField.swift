/// The vCard fields whose values come from what the card says about the
/// contact (`VCard`), not from one property's lines: `FN`, the parts of `N`
/// the card is collated by, `NICKNAME`, `ORG` (its first component), `TEL`,
/// `EMAIL`, and the phonetic names (which also come from `SOUND;X-IRMC-N` and
/// an `N` with `PHONETIC`). Each is one line and trimmed, as names are shown.
/// `--display` shows the first `TEL` and `EMAIL`; a `--columns` cell holds
/// every one, in card order (``cell(of:)``). Any other property is a
/// `VCardPropertyField`.
enum VCardContactField: String, CaseIterable {
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
}
