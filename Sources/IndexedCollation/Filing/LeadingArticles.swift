/// The leading articles of one language, which filing disregards: "The
/// Hobbit" is placed and sorted as "Hobbit", and printed as it is
/// (``LocalizedIndexedCollation/Options-swift.struct/ignoresLeadingArticles``).
///
/// The lists are `Articles/*.txt`, one per language, compiled in
/// (`Generated/EmbeddedArticles.swift`); `docs/locales.md` says where
/// each comes from. An article matches at the start of a text in any case,
/// and only as a word of its own: followed by at least one space ("A Tale",
/// not "A-ha", nor a text that is only "The"), or, for an elided article
/// ending in an apostrophe ("l'"), followed directly by the next word
/// ("L'Étranger"). An apostrophe in an article matches U+0027 and U+2019
/// alike. One article at most is disregarded, with the spaces after it, and
/// never the whole text.
///
/// Thread safety: immutable and `Sendable`.
struct LeadingArticles: Sendable, Equatable {
    /// The language the articles are of (`en`).
    let language: String
    /// The articles, lower-case ASCII with apostrophes, as UTF-8.
    private let articles: [[UInt8]]

    /// The articles of `language` (an ICU language code: `en`, `de`), or
    /// nil when none are compiled in.
    init?(language: String) {
        guard let articles = Self.lists[language] else { return nil }
        self.language = language
        self.articles = articles
    }

    /// The languages with a list, sorted.
    static var languages: [String] { lists.keys.sorted() }

    /// The articles of a language, as listed (lower case).
    static func articles(of language: String) -> [String] {
        (lists[language] ?? []).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `text` without its leading article and the spaces after it; `text`
    /// itself when it has none.
    func stripping(_ text: String) -> String {
        var text = text
        let length = text.withUTF8(articleLength)
        return length == 0 ? text : String(decoding: Array(text.utf8.dropFirst(length)), as: UTF8.self)
    }

    /// The number of leading bytes of `text` that are an article and the
    /// spaces after it: 0 when it starts with none.
    ///
    /// Complexity: O(a) for a articles, each compared over its few bytes.
    func articleLength(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        for article in articles {
            if let length = Self.match(article, at: text) { return length }
        }
        return 0
    }

    private static let space = UInt8(ascii: " ")
    private static let apostrophe = UInt8(ascii: "'")
    /// U+2019 RIGHT SINGLE QUOTATION MARK in UTF-8, the typographic apostrophe.
    private static let typographicApostrophe: [UInt8] = [0xE2, 0x80, 0x99]

    /// The length of `article` and the spaces after it at the start of
    /// `text`, or nil when the text does not start with it as a word.
    private static func match(_ article: [UInt8], at text: UnsafeBufferPointer<UInt8>) -> Int? {
        var position = 0
        for byte in article {
            guard position < text.count else { return nil }
            if byte == apostrophe {
                if text[position] == apostrophe {
                    position += 1
                } else if text.count - position >= 3, text[position..<position + 3].elementsEqual(typographicApostrophe) {
                    position += 3
                } else {
                    return nil
                }
                continue
            }
            // Articles are ASCII letters: setting bit 5 folds A–Z onto a–z.
            let letter = text[position]
            guard letter == byte || (letter >= 0x41 && letter <= 0x5A && letter | 0x20 == byte) else { return nil }
            position += 1
        }
        let wordEnd = position
        while position < text.count, text[position] == space { position += 1 }
        let elided = article.last == apostrophe
        guard elided || position > wordEnd, position < text.count else { return nil }
        return position
    }

    /// Each language's articles, read once from the compiled-in lists.
    private static let lists: [String: [[UInt8]]] = Dictionary(uniqueKeysWithValues: embeddedLists.map { entry in
        let articles = entry.text.split(separator: "\n")
            .map { $0.trimmingPrefix(while: \.isWhitespace) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map { Array($0.utf8) }
        return (entry.language, articles)
    })
}
