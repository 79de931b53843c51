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

    /// The Traditional Chinese tables keep Apple's titles (`1 畫` … `25 畫以上`)
    /// but start each stroke section where ICU's stroke order starts that
    /// count: every code point of the URO and Extension A is in the section
    /// whose count is the label of ICU's AlphabeticIndex(zh_Hant) bucket
    /// (Apple's first characters put 万 under 2 strokes, 严 两 丽 under 6).
    /// Hong Kong's Cantonese (`yue`) has the same layout. Asked of ICU
    /// here, not from a stored list.
    @Test(arguments: ["zh-Hant", "zh-TW", "zh-HK", "zh-MO", "yue", "yue-Hant"])
    func strokeSectionsStartWhereICUsCountsStart(locale: String) throws {
        let collation = try LocalizedIndexedCollation(locale: locale)
        #expect(collation.sectionTitles == (try #require(LocaleCatalog.table(id: "zh-Hant"))).sectionTitles)
        let index = try ICUAlphabeticIndex(localeID: "zh_Hant", extraLabelLocales: ["en"])
        let buckets = index.buckets
        var misplaced: [String] = []
        for value in Array(0x4E00...0x9FFF) + Array(0x3400...0x4DBF) {
            let character = String(Unicode.Scalar(UInt32(value))!)
            let label = buckets[try index.bucketIndex(of: character)].label
            let strokes = Int(label.prefix { $0.isASCII && $0.isNumber }) ?? 0
            let expected = strokes >= 25 ? "25 畫以上" : "\(strokes) 畫"
            let title = collation.sectionTitles[collation.section(for: character)]
            if title != expected { misplaced.append("\(character) U+\(String(value, radix: 16, uppercase: true)): \(title), ICU \(label)") }
        }
        #expect(misplaced.isEmpty, "\(misplaced.count) misplaced: \(misplaced.prefix(10))")
    }

    /// The surnames Apple's first characters filed one stroke too low.
    @Test func commonSurnamesAtTheirStrokeCount() throws {
        let collation = try LocalizedIndexedCollation(locale: "zh-TW")
        for (name, title) in [("万", "3 畫"), ("严", "7 畫"), ("两", "7 畫"), ("丽", "7 畫"), ("临", "9 畫"), ("举", "9 畫"), ("王", "4 畫"), ("陳", "11 畫")] {
            #expect(collation.sectionTitles[collation.section(for: name)] == title, "\(name)")
        }
    }
}
