/// What `collate` reads from one vCard (versions 2.1, 3.0 and 4.0): the
/// names a contacts app sorts and shows by, their phonetic forms, and the
/// phone numbers and e-mail addresses a contacts page links to. Everything
/// else in the card is kept as bytes in the record, not here.
///
/// A card is parsed from its bytes alone, by a pure function: the parser
/// uses it to key the record, the writers to show it, so nothing but the
/// record's bytes (and the `--key` choice) needs to be stored.
///
/// The names are a ``Contact``'s, read through it (`card.formattedName` is
/// `card.contact.formattedName`), each one line: each run of line breaks in
/// it (`\n`, or quoted-printable `=0D=0A`) is one space. From the card:
/// - `formattedName`: `FN`; `name`: `N`'s family, given and additional
///   names; `nameSortAs`: vCard 4.0's `SORT-AS` of `N`;
/// - `phoneticName`: Apple's and Android's `X-PHONETIC-LAST-NAME`/
///   `X-PHONETIC-FIRST-NAME` (Apple's also `X-PHONETIC-MIDDLE-NAME`), an `N`
///   with the `PHONETIC` parameter (RFC 9554), or Japanese phones'
///   `SOUND;X-IRMC-N`;
/// - `organization`: `ORG`'s first component; `organizationSortAs`: its
///   `SORT-AS`; `phoneticOrganization`: Apple's `X-PHONETIC-ORG`;
/// - `showsAsCompany`: Apple's `X-ABShowAs:COMPANY`, or vCard 4.0's `KIND:org`;
/// - `nickname`: `NICKNAME`'s first value; `phoneNumber`, `emailAddress`:
///   the first `TEL` and `EMAIL` that are not empty;
/// - `hasRepairedName`: a name was read from bytes that are not UTF-8, as
///   the file has them with no `CHARSET`, and so holds U+FFFD for them.
@dynamicMemberLookup
struct VCard: Equatable {
    typealias PersonName = Contact.PersonName

    /// What the card says about the contact, for ``ContactCollation``.
    private(set) var contact = Contact()
    /// A group of contacts, not a contact: Apple's
    /// `X-ADDRESSBOOKSERVER-KIND:group`, or vCard 4.0's `KIND:group`.
    var isGroup = false

    /// The contact's names, as if they were the card's own.
    subscript<Value>(dynamicMember name: WritableKeyPath<Contact, Value>) -> Value {
        get { contact[keyPath: name] }
        set { contact[keyPath: name] = newValue }
    }
    /// `TEL` values, in card order.
    var telephones: [String] = []
    /// `EMAIL` values, in card order.
    var emails: [String] = []

    /// The card in `bytes` (from `BEGIN:VCARD` to `END:VCARD`). Properties
    /// of a card nested inside it (2.1's `AGENT`) are not the card's.
    /// Every value is decoded, so a bad quoted-printable sequence or an
    /// unknown charset anywhere is found; offsets are the card's. A value
    /// the card is shown or collated by is decoded from base64 too (vCard
    /// 3.0's `N;ENCODING=b:`), and must be valid UTF-8 when its
    /// quoted-printable or base64 bytes name no charset (other properties'
    /// values are not read, so their bytes are left as they are, and their
    /// base64 is binary: photos, sounds, keys).
    ///
    /// A value without a `CHARSET` is read in `defaultCharset` (`--encoding`)
    /// when given, else as UTF-8.
    ///
    /// Complexity: O(n) for a card of n bytes.
    init(parsing bytes: UnsafeBufferPointer<UInt8>, defaultCharset: String? = nil) throws(InputFailure) {
        var depth = 0
        for line in try VCardContentLine.unfold(bytes) {
            // Plain values of properties the card model ignores need no
            // decoding: only an encoding or a charset can be malformed.
            let reads = Self.properties.contains(line.name)
            guard reads || !line.parameters.isEmpty && Self.isEncoded(line) else { continue }
            let isShown = reads && Self.isShownOrCollated(line)
            let text = try VCardValue.text(of: line, decodingBase64: isShown, defaultCharset: defaultCharset)
            if line.name == "BEGIN", text.string.uppercased().hasPrefix("VCARD") { depth += 1 }
            if line.name == "END", text.string.uppercased().hasPrefix("VCARD") { depth -= 1 }
            guard depth == 1, reads else { continue }
            if text.repair == .decoded, isShown { throw VCardValue.notValidUTF8(at: line.offset) }
            if text.repair == .asRead || line.hasRepairedParameters, Self.names.contains(line.name), isShown {
                contact.hasRepairedName = true
            }
            add(line, text: text.string)
        }
    }

    /// The properties `add` reads, and BEGIN and END, which nest cards.
    private static let properties: Set<String> = [
        "BEGIN", "END", "FN", "N", "SOUND", "X-PHONETIC-LAST-NAME", "X-PHONETIC-FIRST-NAME", "X-PHONETIC-MIDDLE-NAME", "ORG", "X-PHONETIC-ORG",
        "X-ABSHOWAS", "KIND", "X-ADDRESSBOOKSERVER-KIND", "TEL", "EMAIL", "NICKNAME",
    ]

    /// The properties names and their readings come from.
    private static let names: Set<String> = [
        "FN", "N", "SOUND", "X-PHONETIC-LAST-NAME", "X-PHONETIC-FIRST-NAME", "X-PHONETIC-MIDDLE-NAME", "ORG", "X-PHONETIC-ORG",
        "NICKNAME",
    ]

    /// Whether `add` keeps something of the line (a `SOUND` is a name's
    /// reading only with `X-IRMC-N`; BEGIN and END only nest cards).
    private static func isShownOrCollated(_ line: VCardContentLine) -> Bool {
        switch line.name {
        case "BEGIN", "END": false
        case "SOUND": line.hasParameter("TYPE", value: "X-IRMC-N")
        default: true
        }
    }

    private static func isEncoded(_ line: VCardContentLine) -> Bool {
        line.parameters.contains { $0.name == "ENCODING" || $0.name == "CHARSET" }
    }

    /// The card of an accepted record; records the parser accepted parse
    /// again without failing, so a failure here gives an empty card.
    init(record bytes: UnsafeBufferPointer<UInt8>, defaultCharset: String?) {
        self = (try? VCard(parsing: bytes, defaultCharset: defaultCharset)) ?? VCard()
    }

    private init() {}

    private mutating func add(_ line: VCardContentLine, text: String) {
        switch line.name {
        case "FN" where contact.formattedName.isEmpty:
            contact.formattedName = Self.name(text)
        case "N" where !line.parameter("PHONETIC").isEmpty:
            contact.phoneticName = Self.personName(text)
        case "N" where name.isEmpty:
            contact.name = Self.personName(text)
            // An empty SORT-AS (`SORT-AS=""`) sorts by nothing: the name is used, as without it.
            let sortAs = line.parameter("SORT-AS").map(\.trimmed)
            if sortAs.prefix(2).contains(where: { !$0.isEmpty }) {
                contact.nameSortAs = PersonName(family: sortAs[0], given: sortAs.dropFirst().first ?? "")
            }
        case "SOUND" where line.hasParameter("TYPE", value: "X-IRMC-N"):
            contact.phoneticName = Self.personName(text)
        case "X-PHONETIC-LAST-NAME":
            contact.phoneticName.family = Self.name(text)
        case "X-PHONETIC-FIRST-NAME":
            contact.phoneticName.given = Self.name(text)
        case "X-PHONETIC-MIDDLE-NAME":
            contact.phoneticName.middle = Self.name(text)
        case "ORG" where contact.organization.isEmpty:
            contact.organization = Self.nameComponents(text).first ?? ""
            contact.organizationSortAs = line.parameter("SORT-AS").first.map(\.trimmed).flatMap { $0.isEmpty ? nil : $0 }
        case "X-PHONETIC-ORG":
            contact.phoneticOrganization = Self.name(text)
        case "X-ADDRESSBOOKSERVER-KIND":
            if text.trimmed.uppercased() == "GROUP" { isGroup = true }
        case "KIND" where text.trimmed.uppercased() == "GROUP":
            isGroup = true
        case "X-ABSHOWAS", "KIND":
            if ["COMPANY", "ORG"].contains(text.trimmed.uppercased()) { contact.showsAsCompany = true }
        case "NICKNAME" where contact.nickname.isEmpty:
            contact.nickname = Self.nameComponents(text).first ?? ""
        case "TEL":
            telephones.append(VCardValue.unescaped(Substring(text)).trimmed)
            if contact.phoneNumber.isEmpty { contact.phoneNumber = telephones[telephones.count - 1] }
        case "EMAIL":
            emails.append(VCardValue.unescaped(Substring(text)).trimmed)
            if contact.emailAddress.isEmpty { contact.emailAddress = emails[emails.count - 1] }
        default:
            break
        }
    }

    /// `N`'s value: family name; given name; additional names; prefixes; suffixes.
    private static func personName(_ text: String) -> PersonName {
        let components = nameComponents(text)
        return PersonName(family: components.first ?? "", given: components.dropFirst().first ?? "",
                          middle: components.dropFirst(2).first ?? "")
    }

    /// A name's text: unescaped, on one line (a name is shown as one line
    /// of text output, so `\n` is a space there), trimmed.
    private static func name(_ text: String) -> String {
        VCardValue.oneLine(VCardValue.unescaped(Substring(text))).trimmed
    }

    /// The components of a structured name (`N`, `ORG`), each as `name` makes it.
    private static func nameComponents(_ text: String) -> [String] {
        VCardValue.components(of: text).map { VCardValue.oneLine($0).trimmed }
    }
}

extension String {
    /// Without leading and trailing white space (vCard values are often
    /// padded): how a card's names and `VCardPropertyField`'s values are kept.
    var trimmed: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
