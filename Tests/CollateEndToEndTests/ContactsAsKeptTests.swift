import Foundation
import Testing
import TestSupport

/// Address books as people keep them: the same people exported by Google
/// (with a company-only, a phone-only and an e-mail-only row), by Outlook
/// and as an iCloud vCard are, with no option, all placed by one contact
/// rule and shown by the same display name, in text and on the HTML page.
@Suite struct ContactsAsKeptTests {
    static let google = """
        First Name,Middle Name,Last Name,Phonetic First Name,Phonetic Middle Name,Phonetic Last Name,Name Prefix,Name Suffix,\
        Nickname,File As,Organization Name,Organization Title,Organization Department,Birthday,Notes,Photo,Labels,\
        E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value\r
        Anna,,Zeller,,,,,,,,,,,,,,* myContacts,,,Mobile,+49 170 1111\r
        ,,,,,,,,,,Acme GmbH,,,,,,* myContacts,,,Work,+49 30 2222\r
        ,,,,,,,,,,,,,,,,* myContacts,,,Mobile,+49 171 3333\r
        ,,,,,,,,,,,,,,,,* myContacts,* Home,berta@example.com,,\r
        ,,小鳥遊,,,たかなし,,,,,,,,,,,* myContacts,,,,\r

        """

    static let outlook = """
        First Name,Middle Name,Last Name,Title,Suffix,Nickname,Given Yomi,Surname Yomi,E-mail Address,Mobile Phone,Company\r
        Anna,,Zeller,,,,,,,+49 170 1111,\r
        ,,,,,,,,,+49 30 2222,Acme GmbH\r
        ,,,,,,,,,+49 171 3333,\r
        ,,,,,,,,berta@example.com,,\r
        ,,小鳥遊,,,,,たかなし,,,\r

        """

    static let vcard = """
        BEGIN:VCARD\r\nVERSION:3.0\r\nN:Zeller;Anna;;;\r\nFN:Anna Zeller\r\nTEL;type=CELL:+49 170 1111\r\nEND:VCARD\r
        BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:Acme GmbH\r\nORG:Acme GmbH;\r\nX-ABShowAs:COMPANY\r\nTEL:+49 30 2222\r\nEND:VCARD\r
        BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nTEL;type=CELL:+49 171 3333\r\nEND:VCARD\r
        BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nEMAIL;type=HOME:berta@example.com\r\nEND:VCARD\r
        BEGIN:VCARD\r\nVERSION:3.0\r\nN:小鳥遊;;;;\r\nFN:小鳥遊\r\nX-PHONETIC-LAST-NAME:たかなし\r\nEND:VCARD\r

        """

    /// The sections of text output, each with the names shown in it.
    static func sections(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : "[\($0)]" }
    }

    /// The records' texts on the HTML page, in order.
    static func pageRecords(_ html: String) -> [String] {
        html.components(separatedBy: "<li dir=\"auto\"").dropFirst().map { item in
            let text = item.drop { $0 != ">" }.dropFirst()
            return String(text.prefix { $0 != "<" })
        }
    }

    @Test(arguments: ["de", "ja", "zh-Hans"])
    func everyExportPlacesAndShowsEveryContactAlike(locale: String) throws {
        let files = [try CollateRunner.file(Self.google, name: "google.csv"), try CollateRunner.file(Self.outlook, name: "outlook.csv"),
                     try CollateRunner.file(Self.vcard, name: "icloud.vcf")]
        var texts: [[String]] = [], pages: [[String]] = []
        for file in files {
            let text = try CollateRunner.run(["-l", locale, file])
            #expect(text.status == 0, "\(file): \(text.stderr)")
            #expect(text.stderr == "", "\(file)")
            texts.append(Self.sections(text.stdout))
            let html = try CollateRunner.run(["-l", locale, "-f", "html", file])
            #expect(html.status == 0, "\(file): \(html.stderr)")
            pages.append(Self.pageRecords(html.stdout))
        }
        #expect(texts[1] == texts[0], "Outlook as Google")
        #expect(texts[2] == texts[0], "the vCard as Google")
        #expect(pages[1] == pages[0] && pages[2] == pages[0], "\(pages)")
        let text = texts[0]
        // The company under its name's letter, the e-mail address under its
        // first letter, the person by family name, the phone number in '#'.
        #expect(text.starts(with: ["[A]", "Acme GmbH", "[B]", "berta@example.com"]), "\(text)")
        #expect(text.firstIndex(of: "[Z]").map { text[$0 + 1] } == "Anna Zeller", "\(text)")
        #expect(text.suffix(2) == ["[#]", "+49 171 3333"] || text.suffix(3) == ["[#]", "+49 171 3333", "小鳥遊"], "\(text)")
        #expect(Set(pages[0]) == ["Acme GmbH", "berta@example.com", "Anna Zeller", "+49 171 3333", "小鳥遊"])
        if locale == "ja" { #expect(text.contains("[た]") && text[text.firstIndex(of: "[た]")! + 1] == "小鳥遊", "\(text)") }
    }

    /// On the page, the filter finds 小鳥遊 by the export's phonetic column,
    /// folded and in Latin letters, and Anna's phone is a link.
    @Test func thePageFindsAContactByItsPhoneticColumns() throws {
        let file = try CollateRunner.file(Self.google, name: "google.csv")
        for locale in ["ja", "de"] {
            let html = try CollateRunner.run(["-l", locale, "-f", "html", file]).stdout
            #expect(html.contains("data-search=\"") && html.contains("たかなし") && html.contains("takanashi"), "\(locale)")
            #expect(html.contains("<a href=\"tel:+491701111\" dir=\"ltr\">+49 170 1111</a>"))
            #expect(html.contains("<a href=\"mailto:berta@example.com\" dir=\"ltr\">berta@example.com</a>"))
        }
    }

    /// `--display` alternatives fall back as a contacts app does.
    @Test func displayFallbacks() throws {
        let file = try CollateRunner.file(Self.google, name: "google.csv")
        let result = try CollateRunner.run(["-l", "de", "--display", "{First Name} {Last Name}|{Organization Name}|{Phone 1 - Value}|(none)", file])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.sections(result.stdout) == ["[A]", "Acme GmbH", "[B]", "(none)", "[T]", " 小鳥遊", "[Z]", "Anna Zeller", "[#]", "+49 171 3333"])
    }
}
