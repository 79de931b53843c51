import Testing
@testable import IndexedCollation

/// Chinese surnames as Chinese users file them: the hundred commonest (and
/// the polyphonic 单 区 乐 仇 解 查 朴 盖 缪), in Simplified and in
/// Traditional form (made by ICU's `Simplified-Traditional` at test time),
/// each as a contact's family name under `zh-Hans`, and as the first
/// character of a plain string in person-names mode (`--names`), in the
/// section of its surname reading's initial.
@Suite struct ChineseSurnameTests {
    /// Each surname and the initial of its reading as a surname.
    static let surnames = Array("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤单区乐仇解查朴盖缪")
    static let initials = Array("WLZLCYHZWZXSMZHGHGLLZLXSTXHFDCPZXTDYPYJCYDYCSWLDRSYLJCZTLWFJSLJXWFFBZMXQQJYXYDLHLSTLHGMHGSWQYQWDMKXTSOYQXZPGM")

    @Test func everyCommonSurnameInBothFormsFilesUnderItsReading() throws {
        #expect(Self.surnames.count == 109 && Self.initials.count == 109)
        let zh = try LocalizedIndexedCollation(locale: "zh-Hans")
        let names = try LocalizedIndexedCollation(locale: "zh-Hans", options: .init(personNames: true))
        let traditional = LazyTransliteratorPool(id: "Simplified-Traditional")
        var misfiled: [String] = [], strings: [(String, Character)] = []
        for (surname, initial) in zip(Self.surnames, Self.initials) {
            for form in Set([String(surname), traditional.apply(String(surname))]) {
                let name = ContactName(givenName: "明", familyName: form)
                let section = try #require(zh.sections(of: [name], by: \.self).first)
                if zh.sectionTitles[section.number] != String(initial) { misfiled.append("\(form): \(zh.sectionTitles[section.number]), not \(initial)") }
                strings.append((form + "明", initial))
            }
        }
        #expect(misfiled.isEmpty, "\(misfiled)")
        // The same names as plain strings in person-names mode (`--names`),
        // one by one and in bulk.
        let batch = names.collationKeyBatch(for: strings.map(\.0))
        for (index, (name, initial)) in strings.enumerated() {
            #expect(names.sectionTitles[batch[index].section] == String(initial), "\(name)")
            #expect(names.collationKey(for: name) == batch[index], "\(name)")
        }
    }

    /// The names of the review that found Traditional surnames and 覃 misfiled.
    @Test func traditionalSurnamesAndTheSupplement() throws {
        let zh = try LocalizedIndexedCollation(locale: "zh-Hans")
        for (family, given, title) in [("覃", "海洋", "Q"), ("單", "田芳", "S"), ("區", "志賢", "O"), ("樂", "嘉", "Y")] {
            let name = ContactName(givenName: given, familyName: family)
            let section = try #require(zh.sections(of: [name], by: \.self).first)
            #expect(zh.sectionTitles[section.number] == title, "\(family)\(given)")
            #expect(zh.displayName(of: name) == family + given, "shown as written")
        }
        // Plain strings in person-names mode, and the Simplified form of the
        // surname keyed alike.
        let names = try LocalizedIndexedCollation(locale: "zh-Hans", options: .init(personNames: true))
        for (name, title) in [("覃海洋", "Q"), ("單田芳", "S"), ("區志賢", "O"), ("樂嘉", "Y")] {
            #expect(names.sectionTitles[names.section(for: name)] == title, "\(name)")
        }
        #expect(names.collationKey(for: "單田芳") == names.collationKey(for: "单田芳"))
        #expect(names.collationString(for: "單田芳") == "shàn tián fāng")
        // 乾 is Simplified Chinese too (乾隆, *Qián*): not written 干 (*Gān*).
        let owner = LibraryReuse.shared.traditionalOnlyHan
        for (character, traditionalOnly) in [("單", true), ("區", true), ("樂", true), ("乾", false), ("单", false), ("覃", false)] {
            #expect(Array(character.utf8).withUnsafeBufferPointer(owner.containsSome) == traditionalOnly, "\(character)")
        }
        #expect(names.sectionTitles[names.section(for: "乾隆")] == "Q")
        let qian = try #require(zh.sections(of: [ContactName(givenName: "隆", familyName: "乾")], by: \.self).first)
        #expect(zh.sectionTitles[qian.number] == "Q")
        // Words, not names, are read as words.
        #expect(zh.sectionTitles[zh.section(for: "單田芳")] == "D")
        // A stroke table counts the written character's strokes: 單 has 12.
        let tw = try LocalizedIndexedCollation(locale: "zh-TW")
        let section = try #require(tw.sections(of: [ContactName(givenName: "田芳", familyName: "單")], by: \.self).first)
        #expect(tw.sectionTitles[section.number] == "12 畫")
    }
}
