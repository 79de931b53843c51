/// A contact's name as a contacts app files it, with the property names of
/// the Contacts framework's `CNContact`: a person's name in parts, each with
/// its phonetic reading, and what stands in for a name when there is none.
///
/// A list of contacts is filed by ``LocalizedIndexedCollation``'s methods
/// that take a key path to a `ContactName` (`sectionedList(of:by:nameOrder:)`
/// and its siblings), by one rule (see <doc:ContactsAndPersonNames>): the family, given and
/// middle names (or given, middle, family for ``Order/givenName``), each
/// read by its phonetic part when it has one; without a person's name the
/// phonetic name, then the nickname, then the organisation (read by its phonetic name), then the
/// phone number, then the e-mail address. Han in a name is read as a
/// surname (`曾` as Zēng), as contacts apps do.
///
/// ```swift
/// let name = ContactName(givenName: "太郎", familyName: "田中", phoneticGivenName: "たろう", phoneticFamilyName: "たなか")
/// let list = collation.sectionedList(of: people, by: \.name)
/// ```
public struct ContactName: Hashable, Sendable, Codable {
    /// The given (first) name.
    public var givenName: String?
    /// The middle name.
    public var middleName: String?
    /// The family (last) name.
    public var familyName: String?
    /// A nickname: files a contact without a person's name.
    public var nickname: String?
    /// The organisation: files a company, or a contact without a person's name or nickname.
    public var organizationName: String?
    /// How the given name is read (furigana, pinyin).
    public var phoneticGivenName: String?
    /// How the middle name is read.
    public var phoneticMiddleName: String?
    /// How the family name is read.
    public var phoneticFamilyName: String?
    /// How the organisation's name is read.
    public var phoneticOrganizationName: String?
    /// A phone number: files a contact with nothing else (under `#`).
    public var phoneNumber: String?
    /// An e-mail address: files a contact with nothing else, not even a phone number.
    public var emailAddress: String?

    /// A name from its parts; every part is optional.
    public init(givenName: String? = nil, middleName: String? = nil, familyName: String? = nil, nickname: String? = nil,
                organizationName: String? = nil, phoneticGivenName: String? = nil, phoneticMiddleName: String? = nil,
                phoneticFamilyName: String? = nil, phoneticOrganizationName: String? = nil, phoneNumber: String? = nil,
                emailAddress: String? = nil) {
        self.givenName = givenName
        self.middleName = middleName
        self.familyName = familyName
        self.nickname = nickname
        self.organizationName = organizationName
        self.phoneticGivenName = phoneticGivenName
        self.phoneticMiddleName = phoneticMiddleName
        self.phoneticFamilyName = phoneticFamilyName
        self.phoneticOrganizationName = phoneticOrganizationName
        self.phoneNumber = phoneNumber
        self.emailAddress = emailAddress
    }

    /// Which part of a person's name comes first when contacts are sorted,
    /// as the Contacts framework's `CNContactSortOrder`.
    public enum Order: Sendable, Hashable {
        /// Family name, given name, middle name ("Müller Hans"): the default.
        case familyName
        /// Given name, middle name, family name ("Hans Müller").
        case givenName
    }

    /// The JSON names of the parts: CNContact's property names.
    enum CodingKeys: String, CodingKey {
        case givenName, middleName, familyName, nickname, organizationName, phoneticGivenName, phoneticMiddleName,
             phoneticFamilyName, phoneticOrganizationName, phoneNumber, emailAddress
    }

    /// Whether the name has a family, given or middle name.
    var hasPersonName: Bool { [familyName, givenName, middleName].contains { !($0 ?? "").isEmpty } }
}

extension LocalizedIndexedCollation {
    /// The name as a contacts app shows it: given name first in a Latin or
    /// other alphabetic script (`Anna Zeller`), family name first in a CJK
    /// script, as one word in Chinese and Korean (`王芳`, `欧阳修`, `김민준`)
    /// and with a space in Japanese (`田中 太郎`: a name with kana, or any
    /// Han name under a Japanese table); without a person's name, the
    /// phonetic name, nickname, organisation, phone number or e-mail
    /// address. The name's scripts decide, and the table's language only
    /// whether a Han name is Japanese.
    /// Complexity: O(length of the name).
    public func displayName(of name: ContactName) -> String {
        ContactFiling(name, order: ContactName.Order.familyName, conventions: nameConventions).displayName
    }

    /// What the table asks of a contact's name: a Japanese table shows Han
    /// names with a space; a Chinese table without a transform (strokes,
    /// radicals, zhuyin) places a Han name by its characters, not its
    /// phonetic name; a table that reads Han as pinyin (`Han-Latin`) reads a
    /// Bopomofo phonetic name with ICU's `Bopomofo-Latin`; a table that reads
    /// Han as pinyin at all reads a Traditional surname as its Simplified form.
    /// Made once per collation, when it is made.
    static func nameConventions(of table: LocaleTable, reuse: LibraryReuse) -> ContactFiling.Conventions {
        let language = String(table.id.prefix { $0.isLetter })
        var conventions = ContactFiling.Conventions(japanese: language == "ja",
                                                    placesHanAsWritten: (language == "zh" || language == "yue") && table.transform == nil)
        if table.transform == "Han-Latin" {
            let pool = LazyTransliteratorPool(id: "Bopomofo-Latin", reuse: reuse)
            conventions.bopomofoReading = { text in pool.apply(text) }
        }
        // Tables that read Han as pinyin: Chinese ones with a transform, and
        // those that transliterate foreign Han (not Japanese, Korean or Chinese by characters).
        if !conventions.placesHanAsWritten, language != "ja", language != "ko" {
            conventions.surnameForm = ChineseSurnameForm(reuse: reuse)
        }
        return conventions
    }
}

extension ContactName {
    /// Whether a `displayName` encoded now is a Japanese list's: set by
    /// `SectionedList.encode(to:)` under a Japanese table while its
    /// elements encode, so that the JSON's names are ``LocalizedIndexedCollation/displayName(of:)``'s.
    @TaskLocal static var encodesForJapanese = false
}

extension ContactName {
    /// The fields `encode(to:)` writes beside the name's parts.
    private enum ShownKeys: String, CodingKey {
        case displayName
    }

    /// The parts of the name under CNContact's property names (those that are
    /// not nil), and `displayName`: the name as a contacts app shows it
    /// (``LocalizedIndexedCollation/displayName(of:)``), so that a client
    /// of a list's JSON shows contacts without a rule of its own. Decoding
    /// reads the parts and ignores `displayName`.
    public func encode(to encoder: any Encoder) throws {
        var parts = encoder.container(keyedBy: CodingKeys.self)
        try parts.encodeIfPresent(givenName, forKey: .givenName)
        try parts.encodeIfPresent(middleName, forKey: .middleName)
        try parts.encodeIfPresent(familyName, forKey: .familyName)
        try parts.encodeIfPresent(nickname, forKey: .nickname)
        try parts.encodeIfPresent(organizationName, forKey: .organizationName)
        try parts.encodeIfPresent(phoneticGivenName, forKey: .phoneticGivenName)
        try parts.encodeIfPresent(phoneticMiddleName, forKey: .phoneticMiddleName)
        try parts.encodeIfPresent(phoneticFamilyName, forKey: .phoneticFamilyName)
        try parts.encodeIfPresent(phoneticOrganizationName, forKey: .phoneticOrganizationName)
        try parts.encodeIfPresent(phoneNumber, forKey: .phoneNumber)
        try parts.encodeIfPresent(emailAddress, forKey: .emailAddress)
        var shown = encoder.container(keyedBy: ShownKeys.self)
        try shown.encode(ContactFiling(self, order: ContactName.Order.familyName,
                                       conventions: .init(japanese: Self.encodesForJapanese)).displayName,
                         forKey: .displayName)
    }
}
