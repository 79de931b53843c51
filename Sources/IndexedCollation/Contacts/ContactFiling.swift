/// The contact rule: how one contact is shown and filed. The one rule for
/// ``ContactName`` in the library and for every contact `collate` reads (a
/// vCard, a row of a contacts export), which adds what a card says beyond
/// a name (``Card``).
///
/// A company (shown as one, or with an organisation and nothing else of a
/// name) is filed by its organisation (its sort string wins), read by its
/// phonetic name. A person is filed by the name in the order asked for
/// (family, given, middle; or given, middle, family); a sort string on the
/// name wins and is not read again; otherwise the phonetic parts are the
/// reading, each part falling back to the written one (`東海林` with only a
/// phonetic family name `しょうじ` and given name `太郎` reads `しょうじ 太郎`).
/// Without a person's name: the formatted name, the phonetic name, the
/// nickname, the organisation, the phone number, the e-mail address, in
/// that order (a contact with only a phone number is shown and filed by it,
/// so under `#`).
package struct ContactFiling: Equatable, Sendable {
    /// What the table a contact is filed under asks of its name
    /// (``LocalizedIndexedCollation/nameConventions``).
    package struct Conventions: Sendable {
        /// Han names are Japanese: family and given name apart (`田中 太郎`).
        package var japanese = false
        /// The table places Han by its characters (strokes, radicals,
        /// zhuyin): a contact whose name has Han is placed by it, whatever
        /// its phonetic name says (王芳 read `Wang` stays under `4 畫`).
        package var placesHanAsWritten = false
        /// The table reads Han as pinyin: a phonetic name in Bopomofo is read
        /// through ICU's `Bopomofo-Latin` (ㄔㄣˊ → chén), which its transform
        /// leaves alone.
        package var bopomofoReading: (@Sendable (String) -> String)?
        /// The table reads Han as pinyin: a surname is read in the form
        /// ICU's names transform knows (單 as 单, *Shàn*; ``ChineseSurnameForm``).
        var surnameForm: ChineseSurnameForm?

        package init(japanese: Bool = false, placesHanAsWritten: Bool = false, bopomofoReading: (@Sendable (String) -> String)? = nil) {
            (self.japanese, self.placesHanAsWritten, self.bopomofoReading) = (japanese, placesHanAsWritten, bopomofoReading)
        }
    }

    /// What lists show: the formatted name, else the name
    /// (``LocalizedIndexedCollation/displayName(of:)``), else the fallbacks.
    package let displayName: String
    /// The string filed by; nil for a contact without any name.
    package let key: String?
    /// The phonetic form of `key`, when the contact has one: the contact is
    /// placed and sorted by it instead.
    package let reading: String?

    /// The string the contact is collated by: its reading, else its key.
    package var collatedBy: String? { key.map { LocalizedIndexedCollation.readingOrName(reading, $0) } }

    /// The order of a person's name parts; `display` follows the formatted name.
    package enum Order: Sendable {
        case familyName, givenName
        /// As the formatted name runs: given name first when it starts with it.
        case display
    }

    /// What a contact card says beyond a ``ContactName``.
    package struct Card: Sendable {
        /// The formatted name (vCard `FN`).
        package var formattedName = ""
        /// The sort strings of the name (vCard 4.0's `SORT-AS` on `N`), which win over it.
        package var nameSortAs: ContactName?
        /// The organisation's sort string (`SORT-AS` on `ORG`).
        package var organizationSortAs: String?
        /// Shown and filed by the organisation even when there is a person's name.
        package var showsAsCompany = false

        package init(formattedName: String = "", nameSortAs: ContactName? = nil, organizationSortAs: String? = nil,
                     showsAsCompany: Bool = false) {
            self.formattedName = formattedName
            self.nameSortAs = nameSortAs
            self.organizationSortAs = organizationSortAs
            self.showsAsCompany = showsAsCompany
        }
    }

    package init(displayName: String, key: String?, reading: String?) {
        self.displayName = displayName
        self.key = key
        self.reading = reading
    }

    /// The filing of `name` (with what `card` adds) in `order`, as the
    /// table's `conventions` ask.
    package init(_ name: ContactName, card: Card = Card(), order: ContactName.Order, conventions: Conventions = Conventions()) {
        self.init(name, card: card, order: order == .givenName ? Order.givenName : .familyName, conventions: conventions)
    }

    package init(_ name: ContactName, card: Card = Card(), order: Order, conventions: Conventions = Conventions()) {
        let organization = name.organizationName ?? ""
        let company = !organization.isEmpty && (card.showsAsCompany
            || !name.hasPersonName && card.formattedName.isEmpty && (name.nickname ?? "").isEmpty)
        if company {
            displayName = organization
            key = card.organizationSortAs ?? organization
            reading = Self.nonEmpty(name.phoneticOrganizationName)
            return
        }
        let phonetic = ContactName(givenName: name.phoneticGivenName, middleName: name.phoneticMiddleName,
                                   familyName: name.phoneticFamilyName)
        // A kana reading makes a Han name Japanese, whatever the table.
        let japanese = conventions.japanese || [phonetic.familyName, phonetic.givenName, phonetic.middleName].contains { ICUCharacter.hasLetter(of: [.hiragana, .katakana], in: $0 ?? "") }
        let fallback = [card.formattedName, Self.shown(name, japanese: japanese), Self.shown(phonetic, japanese: japanese), name.nickname ?? "", organization,
                        name.phoneNumber ?? "", name.emailAddress ?? ""].first { !$0.isEmpty } ?? ""
        displayName = fallback
        let givenFirst = switch order {
        case .familyName: false
        case .givenName: true
        case .display: !(name.givenName ?? "").isEmpty && card.formattedName.hasPrefix(name.givenName ?? "")
        }
        // A Chinese or Korean name is keyed as written, one word: its Han is
        // then read as one name, the first character as a surname and the
        // rest as Han-Latin reads them, which is also the fast path of
        // person-names mode (the reading by pieces, docs/transliteration.md).
        // With a space, each part's first character would be read as a surname.
        func ordered(_ given: String?, _ middle: String?, _ family: String?) -> String {
            Self.joinedAsWritten(givenFirst ? [given, middle, family] : [family, given, middle], japanese: japanese)
        }
        if order != .display, let sortAs = card.nameSortAs {
            key = ordered(sortAs.givenName, sortAs.middleName, sortAs.familyName)
            reading = nil
            return
        }
        // The surname as the names transform knows it: its first character
        // Simplified where the table reads Han as pinyin (the key only; the
        // name is shown as written).
        let family = givenFirst ? name.familyName : name.familyName.map { conventions.surnameForm?.rewritten($0) ?? $0 }
        let written = order == .display ? fallback : ordered(name.givenName, name.middleName, family)
        key = written.isEmpty ? (fallback.isEmpty ? nil : fallback) : written
        var reading = phonetic.hasPersonName ? ordered(Self.nonEmpty(name.phoneticGivenName) ?? name.givenName,
                                                       Self.nonEmpty(name.phoneticMiddleName) ?? name.middleName,
                                                       Self.nonEmpty(name.phoneticFamilyName) ?? family) : nil
        if conventions.placesHanAsWritten, ICUCharacter.hasLetter(of: [.han], in: written) { reading = nil }
        if let read = reading, let bopomofo = conventions.bopomofoReading, ICUCharacter.hasLetter(of: [.bopomofo], in: read) {
            reading = bopomofo(read)
        }
        self.reading = reading
    }

    /// A person's name as shown: family name first in a CJK script, given
    /// (and middle) name first otherwise; empty without a person's name.
    /// Chinese and Korean write family and given name as one word (王芳,
    /// 欧阳修, 김민준, as iOS and Android show them; CLDR's person-name
    /// patterns for zh and ko join `{surname}{given}`); Japanese separates
    /// them (田中 太郎), so a name with kana in it or in its reading, or
    /// any Han name under a Japanese table (`japanese`), keeps the space.
    /// A middle name follows the given name in either order.
    static func shown(_ name: ContactName, japanese: Bool = false) -> String {
        let (family, given) = (name.familyName ?? "", name.givenName ?? "")
        guard isCJK(family) || isCJK(given) else { return joined(given, name.middleName, family) }
        return joinedAsWritten([family, given, name.middleName], japanese: japanese)
    }

    /// The non-empty parts as the name's language writes them: one word
    /// when every part is Han or Hangul and one is CJK (Chinese, Korean),
    /// else separated by a space (Japanese, alphabetic, mixed).
    private static func joinedAsWritten(_ parts: [String?], japanese: Bool) -> String {
        let parts = parts.compactMap { $0 }.filter { !$0.isEmpty }
        guard !japanese, parts.contains(where: isCJK), parts.allSatisfy(isWrittenAsOneWord) else { return parts.joined(separator: " ") }
        return parts.joined()
    }

    /// Whether a name part is written in Han, kana or Hangul (its first letter's script).
    static func isCJK(_ part: String) -> Bool {
        guard let letter = part.unicodeScalars.first(where: ICUCharacter.isLetter) else { return false }
        return [.han, .hiragana, .katakana, .hangul].contains(ICUCharacter.script(of: letter))
    }

    /// Whether every letter of a name part is Han or Hangul (no kana, no
    /// Latin): a Chinese or Korean part, joined to the next without a space.
    private static func isWrittenAsOneWord(_ part: String) -> Bool {
        part.unicodeScalars.allSatisfy { scalar in
            !ICUCharacter.isLetter(scalar) || [.han, .hangul].contains(ICUCharacter.script(of: scalar))
        }
    }

    private static func nonEmpty(_ part: String?) -> String? {
        part.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The non-empty parts, separated by a space.
    private static func joined(_ parts: String?...) -> String {
        parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
