import Testing
@_spi(Generation) @testable import IndexedCollation

/// The curated tables (docs/apple-model.md): Apple's layouts, collators
/// whose script order matches them, and start strings that are the smallest
/// strings of their sections.
@Suite struct LocaleCuratedTests {
    static let latin = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

    @Test(arguments: [
        ("ja", "ja", latin + "あ か さ た な は ま や ら わ".split(separator: " ").map(String.init) + ["#"]),
        ("ko", "ko@colReorder=latn-hang", latin + "ㄱ ㄴ ㄷ ㄹ ㅁ ㅂ ㅅ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ".split(separator: " ").map(String.init) + ["#"]),
        ("sv", "sv", latin + ["Å", "Ä", "Ö", "#"]),
        ("ar", "ar@colReorder=latn-arab", latin + "آ ب ت ث ج ح خ د ذ ر ز س ش ص ض ط ظ ع غ ف ق ك ل م ن ه و ي".split(separator: " ").map(String.init) + ["#"]),
        ("zh-Hans", "zh", latin + ["#"]),
    ])
    func applesLayouts(id: String, collator: String, titles: [String]) throws {
        let table = try #require(LocaleCatalog.table(id: id))
        #expect(table.collator == collator)
        #expect(table.sectionTitles == titles)
        #expect(LocaleCatalog.isCurated(table))
        // Each curated table says whose layout it follows.
        #expect(table.source?.contains("Apple") == true)
    }

    /// The start strings are what ICU's data gives for the titles today (so
    /// a hand edit or an ICU update that moves a letter is caught).
    @Test(arguments: ["ja", "ko", "sv", "ar", "zh-Hans"])
    func startStringsAreTheSmallestOfTheirSections(id: String) throws {
        let table = try #require(LocaleCatalog.table(id: id))
        #expect(table.sectionStartStrings == (try table.withSmallestStartStrings()).sectionStartStrings)
    }

    @Test(arguments: [
        ("ja", "ぁ", "あ"), ("ja", "あ", "あ"), ("ja", "ア", "あ"), ("ja", "ゕ", "か"), ("ja", "っ", "た"), ("ja", "ん", "わ"),
        ("ja", "Smith", "S"), ("ja", "42", "#"),
        ("ko", "ㄲ", "ㄱ"), ("ko", "까치", "ㄱ"), ("ko", "가", "ㄱ"), ("ko", "힘", "ㅎ"), ("ko", "a", "A"), ("ko", "Zed", "Z"),
        ("sv", "Åsa", "Å"), ("sv", "Ärla", "Ä"), ("sv", "Östen", "Ö"), ("sv", "Æsir", "Ä"), ("sv", "Øre", "Ö"), ("sv", "Olle", "O"),
        ("ar", "ء", "آ"), ("ar", "آدم", "آ"), ("ar", "احمد", "آ"), ("ar", "أمل", "آ"), ("ar", "بدر", "ب"), ("ar", "ياسر", "ي"),
        ("ar", "Smith", "S"), ("ar", "١٢", "#"),
        ("zh-Hans", "王芳", "W"), ("zh-Hans", "李娜", "L"), ("zh-Hans", "Smith", "S"), ("zh-Hans", "阿", "A"), ("zh-Hans", "42", "#"),
        ("th", "เก", "ก"), ("th", "ไก่", "ก"), ("th", "แม่", "ม"), ("th", "ก", "ก"), ("th", "ขอ", "ข"),
        ("lo", "ເກ", "ກ"),
    ])
    func oneLetterRecordsLandInTheirOwnSection(locale: String, name: String, title: String) throws {
        let collation = try LocalizedIndexedCollation(locale: locale, options: .init(readings: .none))
        #expect(collation.sectionTitles[collation.section(for: name)] == title, "\(locale): \(name)")
    }
}
