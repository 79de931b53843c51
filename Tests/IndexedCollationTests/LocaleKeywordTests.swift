import Testing
@testable import IndexedCollation

/// A locale's collation keywords are honoured (set in its table's collator,
/// which is validated again) or refused by name; never dropped.
@Suite struct LocaleKeywordTests {
    func sorted(_ names: [String], _ locale: String, _ options: LocalizedIndexedCollation.Options = .init()) throws -> [String] {
        try LocalizedIndexedCollation(locale: locale, options: options).sortedArray(from: names, collationStringKeyPath: \.self)
    }

    @Test func aReorderIsHonoured() throws {
        let collation = try LocalizedIndexedCollation(locale: "en-u-kr-grek-latn")
        #expect(collation.table.id == "en@colreorder=grek-latn")
        #expect(collation.table.collator == "en@collation=dictionary;colreorder=grek-latn")
        #expect(collation.sectionTitles == (try LocalizedIndexedCollation(locale: "en")).sectionTitles)
        // Placed as they are (not transliterated), Greek names now collate
        // first, before the first start string, which puts them in the last section (`#`).
        let asIs = LocalizedIndexedCollation.Options(foreignScripts: .lastSection)
        let reordered = try LocalizedIndexedCollation(locale: "en-u-kr-grek-latn", options: asIs)
        #expect(reordered.collationKey(for: "Ωμέγα").bytes.lexicographicallyPrecedes(reordered.collationKey(for: "Alpha").bytes))
        #expect(try sorted(["Zeus", "1", "Ωμέγα", "Alpha"], "en-u-kr-grek-latn", asIs) == ["Alpha", "Zeus", "1", "Ωμέγα"])
        #expect(try sorted(["Zeus", "1", "Ωμέγα", "Alpha"], "en", asIs) == ["Alpha", "Zeus", "1", "Ωμέγα"])
        #expect(try LocalizedIndexedCollation(locale: "en@colReorder=grek-latn").table.collator == collation.table.collator)
    }

    @Test func attributeKeywordsAreHonoured() throws {
        #expect(try sorted(["A", "a"], "en") == ["a", "A"])
        #expect(try sorted(["A", "a"], "en-u-ks-level1") == ["A", "a"], "equal at primary strength: input order")
        #expect(try sorted(["file10", "file9"], "en") == ["file9", "file10"])
        #expect(try sorted(["file10", "file9"], "en-u-kn-false") == ["file10", "file9"], "numeric ordering can be turned off")
        let primary = try LocalizedIndexedCollation(locale: "en-u-ks-level1")
        #expect(primary.collationKey(for: "a").bytes == primary.collationKey(for: "A").bytes)
        #expect(try sorted(["a-c", "ab"], "en-u-ka-shifted") == ["ab", "a-c"])
    }

    @Test func keywordsThatDoNotConcernSortingAreIgnored() throws {
        let collation = try LocalizedIndexedCollation(locale: "ja_JP@calendar=japanese")
        #expect(collation.table.id == "ja")
        #expect(try LocalizedIndexedCollation(locale: "en-US-u-ca-gregory-nu-latn-rg-gbzzzz").table.id == "en")
    }

    @Test(arguments: [
        ("en@colReorder=xxxx", "colreorder"), ("en@colStrength=banana", "colstrength"), ("en-u-ks-level9", "colstrength"),
        ("zh@collation=pinyin;x=y", "x"), ("en-u-vt-0061", "variabletop"), ("de_XX@collation=phonebok", "collation"),
        ("en-u-kr", "colreorder"),
    ])
    func unknownKeywordsAndValuesAreRefusedByName(identifier: String, keyword: String) {
        do {
            let collation = try LocalizedIndexedCollation(locale: identifier)
            Issue.record("\(identifier) gave \(collation.table.collator)")
        } catch let .invalidLocaleKeyword(locale, refused, reason) {
            #expect(locale == identifier)
            #expect(refused == keyword)
            #expect(reason.contains("'\(keyword)'"), "\(reason)")
        } catch {
            Issue.record("\(identifier): \(error)")
        }
    }

    @Test func aKeywordThatUnordersTheTableIsRefused() throws {
        // Korean's table has Latin sections first; Hangul first cannot keep its start strings in order.
        #expect(try LocalizedIndexedCollation(locale: "ko-u-kr-latn-hang").table.id == "ko@colreorder=latn-hang")
        do {
            _ = try LocalizedIndexedCollation(locale: "ko-u-kr-hang-latn")
            Issue.record("ko-u-kr-hang-latn was accepted")
        } catch let .invalidLocaleKeyword(_, keyword, reason) {
            #expect(keyword == "colreorder=hang-latn")
            #expect(reason.hasPrefix("colreorder=hang-latn does not suit table 'ko': sectionStartStrings: "), "\(reason)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func upperCaseFirstIsRefusedWhereStartStringsAreLowerCase() throws {
        // Apple's English table starts its sections at a…z, the smallest
        // strings of their letter; upper case first would send "A" to `#`.
        do {
            _ = try LocalizedIndexedCollation(locale: "en-u-kf-upper")
            Issue.record("en-u-kf-upper was accepted")
        } catch let .invalidLocaleKeyword(_, keyword, reason) {
            #expect(keyword == "colcasefirst=upper")
            #expect(reason == "colcasefirst=upper does not suit table 'en': 'A' would sort before 'a', the start of section 'A'")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func everyTableTakesAKeywordThatChangesNothing() throws {
        // Numeric ordering is on already: the checks a keyword brings
        // (increasing start strings, no case form before a start) hold for all.
        for id in LocaleCatalog.tableIDs {
            let identifier = id + (id.contains("@") ? ";" : "@") + "colNumeric=yes"
            #expect(throws: Never.self, "\(identifier)") { try LocalizedIndexedCollation(locale: identifier) }
        }
    }

    @Test func aTableWithKeywordsIsValidatedOnce() throws {
        let first = try LocalizedIndexedCollation(locale: "en-u-ks-level1")
        let second = try LocalizedIndexedCollation(locale: "en@colStrength=primary")
        #expect(first.collator === second.collator)
        #expect(LocaleCatalog.table(id: "en")?.collator == "en@collation=dictionary", "the compiled-in table is unchanged")
    }
}

/// Keyword values are matched in any case, and legacy and BCP 47 spellings
/// alike, as ICU maps them (`PhoneBook`, `phonebk` → `phonebook`).
@Suite struct KeywordValueCaseTests {
    @Test(arguments: [
        ("de@collation=PhoneBook", "de-u-co-phonebk"),
        ("de@collation=phonebk", "de-u-co-phonebk"),
        ("de@COLLATION=PHONEBOOK", "de-u-co-phonebk"),
        ("zh@collation=Pinyin", "zh-u-co-pinyin"),
        ("zh_TW@collation=Stroke", "zh-TW-u-co-stroke"),
        ("zh@collation=Stroke;calendar=Gregorian", "zh-u-co-stroke"),
        ("en@colStrength=Primary", "en-u-ks-level1"),
        ("en@colReorder=Grek-Latn", "en-u-kr-grek-latn"),
        ("en@colAlternate=Shifted", "en-u-ka-shifted"),
    ])
    func aKeywordValueInAnyCaseIsTheCanonicalOne(spelling: String, tag: String) throws {
        let spelt = try LocalizedIndexedCollation(locale: spelling)
        let canonical = try LocalizedIndexedCollation(locale: tag)
        #expect(spelt.table == canonical.table, "\(spelling)")
        let names = ["Müller", "Mueller", "Muller", "zhang", "張", "张", "Ωμέγα", "A", "a", "b"]
        #expect(spelt.sortedArray(from: names, collationStringKeyPath: \.self)
            == canonical.sortedArray(from: names, collationStringKeyPath: \.self))
    }

    @Test func phonebookIsTheGermanPhonebookTable() throws {
        #expect(try LocalizedIndexedCollation(locale: "de@collation=PhoneBook").table.id == "de@collation=phonebook")
        #expect(try ICULocale.canonicalID("de@collation=PhoneBook") == "de@collation=phonebook")
        #expect(try ICULocale.canonicalID("en@colStrength=Primary;calendar=Gregorian") == "en@calendar=gregorian;colstrength=primary")
    }

    @Test func anUnknownValueIsStillRefusedByName() {
        #expect(throws: IndexedCollationError.invalidLocaleKeyword(
            locale: "de@collation=PhoneBok", keyword: "collation",
            reason: "keyword 'collation' (co): ICU has no collation type 'phonebok'")) {
            try LocalizedIndexedCollation(locale: "de@collation=PhoneBok")
        }
    }

    @Test func aTableCollatorsKeywordValueIsMatchedInAnyCaseToo() throws {
        let table = LocaleTable(id: "t", collator: "de@collation=PhoneBook", sectionTitles: ["A", "B"])
        let collation = try LocalizedIndexedCollation(table: table)
        #expect(collation.collationKey(for: "Ä").bytes == (try LocalizedIndexedCollation(locale: "de-u-co-phonebk")).collationKey(for: "Ä").bytes)
    }
}
