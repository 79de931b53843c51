@testable import CollateKit
import Testing

/// `ContactsHeader`: recognition by exact column names, the contact of a
/// row, and the phonetic column each name column is read by.
struct ContactsHeaderTests {
    static let google = ["First Name", "Middle Name", "Last Name", "Phonetic First Name", "Phonetic Middle Name",
                         "Phonetic Last Name", "Name Prefix", "Name Suffix", "Nickname", "File As", "Organization Name"]

    @Test func recognisesEachLayoutByItsRequiredColumns() {
        #expect(ContactsHeader(names: Self.google)?.layout.name == "Google Contacts")
        #expect(ContactsHeader(names: ["Title", "First Name", "Middle Name", "Last Name", "Suffix", "Company"])?.layout.name == "Outlook")
        #expect(ContactsHeader(names: ["Anrede", "Vorname", "Weitere Vornamen", "Nachname", "Suffix", "Firma"])?.layout.name == "Outlook (German)")
        #expect(ContactsHeader(names: ["Name", "Given Name", "Additional Name", "Family Name", "Yomi Name", "Given Name Yomi",
                                       "Additional Name Yomi", "Family Name Yomi"])?.layout.name == "Google Contacts (older)")
    }

    /// Exact names only, each once: no case folding, no guess from a subset.
    @Test func refusesNearMisses() {
        #expect(ContactsHeader(names: Self.google.map { $0.lowercased() }) == nil)
        #expect(ContactsHeader(names: Array(Self.google.dropLast())) == nil)
        #expect(ContactsHeader(names: Self.google + ["Last Name"]) == nil)
        #expect(ContactsHeader(names: ["First Name", "Last Name", "Company"]) == nil)
    }

    @Test func rowsBecomeContacts() throws {
        let header = try #require(ContactsHeader(names: Self.google))
        let person = header.contact(["Anna", "Maria", " Müller ", "", "", "みゅらー", "Dr."])
        #expect(person.name == Contact.PersonName(family: "Müller", given: "Anna", middle: "Maria"))
        #expect(person.phoneticName == Contact.PersonName(family: "みゅらー"))
        #expect(ContactCollation(person, by: .family).key == "Müller Anna Maria")
        #expect(ContactCollation(person, by: .family).reading == "みゅらー Anna Maria")
        // File As equal to the organisation: a company, even with a name.
        let filedAsCompany = header.contact(["Jana", "", "Nowak", "", "", "", "", "", "", "Sonne", "Sonne"])
        #expect(ContactCollation(filedAsCompany, by: .family).key == "Sonne")
        // No name and no organisation: filed by File As.
        let filedAs = header.contact(["", "", "", "", "", "", "", "", "", "Hausarzt", ""])
        #expect(ContactCollation(filedAs, by: .family).key == "Hausarzt")
        #expect(ContactCollation(header.contact([]), by: .family).key == nil)
    }

    /// Without a name nor organisation: the nickname, the first phone, the
    /// first e-mail (Google's numbered columns; Outlook's in its order).
    @Test func nicknamePhoneAndEmailStandInForAName() throws {
        let names = Self.google + ["E-mail 1 - Value", "Phone 1 - Value", "Phone 2 - Value"]
        let header = try #require(ContactsHeader(names: names))
        func shown(_ values: [String: String]) -> ContactCollation {
            ContactCollation(header.contact(names.map { values[$0] ?? "" }), by: .family)
        }
        #expect(shown(["Nickname": "Bo", "Phone 1 - Value": "1"]).displayName == "Bo")
        #expect(shown(["Phone 2 - Value": "+49 30 2", "E-mail 1 - Value": "a@b.example"]).key == "+49 30 2")
        #expect(shown(["E-mail 1 - Value": "a@b.example"]).displayName == "a@b.example")
        #expect(shown(["Phonetic Last Name": "たかなし"]).displayName == "たかなし")
        #expect(header.contact(names.map { _ in "" }).isBlank)
        #expect(header.phonesAndEmails(names.map { $0.hasSuffix("Value") ? "x" : "" }) == (["x", "x"], ["x"]))
        let outlookNames = ["First Name", "Middle Name", "Last Name", "Suffix", "Company", "Home Phone", "Mobile Phone"]
        let outlook = try #require(ContactsHeader(names: outlookNames))
        #expect(outlook.contact(["", "", "", "", "", "home", "mobile"]).phoneNumber == "mobile", "Outlook's mobile phone first")
    }

    @Test func phoneticColumnsPairWithNameColumns() throws {
        let header = try #require(ContactsHeader(names: Self.google))
        #expect(header.phoneticColumn(of: 2) == 5)
        #expect(header.phoneticColumn(of: 0) == 3)
        #expect(header.phoneticColumn(of: 8) == nil)
        #expect(header.isNameColumn(1) && !header.isNameColumn(10))
    }
}
