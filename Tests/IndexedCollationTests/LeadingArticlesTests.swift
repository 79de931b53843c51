import Testing
@testable import IndexedCollation

/// Filing rules: leading articles disregarded for placement and sorting.
@Suite struct LeadingArticlesTests {
    static func strip(_ text: String, _ language: String) -> String {
        LeadingArticles(language: language)!.stripping(text)
    }

    @Test(arguments: [
        ("The Hobbit", "en", "Hobbit"), ("THE HOBBIT", "en", "HOBBIT"), ("the  Zoo", "en", "Zoo"),
        ("A Tale of Two Cities", "en", "Tale of Two Cities"), ("An Inspector Calls", "en", "Inspector Calls"),
        ("Anna Karenina", "en", "Anna Karenina"), ("A-ha", "en", "A-ha"), ("The", "en", "The"), ("The ", "en", "The "),
        ("Theodora", "en", "Theodora"), ("The A-Team", "en", "A-Team"),
        ("Der Prozess", "de", "Prozess"), ("Die Blechtrommel", "de", "Blechtrommel"), ("Einem Fremden", "de", "Fremden"),
        ("L'Étranger", "fr", "Étranger"), ("l’Étranger", "fr", "Étranger"), ("L' Étranger", "fr", "Étranger"),
        ("Les Misérables", "fr", "Misérables"), ("L'", "fr", "L'"), ("Lyon", "fr", "Lyon"),
        ("El Aleph", "es", "Aleph"), ("Los Olvidados", "es", "Olvidados"),
        ("Un'anima", "it", "anima"), ("Gl'indifferenti", "it", "indifferenti"), ("Il Gattopardo", "it", "Gattopardo"),
        ("Il", "it", "Il"), ("Os Lusíadas", "pt", "Lusíadas"), ("Het Achterhuis", "nl", "Achterhuis"),
        ("'t Hooft", "nl", "Hooft"), ("’t Hooft", "nl", "Hooft"), ("'s-Hertogenbosch", "nl", "'s-Hertogenbosch"),
        ("Ett drömspel", "sv", "drömspel"), ("Den lille havfrue", "da", "lille havfrue"), ("Et dukkehjem", "nb", "dukkehjem"),
    ])
    func anArticleIsAWordOfItsOwnAtTheStart(text: String, language: String, filed: String) {
        #expect(Self.strip(text, language) == filed)
    }

    @Test func everyListIsLowerCaseASCIIWithApostrophes() {
        #expect(LeadingArticles.languages == ["da", "de", "en", "es", "fr", "it", "nb", "nl", "pt", "sv"])
        for language in LeadingArticles.languages {
            let articles = LeadingArticles.articles(of: language)
            #expect(!articles.isEmpty)
            for article in articles {
                #expect(article.allSatisfy { ("a"..."z").contains($0) || $0 == "'" }, "\(language): \(article)")
            }
        }
        #expect(LeadingArticles(language: "ru") == nil)
    }

    static func titles(_ names: [String], _ locale: String) throws -> [String: String] {
        let collation = try LocalizedIndexedCollation(locale: locale, options: .init(ignoresLeadingArticles: true))
        return Dictionary(uniqueKeysWithValues: names.map { ($0, collation.sectionTitles[collation.section(for: $0)]) })
    }

    @Test func recordsAreFiledWithoutTheirArticle() throws {
        #expect(try Self.titles(["The Hobbit", "A Tale of Two Cities", "An Inspector Calls", "Anna Karenina", "A-ha"], "en")
            == ["The Hobbit": "H", "A Tale of Two Cities": "T", "An Inspector Calls": "I", "Anna Karenina": "A", "A-ha": "A"])
        #expect(try Self.titles(["Der Prozess", "Die Blechtrommel"], "de") == ["Der Prozess": "P", "Die Blechtrommel": "B"])
        #expect(try Self.titles(["L'Étranger", "Les Misérables"], "fr") == ["L'Étranger": "E", "Les Misérables": "M"])
        #expect(try Self.titles(["El Aleph"], "es") == ["El Aleph": "A"])
        // The collation's language decides: "Die" is no English article.
        #expect(try Self.titles(["Die Hard"], "en") == ["Die Hard": "D"])
    }

    @Test func everyPathKeysTheTextWithoutItsArticle() throws {
        let filing = try LocalizedIndexedCollation(locale: "en", options: .init(ignoresLeadingArticles: true))
        let plain = try LocalizedIndexedCollation(locale: "en")
        let books = ["The Hobbit", "Hobbit", "A Tale of Two Cities", "Anna Karenina", "The Zoo", "Ulysses", "A-ha", "Жуков"]
        #expect(filing.sortedArray(from: books, collationStringKeyPath: \.self)
            == ["A-ha", "Anna Karenina", "The Hobbit", "Hobbit", "A Tale of Two Cities", "Ulysses", "The Zoo", "Жуков"])
        #expect(filing.collationKey(for: "The Hobbit") == plain.collationKey(for: "Hobbit"))
        #expect(filing.collationString(for: "The Hobbit") == "Hobbit")
        let batch = filing.collationKeyBatch(for: books)
        #expect((0..<books.count).map { batch[$0] } == books.map(filing.collationKey(for:)))
        #expect(books.map { filing.section(for: $0) } == books.map { filing.collationKey(for: $0).section })
        // Elements keep their strings.
        #expect(filing.sections(of: books, by: \.self).flatMap(\.elements).sorted() == books.sorted())
        #expect(filing.leadingArticles == ["a", "an", "the"])
        #expect(plain.leadingArticles.isEmpty)
        #expect(plain.collationKey(for: "The Hobbit") != plain.collationKey(for: "Hobbit"))
        #expect(try LocalizedIndexedCollation(locale: "ru", options: .init(ignoresLeadingArticles: true)).leadingArticles.isEmpty)
    }
}
