/// A contact as an address book files it, whatever it was read from: a vCard
/// (`VCard.contact`) or a row of a contacts export (`ContactsHeader`). Only
/// what decides where the contact is listed, and under what name, is here;
/// `ContactCollation` is the one rule that turns it into a key.
struct Contact: Equatable {
    /// A person's name as a contacts app sorts it.
    struct PersonName: Equatable {
        var family = ""
        var given = ""
        /// Middle or additional names (vCard `N`'s third component).
        var middle = ""
        var isEmpty: Bool { family.isEmpty && given.isEmpty && middle.isEmpty }
    }

    /// The formatted name (vCard `FN`).
    var formattedName = ""
    var name = PersonName()
    /// The sort strings of the name (vCard 4.0's `SORT-AS` on `N`), which win over it.
    var nameSortAs: PersonName?
    /// The phonetic name: the name's readings, part by part.
    var phoneticName = PersonName()
    var organization = ""
    /// The organisation's sort string (`SORT-AS` on `ORG`).
    var organizationSortAs: String?
    /// The organisation's reading.
    var phoneticOrganization = ""
    /// Shown and sorted by the organisation even when there is a person's name.
    var showsAsCompany = false
    /// The nickname, the first phone number and the first e-mail address:
    /// what a contact without a name (nor organisation, for the last two)
    /// is shown and filed by.
    var nickname = ""
    var phoneNumber = ""
    var emailAddress = ""
    /// Whether a name above was read from bytes that are not UTF-8 (and so
    /// holds U+FFFD for them), where the reader knows it (vCards decode
    /// their charsets; a CSV row's bytes are checked as a whole instead).
    var hasRepairedName = false

    /// Whether the contact has nothing it can be shown or filed by: no
    /// name, phonetic name, nickname, organisation, phone or e-mail. Such a
    /// contact is kept, in `#`, and counted (`RecordSink.accept`).
    var isBlank: Bool {
        formattedName.isEmpty && name.isEmpty && phoneticName.isEmpty && nickname.isEmpty && organization.isEmpty
            && phoneNumber.isEmpty && emailAddress.isEmpty
    }
}
