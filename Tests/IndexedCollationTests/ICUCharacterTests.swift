import Testing
@testable import IndexedCollation

/// `ICUCharacter.script(of:)` and the `ICUScript` constants.
@Suite struct ICUCharacterTests {
    @Test(arguments: [
        ("a", ICUScript.latin), ("Ø", .latin), ("漢", .han), ("あ", .hiragana), ("ア", .katakana),
        ("1", .common), ("-", .common), ("\u{301}", .inherited), ("\u{378}", .unknown),
    ] as [(Unicode.Scalar, ICUScript)])
    func scriptOfSampleCharacters(scalar: Unicode.Scalar, script: ICUScript) {
        #expect(ICUCharacter.script(of: scalar) == script)
    }

    @Test func codesAreISO15924() {
        #expect(ICUCharacter.script(of: "я").code == "Cyrl")
        let codes: [ICUScript: String] = [
            .common: "Zyyy", .inherited: "Zinh", .han: "Hani", .hiragana: "Hira", .katakana: "Kana",
            .katakanaOrHiragana: "Hrkt", .latin: "Latn", .unknown: "Zzzz",
        ]
        for (script, code) in codes { #expect(script.code == code) }
        #expect(ICUScript(rawValue: 100_000).code == "Zzzz", "a number ICU does not know")
    }
}
